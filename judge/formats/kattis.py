"""Kattis packages (the Problem Package Format: legacy, 2023-07 and 2025-09): problem.yaml,
data/, testdata.yaml (test_group.yaml), output_validators/ (output_validator/), submissions/
(with 2025-09's submissions.yaml)."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from ..errors import UserError
from ..problem import Problem, TestCase, tests_in_dir
from ..scoring import Group, TestGroup
from .common import (SOURCE_SUFFIXES, main_source, package_problem, positive, program_files,
                     sources, why_not_judged)
from .domjudge import add_submissions, entry_points, ini_time_limit_ms, read_ini
from .expectations import ALL, read_submissions_yaml, rules_for
from .yaml_files import read_yaml


KATTIS_SUBMISSIONS = {"accepted": "AC", "wrong_answer": "WA", "time_limit_exceeded": "TLE",
                      "run_time_error": "RE", "partially_accepted": "partial"}
# Kattis has no MLE, OLE or PE verdict: running out of memory or over the output limit is a
# run-time error there, and a presentation error a wrong answer.
KATTIS_EXPECTED = {"AC": {"AC"}, "WA": {"WA", "PE"}, "TLE": {"TLE"}, "RE": {"RE", "MLE", "OLE"}}
KATTIS_MEMORY_MIB = 2048   # problemtools' default memory limit
KATTIS_TIME_MULTIPLIER = 5.0   # legacy `limits: time_multiplier`
KATTIS_AC_TO_TIME_LIMIT = 2.0  # 2023-07 `limits: time_multipliers: ac_to_time_limit`
KATTIS_VALIDATION_PASSES = 2   # `limits: validation_passes` of a multi-pass problem


def kattis_flags(flags: list[str], where: str) -> dict:
    """The Problem fields of the default output validator's flags: tokens compared without
    case unless case_sensitive; numbers within float_tolerance (absolute and relative),
    float_absolute_tolerance, float_relative_tolerance; space_change_sensitive."""
    fields = {"checker": "tokens-nocase", "nocase": True, "float_abs": -1.0, "float_rel": -1.0}
    case_sensitive = space = use_float = False
    i = 0
    while i < len(flags):
        flag = flags[i]
        if flag == "case_sensitive":
            case_sensitive = True
        elif flag == "space_change_sensitive":
            space = True
        elif flag in ("float_tolerance", "float_absolute_tolerance", "float_relative_tolerance"):
            try:
                value = float(flags[i + 1])
            except (IndexError, ValueError):
                raise UserError(f"{where}: validator_flags: {flag} wants a number after it") \
                    from None
            use_float = True
            if flag != "float_relative_tolerance":
                fields["float_abs"] = value
            if flag != "float_absolute_tolerance":
                fields["float_rel"] = value
            i += 1
        else:
            raise UserError(f"{where}: validator_flags: unknown flag {flag!r} for the default "
                            f"validator (case_sensitive, space_change_sensitive, "
                            f"float_tolerance E, float_absolute_tolerance E, "
                            f"float_relative_tolerance E)")
        i += 1
    if use_float:
        fields["checker"] = "float"
    elif case_sensitive:
        fields["checker"] = "tokens"
    fields["nocase"] = not case_sensitive
    fields["space_exact"] = space
    return fields


def load_kattis(directory: Path) -> Problem:
    yaml_path = directory / "problem.yaml"
    meta = read_yaml(yaml_path) if yaml_path.is_file() else {}
    where = str(yaml_path)
    limits = meta.get("limits") or {}
    if not isinstance(limits, dict):
        raise UserError(f"{where}: 'limits' must be a map")
    memory = round(positive(limits.get("memory", KATTIS_MEMORY_MIB),
                            f"{where}: limits.memory (MiB)"))
    time_limit = limits.get("time_limit")
    if time_limit is not None:
        time_limit = positive(time_limit, f"{where}: limits.time_limit (seconds)")
    note = ""
    tl = 0
    if isinstance(time_limit, (int, float)) and time_limit > 0:
        tl = round(1000 * time_limit)
    elif (directory / ".timelimit").is_file():
        try:
            tl = round(1000 * float((directory / ".timelimit").read_text().split()[0]))
            note = "time limit from .timelimit"
        except (ValueError, IndexError):
            raise UserError(f"{directory / '.timelimit'}: not a number of seconds") from None
    elif ini_time_limit_ms(directory):
        tl = ini_time_limit_ms(directory)
        note = "time limit from domjudge-problem.ini"
    validation, types = _validation(meta, directory, where)
    flags = meta.get("validator_flags")
    flags = (flags.split() if isinstance(flags, str)
             else [str(f) for f in flags] if isinstance(flags, list) else [])
    tests = tests_in_dir(directory / "data") if (directory / "data").is_dir() else []
    tests = [TestCase(t.name, t.input, t.answer, group=_kattis_group(t.name)) for t in tests]
    # problem.yaml's validator_flags, then each group's own (problemtools adds them up).
    extra = {g: _group_flags(directory, g) for g in {t.group for t in tests}}
    distinct = {tuple(v) for v in extra.values()}
    if len(distinct) == 1:
        flags = flags + list(next(iter(distinct)))   # the same for every test
    elif distinct:
        tests = [replace(t, args=tuple(flags + extra[t.group])) for t in tests]
    fields: dict = {}
    if validation[0] == "custom":
        folder = directory / "output_validators"
        candidates = ([p for p in sorted(folder.iterdir()) if p.is_dir() or p.suffix in
                       SOURCE_SUFFIXES] if folder.is_dir() else [])
        if not candidates and (directory / "output_validator").is_dir():
            # 2023-07: output_validator/ is the program, or holds it in one folder.
            inner = directory / "output_validator"
            folders = [p for p in inner.iterdir() if p.is_dir()]
            candidates = [inner] if sources(inner) or len(folders) != 1 else folders
        if not candidates:
            raise UserError(f"{where}: validation is custom but output_validators/ has no "
                            f"validator")
        chosen = candidates[0]
        scripted = chosen.is_dir() and any((chosen / f).is_file() for f in ("build", "run"))
        source = chosen if scripted else main_source(chosen) if chosen.is_dir() else chosen
        if source is None:
            raise UserError(f"{chosen}: no source file of the output validator")
        fields = {"protocol": "kattis", "validator_args": tuple(flags)}
        if "interactive" in validation:
            fields.update(interactive=True, interactor_source=source)
        else:
            fields.update(checker="custom", custom_checker=source)
    else:
        fields = kattis_flags(flags, where)
        # The default validator: a group's own flags become the test's comparison options.
        tests = [t if t.args is None else replace(t, args=None, options=tuple(sorted(
            kattis_flags(list(t.args), f"{where} (with a group's output_validator_flags)")
            .items()))) for t in tests]
    name = meta.get("name", read_ini(directory).get("name", directory.name))
    if isinstance(name, dict):   # 2023-07: a name per language
        name = name.get("en", next(iter(name.values()), directory.name))
    problem = package_problem(directory, "kattis", str(name), tl, memory,
                              package_tests=tests, time_limit_note=note, **fields)
    problem.entry_points = entry_points(directory)
    version = str(meta.get("problem_format_version", "legacy"))
    spec = read_submissions_yaml(directory)
    if spec or _at_least_2025(version):
        _rule_submissions(directory, problem, spec)
    else:
        _kattis_submissions(directory, problem)
    add_submissions(directory, problem, KATTIS_SUBMISSIONS)
    if validation[0] not in ("default", "custom"):
        raise UserError(f"{where}: validation must be default or custom (with interactive, "
                        f"score, multi-pass), not {' '.join(validation)!r}")
    if "scoring" in types and not version.startswith("legacy"):
        problem.groups = _scored_groups(directory, tests)
    elif "scoring" in types or "score" in validation:
        grading = meta.get("grading") if isinstance(meta.get("grading"), dict) else {}
        grading = {k: v for k, v in grading.items()
                   if k in ("accept_score", "reject_score", "range", "on_reject")}
        problem.groups = [_kattis_tree(directory, tests, grading, where)]
    if "multi-pass" in validation:
        passes = limits.get("validation_passes", KATTIS_VALIDATION_PASSES)
        if isinstance(passes, bool) or not isinstance(passes, int) or passes < 2:
            raise UserError(f"{where}: limits.validation_passes must be a whole number of at "
                            f"least 2, not {passes!r}")
        problem.validation_passes = passes
    if not tl:
        _derivation(problem, meta, limits, where)
    return problem


def _derivation(problem: Problem, meta: dict, limits: dict, where: str) -> None:
    """How the time limit is derived from the accepted submissions (judge/timelimit.py), as
    problemtools does it for the package's format: legacy, the slowest time x time_multiplier
    (default 5) rounded to the nearest second (a half up); 2023-07, x ac_to_time_limit
    (default 2) rounded up to time_resolution (default 1 s)."""
    version = str(meta.get("problem_format_version", "legacy"))
    if version.startswith("legacy"):
        mult = limits.get("time_multiplier", KATTIS_TIME_MULTIPLIER)
        problem.time_rounding = "nearest"
    else:
        multipliers = limits.get("time_multipliers") or {}
        if not isinstance(multipliers, dict):
            raise UserError(f"{where}: limits.time_multipliers must be a map")
        mult = multipliers.get("ac_to_time_limit", KATTIS_AC_TO_TIME_LIMIT)
        problem.time_resolution = positive(limits.get("time_resolution", 1.0),
                                           f"{where}: limits.time_resolution (seconds)")
        problem.time_rounding = "up"
    problem.time_multiplier = float(positive(mult, f"{where}: the time multiplier"))


def _validation(meta: dict, directory: Path, where: str) -> tuple[list[str], set[str]]:
    """(the validation words, the problem types) of problem.yaml: legacy `validation: custom
    interactive score multi-pass` (also `multipass`), the 2023-07 draft's map
    {interactive: true, multipass: true, scoring: true}, and 2023-07 `type:` (a word or a list:
    [interactive, scoring], multi-pass) with its output_validator/ folder."""
    raw = meta.get("validation", "default")
    if isinstance(raw, dict):
        named = [w for key, w in (("interactive", "interactive"), ("multipass", "multi-pass"),
                                  ("scoring", "score")) if raw.get(key) is True]
        words = ["custom", *named] if named else ["default"]
    else:
        words = str(raw).split() or ["default"]
    words = ["multi-pass" if w == "multipass" else w for w in words]
    kind = meta.get("type", "pass-fail")
    types = set(kind.split() if isinstance(kind, str) else map(str, kind or []))
    unknown = types - {"pass-fail", "scoring", "interactive", "multi-pass", "submit-answer"}
    if unknown:
        raise UserError(f"{where}: type must be pass-fail, scoring, interactive or multi-pass, "
                        f"not {' '.join(sorted(unknown))!r}")
    if "submit-answer" in types:
        raise UserError(f"{where}: type submit-answer (the answers are the submission) is not "
                        f"supported: the kit judges programs")
    for needed in ("interactive", "multi-pass"):
        if needed in types and needed not in words:
            words = ["custom", *(w for w in words if w not in ("default", "custom")), needed]
    if words == ["default"] and (directory / "output_validator").is_dir():
        words = ["custom"]
    if "multi-pass" in words and words[0] != "custom":
        raise UserError(f"{where}: multi-pass needs a custom output validator (it writes each "
                        f"next pass's input)")
    return words, types


def _kattis_group(name: str) -> str:
    """A test's group: its folder under data/ (`secret/group1` for `secret/group1/03`)."""
    return name.rpartition("/")[0]


