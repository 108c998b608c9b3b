# An Ordinary Game (AtCoder ABC048 D / ARC064 B): a string with no two equal neighbours; a
# move deletes a letter that is not at either end, when its two neighbours differ (so that
# no two equal letters become neighbours). Who cannot move loses.
positions = string("abc", length=range(3, 9)).where(
    lambda s: all(s[i] != s[i + 1] for i in range(len(s) - 1)))


def moves(s):
    for i in range(1, len(s) - 1):
        if s[i - 1] != s[i + 1]:
            yield s[:i] + s[i + 1:]
