"""Scores of a package's test groups (Kattis scoring problems, Polygon groups and points,
IOI-style subtasks): each test earns a score, a group aggregates its tests' scores, and the
total is the sum over groups.

A group's `policy` says how:
- "sum" / "min" / "max" / "avg" (Kattis `grader_flags`): a test earns `accept_score` when AC,
  the validator's score.txt when it gave one, else `reject_score`; the group is the sum
  (default), minimum, maximum or mean of them; `on_reject: break` makes every test after the
  first rejected one earn `reject_score` too (the judge stops there).
- "each-test" (Polygon): the sum of the `points` of the accepted tests (a PC test earns the
  checker's points, when it gave some, up to the test's).
- "complete-group" (Polygon): the group's `points` when every test is accepted, else 0.
A group with `dependencies` (Polygon) earns nothing unless every test of those groups is
accepted.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .verdicts import worst


@dataclass
class Group:
    name: str
    tests: list[str] = field(default_factory=list)   # test names, in judging order
    policy: str = "sum"
    points: float | None = None          # Polygon complete-group: the group's points
    test_points: dict = field(default_factory=dict)  # Polygon each-test: points per test
    accept_score: float = 1.0
    reject_score: float = 0.0
    on_reject: str = "break"
    max_score: float | None = None       # Kattis `range`'s upper end, when given
    dependencies: list = field(default_factory=list)   # Polygon: groups that must all pass


def _max(group: Group) -> float:
    if group.max_score is not None:
        return group.max_score
    if group.policy == "each-test":
        return sum(group.test_points.get(t, 0) for t in group.tests)
    if group.policy == "complete-group":
        return group.points or 0
    n = len(group.tests)
    if group.policy == "sum":
        return n * group.accept_score
    return group.accept_score if n else 0


def group_score(group: Group, results: dict) -> tuple[float, str]:
    """(score, verdict) of a group: the worst verdict of its tests and their aggregate."""
    verdicts = [results[t].verdict for t in group.tests if t in results]
    verdict = worst(verdicts) if verdicts else "AC"
    if group.policy == "complete-group":
        ok = verdicts and all(v == "AC" for v in verdicts) and len(verdicts) == len(group.tests)
        return (group.points or 0) if ok else 0, verdict
    if group.policy == "each-test":
        total = 0.0
        for name in group.tests:
            result = results.get(name)
            worth = group.test_points.get(name, 0)
            if result is None:
                continue
            if result.verdict == "AC":
                total += worth
            elif result.verdict == "PC" and result.points is not None:
                total += min(worth, result.points) if worth else result.points
        return total, verdict
    scores, rejected = [], False
    for name in group.tests:
        result = results.get(name)
        if result is None or rejected:
            scores.append(group.reject_score)
            continue
        if result.verdict == "AC":
            scores.append(result.points if result.points is not None else group.accept_score)
        else:
            scores.append(result.points if result.points is not None and result.verdict == "PC"
                          else group.reject_score)
            rejected = group.on_reject == "break" and result.verdict != "PC"
    if not scores:
        return 0.0, verdict
    aggregate = {"sum": sum, "min": min, "max": max,
                 "avg": lambda xs: sum(xs) / len(xs)}[group.policy]
    return float(aggregate(scores)), verdict


def score_report(report) -> None:
    """Fills report.scores ([{group, policy, verdict, score, max}]), report.score and
    report.max_score from the problem's groups."""
    results = {t.name: t for t in report.tests}
    by_name = {g.name: g for g in report.problem.groups}
    rows, total, best = [], 0.0, 0.0
    for group in report.problem.groups:
        score, verdict = group_score(group, results)
        failed = [d for d in group.dependencies if d in by_name and not all(
            t in results and results[t].verdict == "AC" for t in by_name[d].tests)]
        if failed:
            score = 0.0
        top = _max(group)
        rows.append({"group": group.name, "policy": group.policy, "verdict": verdict,
                     "score": round(score, 6), "max": round(top, 6), "tests": len(group.tests),
                     "failed_dependencies": failed})
        total += score
        best += top
    report.scores, report.score, report.max_score = rows, round(total, 6), round(best, 6)
