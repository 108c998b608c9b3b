#!/usr/bin/env python3
"""The judge's own cost per test, against running the same binary directly on the same inputs.

    python3 tools/judge_bench.py [PROBLEM] [--rounds N] [-j 1]
    python3 tools/judge_bench.py --interactive [--moves M] [--rounds N]
    python3 tools/judge_bench.py --startup [PROBLEM] [--rounds N] [--baseline KIT]
    python3 tools/judge_bench.py --loop [PROBLEM] [--rounds N]
    python3 tools/judge_bench.py [PROBLEM] --baseline KIT [--rounds RUNS]

Both sides run every test of PROBLEM (default snim; generated tests included) with the
reference solution's cached binary, in alternating rounds so that machine load hits both alike:
- direct: a plain subprocess per test, stdin from the input file, stdout to a file;
- judge:  the judge's per-test path (sandbox supervisor with PID namespace, rlimits, pipes,
          wait4, cleanup; the problem's checker; temporary files), serially (-j 1).
It prints the median milliseconds per test of each side, the overhead per test and the ratio.
Compiling is excluded (the binary is cached before timing; re-judging recompiles nothing).

--interactive times one game of M moves (default 10^4) of the judge's fixture problem take-away
(tests/judge/fixtures/problems/take-away: the reference against the C++ interactor, every move a
line each way), in alternating rounds:
- direct: the two programs joined by two plain pipes, no supervisor, no relay, both on one CPU
          as the judge places them (so that the difference is the relay's, not the placement's);
- judged: the judge's interactive run (supervisor, namespace, limits, the relay that records the
          dialogue, deadlock watch, cleanup), as the judge runs it: the three processes share one
          CPU while they only talk;
- unpinned: the same with JUDGE_SANDBOX_NO_PIN=1 (the kernel places the three processes).
It prints, as medians, each side's wall time and the two programs' CPU time, the judged wall
time beyond that CPU time (the issue's budget: at most 0.5 s for 10^4 moves), and the relay's
cost per move and per round trip (a move and its reply) against the direct pipes.

--startup times whole commands as a user types them, in alternating rounds, each a fresh process
(tools/gk: /usr/bin/python3 -P -m judge), nothing to compile (the binary is cached first):
- `python3 -P -c pass`: the interpreter alone, the floor of any Python command;
- `gk --help`: the interpreter, the judge's imports and its argument parser;
- direct: the reference binary run once on PROBLEM's first test (stdin and stdout files);
- `gk run --solution SOLUTION --tests ONE-TEST -j 1`: a contestant's run on one test (the
  ad-hoc problem: no problem folder), from the caller's folder.
It prints the medians of the wall time and of the CPU time (user + sys of the command and its
children: less moved by the machine's load than the wall time), and the judge's start: `gk run`
on one test minus the direct run.
--loop runs PROBLEM's first test --rounds times in one process, alternating a direct run with
the judge's whole per-test path (Judge.run_test: run folder, supervisor, checker, files).
--baseline KIT times another checkout's tools/gk in the same rounds (before/after a change);
without --startup, it alternates both kits' `judge_bench.py PROBLEM --rounds 3` (--rounds runs
of each) and prints the medians of their overheads per test.
"""
from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.compiler import compile_source  # noqa: E402
from judge.judging import generated_tests, judge  # noqa: E402
from judge.problem import load_problem, tests_in_dir  # noqa: E402


