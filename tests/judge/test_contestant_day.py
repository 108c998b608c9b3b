"""A contestant's day without a workaround (issue 34): gk from a folder outside the kit, the
cache out of the checkout, the scaffold, stress on any folder, multi-test shrinking, crashes."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, gk, one_line_error  # noqa: F401


def cache_dir_with(env: dict) -> Path:
    """judge.paths.cache_dir() as a fresh process with exactly this environment sees it."""
    result = subprocess.run([sys.executable, "-P", "-c",
                             "from judge.paths import cache_dir; print(cache_dir())"],
                            env={"PYTHONPATH": str(ROOT), "PATH": os.environ["PATH"], **env},
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return Path(result.stdout.strip())


def test_the_cache_is_the_users_never_the_writable_checkout(tmp_path):
    # A writable kit got its compiled programs in `.cache/` of the checkout.
    assert os.access(ROOT, os.W_OK)  # the case that went wrong
    xdg = cache_dir_with({"XDG_CACHE_HOME": str(tmp_path / "xdg"), "HOME": str(tmp_path)})
    assert xdg == tmp_path / "xdg" / "grundy-kit"
    home = cache_dir_with({"HOME": str(tmp_path)})
    assert home == tmp_path / ".cache" / "grundy-kit"
    chosen = cache_dir_with({"HOME": str(tmp_path), "JUDGE_CACHE": str(tmp_path / "mine")})
    assert chosen == tmp_path / "mine"
    for path in (xdg, home, chosen):
        assert path.is_dir() and ROOT not in path.parents


def suggested_command(text: str, verb: str) -> list[str]:
    """The `gk VERB ...` command a message suggests, as arguments after `gk`."""
    import re
    found = re.search(rf"`gk ({verb} [^`]*)`", text)
    assert found, f"no `gk {verb} ...` suggested in: {text}"
    return found.group(1).split()


def test_the_scaffold_passes_its_first_run_and_its_hints_work_outside_the_kit(tmp_path):
    # `gk new` then `gk run` was a JE (an unpinned generated test), and the JE said
    # `python3 -m judge gen ... --pin`, which fails outside the kit ("No module named judge").
    created = gk("new", "my-game", cwd=tmp_path)
    assert created.returncode == 0, created.stdout + created.stderr
    first = gk("run", "my-game", cwd=tmp_path)
    assert first.returncode == 0, first.stdout + first.stderr
    toml = tmp_path / "my-game" / "problem.toml"
    unpinned = "\n".join('sha256 = ""' if line.startswith("sha256") else line
                         for line in toml.read_text().splitlines())
    toml.write_text(unpinned + "\n")
    refused = gk("run", "my-game", cwd=tmp_path)
    assert refused.returncode != 0 and "python3 -m judge" not in refused.stdout + refused.stderr
    pinned = gk(*suggested_command(refused.stdout, "gen"), cwd=tmp_path)
    assert pinned.returncode == 0, pinned.stdout + pinned.stderr
    assert gk("run", "my-game", cwd=tmp_path).returncode == 0


def test_a_folder_without_problem_toml_suggests_gk_new(tmp_path):
    problems = tmp_path / "problems"
    (problems / "half").mkdir(parents=True)
    result = gk("run", "half", cwd=tmp_path, env={"JUDGE_PROBLEMS": str(problems)})
    assert result.returncode == 2
    assert suggested_command(one_line_error(result), "new") == ["new", "half"]


# A multi-test problem: t, then t cases, each "n" then n numbers on one line; print each sum.
SUM_BRUTE = """import sys
data = sys.stdin.read().split()
t, p = int(data[0]), 1
for _ in range(t):
    n = int(data[p]); p += 1
    print(sum(int(x) for x in data[p:p + n])); p += n
"""
# Wrong when a case has exactly three numbers.
SUM_WRONG_ON_THREE = r"""#include <cstdio>
int main() {
  int t; std::scanf("%d", &t);
  while (t--) {
    int n; std::scanf("%d", &n); long long s = 0;
    for (int i = 0; i < n; i++) { long long x; std::scanf("%lld", &x); s += x; }
    std::printf("%lld\n", s + (n == 3));
  }
}
"""
SUM_GEN = """import random, sys
rng = random.Random(sys.argv[1])
t = rng.randint(3, 8)
print(t)
for _ in range(t):
    n = rng.randint(1, 5)
    print(n)
    print(*(rng.randint(0, 9) for _ in range(n)))
