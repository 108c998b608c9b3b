# Truth for Codeforces 1738C: does Alice, to move first, force an even sum?
import functools


@functools.lru_cache(maxsize=None)
def _alice_wins(items, alice_sum, alice_to_move):
    if not items:
        return alice_sum % 2 == 0
    results = [_alice_wins(items[:i] + items[i + 1:],
                           alice_sum + (a if alice_to_move else 0), not alice_to_move)
               for i, a in enumerate(items)]
    return any(results) if alice_to_move else all(results)


def truth(position):
    return _alice_wins(tuple(sorted(position)), 0, True)
