"""The commands behind judge/cli.py."""
from __future__ import annotations

import fnmatch
import sys
from dataclasses import replace
from pathlib import Path

from . import report as rep
from .compiler import Build
from .errors import EXIT_CE, EXIT_JE, EXIT_OK, EXIT_REJECTED, UserError
from .judging import generated_tests, judge
from .paths import PROBLEMS
from .problem import (adhoc_problem, load_problem, load_problem_dir, parse_checker, problem_ids,
                      tests_in_dir)


def _exit_for(verdict: str) -> int:
    return {"AC": EXIT_OK, "OK": EXIT_OK, "CE": EXIT_CE, "JE": EXIT_JE}.get(verdict, EXIT_REJECTED)


def _tests_for(problem, tests_dir: Path | None):
    if tests_dir is not None:
        return tests_in_dir(tests_dir)
    if problem.package_tests is not None:
        return list(problem.package_tests)
    tests = tests_in_dir(problem.dir / "tests") if (problem.dir / "tests").is_dir() else []
    return tests + generated_tests(problem)


def _problem_for_run(args):
    """The problem named on the command line, else the current folder's problem.toml, else an
    ad-hoc problem made of --tests and the limits given."""
    # judge/formats only where a package may be in question: not for a run on --tests
    # (importing it is a tenth of a one-test `gk run`'s own time).
    def detect_kind(path: Path):
        from .formats import detect_kind as kind
        return kind(path)

    def load_package(path: Path):
        from .formats import load_package as load
        return load(path)

    if args.problem and Path(args.problem).is_dir() and detect_kind(Path(args.problem)) \
            not in (None, "kit"):
        problem = load_package(Path(args.problem))
    elif args.problem and Path(args.problem).is_dir() and detect_kind(Path(args.problem)) \
            is None and ("/" in args.problem or args.problem in (".", "..")
                         or args.problem.lower() not in problem_ids()):
        raise UserError(f"{args.problem} is neither a problem folder nor a package (no "
                        f"problem.toml, problem.yaml or data/, problem.xml, info.toml); to judge "
                        f"on the tests in it: --tests {args.problem}")
    elif args.problem:
        problem = load_problem(args.problem)
    elif Path("problem.toml").is_file():
        problem = load_problem_dir(Path.cwd())
    elif args.tests is None and detect_kind(Path.cwd()) is not None:
        problem = load_package(Path.cwd())
    elif args.tests is not None:
        problem = adhoc_problem(args.tests)
    elif usual := next((Path(d) for d in USUAL_TEST_DIRS if _holds_tests(Path(d))), None):
        args.tests = usual
        problem = adhoc_problem(usual)
    else:
        raise UserError("say which problem: an id (`gk run snim`), --all, a folder with a "
                        "problem.toml, or tests: `gk run --solution a.cpp --tests DIR` "
                        "(tests/ or test/ are found by themselves)")
    changes = {}
    if args.tl is not None:
        changes["time_limit_ms"] = args.tl
    if args.ml is not None:
        changes["memory_limit_mib"] = args.ml
    if getattr(args, "stack", None) is not None:
        changes["stack_limit_mib"] = args.stack
    if args.checker is not None:
        changes.update(parse_checker(args.checker))
    if args.interactor is not None:
        if not args.interactor.is_file():
            raise UserError(f"interactor file {args.interactor} does not exist")
        changes.update(interactive=True, interactor_source=args.interactor.resolve())
    if getattr(args, "include", None):
        for folder in args.include:
            if not folder.is_dir():
                raise UserError(f"--include {folder}: no such folder")
        changes["include_dirs"] = (*(f.resolve() for f in args.include), *problem.include_dirs)
    problem = replace(problem, **changes) if changes else problem
    if problem.kind == "kattis" and not problem.time_limit_ms:
        from .timelimit import derive_time_limit
        derive_time_limit(problem, args.jobs)
    return problem


def _select(tests, patterns: list[str] | None):
    if not patterns:
        return tests
    names = ", ".join(t.name for t in tests[:8]) + (", ..." if len(tests) > 8 else "")
    for pattern in patterns:
        if not any(fnmatch.fnmatchcase(t.name, pattern) for t in tests):
            raise UserError(f"no test matches --test {pattern!r}; the tests are: {names}")
    return [t for t in tests if any(fnmatch.fnmatchcase(t.name, p) for p in patterns)]


