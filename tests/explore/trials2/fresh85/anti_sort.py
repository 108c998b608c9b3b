# Anti-Sorting Game (Baekjoon 34498): a binary string that is not sorted (sorted: no 1 stands
# before a 0). Busy Beaver and Lazy Lemur move in turn: the player to move chooses a subsequence
# of the string (some positions b_1 < b_2 < ... < b_k) whose letters are not sorted, and sorts
# those letters in place (the 0s among them go to its first positions, the 1s to its last). The
# string is sorted after finitely many moves; the player who made the last move, the one that
# sorted it, loses. The problem lets Busy Beaver choose to move first or second and then plays
# it out (interactive); here the question whether the first player wins, a sorted string being
# won by the player to move there (the other one sorted it): `result = "misere"`. A position: an
# unsorted string over "01" of length 2..8 declared here (the copy read gave no limits).


def _unsorted(s):
    return "10" in s


positions = string("01", length=range(2, 9)).where(_unsorted)
result = "misere"


def moves(s):
    n = len(s)
    out = set()
    for mask in range(1, 1 << n):
        chosen = [i for i in range(n) if mask >> i & 1]
        letters = "".join(s[i] for i in chosen)
        if "10" not in letters:
            continue                                   # already sorted: not a move
        ordered = sorted(letters)
        after = list(s)
        for i, letter in zip(chosen, ordered):
            after[i] = letter
        out.add("".join(after))
    return sorted(out)
