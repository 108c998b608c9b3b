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
  the configurations in parallel.
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
# Snippets whose compile-matrix fixes are made on another branch: a configuration that fails
# only because of them is reported as an expected failure, not hidden.
# Fixed on branch octal; remove at merge.
OWNED_ELSEWHERE = {"octal.hpp"}


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


@pytest.mark.parametrize("compiler", COMPILERS)
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


def without(snippets: set[str]) -> list[str]:
    return [f"-DKIT_WITHOUT_{Path(s).stem.upper()}" for s in sorted(snippets)]


def test_compile_matrix():
    for compiler in COMPILERS:
        require(compiler)
    configs = [(c, s, p) for c in COMPILERS for s in STANDARDS for p in PRELUDES]
    # With NDEBUG the asserts vanish: no variable may be left unused.
    configs += [(c, "c++17", "NDEBUG") for c in COMPILERS]

    def run(config: tuple[str, str, str]) -> tuple[str, str | None, bool]:
        compiler, std, prelude = config
        flags = [std_flag(compiler, std), "-Wpedantic", *VARIANTS[prelude]]
        name = f"{compiler} {std} {prelude}"
        full = compile_source(compiler, flags, path=EVERY_SNIPPET)
        if full.returncode == 0:
            return name, None, False
        if OWNED_ELSEWHERE and compile_source(
                compiler, flags + without(OWNED_ELSEWHERE), path=EVERY_SNIPPET).returncode == 0:
            return name, None, True  # only the snippets owned elsewhere fail
        return name, full.stderr[-3000:], False

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(run, configs))
    failures = [f"{name}:\n{err}" for name, err, _ in results if err]
    assert not failures, "\n".join(failures)
    expected = [name for name, _, owned in results if owned]
    if expected:
        pytest.xfail(f"{sorted(OWNED_ELSEWHERE)} fail(s) in: {', '.join(expected)}")
