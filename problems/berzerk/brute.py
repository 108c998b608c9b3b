"""berzerk by the rules alone: a state is (object of the monster, player to move). The player to
move picks x from his own set and moves the monster x objects clockwise; landing on the black hole
(object 1) wins. The labels are found as a fixpoint, with no queue and no order: a state is won
when some move lands on the black hole or reaches a state lost for the other player, lost when
every move reaches a state won for the other player; repeat until nothing changes; a state never
labelled is an endless game (`Loop`). O(n * k) a round, for tiny circles only.
"""
import sys


def solve(n: int, sets: list[list[int]]) -> list[list[str]]:
    label: dict[tuple[int, int], str] = {}  # (object 2..n, player 0 or 1) -> "Win" / "Lose"
    changed = True
    while changed:
        changed = False
        for obj in range(2, n + 1):
            for p in (0, 1):
                if (obj, p) in label:
                    continue
                after = [(obj - 1 + x) % n + 1 for x in sets[p]]
                if any(a == 1 or label.get((a, 1 - p)) == "Lose" for a in after):
                    label[obj, p], changed = "Win", True
                elif all(a != 1 and label.get((a, 1 - p)) == "Win" for a in after):
                    label[obj, p], changed = "Lose", True
    return [[label.get((obj, p), "Loop") for obj in range(2, n + 1)] for p in (0, 1)]


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, pos = data[0], 1
    sets = []
    for _ in range(2):
        k = data[pos]
        sets.append(data[pos + 1:pos + 1 + k])
        pos += 1 + k
    for line in solve(n, sets):
        print(" ".join(line))


if __name__ == "__main__":
    main()