def _kattis_submissions(directory: Path, problem: Problem) -> None:
    """submissions/<verdict>/: each program file is a submission, and so is a folder (one
    program of all its files, judge/programs.py). One the kit cannot run is listed in
    problem.unjudged."""
    for folder, verdict in KATTIS_SUBMISSIONS.items():
        base = directory / "submissions" / folder
        if not base.is_dir():
            continue
        files = program_files(base)
        for entry in sorted(base.iterdir()):
            if entry.is_file() and entry not in files:
                continue
            why = why_not_judged(entry, problem.entry_points.get(entry.resolve(), ""))
            if why:
                problem.unjudged.append((entry, verdict, why))
            else:
                problem.submissions.append((entry, verdict))


SETTINGS_FILES = ("testdata.yaml", "test_group.yaml")   # legacy and 2023-07; 2025-09


def _testdata(directory: Path, group_dir: Path) -> dict:
    """A group's settings as problemtools reads them: its testdata.yaml (2025-09:
    test_group.yaml), each field it does not set inherited from the folders above it up to
    data/."""
    data = directory / "data"
    chain = [group_dir, *group_dir.parents]
    chain = chain[:chain.index(data) + 1] if data in chain else [group_dir]
    merged: dict = {}
    for folder in reversed(chain):
        for name in SETTINGS_FILES:
            if (folder / name).is_file():
                merged.update(read_yaml(folder / name))
    return merged


