# Subtraction Game (CodeChef GAMEAAM, Cook-Off 42): a sequence of pairs of positive integers, the
# two numbers of each pair different. The players move alternately. In a move the player
# chooses a pair and decreases the larger number of the pair by a positive multiple of the
# smaller one, both numbers staying positive; when the two numbers of a pair become equal the
# pair is removed from the sequence. The player who cannot move (the sequence is empty) loses.
# The answer: "YES" if the first player wins, else "NO". A position: the pairs written one after
# another in one sequence, (a1, b1, a2, b2, ...), with a_i != b_i; 1..3 pairs of numbers 1..5
# declared here (the statement allows N <= 100 pairs of numbers up to 10^8). A state: the pairs
# left, written the same way. The result: whether the first player wins.
positions = sequence(values=range(1, 6), length=range(2, 7, 2)).where(
    lambda a: all(a[i] != a[i + 1] for i in range(0, len(a), 2)))
result = "win"


def moves(a):
    options = set()
    for i in range(0, len(a), 2):
        x, y = a[i], a[i + 1]
        small, large = min(x, y), max(x, y)
        m = 1
        while large - m * small >= 1:
            new = large - m * small
            if new == small:                   # equal: the pair is removed
                options.add(a[:i] + a[i + 2:])
            else:
                pair = (x, new) if x == small else (new, y)
                options.add(a[:i] + pair + a[i + 2:])
            m += 1
    return sorted(options)


def canonical(a):
    return tuple(v for pair in sorted((min(a[i], a[i + 1]), max(a[i], a[i + 1]))
                                     for i in range(0, len(a), 2)) for v in pair)