"""
SUM_VALIDATOR = """from judge.strict_input import StrictInput, run_validator

def check(inp: StrictInput) -> None:
    t = inp.int(1, 100, "t")
    inp.eol()
    for _ in range(t):
        n = inp.int(1, 10, "n")
        inp.eol()
        inp.ints(n, 0, 9, "a")

run_validator(check)
"""


def write(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text)


def generated_cases(gen: Path, seed: int) -> list[list[int]]:
    """The cases of the generator's input for this seed, read by the format, not by the judge."""
    out = subprocess.run([sys.executable, str(gen), str(seed), "tiny"], capture_output=True,
                         text=True, check=True).stdout.split()
    cases, p = [], 1
    for _ in range(int(out[0])):
        n = int(out[p])
        cases.append([int(x) for x in out[p + 1:p + 1 + n]])
        p += 1 + n
    return cases


def saved_input(stdout: str, cwd: Path) -> str:
    """The input `gk stress` saved (it names the folder from where it ran)."""
    import re
    folder = re.search(r"saved as (\S+)/stress-1\.in", stdout).group(1)
    return (cwd / folder / "stress-1.in").read_text()


def first_seed_with_a_failure(gen: Path) -> tuple[int, int]:
    """(seed, number of the first case from 1) of the first input the wrong solution fails."""
    for seed in range(1, 200):
        for number, case in enumerate(generated_cases(gen, seed), 1):
            if len(case) == 3:
                return seed, number
    raise AssertionError("no failing input")


