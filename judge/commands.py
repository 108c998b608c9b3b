"""The commands behind judge/cli.py."""
from __future__ import annotations

import sys
from pathlib import Path

from . import report as rep
from .errors import EXIT_CE, EXIT_JE, EXIT_OK, EXIT_REJECTED, UserError
from .judging import generated_tests, judge
from .problem import load_problem, problem_ids, tests_in_dir


def _exit_for(verdict: str) -> int:
    return {"AC": EXIT_OK, "CE": EXIT_CE, "JE": EXIT_JE}.get(verdict, EXIT_REJECTED)


def _tests_for(problem, tests_dir: Path | None):
    if tests_dir is not None:
        return tests_in_dir(tests_dir)
    tests = tests_in_dir(problem.dir / "tests") if (problem.dir / "tests").is_dir() else []
    return tests + generated_tests(problem)


def cmd_run(args) -> int:
    if args.jobs is not None and args.jobs < 1:
        raise UserError("-j must be at least 1")
    if args.solution is not None and not args.solution.is_file():
        raise UserError(f"solution file {args.solution} does not exist")
    if args.all == bool(args.problem):
        raise UserError("say one problem id or --all (e.g. `python3 -m judge run snim`)")
    colour = rep.use_colour()
    if args.all:
        if args.solution or args.tests:
            raise UserError("--solution and --tests need one problem, not --all")
        ids = problem_ids()
        if not ids:
            raise UserError("no problems in problems/ yet (`python3 -m judge new <id>` starts one)")
        problems = [load_problem(i) for i in ids]  # bad metadata stops before any run
        reports = []
        for problem in problems:
            report = judge(problem, problem.solution, _tests_for(problem, None), args.jobs)
            reports.append(report)
            if not args.json:
                print(rep.one_line(report, colour), flush=True)
        if args.json:
            print(rep.dumps([rep.to_json(r) for r in reports]))
        bad = [r for r in reports if r.verdict != "AC"]
        if not args.json:
            print(f"{len(reports) - len(bad)}/{len(reports)} problems accepted")
        return max((_exit_for(r.verdict) for r in reports), default=EXIT_OK,
                   key=lambda code: (code != EXIT_OK, code))
    problem = load_problem(args.problem)
    solution = args.solution or problem.solution
    tests = _tests_for(problem, args.tests)
    if not tests:
        raise UserError(f"problems/{problem.id} has no tests (tests/NAME.in + NAME.out)")
    width = max(len(t.name) for t in tests)
    report = judge(problem, solution, tests, args.jobs,
                   on_result=None if args.json else _Streamer(problem, width, colour))
    if args.json:
        print(rep.dumps(rep.to_json(report)))
    else:
        if report.verdict == "CE":
            print(f"{problem.id}: {solution}: compile error")
            print(report.compile_message)
        else:
            print(rep.header(report))
        print(rep.summary(report, colour))
    return _exit_for(report.verdict)


class _Streamer:
    """Prints the header once, then one row (and its details) per finished test."""

    def __init__(self, problem, width: int, colour: bool) -> None:
        self.problem, self.width, self.colour, self.started = problem, width, colour, False

    def __call__(self, result) -> None:
        if not self.started:
            self.started = True
            print(f"  {'test':<{self.width}}  verdict   time      memory  % TL")
        print(rep.row(result, self.problem.time_limit_ms, self.width, self.colour), flush=True)
        for line in rep.details(result):
            print(line)


def cmd_list(args) -> int:
    ids = problem_ids()
    if not ids:
        print("no problems yet")
        return EXIT_OK
    problems = [load_problem(i) for i in ids]
    width = max(len(p.id) for p in problems)
    for p in problems:
        assumed = "" if p.limits_confirmed else " (assumed)"
        print(f"{p.id:<{width}}  {p.title}  [{p.origin}] {p.time_limit_ms} ms, "
              f"{p.memory_limit_mib} MiB{assumed}, checker {p.checker}  {p.source}")
    return EXIT_OK


def cmd_bundle(args) -> int:
    from .bundle import bundle
    if not args.file.is_file():
        raise UserError(f"file {args.file} does not exist")
    sys.stdout.write(bundle(args.file))
    return EXIT_OK


def cmd_stress(args) -> int:
    from .stress import run_stress
    problem = load_problem(args.problem)
    if not args.solution.is_file():
        raise UserError(f"solution file {args.solution} does not exist")
    if args.jobs is not None and args.jobs < 1:
        raise UserError("-j must be at least 1")
    return run_stress(problem, args.solution, args.count or problem.stress_count, args.seed,
                      args.size or problem.stress_size, args.jobs)


def cmd_gen(args) -> int:
    from .generated import generate_input, pin_hashes, pin_mismatch
    problem = load_problem(args.problem)
    if not problem.generated:
        print(f"problems/{problem.id}/problem.toml has no [[generated]] tests")
        return EXIT_OK
    hashes, bad = {}, []
    width = max(len(g.name) for g in problem.generated)
    for entry in problem.generated:
        path, actual = generate_input(problem, entry)
        hashes[entry.name] = actual
        mismatch = pin_mismatch(problem, entry, actual)
        state = "pinned" if not mismatch else ("new pin" if args.pin else "NOT PINNED")
        if mismatch and not args.pin:
            bad.append(mismatch)
        print(f"{entry.name:<{width}}  {actual}  {path.stat().st_size:>9} bytes  {state}")
    if args.pin:
        pin_hashes(problem, hashes)
        print(f"wrote the hashes into problems/{problem.id}/problem.toml")
        return EXIT_OK
    for message in bad:
        print(f"judge: JE: {message}", file=sys.stderr)
    return EXIT_JE if bad else EXIT_OK


def cmd_validate(args) -> int:
    from .generated import generate_input, run_script
    problem = load_problem(args.problem)
    validator = problem.script("validator.py")
    inputs = []
    if (problem.dir / "tests").is_dir():
        inputs += [(f"problems/{problem.id}/tests/{p.name}", p)
                   for p in sorted((problem.dir / "tests").glob("*.in"))]
    for entry in problem.generated:
        path, _ = generate_input(problem, entry)
        inputs.append((f"generated {entry.name} (gen.py {entry.seed} {entry.size})", path))
    if not inputs:
        raise UserError(f"problems/{problem.id} has no test inputs to validate")
    from concurrent.futures import ThreadPoolExecutor
    from .judging import default_jobs

    def one(item):
        return item[0], run_script(validator, [], stdin=item[1].read_bytes())

    failures = 0
    with ThreadPoolExecutor(default_jobs()) as pool:
        for name, result in pool.map(one, inputs):
            if result.returncode != 0:
                failures += 1
                message = result.stderr.decode("utf-8", "replace").strip().splitlines()
                print(f"{name}: {message[-1] if message else f'exit {result.returncode}'}")
    if failures:
        print(f"validate {problem.id}: {failures} of {len(inputs)} inputs rejected by validator.py")
        return EXIT_REJECTED
    print(f"validate {problem.id}: all {len(inputs)} inputs valid")
    return EXIT_OK


def cmd_new(args) -> int:
    from .scaffold import scaffold
    directory = scaffold(args.problem)
    print(f"created {directory}: fill in every file, then `python3 -m judge gen {args.problem} --pin`, "
          f"`python3 -m judge validate {args.problem}`, `python3 -m judge run {args.problem}`")
    return EXIT_OK
