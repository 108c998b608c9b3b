"""testlib-style checkers: every exit code testlib uses is understood and shown (not JE), the
checker's folder is on the include path (for the user's own testlib.h), and `float:EPS` reads
numbers as strictly as testlib does."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import gk, one_line_error
from judge.checkers import check_tokens, parse_number

# Not testlib: a few lines in its style, so that the test needs no third-party file. The
# checker includes it with angle brackets, so only the include path can find it.
FAKE_TESTLIB = """#pragma once
#include <cstdio>
#include <cstdlib>
inline FILE* inf; inline FILE* ouf; inline FILE* ans;
inline void registerChecker(int argc, char** argv) {
  if (argc < 4) std::exit(3);
  inf = std::fopen(argv[1], "r"); ouf = std::fopen(argv[2], "r"); ans = std::fopen(argv[3], "r");
}
inline void quit(int code, const char* message) { std::fprintf(stderr, "%s\\n", message); std::exit(code); }
"""

# The contestant's output is an exit code for the checker to use: 0, 1, 2, 3, 4, 7, 8, 21, 42;
# 100 and 101 stand for quitf(_pc(0), ...) and quitf(_pc(1), ...), 107 for quitp(2.5, ...).
CHECKER = """#include <testlib_fake.h>
int main(int argc, char** argv) {
  registerChecker(argc, argv);
  int code = 0;
  if (std::fscanf(ouf, "%d", &code) != 1) quit(2, "no number");
  // quitf(_pc(n), ...) in testlib: the exit code is a base (0) plus n, the message says.
  if (code == 100) quit(0, "partially correct (0) nothing right");
  if (code == 101) quit(1, "partially correct (1) one point");
  if (code == 107) quit(7, "2.5 points for half");
  quit(code, code == 21 ? "partially correct (21) the checker's message" : "the checker's message");
}
"""

ECHO = """#include <cstdio>
int main() { int x; if (std::scanf("%d", &x) == 1) std::printf("%d\\n", x); }
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("testlib")
    (root / "checker").mkdir()
    (root / "checker" / "testlib_fake.h").write_text(FAKE_TESTLIB)
    (root / "checker" / "check.cpp").write_text(CHECKER)
    (root / "echo.cpp").write_text(ECHO)
    tests = root / "t"
    tests.mkdir()
    for code in (0, 1, 2, 3, 4, 7, 8, 21, 42, 100, 101, 107):
        (tests / f"code-{code}.in").write_text(f"{code}\n")
        (tests / f"code-{code}.ans").write_text("unused\n")
    return root


def test_every_testlib_exit_code_is_understood(folder):
    result = gk("run", "--solution", "echo.cpp", "--tests", "t", "--checker",
                "checker/check.cpp", "--json", cwd=folder)
    report = json.loads(result.stdout)
    verdicts = {t["name"]: t["verdict"] for t in report["tests"]}
    assert verdicts == {"code-0": "AC", "code-1": "WA", "code-2": "PE", "code-3": "JE",
                        "code-4": "PE", "code-7": "PC", "code-8": "PE", "code-21": "PC",
                        "code-42": "JE", "code-100": "PC", "code-101": "PC", "code-107": "PC"}
    # _pc(0) exits 0 like AC and _pc(1) exits 1 like WA: the message tells them apart.
    points = {t["name"]: t["points"] for t in report["tests"]}
    assert (points["code-100"], points["code-101"], points["code-21"]) == (0, 1, 21)
    assert points["code-107"] == 2.5 and points["code-0"] is None
    details = {t["name"]: t["detail"] for t in report["tests"]}
    assert details["code-7"] == "checker exit 7 (points): the checker's message"
    assert "dirt" in details["code-4"] and "unexpected end of file" in details["code-8"]
    assert "partially correct (21)" in details["code-21"]
    assert "not a testlib exit code" in details["code-42"]
    assert report["verdict"] == "JE" and result.returncode == 4


def test_checker_spec_errors_are_one_line(folder):
    result = gk("run", "--solution", "echo.cpp", "--tests", "t", "--checker", "nope.cpp",
                cwd=folder)
    assert result.returncode == 2 and "checker file nope.cpp does not exist" in one_line_error(result)
    result = gk("run", "--solution", "echo.cpp", "--tests", "t", "--checker", "float:abc",
                cwd=folder)
    assert result.returncode == 2 and "float:1e-6" in one_line_error(result)
    result = gk("run", "--solution", "echo.cpp", "--tests", "t", "--checker", "fuzzy",
                cwd=folder)
    assert result.returncode == 2 and "say tokens" in one_line_error(result)


@pytest.mark.parametrize("token", [b"1_000", b"inf", b"infinity", b"-Infinity", b"nan", b"NaN",
                                   b"0x10", b"0x1p3", b"1e", b".", b"+", b"1.5.2", b"1e400"])
def test_float_rejects_what_testlib_rejects(token):
    assert parse_number(token) is None
    assert check_tokens(token, b"1000", "float", 1e-6, 1e-6).verdict == "WA"


@pytest.mark.parametrize("token, value", [(b"1000", 1000.0), (b"-.5", -0.5), (b"3.", 3.0),
                                          (b"+2.5e-3", 0.0025), (b"1E5", 1e5)])
def test_float_reads_plain_numbers(token, value):
    assert parse_number(token) == value


def test_float_eps_from_the_command_line(folder):
    tests = folder / "float"
    tests.mkdir(exist_ok=True)
    (tests / "a.in").write_text("1\n")
    (tests / "a.out").write_text("1.0009\n")
    loose = gk("run", "--solution", "echo.cpp", "--tests", "float", "--checker", "float:1e-3",
               cwd=folder)
    assert loose.returncode == 0, loose.stdout
    assert "checker float (abs 0.001, rel 0.001)" in loose.stdout
    strict = gk("run", "--solution", "echo.cpp", "--tests", "float", "--checker", "float:1e-6",
                cwd=folder)
    assert strict.returncode == 1
