"""weighted-tic-tac-toe generator: `gen.py SEED SIZE`, SIZE in tiny, small, max, extreme, sparse.

Every board is 3 x 3 (brute.py answers any of them); the sizes differ in the numbers:
tiny: -9 <= A_ij <= -1 or -5 <= A_ij <= 2 (one range per input); small: -100 <= A_ij <= 40;
max: |A_ij| <= 10^9 at random; negative: -10^9 <= A_ij <= -1 (Takahashi paints five cells,
  Aoki four: negative numbers are what can make the first player lose, as in sample 2;
  uniform ones almost never do);
extreme: every |A_ij| = 10^9 but one (10^9 - 1, for an odd sum): totals near 9 * 10^9;
sparse: all 0 but one to three cells (a line can matter more than the points).
The sum is made odd by moving one cell by 1 towards 0 (or away from it when it is 0).
"""
import random
import sys

MAX_A = 10**9
SIZES = ("tiny", "small", "max", "negative", "extreme", "sparse")


def board(rng: random.Random, size: str) -> list[int]:
    if size in ("tiny", "small", "max", "negative"):
        lo, hi = {"tiny": rng.choice([(-9, -1), (-5, 2)]), "small": (-100, 40),
                  "max": (-MAX_A, MAX_A), "negative": (-MAX_A, -1)}[size]
        a = [rng.randint(lo, hi) for _ in range(9)]
    elif size == "extreme":
        a = [rng.choice([-MAX_A, MAX_A]) for _ in range(9)]
    else:  # sparse
        a = [0] * 9
        for k in rng.sample(range(9), rng.randint(1, 3)):
            a[k] = rng.randint(-5, 5)
    if sum(a) % 2 == 0:
        k = rng.randrange(9)
        a[k] = a[k] - 1 if a[k] > 0 else a[k] + 1
    return a


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE, SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    a = board(random.Random(f"{seed}-{size}"), size)
    sys.stdout.write("".join(f"{a[3 * i]} {a[3 * i + 1]} {a[3 * i + 2]}\n" for i in range(3)))


if __name__ == "__main__":
    main()