def direct_game(solution: Path, interactor: Path, test_input: Path, tout: Path):
    """(wall s, CPU s of both programs): the two programs joined by plain pipes."""
    import os
    import resource
    to_jury, to_solution = os.pipe(), os.pipe()
    cpu = {os.sched_getaffinity(0).pop()} if hasattr(os, "sched_getaffinity") else None

    def one_cpu():
        if cpu:
            os.sched_setaffinity(0, cpu)

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    jury = subprocess.Popen([str(interactor), str(test_input), str(tout)], stdin=to_jury[0],
                            stdout=to_solution[1], stderr=subprocess.DEVNULL, preexec_fn=one_cpu)
    player = subprocess.Popen([str(solution)], stdin=to_solution[0], stdout=to_jury[1],
                              preexec_fn=one_cpu)
    for fd in (*to_jury, *to_solution):
        os.close(fd)
    player.wait()
    jury.wait()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert jury.returncode == 0, "the reference must win the benchmark's game"
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def interactive_bench(moves: int, rounds: int) -> int:
    from judge import sandbox
    from judge.problem import load_problem_dir
    problem = load_problem_dir(ROOT / "tests" / "judge" / "fixtures" / "problems" / "take-away")
    solution = compile_source(problem.solution).path
    interactor = compile_source(problem.interactor_source, tag="interactor").path
    limits = sandbox.Limits(problem.time_limit_ms, problem.memory_limit_mib)
    import os
    direct_wall, direct_cpu, judged_wall, judged_cpu = [], [], [], []
    free_wall, free_cpu = [], []
    with tempfile.TemporaryDirectory() as tmp:
        # n = 2M, a multiple of 4: the solution says Second, the jury takes 1, the solution 3.
        test_input = Path(tmp) / "game.in"
        test_input.write_text(f"{2 * moves}\n")
        for _ in range(rounds):
            wall, cpu = direct_game(solution, interactor, test_input, Path(tmp) / "tout")
            direct_wall.append(wall)
            direct_cpu.append(cpu)
            for pin, walls, cpus in ((True, judged_wall, judged_cpu), (False, free_wall, free_cpu)):
                if pin:
                    os.environ.pop("JUDGE_SANDBOX_NO_PIN", None)
                else:
                    os.environ["JUDGE_SANDBOX_NO_PIN"] = "1"
                start = time.perf_counter()
                run = sandbox.run_interactive(solution, interactor, test_input,
                                              Path(tmp) / "run", limits)
                walls.append(time.perf_counter() - start)
                cpus.append((run.solution.cpu_ms + run.interactor.cpu_ms) / 1000)
                assert run.interactor.exit_code == 0 and run.solution_lines == moves // 2 + 1, run
            os.environ.pop("JUDGE_SANDBOX_NO_PIN", None)
    med = statistics.median
    beyond = [w - c for w, c in zip(judged_wall, judged_cpu)]
    direct_beyond = [w - c for w, c in zip(direct_wall, direct_cpu)]
    relay = [(j - d) for j, d in zip(judged_wall, direct_wall)]
    free_beyond = [w - c for w, c in zip(free_wall, free_cpu)]
    print(f"judge_bench --interactive: a {moves}-move game x {rounds} rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.node()}, "
          f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"  direct pipes   wall {1000 * med(direct_wall):7.1f} ms, CPU of both "
          f"{1000 * med(direct_cpu):6.1f} ms, beyond CPU {1000 * med(direct_beyond):6.1f} ms")
    print(f"  judged         wall {1000 * med(judged_wall):7.1f} ms, CPU of both "
          f"{1000 * med(judged_cpu):6.1f} ms, beyond CPU {1000 * med(beyond):6.1f} ms "
          f"(max {1000 * max(beyond):.1f} ms; budget 500 ms)")
    print(f"  unpinned       wall {1000 * med(free_wall):7.1f} ms, CPU of both "
          f"{1000 * med(free_cpu):6.1f} ms, beyond CPU {1000 * med(free_beyond):6.1f} ms "
          f"(max {1000 * max(free_beyond):.1f} ms)")
    print(f"  relay's cost   {1e6 * med(relay) / moves:6.1f} us per move, "
          f"{2e6 * med(relay) / moves:6.1f} us per round trip (judged wall - direct wall, "
          f"median {1000 * med(relay):.1f} ms)")
    return 0 if med(beyond) <= 0.5 else 1


def _timed(command: list[str], **kwargs) -> float:
    """Milliseconds of wall time of one run of `command` (its output thrown away)."""
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   **kwargs)
    return (time.perf_counter() - start) * 1000


