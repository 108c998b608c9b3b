"""sleepy-game by the rules alone, for tiny graphs. Petya moves the chip every turn; he wins if the
chip reaches a vertex without an outgoing edge after an odd number of moves (Vasya is to move and
cannot), draws if he can keep moving for 10^6 turns, and loses otherwise.

Walks are searched layer by layer: at[k] maps each vertex some walk of exactly k moves from s can
stand on to one such walk. The first k that is odd and has a dead end in at[k] gives a winning
walk; layers are searched up to 4n + 4 moves, more than a shortest winning walk can need (it never
repeats a pair (vertex, parity of k)). Otherwise Petya can walk 10^6 moves iff some walk has n
moves (n moves visit n + 1 vertices, so one repeats and that cycle can be walked for ever).
"""
import sys


def solve(n: int, adj: list[list[int]], s: int) -> str:
    at = {s: [s]}
    forever = False
    for k in range(4 * n + 5):
        if k % 2 == 1:
            for v, walk in sorted(at.items()):
                if not adj[v]:
                    return "Win\n" + " ".join(map(str, walk)) + "\n"
        if k == n:
            forever = bool(at)
        nxt = {}
        for v, walk in sorted(at.items()):
            for w in adj[v]:
                nxt.setdefault(w, walk + [w])
        at = nxt
    return "Draw\n" if forever else "Lose\n"


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, pos = data[0], 2
    adj = [[] for _ in range(n + 1)]
    for v in range(1, n + 1):
        c = data[pos]
        adj[v] = data[pos + 1:pos + 1 + c]
        pos += 1 + c
    sys.stdout.write(solve(n, adj, data[pos]))


if __name__ == "__main__":
    main()