def test_stress_in_any_folder_isolates_the_failing_case(tmp_path):
    # gk stress refused a folder without validator.py and solution.cpp, and shrank a multi-test
    # input to 15 bytes of several cases, naming the output line, not the case.
    write(tmp_path, {"a.cpp": SUM_WRONG_ON_THREE, "b.py": SUM_BRUTE, "g.py": SUM_GEN})
    result = gk("stress", "--solution", "a.cpp", "--brute", "b.py", "--gen", "g.py",
                "--count", "200", cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    seed, number = first_seed_with_a_failure(tmp_path / "g.py")
    count = len(generated_cases(tmp_path / "g.py", seed))
    assert f"(g.py {seed} tiny)" in result.stdout
    assert f"case {number} of the input's {count} fails alone" in result.stdout, result.stdout
    lines = saved_input(result.stdout, tmp_path).split("\n")
    assert lines[:2] == ["1", "3"] and len(lines[2].split()) == 3, lines  # one case, as made
    assert "gk run --solution a.cpp --tests" in result.stdout  # no problem to name


def test_stress_in_a_competitive_companion_folder_with_a_validator(tmp_path):
    sys.path.insert(0, str(ROOT))
    from judge.listen import parse_problem, write_problem
    document = {"name": "Sums", "group": "Test Round", "url": "https://example.com/sums",
                "timeLimit": 1000, "memoryLimit": 256,
                "tests": [{"input": "1\n2\n1 2\n", "output": "3\n"}]}
    folder, _ = write_problem(parse_problem(__import__("json").dumps(document).encode()),
                              tmp_path)
    write(folder, {"a.cpp": SUM_WRONG_ON_THREE, "brute.py": SUM_BRUTE, "gen.py": SUM_GEN,
                   "validator.py": SUM_VALIDATOR})
    result = gk("stress", "--solution", "a.cpp", cwd=folder)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "fails alone" in result.stdout
    # With a validator the case itself shrinks too: three numbers, each lowered to 0.
    assert saved_input(result.stdout, folder) == "1\n3\n0 0 0\n", result.stdout


def test_a_state_kept_between_cases_is_named_by_its_cases(tmp_path):
    # The classic multi-test bug: a total not reset between cases. No case fails alone.
    carried = SUM_WRONG_ON_THREE.replace("(n == 3)", "0").replace(
        "int main() {", "long long carried = 0;\nint main() {").replace(
        "long long s = 0;", "long long s = carried;").replace(
        "std::printf", "carried = s; std::printf")
    write(tmp_path, {"a.cpp": carried, "b.py": SUM_BRUTE, "g.py": SUM_GEN})
    result = gk("stress", "--solution", "a.cpp", "--brute", "b.py", "--gen", "g.py",
                cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "no case fails alone" in result.stdout and "fail together" in result.stdout
    assert saved_input(result.stdout, tmp_path).startswith("2\n"), result.stdout  # two suffice


def test_cases_of_different_lengths_are_split_by_the_validator():
    sys.path.insert(0, str(ROOT))
    from judge.shrink import join_cases, split_cases

    def one_valid_case(data: bytes) -> bool:   # "1", then n, then n lines of one number
        lines = data.decode().split("\n")[:-1]
        return len(lines) >= 2 and lines[0] == "1" and len(lines) == 2 + int(lines[1])

    data = b"3\n2\n5\n6\n0\n2\n7\n8\n"
    cases = split_cases(data, one_valid_case)
    assert cases == [[b"2", b"5", b"6"], [b"0"], [b"2", b"7", b"8"]]
    assert join_cases(cases) == data
    assert split_cases(data, None) is None            # 7 lines do not split evenly into 3
    assert split_cases(b"2\n4\n5\n", None) == [[b"4"], [b"5"]]
    assert split_cases(b"1\n4\n", None) is None       # one case: nothing to isolate
    assert split_cases(b"3 4\n1\n2\n3\n", None) is None   # no count alone on the first line


def test_stress_says_what_is_missing_in_one_line(tmp_path):
    write(tmp_path, {"a.cpp": SUM_WRONG_ON_THREE, "b.py": SUM_BRUTE, "g.py": SUM_GEN})
    no_gen = gk("stress", "--solution", "a.cpp", "--brute", "b.py", cwd=tmp_path)
    assert no_gen.returncode == 2 and "--gen g.py" in one_line_error(no_gen)
    no_truth = gk("stress", "--solution", "a.cpp", "--gen", "g.py", cwd=tmp_path)
    assert no_truth.returncode == 2 and "--brute b.py" in one_line_error(no_truth)
    missing = gk("stress", "--solution", "a.cpp", "--gen", "g.py", "--brute", "nope.py",
                 cwd=tmp_path)
    assert missing.returncode == 2 and "nope.py" in one_line_error(missing)


NULL_READ = """#include <cstdio>
int *table;
int lookup(int n) {
  return table[n];
}
int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 0;
  std::printf("%d\\n", lookup(n));
}
"""


def test_a_crash_names_its_line(tmp_path):
    # A segfault said SIGSEGV only; the line appeared with --debug, which nothing suggested.
    (tmp_path / "t").mkdir()
    write(tmp_path, {"a.cpp": NULL_READ, "t/1.in": "5\n", "t/1.out": "0\n"})
    result = gk("run", "--solution", "a.cpp", "--tests", "t", cwd=tmp_path)
    assert result.returncode == 1 and "SIGSEGV" in result.stdout, result.stdout + result.stderr
    assert "crashed at a.cpp:4 in lookup" in result.stdout, result.stdout


def test_the_likely_line_is_the_first_frame_in_the_users_files(tmp_path):
    sys.path.insert(0, str(ROOT))
    from judge.crashline import likely_line
    (tmp_path / "a.cpp").write_text(NULL_READ)
    report = (f"==1==ERROR: AddressSanitizer: SEGV on unknown address 0x0 (pc 0x1 T0)\n"
              f"    #0 0x7f in __pthread_kill_implementation nptl/pthread_kill.c:44\n"
              f"    #1 0x7f in std::vector<int>::operator[](unsigned long) "
              f"/usr/include/c++/12/bits/stl_vector.h:1123\n"
              f"    #2 0x55 in lookup(int) {tmp_path}/a.cpp:4\n"
              f"    #3 0x55 in main {tmp_path}/a.cpp:9\n")
    where, what = likely_line(report)
    assert where.endswith("a.cpp:4 in lookup") and what == "SEGV on unknown address"
    assert likely_line("Segmentation fault\n") is None
    ubsan = f"{tmp_path}/a.cpp:4:15: runtime error: load of null pointer of type 'int'\n"
    assert likely_line(ubsan)[0].endswith("a.cpp:4")


@pytest.mark.slow
def test_a_crash_found_by_stress_names_its_line(tmp_path):
    crashes_on_three = SUM_WRONG_ON_THREE.replace(
        "s + (n == 3)", "s + (n == 3 ? *(volatile long long*)nullptr : 0)")
    write(tmp_path, {"a.cpp": crashes_on_three, "b.py": SUM_BRUTE, "g.py": SUM_GEN})
    result = gk("stress", "--solution", "a.cpp", "--brute", "b.py", "--gen", "g.py",
                cwd=tmp_path)
    assert result.returncode == 1 and "SIGSEGV" in result.stdout, result.stdout + result.stderr
    assert "crashed at a.cpp:7: load of null pointer" in result.stdout, result.stdout


def documented_validator() -> str:
    """The complete validator of docs/problem-format.md's "Validators" section."""
    import re
    text = (ROOT / "docs" / "problem-format.md").read_text()
    section = text.split("## Validators", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_documented_validator_runs_as_documented(tmp_path):
    # The validator API (StrictInput) was described nowhere but in its source.
    validator = tmp_path / "validator.py"
    validator.write_text(documented_validator())

    def verdict(data: str) -> tuple[int, str]:
        result = subprocess.run([sys.executable, str(validator)], input=data, text=True,
                                capture_output=True, env={"PYTHONPATH": str(ROOT)}, timeout=60)
        return result.returncode, result.stderr.strip()

    assert verdict("2\n3 LRL\n1 2 3\n1 R\n0\n") == (0, "")
    rejected = {
        "2\n3 LRL\n1 2 3\n": "line 4: expected n, found end of input",
        "1\n3 LXL\n1 2 3\n": "line 2: s has an invalid value: 'LXL'",
        "1\n2 L\n1  2\n": "line 3: expected a_i[2], found a space",
        "1\n2 L\n1 02\n": "line 3: a_i[2] is not an integer in canonical form: '02'",
        "1\n1 L\n7\n\n": "line 4: expected end of input, found end of line",
        "1\n1 L\n1000000001\n": "constraint 0 <= a_i[1] <= 1000000000 violated",
    }
    for data, message in rejected.items():
        code, said = verdict(data)
        assert code == 1 and said.startswith("invalid input: ") and message in said, (data, said)
    over = "2\n" + "".join(f"{n} L\n" + " ".join(["0"] * n) + "\n" for n in (150000, 60000))
    assert verdict(over) == (1, "invalid input: line 4: the sum of n is more than 200000")


def test_a_count_of_rows_is_not_taken_for_cases_without_a_validator(tmp_path):
    # "n, then an n x n grid": the first line counts rows, not cases; cutting it into n
    # inputs of one row each would make inputs of another shape.
    grid_brute = ("import sys\nrows = sys.stdin.read().split()[1:]\n"
                  "print(sum(r.count('#') for r in rows))\n")
    grid_wrong = ("n = int(input())\nrows = [input() for _ in range(n)]\n"
                  "print(sum(r.count('#') for r in rows) + (n == 3))\n")
    grid_gen = ("import random, sys\nrng = random.Random(sys.argv[1])\nn = rng.randint(2, 4)\n"
                "print(n)\nfor _ in range(n):\n"
                "    print(''.join(rng.choice('.#') for _ in range(n)))\n")
    write(tmp_path, {"a.py": grid_wrong, "b.py": grid_brute, "g.py": grid_gen})
    result = gk("stress", "--solution", "a.py", "--brute", "b.py", "--gen", "g.py", cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "fails alone" not in result.stdout and "fail together" not in result.stdout
    rows = saved_input(result.stdout, tmp_path).split("\n")
    assert rows[0] == "3" and len(rows[1:-1]) == 3, rows   # still a 3 x 3 grid
