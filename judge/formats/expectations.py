"""What each submission must get in a package of the 2025-09 format: submissions/submissions.yaml
and the default folders' rules (accepted: every test AC; wrong_answer: AC or WA, at least one
WA; ...), per submission and per test group, the globs as the format defines them (a `*` never
crosses a `/`, braces {a,b} expand; a submission or test is matched by itself or by a folder
above it). `gk verify` checks a judged submission against its rules (check)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import UserError
from .yaml_files import read_yaml

# The format's verdict names and the kit's verdicts each stands for (no MLE there: a run-time
# error; a presentation error is a wrong answer). Nor is there an output limit verdict: Kattis
# calls it a run-time error, and the BAPC tools cap no output, so that a flood runs until its
# time limit: the kit's OLE (stopped at the 64 MiB cap) is either.
FORMAT_VERDICTS = {"AC": {"AC"}, "WA": {"WA", "PE"}, "TLE": {"TLE", "OLE"},
                   "RTE": {"RE", "MLE", "OLE"}}
ALL = frozenset(FORMAT_VERDICTS)
# The default folders and their rules (the format's "Default directories").
DEFAULT_RULES = {
    "accepted": {"permitted": ["AC"]},
    "rejected": {"required": ["RTE", "TLE", "WA"]},
    "wrong_answer": {"permitted": ["AC", "WA"], "required": ["WA"]},
    "time_limit_exceeded": {"permitted": ["AC", "TLE"], "required": ["TLE"]},
    "run_time_error": {"permitted": ["AC", "RTE"], "required": ["RTE"]},
    "brute_force": {"permitted": ["AC", "RTE", "TLE"], "required": ["RTE", "TLE"]},
}
RULE_KEYS = ("permitted", "required", "score", "message")
OTHER_KEYS = ("language", "entrypoint", "authors", "model_solution", "use_for_time_limit")


@dataclass(frozen=True)
class Rule:
    """One requirement on a submission's results: on the tests matched by `tests` (every test
    when ""), each verdict is in `permitted` and one at least in `required`; the score (of the
    submission, or of the group `tests` names) is in `score`; `message` is in a test's
    feedback."""
    tests: str
    permitted: frozenset[str]
    required: frozenset[str]
    score: tuple[float, float] | None = None
    message: str = ""


def expand_braces(pattern: str) -> list[str]:
    """{a,b}.py -> a.py, b.py (nested and repeated braces too)."""
    found = re.search(r"\{([^{}]*)\}", pattern)
    if not found:
        return [pattern]
    head, tail = pattern[:found.start()], pattern[found.end():]
    return [name for part in found.group(1).split(",")
            for name in expand_braces(head + part + tail)]


def matches(pattern: str, name: str) -> bool:
    """A glob of the format against a path (of a submission under submissions/, of a test or
    group under data/): the path itself or a folder above it."""
    prefixes = [name[:i] for i, c in enumerate(name) if c == "/"] + [name]
    for one in expand_braces(pattern.strip("/")):
        regex = re.compile("".join("[^/]*" if c == "*" else re.escape(c) for c in one))
        if any(regex.fullmatch(prefix) for prefix in prefixes):
            return True
    return False


def read_submissions_yaml(directory: Path) -> dict:
    path = directory / "submissions" / "submissions.yaml"
    return read_yaml(path) if path.is_file() else {}


def rules_for(relative: str, spec: dict, where: str) -> list[Rule]:
    """The rules of the submission at `relative` (its path under submissions/): its folder's
    default rules, the keys of submissions.yaml that name the folder itself replacing theirs,
    then every other glob that matches it."""
    folder = relative.split("/")[0]
    rules = []
    if folder in DEFAULT_RULES:
        rules += _rules({**DEFAULT_RULES[folder], **(spec.get(folder) or {})},
                        f"{where} ({folder})")
    for pattern, settings in spec.items():
        if pattern != folder and matches(str(pattern), relative):
            rules += _rules(settings, f"{where} ({pattern})")
    return rules


def _verdicts(value, key: str, where: str) -> frozenset[str]:
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not set(map(str, names)) <= ALL:
        raise UserError(f"{where}: {key} must be a list of AC, WA, TLE, RTE, not {value!r}")
    return frozenset(map(str, names))


def _rules(settings, where: str, tests: str = "") -> list[Rule]:
    if not isinstance(settings, dict):
        raise UserError(f"{where}: must be a map (permitted, required, score, message, or a "
                        f"test group's name), not {settings!r}")
    rules = []
    if any(key in settings for key in RULE_KEYS):
        score = settings.get("score")
        if score is not None:
            low, high = (score, score) if not isinstance(score, list) else (score + [None])[:2]
            if not all(isinstance(x, (int, float)) and not isinstance(x, bool)
                       for x in (low, high)):
                raise UserError(f"{where}: score must be a number or a list of two, not "
                                f"{score!r}")
            score = (float(low), float(high))
        rules.append(Rule(tests, _verdicts(settings.get("permitted", sorted(ALL)), "permitted",
                                           where),
                          _verdicts(settings.get("required", sorted(ALL)), "required", where),
                          score, str(settings.get("message", ""))))
    for key, value in settings.items():
        if key in RULE_KEYS or key in OTHER_KEYS:
            continue
        if tests:
            raise UserError(f"{where}: unknown key {key!r} under the test group {tests!r}")
        rules += _rules(value, f"{where} {key}", str(key))
    return rules


def format_verdicts(verdict: str) -> set[str]:
    """The format's names of a kit verdict (JE and CE stay: no rule permits them)."""
    return {name for name, kit in FORMAT_VERDICTS.items() if verdict in kit} or {verdict}


def check(rules: list[Rule], report) -> tuple[bool, str]:
    """(met, what was got, or the first rule not met) of a judged submission."""
    if not report.compile_ok:
        return False, "CE"
    for rule in rules:
        tests = [t for t in report.tests if not rule.tests or matches(rule.tests, t.name)]
        got = set().union(*(format_verdicts(t.verdict) for t in tests))
        scope = f" on {rule.tests}" if rule.tests else ""
        test = next((t for t in tests if not format_verdicts(t.verdict) & rule.permitted), None)
        if test is not None:
            return False, (f"{'/'.join(sorted(format_verdicts(test.verdict)))} on {test.name} "
                           f"(permitted{scope}: {', '.join(sorted(rule.permitted))})")
        if tests and not got & rule.required:
            return False, (f"{'/'.join(sorted(got))}{scope}, none of "
                           f"{', '.join(sorted(rule.required))}")
        if rule.score is not None:
            score = _score_of(report, rule.tests)
            low, high = rule.score
            if score is None or not low - 1e-9 <= score <= high + 1e-9:
                return False, (f"score{scope} {'none' if score is None else f'{score:g}'}, "
                               f"not in {low:g}..{high:g}")
        if rule.message and not any(rule.message in t.detail for t in tests):
            return False, f"no feedback{scope} says {rule.message!r}"
    got = sorted(set().union(*(format_verdicts(t.verdict) for t in report.tests)))
    return True, "/".join(got)


def _score_of(report, group: str) -> float | None:
    if not group:
        return report.score
    return next((row["score"] for row in report.scores if row["group"] == group), None)