def startup_bench(problem_id: str, rounds: int, baseline: Path | None = None) -> int:
    problem = load_problem(problem_id)
    tests = tests_in_dir(problem.dir / "tests")
    binary = compile_source(problem.solution).path
    gk = [str(ROOT / "tools" / "gk")]
    python = "/usr/bin/python3" if Path("/usr/bin/python3").exists() else sys.executable
    times: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "t"
        one.mkdir()
        (one / "1.in").write_bytes(tests[0].input.read_bytes())
        (one / "1.out").write_bytes(tests[0].answer.read_bytes())
        out = Path(tmp) / "out"
        run = [*gk, "run", "--solution", str(problem.solution), "--tests", str(one), "-j", "1"]
        subprocess.run(run, cwd=tmp, capture_output=True, check=True)  # compiles if need be

        def direct() -> float:
            start = time.perf_counter()
            with open(one / "1.in", "rb") as stdin, open(out, "wb") as stdout:
                subprocess.run([str(binary)], stdin=stdin, stdout=stdout, check=True)
            return (time.perf_counter() - start) * 1000

        sides = {"python3 -P -c pass": lambda: _timed([python, "-P", "-c", "pass"]),
                 "gk --help": lambda: _timed([*gk, "--help"]),
                 "direct run, one test": direct,
                 "gk run, one test": lambda: _timed(run, cwd=tmp)}
        if baseline is not None:  # another checkout's gk, timed in the same rounds
            old = [str(baseline / "tools" / "gk")]
            old_run = [*old, *run[1:]]
            subprocess.run(old_run, cwd=tmp, capture_output=True, check=True)
            sides["baseline gk --help"] = lambda: _timed([*old, "--help"])
            sides["baseline gk run"] = lambda: _timed(old_run, cwd=tmp)
        import resource
        cpu: dict[str, list[float]] = {}   # user + sys of the command and its children
        for _ in range(rounds):
            for name, side in sides.items():
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                times.setdefault(name, []).append(side())
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu.setdefault(name, []).append(1000 * (after.ru_utime - before.ru_utime
                                                        + after.ru_stime - before.ru_stime))
    load = open("/proc/loadavg").read().split()[0] if Path("/proc/loadavg").exists() else "?"
    version = subprocess.run([python, "-c", "import platform; print(platform.python_version())"],
                             capture_output=True, text=True).stdout.strip()
    # With PYTHONDONTWRITEBYTECODE set and no __pycache__ yet, every start compiles the judge's
    # modules from source (a third of a `gk run`'s start): say which was measured.
    import os
    cached = "off (PYTHONDONTWRITEBYTECODE)" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on"
    print(f"judge_bench --startup {problem.id}: {rounds} rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.node()}, "
          f"{platform.processor() or platform.machine()}, Python {version}, "
          f"load average {load}, bytecode cache {cached}")
    med = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        print(f"  {name:<26} {med[name]:7.1f} ms (median; min {min(values):.1f}, "
              f"max {max(values):.1f}); CPU {statistics.median(cpu[name]):.1f} ms")
    for new, old in (("gk --help", "baseline gk --help"), ("gk run, one test", "baseline gk run")):
        if old in times:  # paired by round: the load's drift cancels
            for what, series in (("", times), ("CPU ", cpu)):
                diffs = [a - b for a, b in zip(series[new], series[old])]
                faster = sum(d < 0 for d in diffs)
                print(f"  {what + new + ' - baseline':<26} {statistics.median(diffs):7.1f} ms "
                      f"(median of the rounds' differences; {faster} of {len(diffs)} rounds less)")
    for prefix, key in (("", "gk run, one test"), ("baseline ", "baseline gk run")):
        if key in med:
            start = med[key] - med["direct run, one test"]
            print(f"  {prefix + 'judge start':<26} {start:7.1f} ms (gk run on one test - direct "
                  f"run); beyond the interpreter {start - med['python3 -P -c pass']:.1f} ms")
    return 0


def loop_bench(problem_id: str, rounds: int) -> int:
    """PROBLEM's first test, ROUNDS times in one process, alternating: run directly, and through
    Judge.run_test (the whole per-test path: run folder, supervisor, checker, files)."""
    import shutil
    from judge.judging import Judge
    problem = load_problem(problem_id)
    test = tests_in_dir(problem.dir / "tests")[0]
    binary = compile_source(problem.solution)
    workdir = Path(tempfile.mkdtemp(prefix="judge-bench-"))
    runner = Judge(problem, binary, workdir)
    direct_ms, judged_ms = [], []
    try:
        for _ in range(rounds):
            start = time.perf_counter()
            with open(test.input, "rb") as stdin, open(workdir / "direct.out", "wb") as stdout:
                subprocess.run([str(binary.path)], stdin=stdin, stdout=stdout,
                               stderr=subprocess.DEVNULL, check=True)
            direct_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            result = runner.run_test(test, 0)
            judged_ms.append((time.perf_counter() - start) * 1000)
            assert result.verdict == "AC", result
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    med = statistics.median
    print(f"judge_bench --loop {problem.id} ({test.name}): {rounds} rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, load average "
          f"{open('/proc/loadavg').read().split()[0]}")
    print(f"  direct {med(direct_ms):.2f} ms, judged {med(judged_ms):.2f} ms (medians): "
          f"{med(judged_ms) - med(direct_ms):.2f} ms over; paired by round "
          f"{med([j - d for j, d in zip(judged_ms, direct_ms)]):.2f} ms")
    return 0


