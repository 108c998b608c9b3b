"""A Kattis package's time limit when problem.yaml states none: derived from the accepted
submissions' times, as problemtools does. It runs the judge, so it is not part of reading the
package (judge/formats/kattis.py only says which multiplier and resolution apply)."""
from __future__ import annotations

import hashlib
import json
import math
import os
import sys
from dataclasses import replace
from fractions import Fraction

from .errors import UserError
from .formats.expectations import matches
from .judging import judge
from . import load
from .paths import cache_dir
from .problem import Problem


def derive_time_limit(problem: Problem, jobs: int | None = None) -> None:
    """A Kattis package that states no time limit: as problemtools does, run the accepted
    submissions, take the slowest test of the slowest one, multiply it by the package's
    multiplier and round it (derived_limit_ms). A 2025-09 package: every submission a rule of
    which does not permit TLE, on that rule's tests (lower_bounds). Says on stderr what it is
    running."""
    bounds = lower_bounds(problem)
    accepted = list(bounds)
    if not accepted:
        raise UserError(f"{problem.dir}: problem.yaml states no time limit and there is no "
                        f"submissions/accepted/ to derive it from; give one with --tl MS")
    # Measured once: the slowest time is kept in the cache under the hash of the accepted
    # sources and the tests, so that the limit does not move from one run to the next.
    digest = hashlib.sha256(b"slowest accepted test")
    for path in accepted:   # a file, or a folder kept as one program
        for part in (sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir()
                     else [path]):
            digest.update(part.read_bytes())
    for test in problem.package_tests or []:
        digest.update(test.input.read_bytes())
    memo = cache_dir() / "timelimit" / digest.hexdigest()[:32]
    # The slowest time is kept with the load it was measured at. One measured on a quiet
    # machine is used for good; one measured on a busy machine is used while the machine is
    # busy (measuring again then would only cost the time again, for a figure no better) and
    # replaced by the first measurement made on a quiet machine.
    before = _read_memo(memo)
    busy = load.busy_now()
    if before is not None and (not before[1] or busy):
        slowest, then = before
        _set_derived(problem, slowest, " (measured before" + (
            f" on a busy machine ({then}), kept while the machine is busy ({busy}))" if then
            else ")"))
        return
    probe = replace(problem, time_limit_ms=60_000)
    tests = problem.package_tests or []
    slowest, times = 0, []
    for number, path in enumerate(accepted, 1):
        print(f"{problem.id}: no time limit stated; deriving it: accepted submission "
              f"{number} of {len(accepted)} ({problem.name_of(path)}) on {len(tests)} tests "
              f"with a 60 s limit...", file=sys.stderr, flush=True)
        report = judge(probe, path, tests, jobs)
        counted = [t for t in report.tests if bounds[path] is None
                   or any(not glob or matches(glob, t.name) for glob in bounds[path])]
        refused = (report.verdict not in ("AC", "OK") if bounds[path] is None
                   else not report.compile_ok or any(t.verdict in ("TLE", "JE") for t in counted))
        if refused:
            raise UserError(f"{path} (accepted) is {report.verdict} with a 60 s limit; the "
                            f"time limit cannot be derived; give one with --tl MS")
        slowest = max([slowest, *(t.time_ms for t in counted)])
        times += [(t.time_ms, t.wall_ms) for t in counted]
    busy = load.measured_under_load(times)
    if busy and before is not None:
        slowest = min(slowest, before[0])   # the load only ever adds time
    memo.parent.mkdir(parents=True, exist_ok=True)
    tmp = memo.with_suffix(f".{os.getpid()}")
    tmp.write_text(json.dumps({"slowest_ms": slowest, "busy": busy,
                               "load": os.getloadavg()[0]}))
    tmp.replace(memo)
    _set_derived(problem, slowest, f" (measured on a busy machine: {busy}; kept until a quiet "
                                   f"machine measures it again)" if busy else "")


def lower_bounds(problem: Problem) -> dict:
    """{submission: the globs of the tests its times count on, None for every test that must
    all be accepted}: the accepted submissions; in a package with 2025-09 rules, each
    submission with a rule that does not permit TLE, on that rule's tests (the format's
    "Timelimit inference": a wrong answer's time bounds the limit from below too)."""
    if not problem.expectations:
        return {path: None for path, verdict in problem.submissions if verdict == "AC"}
    found: dict = {}
    for path, _ in problem.submissions:
        for rule in problem.expectations.get(path, []):
            if "TLE" not in rule.permitted:
                found.setdefault(path, []).append(rule.tests)
    return found


def _read_memo(memo) -> tuple[int, str] | None:
    """(the slowest accepted time, why the machine was busy then or "") of a kept
    measurement; None when there is none. A memo of an older kit (a number) was quiet."""
    try:
        text = memo.read_text()
    except OSError:
        return None
    try:
        data = json.loads(text)
        if isinstance(data, int):
            return data, ""
        return int(data["slowest_ms"]), str(data.get("busy", ""))
    except (ValueError, KeyError, TypeError):
        return None


def derived_limit_ms(slowest_ms: int, multiplier: float, resolution: float,
                     rounding: str) -> int:
    """problemtools' limit from the slowest accepted time: legacy ("nearest"), the exact limit
    rounded to the nearest whole second, a half up, at least 1 s; 2023-07 ("up"), rounded up
    to a multiple of the resolution, at least one. Exact in whole milliseconds (4.4 s is not
    4.4000000001)."""
    exact = Fraction(slowest_ms) * Fraction(repr(float(multiplier))) / 1000
    if rounding == "nearest":
        return 1000 * max(1, math.floor(exact + Fraction(1, 2)))
    step = Fraction(repr(float(resolution)))
    return round(1000 * max(1, math.ceil(exact / step)) * step)


def _set_derived(problem: Problem, slowest: int, when: str) -> None:
    multiplier = problem.time_multiplier
    problem.time_limit_ms = derived_limit_ms(slowest, multiplier, problem.time_resolution,
                                             problem.time_rounding)
    how = ("rounded to the nearest second (legacy format)" if problem.time_rounding == "nearest"
           else f"rounded up to {problem.time_resolution:g} s")
    problem.time_limit_note = (f"time limit derived as problemtools does: slowest accepted "
                               f"test {slowest} ms{when} x {multiplier:g}, {how}")


