# Truth for AtCoder ARC 145 B: a search from 0 upwards of both players' results at every pile
# size: Alice to move at n wins iff some n - mA >= 0 (m >= 1) is lost by Bob to move, and Bob
# likewise with B. The options of n are the sizes below it in its residue class, so a running
# count per residue of the lost ones says whether one exists (the same search, counted instead
# of listed).
_tables = {}


def _table(a, b, top):
    key = (a, b)
    if key in _tables and len(_tables[key][0]) > top:
        return _tables[key]
    alice_wins, bob_wins = [], []
    bob_lost = [0] * a           # per residue mod a: sizes <= n - a lost by Bob to move
    alice_lost = [0] * b
    for n in range(top + 1):
        if n - a >= 0 and not bob_wins[n - a]:
            bob_lost[(n - a) % a] += 1
        if n - b >= 0 and not alice_wins[n - b]:
            alice_lost[(n - b) % b] += 1
        alice_wins.append(bob_lost[n % a] > 0)
        bob_wins.append(alice_lost[n % b] > 0)
    _tables[key] = (alice_wins, bob_wins)
    return _tables[key]


def valid(position):
    return position[0] >= 1


def truth(position, a=2, b=3):
    (n,) = position
    return _table(a, b, max(n, 6000))[0][n]
