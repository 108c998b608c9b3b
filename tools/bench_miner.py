#!/usr/bin/env python3
"""Timed harness for the rule miner (docs/explore-miner.md, "Speed"): 10^4 positions against a
100-feature vocabulary, the miner against a naive search in the same run.

The naive search tries the same grammar's formulas one by one on every example (feature values
precomputed, each formula stopped at its first wrong example) with no truth tables and no
deduplication; it runs for --naive-seconds and its total time to reach the same size is
extrapolated from its measured rate (printed as such). Usage:
    python3 tools/bench_miner.py [--positions 10000] [--features 100] [--naive-seconds 10]
                                 [--budget 30] [--labels stoned|three|flipped|random ...]
    python3 tools/bench_miner.py --numbers   # CPU time per call of each number function's C++
"""
from __future__ import annotations

import argparse
import itertools
import operator
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from explore.features import vocabulary  # noqa: E402
from explore.miner import mine, verify  # noqa: E402

LABEL_SETS = ("stoned", "three", "flipped", "random")     # --labels: the TARGETS, in order
TARGETS = {
    "size 2 (Stoned Game's rule)": lambda a: max(a) > sum(a) - max(a) or sum(a) % 2 == 1,
    "size 3": lambda a: sum(a) % 2 == 1 and (min(a) == 1 or 2 * max(a) > sum(a)),
    "size 2 with 20 labels flipped (no rule)": "noisy",
    "random labels (no rule)": None,
}


def positions_of(count: int, seed: int) -> list[tuple[int, ...]]:
    """count distinct sequences of length 1..6 over 1..9, the short ones all included."""
    rng = random.Random(seed)
    out: list = []
    for k in range(1, 7):
        every = list(itertools.product(range(1, 10), repeat=k)) if k <= 4 else None
        need = count - len(out)
        if need <= 0:
            break
        if (every is not None and len(every) <= need) or (k == 5 and 9 ** 5 <= need):
            out += every or list(itertools.product(range(1, 10), repeat=k))
        else:       # a sample of this length (there are 9^k: 10^5 positions reach length 6)
            seen = set(out)
            while len(out) < count:
                p = tuple(rng.randrange(1, 10) for _ in range(k))
                if p not in seen:
                    seen.add(p)
                    out.append(p)
    return out[:count]


