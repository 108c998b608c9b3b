# Truth for Codeforces 755B (PolandBall and Game): a memoised search (../oracle.py, win_search)
# over (unsaid words known only to PolandBall, only to EnemyBall, to both, who moves): the mover
# says one unsaid word he knows (his own or a shared one); who cannot, loses. True when PolandBall
# (first) wins.
from oracle import win_search


def _moves(state):
    own_p, own_e, both, who = state
    out = []
    if who == 0 and own_p:
        out.append((own_p - 1, own_e, both, 1))
    if who == 1 and own_e:
        out.append((own_p, own_e - 1, both, 0))
    if both:
        out.append((own_p, own_e, both - 1, 1 - who))
    return out


_wins = win_search(_moves)


def valid(position):
    n, m, c = position
    return n >= 1 and m >= 1 and 0 <= c <= min(n, m)


def truth(position):
    n, m, c = position
    return _wins((n - c, m - c, c, 0))
