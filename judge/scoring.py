"""Scores of a package's test groups (Kattis scoring problems, Polygon groups and points,
IOI-style subtasks): each test earns a score, a group aggregates its tests' scores, and the
total is the sum over groups.

A group's `policy` says how:
- "sum" / "min" / "max" / "avg" (Kattis `grader_flags`): a test earns `accept_score` when AC,
  the validator's score.txt when it gave one, else `reject_score`; the group is the sum
  (default), minimum, maximum or mean of them; `on_reject: break` makes every test after the
  first rejected one earn `reject_score` too (the judge stops there).
- "each-test" (Polygon): the sum of the `points` of the accepted tests (a PC test earns the
  checker's points, testlib's quitp); its maximum is the group's `points` when stated, else
  the sum of its tests' points.
- "complete-group" (Polygon): the group's `points` when every test is accepted, else 0.
A group with `dependencies` (Polygon) earns nothing unless every test of those groups is
accepted.

A Kattis package is graded instead as problemtools grades it (TestGroup): data/ is a tree of
groups, each group's verdict and score made from its items' (tests and subgroups, in the
order of their names) by its own testdata.yaml: on_reject (break: the items after the first
rejected one are left out), the verdict mode of grader_flags (worst_error, the default;
first_error; always_accept; accept_if_any_accepted; ignore_sample at the root: only secret
counts), its score mode (sum, the default; avg; min; max); a test scores the validator's
score.txt, else accept_score or reject_score; data/sample scores nothing (the current
format and DOMjudge; legacy problemtools counts it unless the package says otherwise). The
submission's verdict and score are the root's.
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


@dataclass
class TestGroup:
    """A Kattis test data group (data/, data/secret, data/secret/group1...) and its settings,
    its own testdata.yaml's or inherited."""
    name: str
    items: list = field(default_factory=list)   # test names and TestGroups, by name
    grader_flags: tuple[str, ...] = ()
    accept_score: float = 1.0
    reject_score: float = 0.0
    on_reject: str = "break"
    range: tuple[float, float] | None = None    # the group's possible scores, when given
    scored: bool = True                         # data/sample: its verdict counts, not its score


# problemtools' default grader: the order of worst_error (RTE before MLE before TLE).
KATTIS_WORST_FIRST = ["JE", "CE", "RE", "MLE", "TLE", "OLE", "WA", "PE", "PC", "AC", "OK"]
SCORE_MODES = {"sum": sum, "min": min, "max": max, "avg": lambda xs: sum(xs) / len(xs)}


def grade(group: TestGroup, results: dict, rows: list | None = None) -> tuple[str, float]:
    """(verdict, score) of a Kattis group from its tests' results ({name: TestResult});
    `rows` collects (group, verdict, score) of every subgroup graded."""
    children: list[tuple[str, float]] = []
    for item in group.items:
        if isinstance(item, TestGroup):
            verdict, score = grade(item, results, rows)
            if rows is not None:
                rows.append((item, verdict, score))
        else:
            result = results.get(item)
            verdict = result.verdict if result else "JE"
            verdict = "AC" if verdict == "OK" else verdict
            own = result.points if result is not None else None
            score = own if own is not None else (
                group.accept_score if verdict == "AC" else group.reject_score)
            score = score if group.scored else 0.0
        children.append((verdict, score))
        if group.on_reject == "break" and verdict != "AC":
            break
    if not children:
        return "AC", 0.0
    flags = group.grader_flags
    if any(v == "JE" for v, _ in children):
        return "JE", 0.0
    if "ignore_sample" in flags:
        children = children[-1:]
    verdicts = [v for v, _ in children]
    if "accept_if_any_accepted" in flags and "AC" in verdicts:
        verdict = "AC"
    elif "always_accept" in flags:
        verdict = "AC"
    elif "first_error" in flags:
        verdict = next((v for v in verdicts if v != "AC"), "AC")
    else:
        verdict = min(verdicts, key=KATTIS_WORST_FIRST.index)
    return verdict, float(SCORE_MODES[_score_mode(group)]([s for _, s in children]))


def best_score(group: TestGroup) -> float:
    """A group's maximum: the upper end of its range when finite, else its score with every
    test accepted."""
    if group.range is not None and group.range[1] != float("inf"):
        return group.range[1]
    scores = [best_score(i) if isinstance(i, TestGroup) else
              group.accept_score if group.scored else 0.0 for i in group.items]
    if "ignore_sample" in group.grader_flags:
        scores = scores[-1:]
    return float(SCORE_MODES[_score_mode(group)](scores)) if scores else 0.0


def _score_mode(group: TestGroup) -> str:
    """The score mode of grader_flags (the last one given), sum by default."""
    return next((f for f in reversed(group.grader_flags) if f in SCORE_MODES), "sum")


def _max(group: Group) -> float:
    if group.max_score is not None:
        return group.max_score
    if group.policy == "each-test":
        # Polygon's group points when it states them (its tests may say 0: the checker's
        # quitp gives the points), else the sum of its tests' points.
        if group.points is not None:
            return group.points
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
                total += result.points   # the checker's points (quitp) are the test's score
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
    report.max_score from the problem's groups (report.graded: a Kattis tree's verdict)."""
    results = {t.name: t for t in report.tests}
    if report.problem.groups and isinstance(report.problem.groups[0], TestGroup):
        root = report.problem.groups[0]
        rows: list = []
        report.graded, score = grade(root, results, rows)
        report.scores = [{"group": g.name, "policy": " ".join(g.grader_flags) or "sum",
                          "verdict": v, "score": round(s, 6), "max": round(best_score(g), 6),
                          "tests": _count(g), "failed_dependencies": []}
                         for g, v, s in sorted(rows, key=lambda row: row[0].name)]
        report.score, report.max_score = round(score, 6), round(best_score(root), 6)
        return
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


def _count(group: TestGroup) -> int:
    return sum(_count(i) if isinstance(i, TestGroup) else 1 for i in group.items)
