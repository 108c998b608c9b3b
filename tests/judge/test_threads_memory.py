"""Memory is what a program uses, the stack a limit of its own: threads get their stacks, and
runtimes that reserve address space (PyPy's nursery) run as on a contest judge."""
from __future__ import annotations

import shutil
import sys

import pytest

from conftest import PROBLEMS, PROGRAMS
from judge import sandbox
from judge.compiler import Binary
from judge.judging import judge, runtime_env
from judge.problem import load_problem_dir
from judge.problem import tests_in_dir as pairs_in_dir

PLUS = load_problem_dir(PROBLEMS / "plus")          # 300 ms, 128 MiB
SAMPLE = pairs_in_dir(PLUS.dir / "tests")[:1]       # 2 3 -> 5
ROOMY = PLUS.__class__(**{**PLUS.__dict__, "time_limit_ms": 3000})


@pytest.mark.parametrize("program", ["threads.cpp", "threads.py"])
def test_threaded_solutions_are_accepted(program):
    report = judge(ROOMY, PROGRAMS / program, SAMPLE, jobs=1)
    assert report.compile_ok, report.compile_message
    result = report.tests[0]
    assert result.verdict == "AC", (result.detail, result.stderr_tail)


def test_the_stack_limit_is_its_own(tmp_path):
    """--stack sets RLIMIT_STACK apart from the memory limit (what the program reads back)."""
    (tmp_path / "in").write_text("")
    script = tmp_path / "stack.py"
    script.write_text("import resource\nprint(resource.getrlimit(resource.RLIMIT_STACK)[0] >> 20,"
                      " resource.getrlimit(resource.RLIMIT_AS)[0])\n")
    for limits, expected in ((sandbox.Limits(2000, 128), "128"),
                             (sandbox.Limits(2000, 128, stack_mib=32), "32")):
        run = sandbox.run([sys.executable, str(script)], tmp_path / "in", tmp_path / "out", limits)
        assert run.exit_code == 0, run.stderr_tail
        stack, address_space = (tmp_path / "out").read_text().split()
        assert stack == expected and int(address_space) == -1   # RLIM_INFINITY


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
def test_pypy_on_a_cpu_with_a_large_cache(tmp_path):
    """A CPU with a 1.2 GiB cache makes PyPy take a 600 MB nursery (half the cache): under an
    address-space limit of 256 MiB it aborts ("cannot allocate nursery"); judged by what it
    uses, it runs."""
    (tmp_path / "in").write_text("")
    script = tmp_path / "p.py"
    script.write_text("print(sum(range(10 ** 6)))\n")
    run = sandbox.run([shutil.which("pypy3"), str(script)], tmp_path / "in", tmp_path / "out",
                      sandbox.Limits(5000, 256), env={"PYPY_GC_NURSERY": "600MB"})
    assert (run.exit_code, run.signal) == (0, 0), run.stderr_tail
    assert (tmp_path / "out").read_text() == "499999500000\n"


def test_pypy_gc_is_told_the_limit():
    pypy = Binary(PROGRAMS / "x.py", "k", True, 0.0, ("pypy3", "x.py"), "pypy3 3.9.16 (/x)")
    env = runtime_env(pypy, 256)
    assert env["PYPY_GC_MAX"] == "256MB"
    nursery_kib = int(env["PYPY_GC_NURSERY"].removesuffix("KB"))
    assert 1024 <= nursery_kib <= 256 * 1024 // 8
    cpython = Binary(PROGRAMS / "x.py", "k", True, 0.0, ("python3", "x.py"), "python3 3.11.2")
    assert runtime_env(cpython, 256) is None


def test_a_python_validator_that_starts_a_thread_is_no_judge_error(tmp_path):
    """A Kattis interactive validator in Python that plays the game on a thread: its stack
    limit (its memory limit, 1 GiB) and RLIMIT_AS at the same 1 GiB left no room for the
    thread's stack: "can't start new thread", JE."""
    from conftest import gk
    files = {"problem.yaml": "name: Echo\nvalidation: custom interactive\nlimits:\n"
                             "  time_limit: 2\n",
             "data/secret/1.in": "7\n", "data/secret/1.ans": "7\n",
             "output_validators/echo/echo.py":
                 "import sys, threading\n"
                 "def game():\n"
                 "    n = open(sys.argv[1]).read().strip()\n"
                 "    print(n, flush=True)\n"
                 "    sys.exit(42 if sys.stdin.readline().strip() == n else 43)\n"
                 "t = threading.Thread(target=lambda: setattr(t, 'code', game_code()))\n"
                 "def game_code():\n"
                 "    try:\n"
                 "        game()\n"
                 "    except SystemExit as end:\n"
                 "        return end.code\n"
                 "t.start()\n"
                 "t.join()\n"
                 "sys.exit(t.code)\n",
             "echo.py": "print(input())\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    result = gk("run", tmp_path, "--solution", tmp_path / "echo.py", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


STACK_PY = ("import resource\n"
            "print(resource.getrlimit(resource.RLIMIT_STACK)[0] >> 20)\n")


def test_the_stack_is_set_by_option_and_by_problem_toml(tmp_path):
    from conftest import gk
    from judge.errors import UserError
    from judge.problem import load_problem_dir
    tests = tmp_path / "t"
    tests.mkdir()
    (tests / "1.in").write_text("\n")
    (tests / "1.out").write_text("48\n")
    (tmp_path / "stack.py").write_text(STACK_PY)
    run = gk("run", "--solution", "stack.py", "--tests", "t", "--stack", "48", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    run = gk("run", "--solution", "stack.py", "--tests", "t", "--ml", "64", cwd=tmp_path)
    assert run.returncode == 1   # the default: the memory limit, 64
    folder = tmp_path / "p"
    folder.mkdir()
    toml = 'title = "P"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\n'
    (folder / "problem.toml").write_text(toml + "stack_limit_mib = 48\n")
    assert load_problem_dir(folder).stack_limit_mib == 48
    (folder / "problem.toml").write_text(toml + "stack_limit_mib = 0\n")
    with pytest.raises(UserError, match="'stack_limit_mib' must be in 1..65536"):
        load_problem_dir(folder)