# Where a contestant's tests usually are when no problem says so (oj uses test/; CPH, the VS
# Code extension, .cph/).
USUAL_TEST_DIRS = ("tests", "test", ".cph")
# The solution gk listen starts a folder with, and its Python twin.
USUAL_SOLUTIONS = ("a.cpp", "a.py")


def _holds_sources(folder: Path) -> bool:
    """A folder judged as one program (judge/programs.py): it has a source file."""
    from .compiler import CPP_SUFFIXES
    from .languages import LANGUAGES
    known = {*CPP_SUFFIXES, ".py", *(s for lang in LANGUAGES.values() for s in lang.suffixes)}
    return any(p.is_file() and p.suffix in known for p in folder.iterdir())


def cmd_run(args) -> int:
    if args.solution is not None and args.solution.is_dir() and not _holds_sources(args.solution):
        raise UserError(f"--solution {args.solution} is a directory without source files; give "
                        f"a source file (e.g. {args.solution / 'a.cpp'}) or a folder of one "
                        f"program's sources")
    if args.solution is not None and not args.solution.exists():
        raise UserError(f"solution file {args.solution} does not exist")
    if args.all and args.problem:
        raise UserError("say one problem id or --all, not both")
    colour = rep.use_colour()
    if args.all:
        if args.solution or args.tests or args.test_glob:
            raise UserError("--solution, --tests and --test need one problem, not --all")
        ids = problem_ids()
        if not ids:
            raise UserError("no problems in problems/ yet (`gk new <id>` starts one)")
        problems = [load_problem(i) for i in ids]  # bad metadata stops before any run
        reports = []
        for problem in problems:
            report = judge(problem, problem.solution, _tests_for(problem, None), args.jobs,
                           build=_build(args, problem), fail_fast=args.fail_fast)
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
    if args.tests is not None and str(args.tests) == "-":
        args.tests = _stdin_test()
    problem = _problem_for_run(args)
    solution = args.solution
    if solution is None and not problem.adhoc and problem.solution.is_file():
        solution = problem.solution
    if solution is None:  # a package's accepted submission, else the folder's a.cpp / a.py
        accepted = [path for path, tag in problem.submissions if tag in ("AC", "main", "ma")]
        if accepted:
            problem = replace(problem, reference_source=problem.reference_source or accepted[0])
            solution = problem.solution
    if solution is None:
        solution = next((Path(f) for f in USUAL_SOLUTIONS if Path(f).is_file()), None)
        if solution is None:
            raise UserError("say which file to judge: --solution a.cpp (or a.py)")
        if not args.json:
            print(f"judging {solution} (the folder's {solution.name}; --solution says another)")
    tests = _select(_tests_for(problem, args.tests), args.test_glob)
    if not tests:
        raise UserError(f"{problem.id} has no tests (tests/NAME.in + NAME.out); "
                        f"or give some with --tests DIR")
    width = max(4, *(len(t.name) for t in tests))
    report = judge(problem, solution, tests, args.jobs,
                   on_result=None if args.json else _Streamer(problem, width, colour),
                   build=_build(args, problem), fail_fast=args.fail_fast, want_diff=args.diff,
                   want_stderr=args.stderr)
    if args.json:
        print(rep.dumps(rep.to_json(report)))
    else:
        if report.verdict == "CE":
            print(f"{problem.id}: {solution}: compile error")
            print(report.compile_message)
        else:
            print(rep.header(report))
        for line in rep.scores(report):
            print(line)
        print(rep.summary(report, colour))
        from .crashline import explain_first_crash  # a crash: its line, from a debug rebuild
        for line in explain_first_crash(problem, solution, tests, report.tests,
                                        _build(args, problem)):
            print(line)
    return _exit_for(report.verdict)


def _holds_tests(folder: Path) -> bool:
    """A tests/ or test/ of a contestant's folder: inputs right inside it (the kit's own tests/
    holds code, not inputs)."""
    return folder.is_dir() and any(p.suffix in (".in", ".prob") or p.name.isdigit()
                                   for p in folder.iterdir())


