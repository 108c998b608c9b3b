# Truth for Codeforces 1455C (Ping-pong): a plain memoised search that plays the plays out. A
# state is (Alice's stamina, Bob's stamina, who holds the ball to hit next, whether it is a serve)
# and its result the pair (Alice's wins, Bob's wins) from there; the player deciding picks, among
# his options, the most wins for himself and then the fewest for the other. A receiver may decline
# (the other wins the play and serves next, or the other serves if the winner has no stamina; the
# game ends when both have none); a server with stamina must serve. The value is Alice's wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 2 and min(position) >= 1


def _pick(options, alice):
    # options: (alice_wins, bob_wins); the decider maximises his own, then minimises the other's
    if alice:
        return max(options, key=lambda o: (o[0], -o[1]))
    return max(options, key=lambda o: (o[1], -o[0]))


@lru_cache(maxsize=None)
def _serve(x, y, alice):
    """The player named by alice won the last play (or starts) and is due to serve."""
    if alice:
        if x > 0:
            return _receive(x - 1, y, False)
        if y > 0:
            return _receive(x, y - 1, True)
        return (0, 0)
    if y > 0:
        return _receive(x, y - 1, True)
    if x > 0:
        return _receive(x - 1, y, False)
    return (0, 0)


@lru_cache(maxsize=None)
def _receive(x, y, alice):
    """The ball comes to Alice (alice True) or Bob, who may return it or let it go."""
    a, b = _serve(x, y, not alice)                # letting it go: the other wins the play
    give_up = (a, b + 1) if alice else (a + 1, b)
    options = [give_up]
    if alice and x > 0:
        options.append(_receive(x - 1, y, False))
    if not alice and y > 0:
        options.append(_receive(x, y - 1, True))
    return _pick(options, alice)


def truth(position):
    x, y = position
    return _serve(x, y, True)[0]