def _own_settings(folder: Path) -> dict:
    """A folder's own settings files, nothing inherited (the scoring keys are per group)."""
    merged: dict = {}
    for name in SETTINGS_FILES:
        if (folder / name).is_file():
            merged.update(read_yaml(folder / name))
    return merged


def _at_least_2025(version: str) -> bool:
    """problem_format_version 2025-09 or later (a draft after it too)."""
    found = re.match(r"(\d{4})-(\d{2})", version)
    return version == "draft" or bool(found) and (int(found[1]), int(found[2])) >= (2025, 9)


def _rule_submissions(directory: Path, problem: Problem, spec: dict) -> None:
    """2025-09: each program in a folder of submissions/ that a rule covers (its folder's
    default rules, submissions.yaml's globs: judge/formats/expectations.py) is a submission,
    named by its own path (a symbolic link too, not by its target); its rules are what `gk
    verify` checks."""
    base = directory / "submissions"
    if not base.is_dir():
        return
    where = str(base / "submissions.yaml")
    for folder in sorted(p for p in base.iterdir() if p.is_dir() and not p.name.startswith(".")):
        files = program_files(folder)
        for entry in sorted(folder.iterdir()):
            if entry.name.startswith(".") or entry.is_file() and entry not in files:
                continue
            rules = rules_for(f"{folder.name}/{entry.name}", spec, where)
            if not rules:
                continue   # nothing says what it should get: not a submission to verify
            tag = _rules_tag(rules)
            why = why_not_judged(entry, problem.entry_points.get(entry.resolve(), ""))
            if why:
                problem.unjudged.append((entry, tag, why))
            else:
                problem.submissions.append((entry, tag))
                problem.expectations[entry] = rules


