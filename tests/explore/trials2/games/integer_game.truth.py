# Truth for UVa 11489: delete each digit whose removal leaves a digit sum divisible by 3.
from oracle import win_search


def _moves(s):
    return [s[:i] + s[i + 1:] for i in range(len(s)) if sum(map(int, s[:i] + s[i + 1:])) % 3 == 0]


_wins = win_search(_moves)


def truth(position):
    return _wins("".join(sorted(position)))
