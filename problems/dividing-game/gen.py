"""Dividing Game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: N <= 4 numbers <= 40 (brute.py answers at once); small: N <= 100, A <= 1000;
large: N <= 10^4, A <= 10^5; max: N = 10^5, A up to 10^5.
Outside tiny, half the seeds give the numbers in equal pairs (N even): a loss for Anna by
mirroring, so big tests are not all `Anna`. In tiny, 40% of the inputs end with a number chosen
so that the prime-factor counts xor to 0 (the reference's claim of a `Bruno` position, which the
stress test then checks against brute.py's search).
"""
import random
import sys

# (max N, max A)
def omega(a: int) -> int:
    count, p = 0, 2
    while p * p <= a:
        while a % p == 0:
            a //= p
            count += 1
        p += 1
    return count + (a > 1)


SIZES = {"tiny": (4, 40), "small": (100, 1000), "large": (10**4, 10**5), "max": (10**5, 10**5)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_n, max_a = SIZES[size]
    n = max_n if size == "max" else rng.randint(1, max_n)
    numbers = [rng.randint(2, max_a) for _ in range(n)]
    if size == "tiny" and n > 1 and rng.random() < 0.4:
        x = 0
        for a in numbers[:-1]:
            x ^= omega(a)
        fitting = [a for a in range(2, max_a + 1) if omega(a) == x]
        if fitting:
            numbers[-1] = rng.choice(fitting)
    if size != "tiny" and rng.random() < 0.5:
        n = max(2, n - n % 2)
        numbers = numbers[:n // 2] * 2
        rng.shuffle(numbers)
    print(n)
    print(" ".join(map(str, numbers)))


if __name__ == "__main__":
    main()
