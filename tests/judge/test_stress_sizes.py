"""Stress beyond tiny sizes: brute.py (exponential) runs only on the sizes [stress].brute_sizes
names (default tiny); other sizes compare the solution with the reference alone, so a bug that
only large inputs show is found, and SIZE= reaches it from make."""
from __future__ import annotations

import subprocess

from conftest import PROGRAMS, ROOT, one_line_error, run_judge
from cpu_clock import cpu_spent

WRONG_CROSSES = ROOT / "tests" / "problems" / "wrong" / "crosses-period-from-zero.cpp"


def test_brute_runs_only_on_its_sizes(problems_copy):
    # A brute force that cannot answer: stress must not call it on a size it is not fast on.
    (problems_copy / "plus" / "brute.py").write_text("import sys\nsys.exit('too slow here')\n")
    result = run_judge("stress", "plus", "--solution", PROGRAMS / "plus.cpp", "--size", "big",
                       "--count", "20", problems=problems_copy)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "the solution and the reference agree (brute.py only runs on tiny)" in result.stdout
    result = run_judge("stress", "plus", "--solution", PROGRAMS / "plus.cpp", "--size", "tiny",
                       "--count", "5", problems=problems_copy)
    assert result.returncode == 4 and "brute.py failed" in result.stderr
    toml = problems_copy / "plus" / "problem.toml"
    toml.write_text(toml.read_text().replace('count = 200', 'count = 200\nbrute_sizes = ["big"]'))
    result = run_judge("stress", "plus", "--solution", PROGRAMS / "plus.cpp", "--size", "big",
                       "--count", "5", problems=problems_copy)
    assert result.returncode == 4 and "brute.py failed" in result.stderr


def test_a_bug_beyond_tiny_sizes_is_found():
    # Period 34 applied from n = 0: right on every tiny strip (n <= 16), wrong from n = 48.
    with cpu_spent() as spent:   # CPU, not wall: other processes on the cores cannot break it
        result = run_judge("stress", "crosses", "--solution", WRONG_CROSSES, "--size", "small",
                           "--count", "40", problems=None, timeout=300)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "the solution against the reference: WA" in result.stdout
    assert "answer (the reference)" in result.stdout
    assert spent() < 120
    tiny = run_judge("stress", "crosses", "--solution", WRONG_CROSSES, "--count", "50",
                     problems=None, timeout=300)
    assert tiny.returncode == 0, "tiny strips cannot show this bug: why sizes beyond tiny matter"


def test_size_and_count_from_make(tmp_path):
    result = subprocess.run(["make", "-s", "stress", "P=crosses", f"SOL={WRONG_CROSSES}",
                             "SIZE=small", "COUNT=5"], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode != 0 and "gen.py 1 small" in result.stdout, result.stdout
    zero = run_judge("stress", "plus", "--solution", PROGRAMS / "plus.cpp", "--count", "0")
    assert zero.returncode == 2 and "must be at least 1" in one_line_error(zero)
