# A Game on Strings (Codeforces 1037G): a string t. In turn, Alice first, a player selects a
# character c present in one of the strings of the game and erases all its occurrences in that
# string, splitting it into smaller strings, which all go on in the game. The player who cannot
# move (no string left) loses. (The problem asks this for many substrings s[l..r] of one string;
# each game is played on one string.) A state: the strings left, sorted. The result: whether
# Alice, the first player, wins.
positions = string("abc", length=range(1, 8))
result = "win"


def start(t):
    return (t,)


def moves(strings):
    for i, t in enumerate(strings):
        if i > 0 and strings[i - 1] == t:
            continue                  # the same string again: the same moves
        rest = strings[:i] + strings[i + 1:]
        for c in sorted(set(t)):
            parts = tuple(p for p in t.split(c) if p)
            yield tuple(sorted(rest + parts))


def canonical(state):
    return state
