"""The judge for any problem from any folder: ad-hoc problems, every test layout, a folder's
problem.toml, Python solutions, build modes (--std, ONLINE_JUDGE, --debug), and the daily
comforts (--test, --fail-fast, --diff, generated-test reproduction, the cut input preview)."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from cpu_clock import cpu_spent
from conftest import PROGRAMS, gk, one_line_error, run_judge
from judge.judging import input_head

PLUS_CPP = """#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }
"""
PLUS_PY = "a, b = map(int, input().split())\nprint(a + b)\n"


def made_up_problem(folder: Path) -> Path:
    """A made-up problem: three tests in the oj layout (NAME.in with NAME.out or NAME.ans)."""
    tests = folder / "t"
    tests.mkdir(parents=True)
    for name, (a, b) in {"1": (1, 2), "2": (20, 22), "big": (10**12, 1)}.items():
        (tests / f"{name}.in").write_text(f"{a} {b}\n")
        (tests / f"{name}.{'ans' if name == 'big' else 'out'}").write_text(f"{a + b}\n")
    (folder / "a.cpp").write_text(PLUS_CPP)
    return tests


def as_json(result) -> dict:
    assert result.stdout.strip(), result.stderr
    return json.loads(result.stdout)


def test_ad_hoc_problem_with_default_limits(tmp_path):
    made_up_problem(tmp_path)
    result = gk("run", "--solution", "a.cpp", "--tests", "t", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "t: a.cpp (" in result.stdout
    assert "limits 2000 ms, 256 MiB; checker tokens" in result.stdout
    assert "t: AC 3/3 passed" in result.stdout
    (tmp_path / "w.cpp").write_text(PLUS_CPP.replace("a + b", "a - b"))
    result = gk("run", "--solution", "w.cpp", "--tests", "t", "--tl", "500", "--ml", "64",
                cwd=tmp_path)
    assert result.returncode == 1
    assert "limits 500 ms, 64 MiB" in result.stdout and "t: WA 0/3 passed" in result.stdout


def test_every_test_layout(tmp_path):
    layouts = {
        "kattis": {"data/sample/1.in": "1 2", "data/sample/1.ans": "3",
                   "data/secret/big.in": "5 5", "data/secret/big.ans": "10"},
        "polygon": {"tests/01": "1 2", "tests/01.a": "3", "tests/02": "5 5", "tests/02.a": "10"},
        "checker": {"in/example_00.in": "1 2", "out/example_00.out": "3",
                    "in/random_01.in": "5 5", "out/random_01.out": "10"},
        "oj": {"sample-1.in": "1 2", "sample-1.out": "3", "x.in": "5 5", "x.ans": "10"},
    }
    names = {"kattis": ["data/sample/1", "data/secret/big"], "polygon": ["tests/01", "tests/02"],
             "checker": ["example_00", "random_01"], "oj": ["sample-1", "x"]}
    (tmp_path / "a.cpp").write_text(PLUS_CPP)
    for layout, files in layouts.items():
        for name, text in files.items():
            (tmp_path / layout / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / layout / name).write_text(text + "\n")
        report = as_json(gk("run", "--solution", "a.cpp", "--tests", layout, "--json",
                            cwd=tmp_path))
        assert [t["name"] for t in report["tests"]] == names[layout], layout
        assert {t["verdict"] for t in report["tests"]} == {"AC"}, layout


def test_a_folder_with_problem_toml_is_the_problem(tmp_path):
    (tmp_path / "problem.toml").write_text(
        'title = "Sum"\ntime_limit_ms = 700\nmemory_limit_mib = 32\nchecker = "tokens"\n')
    made_up_problem(tmp_path)
    shutil.move(str(tmp_path / "t"), str(tmp_path / "tests"))
    result = gk("run", "--solution", "a.cpp", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "limits 700 ms, 32 MiB" in result.stdout and "AC 3/3 passed" in result.stdout
    # From elsewhere, the folder names the problem.
    result = gk("run", tmp_path, "--solution", tmp_path / "a.cpp", cwd=tmp_path.parent)
    assert result.returncode == 0 and "limits 700 ms" in result.stdout
    # No solution.cpp in the folder: its a.cpp, as gk listen writes it, and said so.
    result = gk("run", cwd=tmp_path)
    assert result.returncode == 0 and "judging a.cpp" in result.stdout, result.stdout
    (tmp_path / "a.cpp").unlink()
    result = gk("run", cwd=tmp_path)
    assert result.returncode == 2 and "--solution a.cpp" in one_line_error(result)


@pytest.mark.parametrize("spelling", ["problems/plus", "PLUS", "plus/", "./problems/plus"])
def test_problem_spellings(spelling):
    report = as_json(run_judge("run", spelling, "--json", "--test", "sample-*"))
    assert report["problem"] == "plus" and report["verdict"] == "AC"


def test_solution_that_is_a_directory_says_so(tmp_path):
    result = run_judge("run", "plus", "--solution", tmp_path)
    assert result.returncode == 2 and "is a directory" in one_line_error(result)
    result = run_judge("bundle", tmp_path)
    assert result.returncode == 2 and "is a directory" in one_line_error(result)


def test_other_languages_are_one_line_errors(tmp_path):
    (tmp_path / "a.hs").write_text("main = interact id\n")
    result = run_judge("run", "plus", "--solution", tmp_path / "a.hs")
    assert result.returncode == 2
    assert ".hs files are not supported" in one_line_error(result)
    result = run_judge("bundle", tmp_path / "a.hs")
    assert result.returncode == 2 and ".hs files are not supported" in one_line_error(result)
    # A language the judge compiles but the kit's snippets are not in: bundled as it is.
    (tmp_path / "Main.java").write_text("class Main {}\n")
    assert run_judge("bundle", tmp_path / "Main.java").stdout == "class Main {}\n"
    (tmp_path / "a.py").write_text("# include is a comment in Python\nprint(1)\n")
    assert run_judge("bundle", tmp_path / "a.py").stdout == (tmp_path / "a.py").read_text()


def python_problem(tmp_path: Path, source: str) -> Path:
    made_up_problem(tmp_path)
    (tmp_path / "a.py").write_text(source)
    return tmp_path


def test_python_solution_is_accepted_and_the_interpreter_named(tmp_path):
    python_problem(tmp_path, PLUS_PY)
    result = gk("run", "--solution", "a.py", "--tests", "t", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"built and run with python3 3\.\d+\.\d+ \(/\S+\)", result.stdout)
    assert "AC 3/3" in result.stdout


@pytest.mark.parametrize("source, verdict, detail", [
    (PLUS_PY.replace("a + b", "a - b"), "WA", "expected '3', got '-1'"),
    ("raise SystemExit(3)\n", "RE", "exit code 3"),
    ("def f(n):\n    return f(n + 1)\nf(0)\n", "RE", "exit code 1"),
    ("while True:\n    pass\n", "TLE", "CPU"),
    # 40 MiB (130 ms of CPU to write), not more: see test_verdicts.py.
    ("x = bytearray(40 << 20)\nprint(len(x))\n", "MLE", ""),
    ("print(1 +)\n", "CE", ""),
])
def test_python_verdicts(tmp_path, source, verdict, detail):
    python_problem(tmp_path, source)
    result = gk("run", "--solution", "a.py", "--tests", "t", "--test", "1", "--tl", "300",
                "--ml", "32", "--json", cwd=tmp_path)
    report = as_json(result)
    assert report["verdict"] == verdict, report
    if verdict == "CE":
        assert "SyntaxError" in report["compile"]["message"] and result.returncode == 3
        return
    assert detail in report["tests"][0]["detail"]
    assert result.returncode == 1


def test_pypy(tmp_path):
    python_problem(tmp_path, PLUS_PY)
    result = gk("run", "--solution", "a.py", "--tests", "t", "--pypy", cwd=tmp_path)
    if shutil.which("pypy3") is None:
        assert result.returncode == 2 and "pypy3" in one_line_error(result)
    else:
        assert result.returncode == 0, result.stdout + result.stderr
        assert "built and run with pypy3 " in result.stdout


POPCOUNT = """#include <bit>
#include <iostream>
int main() {
  long long a, b; std::cin >> a >> b;
#ifdef ONLINE_JUDGE
  std::cout << a + b + 0 * std::popcount(5u) << "\\n";
#endif
}
"""


def test_popcount_compiles_by_default_and_online_judge_is_defined(tmp_path):
    made_up_problem(tmp_path)
    (tmp_path / "p.cpp").write_text(POPCOUNT)
    result = gk("run", "--solution", "p.cpp", "--tests", "t", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "-std=c++20 -O2 -DONLINE_JUDGE" in result.stdout
    result = gk("run", "--solution", "p.cpp", "--tests", "t", "--std", "c++17", cwd=tmp_path)
    assert result.returncode == 3 and "popcount" in result.stdout
    result = gk("run", "--solution", "p.cpp", "--tests", "t", "--std", "c++23", cwd=tmp_path)
    assert result.returncode == 0 and "-std=c++23" in result.stdout
    result = gk("run", "--solution", "p.cpp", "--tests", "t", "--std", "c++98", cwd=tmp_path)
    assert result.returncode == 2 and "invalid choice" in one_line_error(result)


def test_problem_toml_names_the_standard(tmp_path):
    made_up_problem(tmp_path)
    shutil.move(str(tmp_path / "t"), str(tmp_path / "tests"))
    (tmp_path / "p.cpp").write_text(POPCOUNT)
    (tmp_path / "problem.toml").write_text(
        'title = "Sum"\ntime_limit_ms = 1000\nmemory_limit_mib = 64\nstd = "c++17"\n')
    result = gk("run", "--solution", "p.cpp", cwd=tmp_path)
    assert result.returncode == 3 and "popcount" in result.stdout
    (tmp_path / "problem.toml").write_text(
        'title = "Sum"\ntime_limit_ms = 1000\nmemory_limit_mib = 64\nstd = "c++11"\n')
    result = gk("run", "--solution", "p.cpp", cwd=tmp_path)
    assert result.returncode == 2 and "'std' must be one of c++17" in one_line_error(result)


def test_debug_build_catches_out_of_bounds_and_judges_memory_by_rss(tmp_path):
    made_up_problem(tmp_path)
    (tmp_path / "oob.cpp").write_text("""#include <iostream>
