# Permutation game (HackerRank): a permutation of 1..n that is not increasing. In turn, Alice
# first, a player removes any one remaining number. The game ends as soon as the remaining
# numbers form an increasing sequence; the player who made that move wins. The rules only
# compare the numbers, so any sequence of distinct numbers plays as the permutation of its
# ranks: the positions are sequences of distinct numbers. The result: whether Alice wins.
positions = sequence(values=range(1, 8), length=range(2, 7)).where(
    lambda p: len(set(p)) == len(p) and list(p) != sorted(p))


def moves(seq):
    if list(seq) == sorted(seq):      # increasing: the last mover has won
        return
    for i in range(len(seq)):
        yield seq[:i] + seq[i + 1:]
