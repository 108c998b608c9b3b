"""Every snippet's Usage lines compile as written, pasted alone.

The Usage field of a header is the code a contestant copies first; it must compile with nothing
but the snippet above it (lasker_nim.hpp's once used std::iota without <numeric>). Each Usage is
put into `main` after `#include "snippets/<name>"` and compiled with g++ -std=c++17 and strict
warnings (unused names and unused results aside: a usage line shows a call, not a program).
The free names a usage line takes for granted (`n`, `adj`, a position type) are declared by
CONTEXT below, with types from the standard headers the snippet itself includes; a snippet whose
usage names another snippet's function (coin_turning's tartanValue with nimProduct) lists that
snippet in COMPANIONS.
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
FIELDS = ("Description", "Domain", "Usage", "Time", "Memory", "Status", "Source")
FLAGS = ["-std=c++17", "-Wall", "-Wextra", "-Wshadow", "-Werror", "-Wno-unused-variable",
         "-Wno-unused-but-set-variable", "-Wno-unused-value", "-Wno-unused-result"]

# Declarations of the names a Usage takes for granted: (at file scope, inside main).
CONTEXT: dict[str, tuple[str, str]] = {
    "canonical_game.hpp": (
        "using Pos = int;\n"
        "void moves(Pos p, std::vector<Pos>& l, std::vector<Pos>& r) {\n"
        "  if (p > 0) l.push_back(p - 1), r.push_back(p / 2);\n}\n",
        "Pos pos = 3;"),
    "coin_turning.hpp": ("", "std::vector<long long> heads{1, 4};\n"
                             "std::vector<std::pair<int, int>> cells{{1, 2}};"),
    "euclid_game.hpp": ("", "long long a = 34, b = 12, g2 = 1;"),
    "every_sg.hpp": ("", "std::vector<std::vector<int>> adj{{}, {0}};"),
    "fibonacci_nim.hpp": ("", "long long n = 10, t = 3;"),
    "grundy_engine.hpp": ("", "int n = 10;"),
    "lasker_nim.hpp": ("", "int n = 10;"),
    "misere_genus.hpp": ("", "std::vector<std::vector<int>> adj{{}, {0}, {1}, {2}, {3}, {4}};"),
    "nim_product.hpp": ("", "unsigned long long a = 5, b = 7;"),
    "vertex_geography.hpp": ("", "int n = 3; std::vector<int> stones(3, 1);"),
    "xor_convolution.hpp": ("", "std::vector<int> A{1, 2}; long long N = 5;"),
}
COMPANIONS = {"coin_turning.hpp": ["nim_product.hpp"]}


def usage_code(path: Path) -> str:
    """The Usage field's lines as code: the header's ` * ` margins gone, line breaks kept."""
    header = re.match(r"\s*/\*\*(.*?)\*/", path.read_text(), re.S).group(1)
    lines, inside = [], False
    for raw in header.splitlines():
        line = re.sub(r"^\s*\*\s?", "", raw)
        field = re.match(r"(\w+):\s?(.*)", line)
        if field and field.group(1) in FIELDS:
            inside = field.group(1) == "Usage"
            line = field.group(2)
        if inside:
            lines.append(line)
    return "\n".join(lines)


def program(path: Path) -> str:
    globals_, locals_ = CONTEXT.get(path.name, ("", ""))
    includes = [path.name, *COMPANIONS.get(path.name, [])]
    head = "".join(f'#include "snippets/{name}"\n' for name in includes)
    return f"{head}{globals_}\nint main() {{\n{locals_}\n{usage_code(path)}\n}}\n"


def compile_errors(source: str) -> str | None:
    result = subprocess.run(["g++", *FLAGS, "-fsyntax-only", "-I", str(ROOT), "-x", "c++", "-"],
                            input=source, capture_output=True, text=True)
    return None if result.returncode == 0 else result.stderr[-2500:]


def test_usage_parser_keeps_lines_and_comments_apart():
    code = usage_code(ROOT / "snippets" / "lasker_nim.hpp")
    assert code.splitlines()[0].startswith("long long g = laskerGrundy")
    assert len(code.splitlines()) >= 2 and "Time" not in code


def test_every_snippet_usage_compiles_pasted_alone():
    if shutil.which("g++") is None:
        pytest.fail("g++ is not installed: run tools/setup.sh test")
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda s: (s, program(s), compile_errors(program(s))), SNIPPETS))
    failures = [f"{s.name}'s Usage:\n{code}\n{err}" for s, code, err in results if err]
    assert not failures, "\n\n".join(failures)


def test_a_usage_that_needs_a_missing_header_is_caught():
    """The check itself: std::iota with only <vector> included does not compile."""
    source = "#include <vector>\nint main() {\nstd::vector<int> v(3);\n" \
             "std::iota(v.begin(), v.end(), 1);\n}\n"
    assert compile_errors(source) is not None