#include <vector>
int main() {
  long long a, b; std::cin >> a >> b;
#ifdef LOCAL
  std::vector<int> v(3);
  std::cout << v[a + b] + a + b << "\\n";
#endif
}
""")
    result = gk("run", "--solution", "oob.cpp", "--tests", "t", "--test", "1", "--debug",
                cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert re.search(r"\b1\s+RE\b", result.stdout)
    assert "out-of-bounds" in result.stdout or "AddressSanitizer" in result.stdout
    assert "-DLOCAL" in result.stdout and "-fsanitize=address,undefined" in result.stdout
    assert "memory judged by peak RSS" in result.stdout
    (tmp_path / "hog.cpp").write_text("""#include <cstdio>
#include <vector>
int main() {
  std::vector<std::vector<char>> v;
  for (int i = 0; i < 40; i++) v.emplace_back(16 << 20, 1);
  std::printf("%zu\\n", v.size());
}
""")
    report = as_json(gk("run", "--solution", "hog.cpp", "--tests", "t", "--test", "1",
                        "--debug", "--ml", "64", "--json", cwd=tmp_path))
    assert report["verdict"] == "MLE", report
    assert "RSS" in report["memory_note"]


def test_test_glob_fail_fast_and_diff(tmp_path):
    tests = made_up_problem(tmp_path)
    for k in range(3, 9):
        (tests / f"{k}.in").write_text(f"{k} 0\n")
        (tests / f"{k}.out").write_text(f"{k}\n")
    (tmp_path / "loop.cpp").write_text("int main() { for (volatile int i = 0;; i++) {} }\n")
    with cpu_spent() as spent:   # CPU, not wall: a busy machine cannot break the bound
        report = as_json(gk("run", "--solution", "loop.cpp", "--tests", "t", "--tl", "300",
                            "--fail-fast", "-j", "1", "--json", cwd=tmp_path))
    assert [t["verdict"] for t in report["tests"]] == ["TLE"]
    assert report["not_run"] == 8
    assert spent() < 20  # a backstop: not_run above says one time limit, not nine
    result = gk("run", "--solution", "loop.cpp", "--tests", "t", "--tl", "300", "--fail-fast",
                "-j", "1", cwd=tmp_path)
    assert "stopped at the first failure, 8 not run" in result.stdout
    # With -j 2 too, one test and one time limit: a second test running beside the first
    # failure cost a second limit and a confirmation alone.
    with cpu_spent() as spent:
        report = as_json(gk("run", "--solution", "loop.cpp", "--tests", "t", "--tl", "300",
                            "--fail-fast", "-j", "2", "--json", cwd=tmp_path))
    assert [t["verdict"] for t in report["tests"]] == ["TLE"] and report["not_run"] == 8
    assert not report["tests"][0].get("rerun")
    assert spent() < 20
    report = as_json(gk("run", "--solution", "a.cpp", "--tests", "t", "--test", "[3-5]",
                        "--json", cwd=tmp_path))
    assert [t["name"] for t in report["tests"]] == ["3", "4", "5"]
    result = gk("run", "--solution", "a.cpp", "--tests", "t", "--test", "zz*", cwd=tmp_path)
    assert result.returncode == 2 and "no test matches --test 'zz*'" in one_line_error(result)
    (tmp_path / "lines.cpp").write_text('#include <cstdio>\nint main() { std::puts("1\\n2\\n3\\n4"); }\n')
    (tests / "many.in").write_text("0 0\n")
    (tests / "many.out").write_text("1\n2\n9\n4\n")
    result = gk("run", "--solution", "lines.cpp", "--tests", "t", "--test", "many", "--diff",
                cwd=tmp_path)
    assert "diff (expected -> got):" in result.stdout
    assert re.search(r"^\s+-9$", result.stdout, re.M) and re.search(r"^\s+\+3$", result.stdout, re.M)


def test_a_failing_generated_test_names_its_file_and_the_command(tmp_path):
    report = as_json(run_judge("run", "plus", "--solution", PROGRAMS / "minus.cpp", "--test",
                               "big-1", "--json"))
    test = report["tests"][0]
    assert test["verdict"] == "WA"
    assert Path(test["input_file"]).is_file()
    command = test["remake"].split()
    assert command[0] == "python3" and command[1].endswith("plus/gen.py") and command[2:] == ["1", "big"]
    import subprocess
    import sys
    remade = subprocess.run([sys.executable, *command[1:]], capture_output=True, check=True).stdout
    assert remade == Path(test["input_file"]).read_bytes()
    text = run_judge("run", "plus", "--solution", PROGRAMS / "minus.cpp", "--test", "big-1").stdout
    assert "input file: " in text and "remake it:  python3 " in text


def test_the_input_preview_marks_where_it_was_cut(tmp_path):
    long_line = tmp_path / "long.in"
    long_line.write_text("1 " * 200 + "\n")
    head = input_head(long_line)
    assert head.splitlines()[0].endswith("…")
    assert re.search(r"\(\d+ more bytes\)$", head)
    many = tmp_path / "many.in"
    many.write_text("".join(f"{i}\n" for i in range(10)))
    assert input_head(many).splitlines() == ["0", "1", "2", "3", "4", "… (10 more bytes)"]
    short = tmp_path / "short.in"
    short.write_text("1 2\n")
    assert input_head(short) == "1 2"