def features_of(positions, count: int):
    """The sequence vocabulary's first base features (three in ten of count), then features
    derived from them (their residues first: `sum mod 2`), cut to count. The vocabulary has
    grown past 100 base features, so a cut of base features alone would leave no parity and no
    rule to find."""
    every = vocabulary("sequence", positions)
    if count <= 0:
        return [f for f in every if f.base is None] + [f for f in every if f.base is not None]
    base = [f for f in every if f.base is None][:max(1, count * 3 // 10)]
    names = {f.name for f in base}
    derived = [f for f in every if f.base is not None and f.base.name in names]
    return (base + derived)[:count]


OPS = {"==": operator.eq, "!=": operator.ne, "<=": operator.le, ">=": operator.ge,
       "<": operator.lt, ">": operator.gt}


def naive_literals(rows, features):
    """Every literal of the grammar, without deduplication: (feature, op, constant or feature)."""
    lits = []
    for j, f in enumerate(features):
        values = sorted({r[j] for r in rows})[:24]
        ops = ("==", "!=") if f.boolean or " mod " in f.name else ("==", "!=", "<=", ">=")
        lits += [(j, OPS[o], c, False) for o in ops for c in values]
    comparable = [j for j, f in enumerate(features) if f.comparable and f.base is None
                  and not f.boolean]
    for i, j in itertools.combinations(comparable, 2):
        lits += [(i, OPS[o], j, True) for o in ("<", "<=", "==", "!=", ">", ">=")]
    return lits


def naive(rows, labels, lits, seconds: float, max_size: int):
    """Try formulas of 1, then 2 literals (and/or) on every example until one fits or time is up.
    Returns (found, tried, elapsed, total candidates up to the found size or max_size)."""
    def holds(lit, r):
        j, op, c, pair = lit
        return op(r[j], r[c] if pair else c)
    start = time.process_time()
    tried = 0
    n = len(lits)
    sizes = [n, n * (n - 1)]            # size 1; size 2: and/or of unordered pairs
    candidates = itertools.chain(
        ((lambda r, a=a: holds(a, r)) for a in lits),
        ((lambda r, a=a, b=b, o=o: (holds(a, r) and holds(b, r)) if o else
          (holds(a, r) or holds(b, r)))
         for a, b in itertools.combinations(lits, 2) for o in (True, False)))
    for formula in candidates:
        tried += 1
        if all(formula(r) == lab for r, lab in zip(rows, labels)):
            return True, tried, time.process_time() - start, sum(sizes[:max_size])
        if tried % 512 == 0 and time.process_time() - start > seconds:
            break
    return False, tried, time.process_time() - start, sum(sizes[:max_size])


HARD_VALUES = {"10^18": 10 ** 18, "2^63 - 1": 2 ** 63 - 1, "the prime 2^63 - 25": 2 ** 63 - 25,
               "999999937 * 999999929": 999999937 * 999999929}


def bench_numbers(calls: int) -> int:
    """CPU time per call of each number function's pasted C++ (-O2) on the values where 64-bit
    code is slowest: 10^18, 2^63 - 1, a prime near 2^63 and a product of two primes near 10^9
    (Pollard's rho's worst kind), and for pi(spf) also the prime 999999937 (its largest count)."""
    from explore import numbers
    from judge.compiler import compile_text
    values = dict(HARD_VALUES, **{"the prime 999999937": 999999937})
    body = []
    for key, lam in numbers.CPP.items():
        for label, v in values.items():
            n = max(1, calls // 1000) if key in ("pi(spf)",) else calls
            body.append(f"{{ auto f = {lam}; long long s = 0; std::clock_t t = std::clock(); "
                        f"for (int i = 0; i < {n}; ++i) s += f({v}LL + zero); "
                        f"double ns = 1e9 * double(std::clock() - t) / CLOCKS_PER_SEC / {n}; "
                        f"sink += s; std::printf(\"%-10s %-24s %14.0f ns\\n\", \"{key}\", "
                        f"\"{label}\", ns); }}")
    # wythoff(d, a), a function of two numbers, where its pair exists (a divides d)
    for d, a in ((10 ** 18, 1), (10 ** 18, 2), (999999999999999999, 3), (numbers.GOLDEN_LIMIT, 1)):
        body.append(f"{{ auto f = {numbers.WYTHOFF_CPP}; long long s = 0; std::clock_t t = "
                    f"std::clock(); for (int i = 0; i < {calls}; ++i) s += f({d}LL + zero, {a}LL);"
                    f" double ns = 1e9 * double(std::clock() - t) / CLOCKS_PER_SEC / {calls}; "
                    f"sink += s; std::printf(\"%-10s %-24s %14.0f ns\\n\", \"wythoff\", "
                    f"\"d = {d}, a = {a}\", ns); }}")
    text = ("".join(f"#include {h}\n" for h in (*numbers.CPP_HEADERS, "<cstdio>", "<ctime>")) +
            "volatile long long sink = 0, zero = 0;\nint main() {\n" + "\n".join(body) + "\n}\n")
    binary = compile_text(text, "bench of the number functions", ("-std=c++17", "-O2"),
                          tag="bench-numbers")
    print(f"{'function':10s} {'value':24s} {'CPU per call':>17s}")
    return subprocess.run([str(binary.path)]).returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=10_000)
    ap.add_argument("--features", type=int, default=100, help="0: the whole vocabulary")
    ap.add_argument("--no-naive", action="store_true", help="time the miner alone")
    ap.add_argument("--naive-seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--labels", choices=LABEL_SETS, action="append",
                    help="only this label set (repeatable; default: all four)")
    ap.add_argument("--budget", type=float, default=30.0,
                    help="the miner's budget, seconds of CPU (its default: 30)")
    ap.add_argument("--numbers", action="store_true",
                    help="time each number function's C++ on the 64-bit extremes instead")
    ap.add_argument("--calls", type=int, default=20_000, help="calls per value with --numbers")
    args = ap.parse_args()
    for name, least in (("positions", 1), ("features", 0), ("calls", 1)):
        if getattr(args, name) < least:
            ap.error(f"--{name} must be at least {least}")
    for name in ("naive_seconds", "budget"):
        if not getattr(args, name) > 0:
            ap.error(f"--{name.replace('_', '-')} must be a positive number of seconds")
    if args.numbers:
        return bench_numbers(args.calls)
    positions = positions_of(args.positions, args.seed)
    features = features_of(positions, args.features)
    print(f"{len(positions):,} sequences (length 1..6 over 1..9), {len(features)} features")
    rows = None
    for short, (name, target) in zip(LABEL_SETS, TARGETS.items()):
        if args.labels and short not in args.labels:
            continue
        rng = random.Random(args.seed)
        if target == "noisy":
            labels = [TARGETS["size 2 (Stoned Game's rule)"](p) for p in positions]
            for i in rng.sample(range(len(positions)), 20):
                labels[i] = not labels[i]
        else:
            labels = [target(p) if target else rng.random() < 0.5 for p in positions]
        t0, c0 = time.perf_counter(), time.process_time()
        result = mine(positions, labels, features, "win", max_size=3,
                      budget_seconds=args.budget, fallback=False)
        took, cpu = time.perf_counter() - t0, time.process_time() - c0
        cuts = result.searched.partition("; ")[2]      # what the budget cut, if anything
        cut = f" [{cuts}]" if cuts else ""
        if result.exact:
            assert all(verify(r, positions, labels) == [] for r in result.rules)
            size = result.rules[0].size
            found = f"{result.rules[0].text} (+{len(result.rules) - 1} equally simple){cut}"
        else:
            size = 3
            none = "none found (not all searched)" if result.exhausted else \
                "none up to 3 literals"
            near = "no near miss" if result.near_miss is None else \
                f"near-miss {result.near_miss.text} ({result.near_miss.errors} wrong)"
            found = f"{none}; {near}{cut}"
        print(f"\n[{name}] miner: {took:.2f} s ({cpu:.2f} s CPU) -> {found}")
        if args.no_naive:
            continue
        if rows is None:
            cache: dict = {}
            cols = [f.values(positions, cache) for f in features]
            rows = list(zip(*cols))
            lits = naive_literals(rows, features)
        if size > 2:
            # the naive search's size-3 space is far beyond reach: rate from size <= 2
            ok, tried, spent, _ = naive(rows, labels, lits, args.naive_seconds, 2)
            n = len(lits)
            total = n + n * (n - 1) + n * (n - 1) * (n - 2) // 6 * 8
        else:
            ok, tried, spent, total = naive(rows, labels, lits, args.naive_seconds, size)
        rate = tried / spent
        took = cpu          # compare CPU with CPU: the naive loop is single-threaded Python too
        estimate = total / rate
        first = f"first fit after {tried:,} formulas, " if ok else f"no fit in {tried:,} formulas, "
        print(f"  naive: {first}{spent:.1f} s CPU ({rate:,.0f} formulas/s); all {total:,} "
              f"formulas up to size {size} (needed to list every equally simple rule, as the "
              f"miner does): about {estimate:,.0f} s, {estimate / took:,.0f}x the miner's CPU "
              f"time (extrapolated)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