def paired_overhead(problem_id: str, runs: int, baseline: Path) -> int:
    """Each kit's `judge_bench.py PROBLEM --rounds 3`, alternating, RUNS times: the medians of
    each kit's overhead per test (a run's judged minus its own direct run)."""
    import re
    overheads: dict[str, list[float]] = {"this kit": [], "baseline": []}
    for _ in range(runs):
        for name, kit in (("this kit", ROOT), ("baseline", baseline)):
            out = subprocess.run([sys.executable, str(kit / "tools" / "judge_bench.py"), problem_id,
                                  "--rounds", "3"], capture_output=True, text=True, cwd=kit,
                                 check=True).stdout
            overheads[name].append(float(re.search(r"overhead\s+([\d.-]+) ms", out).group(1)))
    print(f"judge_bench {problem_id} --baseline {baseline}: {runs} alternating runs of 3 rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, load average "
          f"{open('/proc/loadavg').read().split()[0]}")
    for name, values in overheads.items():
        print(f"  {name:<9} overhead per test {statistics.median(values):6.2f} ms (median; runs: "
              f"{' '.join(f'{v:.1f}' for v in values)})")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("problem", nargs="?", default="snim")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--interactive", action="store_true",
                        help="time a game through the interactive relay instead")
    parser.add_argument("--moves", type=int, default=10_000,
                        help="moves of the --interactive game (even; default 10000)")
    parser.add_argument("--startup", action="store_true",
                        help="time whole commands (gk --help, gk run on one test) instead")
    parser.add_argument("--loop", action="store_true",
                        help="one test, --rounds times in one process: direct against the "
                             "judge's whole per-test path")
    parser.add_argument("--baseline", type=Path, metavar="KIT",
                        help="compare with another checkout (e.g. a `git worktree` of an older "
                             "commit): with --startup its gk in the same rounds; else both kits' "
                             "overhead per test, alternating runs of 3 rounds (--rounds: runs)")
    args = parser.parse_args()
    if args.loop:
        return loop_bench(args.problem, args.rounds)
    if args.startup:
        return startup_bench(args.problem, args.rounds, args.baseline)
    if args.interactive:
        if args.moves < 2 or args.moves % 2:
            parser.error("--moves must be even and at least 2")
        return interactive_bench(args.moves, args.rounds)
    if args.baseline is not None:
        return paired_overhead(args.problem, args.rounds, args.baseline)
    problem = load_problem(args.problem)
    tests = tests_in_dir(problem.dir / "tests") + generated_tests(problem)
    first = judge(problem, problem.solution, tests, jobs=1)  # compiles, makes generated tests
    if first.verdict != "AC":
        print(f"the reference is not accepted ({first.verdict}); fix that first")
        return 1
    binary = compile_source(problem.solution).path
    # The generated inputs, as the judge made them.
    from judge.generated import generate_input
    inputs = [t.input for t in tests if t.generated is None]
    inputs += [generate_input(problem, t.generated)[0] for t in tests if t.generated is not None]

    direct_ms, judge_ms = [], []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        for _ in range(args.rounds):
            start = time.perf_counter()
            for path in inputs:
                with open(path, "rb") as stdin, open(out, "wb") as stdout:
                    subprocess.run([str(binary)], stdin=stdin, stdout=stdout,
                                   stderr=subprocess.DEVNULL, check=True)
            direct_ms.append((time.perf_counter() - start) * 1000 / len(inputs))
            start = time.perf_counter()
            report = judge(problem, problem.solution, tests, jobs=1)
            judge_ms.append((time.perf_counter() - start) * 1000 / len(tests))
            assert report.verdict == "AC"
    direct, judged = statistics.median(direct_ms), statistics.median(judge_ms)
    cli_start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "judge", "run", problem.id, "-j", "1"], cwd=ROOT,
                   capture_output=True, check=True)
    cli = (time.perf_counter() - cli_start) * 1000
    print(f"judge_bench {problem.id}: {len(tests)} tests x {args.rounds} rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.node()}, "
          f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"  direct run      {direct:7.2f} ms per test (median of rounds; "
          f"min {min(direct_ms):.2f}, max {max(direct_ms):.2f})")
    print(f"  judged          {judged:7.2f} ms per test (median of rounds; "
          f"min {min(judge_ms):.2f}, max {max(judge_ms):.2f})")
    print(f"  overhead        {judged - direct:7.2f} ms per test; ratio judged/direct "
          f"{judged / direct:.2f}")
    print(f"  whole command   {cli:7.0f} ms for `python3 -m judge run {problem.id} -j 1` "
          f"(interpreter start, nothing recompiled)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
