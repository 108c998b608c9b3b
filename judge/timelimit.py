"""A Kattis package's time limit when problem.yaml states none: derived from the accepted
submissions' times, as problemtools does. It runs the judge, so it is not part of reading the
package (judge/formats/kattis.py only says which multiplier and resolution apply)."""
from __future__ import annotations

import hashlib
import math
import os
from dataclasses import replace

from .errors import UserError
from .judging import judge
from .paths import cache_dir
from .problem import Problem


def derive_time_limit(problem: Problem, jobs: int | None = None) -> None:
    """A Kattis package that states no time limit: as problemtools does, run the accepted
    submissions, take the slowest test of the slowest one, multiply it by time_multiplier
    (legacy 5, 2023-07 ac_to_time_limit 2) and round up to time_resolution (1 s)."""
    accepted = [path for path, verdict in problem.submissions if verdict == "AC"]
    if not accepted:
        raise UserError(f"{problem.dir}: problem.yaml states no time limit and there is no "
                        f"submissions/accepted/ to derive it from; give one with --tl MS")
    multiplier, resolution = problem.time_multiplier, problem.time_resolution
    # Measured once: the limit is kept in the cache under the hash of the accepted sources,
    # the tests and the multipliers, so that it does not move from one run to the next.
    digest = hashlib.sha256(f"{multiplier} {resolution}".encode())
    for path in accepted:
        digest.update(path.read_bytes())
    for test in problem.package_tests or []:
        digest.update(test.input.read_bytes())
    memo = cache_dir() / "timelimit" / digest.hexdigest()[:32]
    if memo.is_file():
        try:
            slowest = int(memo.read_text())
        except ValueError:
            slowest = -1
        if slowest >= 0:
            _set_derived(problem, slowest, multiplier, resolution, " (measured before)")
            return
    probe = replace(problem, time_limit_ms=60_000)
    slowest = 0
    for path in accepted:
        report = judge(probe, path, problem.package_tests or [], jobs)
        if report.verdict not in ("AC", "OK"):
            raise UserError(f"{path} (accepted) is {report.verdict} with a 60 s limit; the "
                            f"time limit cannot be derived; give one with --tl MS")
        slowest = max([slowest, *(t.time_ms for t in report.tests)])
    memo.parent.mkdir(parents=True, exist_ok=True)
    tmp = memo.with_suffix(f".{os.getpid()}")
    tmp.write_text(str(slowest))
    tmp.replace(memo)
    _set_derived(problem, slowest, multiplier, resolution, "")


def _set_derived(problem: Problem, slowest: int, multiplier: float, resolution: float,
                 when: str) -> None:
    seconds = max(1, math.ceil(slowest / 1000 * multiplier / resolution)) * resolution
    problem.time_limit_ms = round(seconds * 1000)
    problem.time_limit_note = (f"time limit derived as problemtools does: slowest accepted "
                               f"test {slowest} ms{when} x {multiplier:g}, rounded up to "
                               f"{resolution:g} s")