def _rules_tag(rules) -> str:
    """The 'expected' column of `gk verify` for a submission with rules: the verdicts its first
    telling rule requires (else permits), `+` when it has more rules."""
    telling = next((r for r in rules if r.required != ALL), None) or next(
        (r for r in rules if r.permitted != ALL), rules[0])
    shown = telling.required if telling.required != ALL else telling.permitted
    scope = f" on {telling.tests}" if telling.tests else ""
    return "|".join(sorted(shown)) + scope + ("+" if len(rules) > 1 else "")


AGGREGATIONS = ("pass-fail", "sum", "min")


def _scored_groups(directory: Path, tests: list[TestCase]) -> list[Group]:
    """A scoring problem of the 2023-07 and 2025-09 formats as groups of judge/scoring.py:
    data/secret scores out of its max_score (100 unless it says otherwise), the sum of its test
    groups' scores when it has groups. A group's test_group.yaml (the 2023-07 drafts:
    testdata.yaml's `scoring:` score, aggregation, require_pass) gives its max_score and its
    score_aggregation: pass-fail (its max_score when every test is accepted, the default for a
    group), sum (each test max_score / N, or the validator's score.txt; the default for
    secret), min (each test max_score or its score.txt; the least); require_pass names groups
    (or sample) that must pass first. data/sample scores nothing."""
    data = directory / "data"
    secret = [t for t in tests if t.name.startswith("secret/")]
    sample = [t.name for t in tests if t.name.startswith("sample/")]
    groups = [Group("sample", sample, policy="complete-group", points=0.0)] if sample else []
    top_max, top_how, top_needs = _score_settings(data / "secret", 100.0, "sum")
    folders = sorted({t.name.split("/")[1] for t in secret if t.name.count("/") >= 2})
    if not folders or any(t.name.count("/") == 1 for t in secret) or top_how == "pass-fail":
        groups.append(_group("secret", [t.name for t in secret], top_max, top_how, top_needs,
                             data / "secret"))
        return groups
    if top_how != "sum":
        raise UserError(f"{data / 'secret'}: score_aggregation {top_how} over test groups is "
                        f"not supported (sum or pass-fail)")
    for name in folders:
        folder = data / "secret" / name
        most, how, needs = _score_settings(folder, None, "pass-fail")
        groups.append(_group(f"secret/{name}", [t.name for t in secret
                                                if t.name.startswith(f"secret/{name}/")],
                             most, how, top_needs + needs, folder))
    return groups


