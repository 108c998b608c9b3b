"""Each snippet compiles alone under g++ and clang++, C++17 and C++20, with strict warnings."""
from __future__ import annotations

import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))
COMPILERS = ["g++", "clang++"]
STANDARDS = ["c++17", "c++20"]
WARNINGS = ["-Wall", "-Wextra", "-Wshadow", "-Wconversion", "-Werror"]


def compile_alone(compiler: str, std: str, snippet: Path) -> subprocess.CompletedProcess:
    # Included twice to prove the include guard; a translation unit, not the header itself,
    # so `#pragma once` is not "in main file".
    source = f'#include "snippets/{snippet.name}"\n#include "snippets/{snippet.name}"\nint main() {{}}\n'
    return subprocess.run(
        [compiler, f"-std={std}", *WARNINGS, "-fsyntax-only", "-I", str(ROOT), "-x", "c++", "-"],
        input=source, capture_output=True, text=True,
    )


@pytest.mark.parametrize("compiler", COMPILERS)
@pytest.mark.parametrize("std", STANDARDS)
def test_every_snippet_compiles_alone(compiler: str, std: str):
    if shutil.which(compiler) is None:
        pytest.fail(f"{compiler} is not installed: run apt-get install -y {'clang' if 'clang' in compiler else 'g++'}")
    with ThreadPoolExecutor() as pool:
        results = list(pool.map(lambda s: (s, compile_alone(compiler, std, s)), SNIPPETS))
    failures = [f"{s.name}:\n{r.stderr[-2000:]}" for s, r in results if r.returncode != 0]
    assert not failures, "\n".join(failures)
