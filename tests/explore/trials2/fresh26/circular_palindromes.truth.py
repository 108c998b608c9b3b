# Truth for CodeChef GPL: a state is the circle as a string, kept in its least rotation; a move
# deletes one character lying in some palindromic substring of length >= 2 read around the
# circle (found here by expanding around every centre, at most once round the circle); the
# player who cannot move loses (the last mover wins). A plain memoised search (../oracle.py's
# win_search). True when Alice (first) wins.
from oracle import win_search


def _least(s):
    return min(s[k:] + s[:k] for k in range(len(s))) if s else s


def _deletable(s):
    n, out = len(s), set()
    for centre in range(n):
        for odd in (True, False):
            # odd: the centre character alone; even: the centre and the next one
            lo, hi = (centre, centre) if odd else (centre, centre + 1)
            if not odd and s[lo % n] != s[hi % n]:
                continue
            while hi - lo + 1 <= n:
                if hi - lo + 1 >= 2:
                    out.update(p % n for p in range(lo, hi + 1))
                if hi - lo + 3 > n or s[(lo - 1) % n] != s[(hi + 1) % n]:
                    break
                lo, hi = lo - 1, hi + 1
    return out


def _moves(s):
    return {_least(s[:i] + s[i + 1:]) for i in _deletable(s)}


_wins = win_search(_moves)


def valid(s):
    return len(s) >= 1 and set(s) <= set("01")


def truth(s):
    return _wins(_least(s))