def _stdin_test() -> Path:
    """`--tests -`: the input typed or piped on stdin, as one test without an answer."""
    import atexit
    import shutil
    import tempfile
    data = sys.stdin.buffer.read()
    top = Path(tempfile.mkdtemp(prefix="gk-"))
    atexit.register(shutil.rmtree, top, True)
    (top / "stdin").mkdir()
    (top / "stdin" / "stdin.in").write_bytes(data)
    return top / "stdin" / "stdin.in"


def _build(args, problem) -> Build:
    return Build(std=args.std or problem.std, debug=args.debug, pypy=args.pypy,
                 java_main_class=problem.java_main_class)


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
              f"{p.memory_limit_mib} MiB{assumed}, "
              f"{'interactive' if p.interactive else f'checker {p.checker}'}  {p.source}")
    return EXIT_OK


def cmd_bundle(args) -> int:
    from .bundle import bundle
    if args.file.is_dir():
        raise UserError(f"{args.file} is a directory; give the solution file to bundle")
    if not args.file.is_file():
        raise UserError(f"file {args.file} does not exist")
    from .compiler import language_of
    if language_of(args.file) != "cpp":  # one file already: submitted as it is
        sys.stdout.write(args.file.read_text(encoding="utf-8"))
    else:
        sys.stdout.write(bundle(args.file))
    return EXIT_OK


def _named_or_here(name: str | None):
    """The problem named on the command line, else the current folder's problem.toml."""
    if name is not None:
        return load_problem(name)
    if Path("problem.toml").is_file():
        return load_problem_dir(Path.cwd())
    raise UserError("say which problem: an id of the kit or a folder with a problem.toml "
                    "(or run this inside such a folder)")


def cmd_stress(args) -> int:
    from .stress import run_stress, stress_files
    # Any folder: a problem named, the folder's problem.toml, else no problem (default limits).
    problem = (_named_or_here(args.problem) if args.problem or Path("problem.toml").is_file()
               else adhoc_problem(Path.cwd()))
    if args.solution.is_dir():
        raise UserError(f"--solution {args.solution} is a directory; give a source file")
    if not args.solution.is_file():
        raise UserError(f"solution file {args.solution} does not exist")
    files = stress_files(problem, args.gen, args.brute, args.validator)
    return run_stress(problem, args.solution, args.count or problem.stress_count, args.seed,
                      args.size or problem.stress_size, args.jobs, build=_build(args, problem),
                      files=files)


def cmd_gen(args) -> int:
    from .generated import generate_input, pin_hashes, pin_mismatch
    problem = _named_or_here(args.problem)
    if not problem.generated:
        print(f"{problem.shown}/problem.toml has no [[generated]] tests")
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
        print(f"wrote the hashes into {problem.shown}/problem.toml")
        return EXIT_OK
    for message in bad:
        print(f"judge: JE: {message}", file=sys.stderr)
    return EXIT_JE if bad else EXIT_OK


def cmd_validate(args) -> int:
    from .generated import generate_input, run_script
    problem = _named_or_here(args.problem)
    validator = problem.script("validator.py")
    inputs = []
    if (problem.dir / "tests").is_dir():
        inputs += [(f"{problem.shown}/tests/{p.name}", p)
                   for p in sorted((problem.dir / "tests").glob("*.in"))]
    for entry in problem.generated:
        path, _ = generate_input(problem, entry)
        inputs.append((f"generated {entry.name} (gen.py {entry.seed} {entry.size})", path))
    if not inputs:
        raise UserError(f"{problem.shown} has no test inputs to validate")
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
    print(f"created {directory}: fill in every file, then `gk gen {args.problem} --pin`, "
          f"`gk validate {args.problem}`, `gk run {args.problem}`")
    if directory.parent != PROBLEMS:
        print("(outside the kit, so here and not in the kit's problems/; `make new` adds one there)")
    return EXIT_OK


def cmd_play(args) -> int:
    from .play import play
    if args.seed is not None and args.test is not None:
        raise UserError("say --seed or --test, not both")
    return play(args.problem, args.seed, args.test)


def cmd_listen(args) -> int:
    from .listen import serve
    return serve(args.port, args.dir, args.count)


