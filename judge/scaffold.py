"""`gk new <id>`: a problem folder of the standard shape (docs/problem-format.md).

The folder is a small working problem (Nim: who wins?) so that every command works on it at
once; replace each file's content with the new problem's.
"""
from __future__ import annotations

import os
from pathlib import Path

from .errors import UserError
from .paths import PROBLEMS, ROOT
from .problem import ID_PATTERN

FILES = {
    "problem.toml": '''title = "TITLE"
source = "https://example.com/the-original-problem"   # the original problem
origin = "ORIGIN"                                     # the judge or contest, for `gk list`
time_limit_ms = 1000
memory_limit_mib = 256
limits_confirmed = false       # true once the limits are the original judge's
checker = "tokens"             # tokens | lines | tokens-nocase | float | custom
snippets = ["nim.hpp"]         # files in snippets/ the solution includes
idea = "one line: the reduction and the rule"

[stress]
size = "tiny"
count = 200

[[generated]]
name = "max-1"
seed = 1
size = "max"
sha256 = ""                    # `gk gen --pin` fills this in (gk new did)
''',
    "statement.md": '''# TITLE

Original: <https://example.com/the-original-problem>

The task in our own words.

## Input

The first line holds n (1 <= n <= 100000), the second line n heap sizes (0 <= a_i <= 10^9).

## Output

`First` if the player to move wins, else `Second`.

## Samples

See tests/sample-1.in and tests/sample-1.out.
''',
    "editorial.md": '''# TITLE: editorial

The reduction to a sum of games, the Grundy table and its pattern, why it holds, complexity,
the snippets used.
''',
    "solution.cpp": '''// Reference solution: replace with the problem's.
#include <cstdio>
#include <vector>

#include "snippets/nim.hpp"

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  std::vector<long long> heaps(n);
  for (auto& h : heaps) std::scanf("%lld", &h);
  std::puts(nimFirstWins(heaps) ? "First" : "Second");
}
''',
    "brute.py": '''"""Exhaustive game search for tiny inputs: a position is lost iff every move leads to a won
position; no Grundy values, no xor."""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    return any(not wins(tuple(sorted(heaps[:i] + (smaller,) + heaps[i + 1:])))
               for i, h in enumerate(heaps) for smaller in range(h))


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    heaps = tuple(sorted(int(x) for x in data[1:1 + n]))
    print("First" if wins(heaps) else "Second")


main()
''',
    "gen.py": '''"""gen.py SEED SIZE: one input; SIZE in tiny, small, max."""
import random
import sys

SIZES = {"tiny": (4, 5), "small": (20, 100), "max": (100000, 10**9)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_n, max_a = SIZES[size]
    n = rng.randint(1, max_n) if size != "max" else max_n
    print(n)
    print(" ".join(str(rng.randint(0, max_a)) for _ in range(n)))


main()
''',
    "validator.py": '''"""Input: n, then n heap sizes."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 100000, "n")
    inp.eol()
    inp.ints(n, 0, 10**9, "a")


if __name__ == "__main__":
    run_validator(check)
''',
    "tests/sample-1.in": "3\n1 2 3\n",
    "tests/sample-1.out": "Second\n",
    "tests/edge-one-heap.in": "1\n7\n",
    "tests/edge-one-heap.out": "First\n",
}


def home_of_new_problems() -> Path:
    """Inside the kit (or with JUDGE_PROBLEMS set) new problems join the kit's problems/; from
    any other folder they go into that folder, so the kit's own `make judge` is never touched."""
    here = Path.cwd().resolve()
    if os.environ.get("JUDGE_PROBLEMS") or here == ROOT or ROOT in here.parents:
        return PROBLEMS
    return here


def scaffold(problem_id: str) -> Path:
    if not ID_PATTERN.match(problem_id):
        raise UserError(f"problem id {problem_id!r} must be lower-case letters, digits and dashes")
    directory = home_of_new_problems() / problem_id
    if directory.exists():
        raise UserError(f"{_shown(directory)} already exists; choose another id")
    for name, text in FILES.items():
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.replace("{id}", problem_id), encoding="utf-8")
    _pin_generated(directory)
    return directory


def _pin_generated(directory: Path) -> None:
    """Pins the scaffold's own generated test, so that its first `gk run` passes; a changed
    gen.py is then a JE that says to run `gk gen --pin`."""
    from .generated import generate_input, pin_hashes
    from .problem import load_problem_dir
    problem = load_problem_dir(directory)
    pin_hashes(problem, {entry.name: generate_input(problem, entry)[1]
                         for entry in problem.generated})


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