def _group(name: str, members: list[str], most: float | None, how: str, needs: list[str],
           folder: Path) -> Group:
    if most is None:
        raise UserError(f"{folder}: a test group needs a max_score (unbounded scores are not "
                        f"supported)")
    if how == "pass-fail":
        return Group(name, members, policy="complete-group", points=most, dependencies=needs)
    worth = most / len(members) if how == "sum" and members else most
    return Group(name, members, policy=how, accept_score=worth, on_reject="continue",
                 max_score=most, dependencies=needs)


def _score_settings(folder: Path, default_max: float | None,
                    default_how: str) -> tuple[float | None, str, list[str]]:
    """(max_score, score_aggregation, require_pass) of a group's own settings."""
    meta = _own_settings(folder)
    old = meta.get("scoring") if isinstance(meta.get("scoring"), dict) else {}
    where = f"{folder} (test_group.yaml)"
    most = meta.get("max_score", old.get("score", default_max))
    if most == "unbounded":
        most = None
    elif most is not None:
        most = float(positive(most, f"{where}: max_score")) if most != 0 else 0.0
    how = str(meta.get("score_aggregation", old.get("aggregation", default_how)))
    if how not in AGGREGATIONS:
        raise UserError(f"{where}: score_aggregation must be {', '.join(AGGREGATIONS)}, not "
                        f"{how!r}")
    needs = meta.get("require_pass", old.get("require_pass", []))
    needs = [needs] if isinstance(needs, str) else [str(n) for n in needs or []]
    return most, how, needs


def _group_flags(directory: Path, group: str) -> list[str]:
    """The output validator's extra flags of a group (testdata.yaml's output_validator_flags,
    2023-07 output_validator_args)."""
    meta = _testdata(directory, directory / "data" / group)
    flags = meta.get("output_validator_flags", meta.get("output_validator_args"))
    return (flags.split() if isinstance(flags, str)
            else [str(f) for f in flags] if isinstance(flags, list) else [])


def _kattis_tree(directory: Path, tests: list[TestCase], grading: dict,
                 where: str) -> TestGroup:
    """data/ as problemtools grades it: a group per folder, its tests and subfolders in the
    order of their names, each with its testdata.yaml settings (inherited from the folders
    above it); problem.yaml's legacy `grading:` accept_score, reject_score, range and on_reject
    (first_error: break, grade: continue) set every group's."""
    data = directory / "data"
    groups: dict[str, TestGroup] = {}
    entries: dict[str, list] = {}

    def group(name: str) -> TestGroup:
        if name not in groups:
            meta = {**_testdata(directory, data / name if name else data), **grading}
            groups[name] = TestGroup(
                name=name or "data",
                # ignore_sample is for the root alone (problemtools refuses it elsewhere).
                grader_flags=tuple(f for f in str(meta.get("grader_flags", "")).split()
                                   if name == "" or f != "ignore_sample"),
                accept_score=_score(meta, "accept_score", 1.0, where),
                reject_score=_score(meta, "reject_score", 0.0, where),
                on_reject=_on_reject(meta, where), range=_range(meta.get("range"), where),
                scored=not (name == "sample" or name.startswith("sample/")))
            entries[name] = []
            if name:
                parent, _, base = name.rpartition("/")
                group(parent)
                entries[parent].append((base, groups[name]))
        return groups[name]

    for test in tests:
        group(test.group)
        entries[test.group].append((test.input.name, test.name))
    root = group("")
    for name, found in entries.items():
        groups[name].items = [item for _, item in sorted(found, key=lambda e: e[0])]
    return root


def _score(meta: dict, key: str, default: float, where: str) -> float:
    value = meta.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise UserError(f"{where} (testdata.yaml): {key} must be a number, not {value!r}")
    return float(value)


def _on_reject(meta: dict, where: str) -> str:
    value = {"first_error": "break", "grade": "continue"}.get(str(meta.get("on_reject")),
                                                             meta.get("on_reject", "break"))
    if value not in ("break", "continue"):
        raise UserError(f"{where} (testdata.yaml): on_reject must be break or continue, not "
                        f"{value!r}")
    return value


def _range(value, where: str) -> tuple[float, float] | None:
    if value is None:
        return None
    words = value.split() if isinstance(value, str) else value if isinstance(value, list) else []
    try:
        low, high = (float(w) for w in words)
    except (TypeError, ValueError):
        raise UserError(f"{where} (testdata.yaml): range must be two numbers (inf allowed), "
                        f"not {value!r}") from None
    return low, high