def _first_failure(report) -> str:
    """The verdict a judge that stops at the first failing test gives (Kattis, Polygon): the
    first test, in order, that is not accepted; AC when none. A scored package's test that
    earned points from its checker (PC: testlib's quitp) is not a failure when the
    submission's score is the maximum (Polygon scores it by those points)."""
    if report.verdict == "CE":
        return "CE"
    full = report.score is not None and report.max_score and report.score >= report.max_score
    passed = ("AC", "OK", "PC") if full else ("AC", "OK")
    return next((t.verdict for t in report.tests if t.verdict not in passed), "AC")


def cmd_verify(args) -> int:
    """Every submission of a package against its expected verdict (problemtools'
    verifyproblem, Polygon's invocations): a table, exit 1 when one does not match. A
    submission the kit cannot run (its language, a missing compiler) is listed as not judged
    and counted apart."""
    from .formats import allowed_verdicts
    from .formats.expectations import check as rules_met
    args.ml = args.checker = args.interactor = args.tests = None
    problem = _problem_for_run(args)
    if not problem.submissions and not problem.unjudged:
        where = {"kattis": "submissions/<verdict>/", "polygon": "problem.xml <solutions>",
                 "library-checker": "sol/correct.cpp"}.get(problem.kind, "a package")
        raise UserError(f"{problem.id} has no submissions to verify (looked in {where})")
    tests = list(problem.package_tests or _tests_for(problem, None))
    if not tests:
        raise UserError(f"{problem.id} has no tests")
    colour = rep.use_colour()
    every = [(path, tag, "") for path, tag in problem.submissions] + list(problem.unjudged)
    every.sort(key=lambda entry: str(entry[0]))
    width = max(len(problem.name_of(path)) for path, _, _ in every)
    tag_width = max(8, *(len(tag) for _, tag, _ in every))
    print(f"{problem.id}: {problem.kind} package, {len(tests)} tests; limits "
          f"{problem.time_limit_ms} ms, {problem.memory_limit_mib} MiB"
          + (f" ({problem.time_limit_note})" if problem.time_limit_note else ""))
    print(f"  {'submission':<{width}}  {'expected':<{tag_width}}  got   slowest   result")
    bad, skipped = 0, 0
    for path, tag, why in every:
        shown = f"  {problem.name_of(path):<{width}}  {tag:<{tag_width}}"
        report = None
        if not why:
            try:
                # A scored package runs every test (the score needs them all), and so does a
                # submission with rules (submissions.yaml: per test group, at least one ...).
                report = judge(problem, path, tests, args.jobs, build=_build(args, problem),
                               fail_fast=not problem.groups and path not in problem.expectations)
            except UserError as error:   # its language's compiler is missing, say
                why = str(error)
        if report is None:
            skipped += 1
            print(f"{shown}  {'-':<4}  {'-':>8}  not judged: {why}", flush=True)
            continue
        got = report.graded or _first_failure(report)
        ok = got in allowed_verdicts(problem.kind, tag)
        if path in problem.expectations:   # 2025-09: its rules, test by test
            ok, got = rules_met(problem.expectations[path], report)
        elif tag == "partial":   # Kattis partially_accepted: accepted, below the maximum score
            ok = got == "AC" and report.score is not None and report.score != report.max_score
            got = f"{report.score:g}/{report.max_score:g}" if report.score is not None else got
        bad += not ok
        slow = max((t.time_ms for t in report.tests), default=0)
        mark = rep.paint("AC" if ok else "WA", "ok" if ok else "MISMATCH", colour)
        score = (f"  score {report.score:g}/{report.max_score:g}"
                 if report.score is not None and tag != "partial" else "")
        print(f"{shown}  {got:<4}  {slow:>5} ms  {mark}{score}", flush=True)
    judged = len(every) - skipped
    print(f"{problem.id}: {judged - bad}/{judged} judged submissions got their expected verdict"
          + (f"; {skipped} not judged (listed above, with why)" if skipped else ""))
    if not judged:
        print(f"{problem.id}: no submission could be judged, so nothing was verified",
              file=sys.stderr)
        return EXIT_REJECTED
    return EXIT_REJECTED if bad else EXIT_OK
