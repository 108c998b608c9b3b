# Truth for Codeforces 1919A: the state is (coins in Alice's wallet, coins in Bob's wallet,
# whose turn); each move optionally swaps the wallets, then takes a coin from the mover's
# wallet. Normal play.
from oracle import win_search


def _moves(state):
    alice, bob, alice_moves = state
    out = []
    for swap in (False, True):
        a, b = (bob, alice) if swap else (alice, bob)
        if alice_moves and a >= 1:
            out.append((a - 1, b, False))
        if not alice_moves and b >= 1:
            out.append((a, b - 1, True))
    return out


_wins = win_search(_moves)


def valid(position):
    return min(position) >= 1


def truth(position):
    a, b = position
    return _wins((a, b, True))
