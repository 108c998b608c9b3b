"""shiritori generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, chain, cycle, dense.

A word is an edge from its first three letters to its last three (docs in editorial.md).
tiny: N <= 8 words of 3 to 5 letters over two or three letters (brute.py answers at once, and
  prefixes meet suffixes often: self-loops, cycles, dead ends, repeated words);
small: N <= 100 words of 3 to 8 letters over three or four letters;
large: N = 2*10^4 words of 3 to 8 lower-case letters, mostly between 8000 random 3-grams;
max: N = 2*10^5 words of 3 to 8 letters over all 52 letters, mostly between 80000 random
  3-grams: a random graph where wins, losses and draws are all common;
chain: N = 2*10^5: every one of the 52^3 3-grams in a random order v_0, ..., v_{52^3 - 1}, the
  6-letter words v_i v_{i+1} (the longest chain of alternating losses and wins: 140607 edges,
  which a recursive search cannot walk) and repeats of random chain words;
cycle: N = 2*10^5: a cycle through 100000 3-grams, 1000 dead-end 3-grams and the other words
  from cycle 3-grams to cycle 3-grams or dead ends (draws broken up by wins and losses);
dense: N = 2*10^5 words of 3 to 8 letters over the letters a, b, A (27 3-grams, four of which
  begin no word): many parallel edges and repeated words.
"""
import random
import string
import sys

MAX_N = 200_000
LETTERS = string.ascii_lowercase + string.ascii_uppercase
SIZES = ("tiny", "small", "large", "max", "chain", "cycle", "dense")


def gram(index: int) -> str:
    """The 3-gram number index in 0..52^3 - 1."""
    return LETTERS[index // 2704] + LETTERS[index // 52 % 52] + LETTERS[index % 52]


def edge_word(rng: random.Random, p: str, q: str, letters: str) -> str:
    """A word of 6 to 8 letters from 3-gram p to 3-gram q."""
    middle = "".join(rng.choice(letters) for _ in range(rng.randint(0, 2)))
    return p + middle + q


def free_word(rng: random.Random, letters: str, lo: int, hi: int) -> str:
    return "".join(rng.choice(letters) for _ in range(rng.randint(lo, hi)))


def random_graph(rng: random.Random, n: int, grams: list[str], letters: str) -> list[str]:
    """n words: mostly edges between random 3-grams of `grams`, some short words (3 to 5
    letters: self-loops and overlapping prefix and suffix), some repeats."""
    words: list[str] = []
    for _ in range(n):
        kind = rng.random()
        if kind < 0.05 and words:
            words.append(rng.choice(words))
        elif kind < 0.15:
            words.append(free_word(rng, letters, 3, 5))
        else:
            words.append(edge_word(rng, rng.choice(grams), rng.choice(grams), letters))
    return words


def words_for(rng: random.Random, size: str) -> list[str]:
    if size == "tiny":
        letters = rng.choice(["ab", "abA", "aB"])
        return [free_word(rng, letters, 3, 5) for _ in range(rng.randint(1, 8))]
    if size == "small":
        letters = rng.choice(["abc", "abAB", "aAb"])
        return [free_word(rng, letters, 3, 8) for _ in range(rng.randint(1, 100))]
    if size == "large":
        letters = LETTERS[:26]
        # Sorted: a set's order of strings changes with PYTHONHASHSEED, and the test is pinned.
        grams = sorted({free_word(rng, letters, 3, 3) for _ in range(8000)})
        return random_graph(rng, 20_000, grams, letters)
    if size == "max":
        grams = [gram(i) for i in rng.sample(range(52**3), 80_000)]
        return random_graph(rng, MAX_N, grams, LETTERS)
    if size == "dense":
        # Four of the 27 3-grams begin no word: dead ends among the parallel edges.
        ends = rng.sample([a + b + c for a in "abA" for b in "abA" for c in "abA"], 4)
        words = []
        while len(words) < MAX_N:
            word = free_word(rng, "abA", 3, 8)
            if word[:3] not in ends:
                words.append(word)
        return words
    order = [gram(i) for i in range(52**3)]
    rng.shuffle(order)
    if size == "chain":
        words = [edge_word(rng, order[i], order[i + 1], LETTERS) for i in range(len(order) - 1)]
        words += [rng.choice(words) for _ in range(MAX_N - len(words))]
    else:  # cycle
        cycle, ends = order[:100_000], order[100_000:101_000]
        words = [edge_word(rng, cycle[i], cycle[(i + 1) % len(cycle)], LETTERS)
                 for i in range(len(cycle))]
        while len(words) < MAX_N:
            target = rng.choice(ends) if rng.random() < 0.01 else rng.choice(cycle)
            words.append(edge_word(rng, rng.choice(cycle), target, LETTERS))
    rng.shuffle(words)
    return words


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    words = words_for(rng, size)
    sys.stdout.write(f"{len(words)}\n" + "".join(w + "\n" for w in words))


if __name__ == "__main__":
    main()
