"""The snippets compile under every compiler, standard and contest habit we support.

Two checks:
- each snippet alone (included twice, to prove its include guard) under g++ and clang++, so that
  it brings every standard header it needs;
- the compile matrix: tests/kit/every_snippet.cpp, one translation unit that includes every
  snippet and instantiates every template with int, long long and unsigned long long, under
  g++ and clang++ x C++17/20/23 x {plain, contest prelude (<bits/stdc++.h>, using namespace std,
  #define int long long)}, and once more under C++17 with -DNDEBUG (no variable left unused when
  the asserts vanish), with strict warnings and -Wpedantic (wythoff's __int128 is the one
  exception, silenced around its include in that file). One compiler run per configuration,
  each configuration a test of its own, so that xdist spreads them.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))
EVERY_SNIPPET = ROOT / "tests" / "kit" / "every_snippet.cpp"
COMPILERS = ["g++", "clang++"]
STANDARDS = ["c++17", "c++20", "c++23"]
PRELUDES = {"plain": [], "contest prelude": ["-DKIT_CONTEST_PRELUDE"]}
VARIANTS = {**PRELUDES, "NDEBUG": ["-DNDEBUG"]}
WARNINGS = ["-Wall", "-Wextra", "-Wshadow", "-Wconversion", "-Werror"]


def require(compiler: str) -> None:
    if shutil.which(compiler) is None:
        pytest.fail(f"{compiler} is not installed: run tools/setup.sh test")


def std_flag(compiler: str, std: str) -> str:
    """clang++ 14 (Debian 12) knows C++23 only by its draft name."""
    if compiler == "clang++" and std == "c++23":
        probe = subprocess.run([compiler, "-std=c++23", "-x", "c++", "-fsyntax-only", "-"],
                               input="", capture_output=True, text=True)
        return "-std=c++23" if probe.returncode == 0 else "-std=c++2b"
    return f"-std={std}"


def compile_source(compiler: str, flags: list[str], source: str | None = None,
                   path: Path | None = None) -> subprocess.CompletedProcess:
    target = [str(path)] if path else ["-x", "c++", "-"]
    return subprocess.run(
        [compiler, *flags, *WARNINGS, "-fsyntax-only", "-I", str(ROOT), *target],
        input=source, capture_output=True, text=True,
    )


# Under g++ in make test, under clang++ in the full tier (the matrix's quick part has clang++).
@pytest.mark.parametrize("compiler", [pytest.param("g++"),
                                      pytest.param("clang++", marks=pytest.mark.slow)])
def test_every_snippet_compiles_alone(compiler: str):
    require(compiler)

    def alone(snippet: Path) -> subprocess.CompletedProcess:
        # A translation unit, not the header itself, so `#pragma once` is not "in main file".
        source = f'#include "snippets/{snippet.name}"\n#include "snippets/{snippet.name}"\nint main() {{}}\n'
        return compile_source(compiler, ["-std=c++17"], source=source)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda s: (s, alone(s)), SNIPPETS))
    failures = [f"{s.name}:\n{r.stderr[-2000:]}" for s, r in results if r.returncode != 0]
    assert not failures, "\n".join(failures)


def test_every_snippet_is_in_the_matrix():
    included = set(re.findall(r'#include "snippets/([\w.]+)"', EVERY_SNIPPET.read_text()))
    missing = sorted({s.name for s in SNIPPETS} - included)
    assert not missing, f"add {missing} to {EVERY_SNIPPET.relative_to(ROOT)} and instantiate them"


# The matrix's configurations: every compiler x standard x prelude, and NDEBUG under C++17 (the
# asserts vanish: no variable may be left unused). make test compiles three that between them
# touch both compilers, the oldest and newest standard, the prelude and NDEBUG; the full tier
# the rest (each is one compile of every snippet, about 4 s of CPU).
CONFIGS = [(c, s, p) for c in COMPILERS for s in STANDARDS for p in PRELUDES]
CONFIGS += [(c, "c++17", "NDEBUG") for c in COMPILERS]
QUICK_CONFIGS = {("g++", "c++17", "contest prelude"), ("clang++", "c++23", "plain"),
                 ("g++", "c++17", "NDEBUG")}


@pytest.mark.parametrize("compiler,std,variant", [
    pytest.param(*config, id=" ".join(config),
                 marks=() if config in QUICK_CONFIGS else (pytest.mark.slow,))
    for config in CONFIGS])
def test_compile_matrix(compiler: str, std: str, variant: str):
    require(compiler)
    flags = [std_flag(compiler, std), "-Wpedantic", *VARIANTS[variant]]
    full = compile_source(compiler, flags, path=EVERY_SNIPPET)
    assert full.returncode == 0, full.stderr[-3000:]
