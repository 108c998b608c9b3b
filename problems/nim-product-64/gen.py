"""Nim Product generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: T <= 10, operands below 20 (brute.py tabulates the definition up to there); small: T <= 100;
large: T = 10^5; max: T = 10^6. Outside tiny, operands have a random bit length (so small, medium
and full 64-bit values all appear, including 0, 1 and powers of two). worst: T = 10^6 operands near
2^64 - 1 (20 digits each: the longest input and output).
"""
import random
import sys

SIZES = {"tiny": 10, "small": 100, "large": 10**5, "max": 10**6, "worst": 10**6}


def operand(rng: random.Random) -> int:
    roll = rng.random()
    if roll < 0.05:
        return rng.choice([0, 1, 2**64 - 1])
    if roll < 0.15:
        return 1 << rng.randrange(64)
    return rng.getrandbits(rng.randint(1, 64))


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    if size == "tiny":
        t = rng.randint(1, SIZES[size])
        pairs = [(rng.randrange(20), rng.randrange(20)) for _ in range(t)]
    elif size == "worst":
        pairs = [(2**64 - 1 - rng.getrandbits(40), 2**64 - 1 - rng.getrandbits(40))
                 for _ in range(SIZES[size])]
    else:
        t = rng.randint(1, SIZES[size]) if size == "small" else SIZES[size]
        pairs = [(operand(rng), operand(rng)) for _ in range(t)]
    out = [str(len(pairs))] + [f"{a} {b}" for a, b in pairs]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
