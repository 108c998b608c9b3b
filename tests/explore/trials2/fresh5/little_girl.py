# Little Girl and Game (Codeforces 276B): a string of lowercase letters. In turn, the first
# player first, a player deletes one letter of the string. If, before a player's turn, the
# letters can be reordered into a palindrome, that player wins at once.
positions = string("abc", length=range(1, 9))


def start(s):
    counts = tuple(sorted(s.count(c) for c in set(s)))
    return (counts, False)            # the letter counts, has the player to move already lost


def moves(state):
    counts, lost = state
    if lost:
        return
    if sum(c % 2 for c in counts) <= 1:   # a palindrome can be made: the mover wins now
        yield (counts, True)
        return
    for i, c in enumerate(counts):
        if i > 0 and counts[i - 1] == c:
            continue
        after = counts[:i] + ((c - 1,) if c > 1 else ()) + counts[i + 1:]
        yield (tuple(sorted(after)), False)


def canonical(state):
    return state
