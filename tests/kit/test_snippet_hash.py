"""tools/snippet_hash.py computes exactly what KACTL's shell one-liner prints, on the snippets and
on inputs chosen to trip a hand-written lexer."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from snippet_hash import HASH_COMMAND, chunks, printed_code, typing_hash  # noqa: E402

SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))
pytestmark = pytest.mark.skipif(shutil.which("cpp") is None, reason="needs cpp (g++ installs it)")


def shell_hash(code: str) -> str:
    """The one-liner the notebook prints, run by the shell on the code."""
    run = subprocess.run(["sh", "-c", HASH_COMMAND], input=code.encode(), capture_output=True,
                         env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"}, timeout=60)
    assert run.returncode == 0, run.stderr
    return run.stdout.decode().strip()


@pytest.mark.parametrize("path", SNIPPETS, ids=lambda p: p.name)
def test_snippet_hash_equals_the_shell_pipeline(path: Path):
    code = printed_code(path.read_text())
    assert typing_hash(code) == shell_hash(code)


@pytest.mark.parametrize("path", SNIPPETS, ids=lambda p: p.name)
def test_every_chunk_hash_equals_the_shell_pipeline_on_its_lines(path: Path):
    code = printed_code(path.read_text())
    lines = code.split("\n")
    found = chunks(code)
    assert found, f"{path.name}: no chunk"
    for chunk in found:
        assert chunk.last - chunk.first < 2 * 10, "a chunk is a few lines"
        piece = "\n".join(lines[chunk.first - 1:chunk.last]) + "\n"
        assert chunk.digest == shell_hash(piece), (path.name, chunk)


TRICKY = {
    "spaces in a string": 's = "a b  c";\n',
    "comment markers in a string": 's = "// not /* a comment";  // a comment\n',
    "comment markers in a char": "c = '/'; d = '*'; // x\n",
    "escaped quotes": 's = "say \\"hi\\" // still string"; // gone\n',
    "escaped backslash before quote": "c = '\\\\'; // gone\nd = \"\\\\\"; /* gone */\n",
    "block comment over lines": "int a; /* one\n two */ int b;\n",
    "comment then code on the line": "a /* x */ b // y\nc\n",
    "line continuation in code": "#define A(x) \\\n  ((x) + 1)\nint y = A(2);\n",
    "backslash ends a // comment": "int a; // not continued \\\nint b;\n",
    "digraphs": "int a<:2:> = <%1, 2%>; %:define Q 1\n",
    "digraph directive": "%:define P 3\n%:undef P\n",
    "null directive": "#\nint x;\n  #  \n",
    "raw string with comment markers": 'auto s = R"x(a )" // b)x"; // gone\n',
    "raw string with spaces": 'auto s = R"(a  b /* c */)";\n',
    "raw string with a bad delimiter runs to the next quote": 'R"a b\n" // c\nd;\n',
    "unterminated raw string drops the rest": 'int a;\nR"(x\n// y\nint b;\n',
    "not a raw string": 'int fooR = 1; auto t = "R(";  // x\n',
    "apostrophe in a comment": "int a = 1; // it's\nint b = 2;\n",
    "apostrophe as digit separator": "int a = 1'000; // it's\nint b;\n",
    "unterminated string": 'a "b\nint c; // d\n',
    "division is not a comment": "a = b / c / d; e = f/ *g;\n",
    "tabs and form feeds": "int\ta;\f\vint\r\nb;\n",
    "non-ASCII in a string": 's = "φ ≈ 1.618";\n',
    "empty": "",
    "only comments": "// a\n/* b */\n",
}


@pytest.mark.parametrize("name", TRICKY)
def test_tricky_input_hash_equals_the_shell_pipeline(name: str):
    assert typing_hash(TRICKY[name]) == shell_hash(TRICKY[name])


# Random soups of the characters a lexer must get right; no directive (`#` or `%:` at a line start:
# cpp rejects unknown ones), which the printed code holds only as #define lines, tested above.
PIECES = ["a", "1", " ", "\n", "\t", '"', "'", "/", "*", "\\", "R", 'R"(', ')"', 'R"x(', ')x"', "(",
          ")", "x", "<:", ":>", "{", "}", ";", "//", "/*", "*/", "u8"]


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40))
def test_random_code_hash_equals_the_shell_pipeline(pieces: list[str]):
    code = "".join(pieces)
    assert typing_hash(code) == shell_hash(code)


def test_printed_code_drops_header_pragma_and_includes():
    text = "/**\n * Description: d\n */\n#pragma once\n#include <vector>\n\nint f();\n#include <map>\n"
    assert printed_code(text) == "int f();\n"


def test_chunks_split_paragraphs_and_cut_long_ones():
    para = "".join(f"int a{i};\n" for i in range(23))
    code = "int x;\n\n" + para + "\n// only a comment\n"
    spans = [(c.first, c.last) for c in chunks(code)]
    assert spans == [(1, 1), (3, 10), (11, 18), (19, 25)]


def test_a_chunk_never_ends_inside_a_block_comment():
    ints = ["int a%d;" % i for i in range(20)]
    code = "\n".join(ints[:7] + ["/* one", " two", " three */"] + ints[7:]) + "\n"
    spans = [(c.first, c.last) for c in chunks(code)]
    assert spans == [(1, 10), (11, 18), (19, 23)]  # the cut after line 8 moves past the comment


def test_a_chunk_never_ends_after_a_continued_line():
    code = "".join(f"int a{i};\n" for i in range(6)) + "#define B \\\n 1\n" + "int z;\n" * 6
    spans = [(c.first, c.last) for c in chunks(code)]
    assert spans == [(1, 8), (9, 14)]


def test_a_typo_changes_the_hash():
    code = printed_code((ROOT / "snippets" / "nim.hpp").read_text())
    assert typing_hash(code) != typing_hash(code.replace("^", "|", 1))


def test_missing_file_is_a_one_line_error(tmp_path):
    tool = ROOT / "tools" / "snippet_hash.py"
    result = subprocess.run([sys.executable, str(tool), str(tmp_path / "nope.hpp")],
                            capture_output=True, text=True)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
