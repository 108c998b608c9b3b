# Binary String Game (CodeChef, 2022; the problem code not confirmed): a binary string S. Each
# turn: (1) Alice selects a 01 subsequence of S (a 0, then a 1 somewhere after it) and removes
# both characters from S; (2) Bob selects a 01 subsequence of S and removes it; (3) after both
# have moved the turn is completed and Alice scores 1 point, and the next turn begins. If either
# player is unable to move (no 01 subsequence is left) the turn ends at once and the game ends.
# Alice maximises her points, Bob minimises them; the answer is Alice's score with best play. A
# position: S, of length 1 to 10 declared here (the statement allows a total length of
# 2 * 10^5). A state: (the string left, whose move: 0 Alice, 1 Bob). The value: Alice's points
# written as a difference of scores: Bob's move, which completes a turn, gives Alice 1 point,
# i.e. -1 to Bob, the mover; so the mover's points minus the other's is, at the start, Alice's
# score (Bob never scores), which Alice maximises and Bob minimises.
positions = string("01", length=range(1, 11))
result = "score"


def start(s):
    return (s, 0)


def moves(state):
    s, turn = state
    seen = set()
    for i in range(len(s)):
        if s[i] != "0":
            continue
        for j in range(i + 1, len(s)):
            if s[j] != "1":
                continue
            rest = s[:i] + s[i + 1:j] + s[j + 1:]
            if rest in seen:
                continue
            seen.add(rest)
            yield ((rest, 1 - turn), 0 if turn == 0 else -1)


def canonical(state):
    return state
