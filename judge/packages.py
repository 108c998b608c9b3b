"""Problem packages of other judges, read into the kit's Problem (docs/judge.md, "Problem
packages"): Kattis (problem.yaml, data/, output_validators/, submissions/), Polygon
(problem.xml, tests/, files/, the checker and interactor it names, tagged solutions) and
Library Checker folders (info.toml, checker.cpp, params.h, gen/, sol/correct.cpp).

Each loader fills the same Problem the kit's own problem.toml gives: limits, the checker and
how it is called, the interactor, the tests (with groups and points), the reference that
answers tests without answers, and the submissions with their expected verdicts for
`gk verify`. Judging then takes the one path every problem takes (judge/judging.py).
"""
from __future__ import annotations

import hashlib
import math
import os
import re
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

from .compiler import CPP_SUFFIXES, compile_source
from .errors import CompileError, JudgeFailure, UserError
from .paths import cache_dir
from .problem import Problem, TestCase, tests_in_dir
from .scoring import Group

KINDS = ("kit", "kattis", "polygon", "library-checker")
SOURCE_SUFFIXES = (*CPP_SUFFIXES, ".py")


def detect_kind(directory: Path) -> str | None:
    """The kind of package a folder is, None when it is none of them."""
    if (directory / "problem.toml").is_file():
        return "kit"
    if (directory / "problem.xml").is_file():
        return "polygon"
    if (directory / "info.toml").is_file():
        return "library-checker"
    if (directory / "problem.yaml").is_file() or (directory / "data").is_dir() and any(
            (directory / "data" / d).is_dir() for d in ("sample", "secret")):
        return "kattis"
    return None


def load_package(directory: Path) -> Problem:
    directory = directory.resolve()
    kind = detect_kind(directory)
    if kind == "polygon":
        return load_polygon(directory)
    if kind == "library-checker":
        return load_library_checker(directory)
    if kind == "kattis":
        return load_kattis(directory)
    raise UserError(f"{directory} is not a problem package (no problem.toml, problem.yaml, "
                    f"problem.xml or info.toml)")


def _base(directory: Path, kind: str, title: str, tl: int, ml: int, **more) -> Problem:
    fields = {"checker": "tokens", "float_abs": 1e-6, "float_rel": 1e-6, **more}
    return Problem(
        id=directory.name, dir=directory, title=title, source="", origin=kind,
        time_limit_ms=tl, memory_limit_mib=ml, limits_confirmed=True, snippets=[], idea="",
        stress_size="tiny", stress_count=200, kind=kind, **fields)


def _sources(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in SOURCE_SUFFIXES)


def _main_source(folder: Path) -> Path | None:
    """The file of a program kept as a folder (a Kattis validator: validate.cc + validate.h):
    the one source, or the C++ file that defines main."""
    files = _sources(folder)
    if len(files) == 1:
        return files[0]
    for path in files:
        if re.search(rb"\bmain\s*\(", path.read_bytes()):
            return path
    return files[0] if files else None


# ---------------------------------------------------------------------------------- YAML

def read_yaml(path: Path) -> dict:
    """problem.yaml / testdata.yaml: with PyYAML when it is installed, else the subset these
    files use (nested maps of scalars by indentation, `#` comments, flow lists `[a, b]`)."""
    text = path.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        return mini_yaml(text)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise UserError(f"{path}: malformed YAML: {str(error).splitlines()[0]}") from None
    return data if isinstance(data, dict) else {}


def _scalar(text: str):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(x) for x in text[1:-1].split(",") if x.strip()]
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def mini_yaml(text: str) -> dict:
    root: dict = {}
    stack = [(-1, root)]
    for raw in text.splitlines():
        line = re.sub(r"\s+#.*$", "", raw) if not raw.lstrip().startswith("#") else ""
        if not line.strip() or ":" not in line:
            continue
        indent = len(line) - len(line.lstrip())
        key, _, value = line.strip().partition(":")
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        if value.strip():
            parent[key.strip()] = _scalar(value)
        else:
            parent[key.strip()] = {}
            stack.append((indent, parent[key.strip()]))
    return root


# -------------------------------------------------------------------------------- Kattis

KATTIS_SUBMISSIONS = {"accepted": "AC", "wrong_answer": "WA", "time_limit_exceeded": "TLE",
                      "run_time_error": "RE", "partially_accepted": "partial"}
# Kattis has no MLE, OLE or PE verdict: running out of memory or over the output limit is a
# run-time error there, and a presentation error a wrong answer.
KATTIS_EXPECTED = {"AC": {"AC"}, "WA": {"WA", "PE"}, "TLE": {"TLE"}, "RE": {"RE", "MLE", "OLE"}}
KATTIS_MEMORY_MIB = 2048   # problemtools' default memory limit
KATTIS_TIME_MULTIPLIER = 5.0   # legacy `limits: time_multiplier`; 2023-07: ac_to_time_limit 2.0


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
    memory = round(_number(limits.get("memory", KATTIS_MEMORY_MIB),
                           f"{where}: limits.memory (MiB)"))
    time_limit = limits.get("time_limit")
    if time_limit is not None:
        time_limit = _number(time_limit, f"{where}: limits.time_limit (seconds)")
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
    validation = str(meta.get("validation", "default")).split() or ["default"]
    # 2023-07: `type: interactive` (or a list: [interactive, scoring]) and output_validator/.
    kind = meta.get("type", "pass-fail")
    types = set(kind.split() if isinstance(kind, str) else map(str, kind or []))
    unknown = types - {"pass-fail", "scoring", "interactive", "multi-pass", "submit-answer"}
    if unknown:
        raise UserError(f"{where}: type must be pass-fail, scoring or interactive, not "
                        f"{' '.join(sorted(unknown))!r}")
    if "interactive" in types and "interactive" not in validation:
        validation = ["custom", "interactive"]
    if validation == ["default"] and (directory / "output_validator").is_dir():
        validation = ["custom"]
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
            candidates = [inner] if _sources(inner) or len(folders) != 1 else folders
        if not candidates:
            raise UserError(f"{where}: validation is custom but output_validators/ has no "
                            f"validator")
        chosen = candidates[0]
        source = _main_source(chosen) if chosen.is_dir() else chosen
        if source is None:
            raise UserError(f"{chosen}: no source file of the output validator")
        fields = {"protocol": "kattis", "validator_args": tuple(flags)}
        if "interactive" in validation:
            fields.update(interactive=True, interactor_source=source)
        else:
            fields.update(checker="custom", custom_checker=source)
    else:
        fields = kattis_flags(flags, where)
        for args in {t.args for t in tests if t.args is not None}:
            kattis_flags(list(args), f"{where} (with a group's output_validator_flags)")
    name = meta.get("name", directory.name)
    if isinstance(name, dict):   # 2023-07: a name per language
        name = name.get("en", next(iter(name.values()), directory.name))
    problem = _base(directory, "kattis", str(name), tl, memory,
                    package_tests=tests, time_limit_note=note, **fields)
    problem.submissions = _kattis_submissions(directory)
    if validation[0] not in ("default", "custom"):
        raise UserError(f"{where}: validation must be default or custom (with interactive, "
                        f"score), not {' '.join(validation)!r}")
    if "scoring" in types or "score" in validation:
        problem.groups = _kattis_groups(directory, tests)
    if not tl:
        mult = limits.get("time_multiplier")
        multipliers = limits.get("time_multipliers")
        if isinstance(multipliers, dict):
            mult = multipliers.get("ac_to_time_limit", 2.0)
        problem.time_multiplier = float(mult if mult is not None else KATTIS_TIME_MULTIPLIER)
        problem.time_resolution = float(limits.get("time_resolution", 1.0))
    return problem


def _number(value, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise UserError(f"{what} must be a positive number, not {value!r}")
    return value


def _kattis_group(name: str) -> str:
    """A test's group: its folder under data/ (`secret/group1` for `secret/group1/03`)."""
    return name.rpartition("/")[0]


def _kattis_submissions(directory: Path) -> list[tuple[Path, str]]:
    found = []
    for folder, verdict in KATTIS_SUBMISSIONS.items():
        base = directory / "submissions" / folder
        if base.is_dir():
            # A file is a submission; so is a folder (its one source, or the one with main).
            for entry in sorted(base.iterdir()):
                source = _main_source(entry) if entry.is_dir() else (
                    entry if entry.suffix in SOURCE_SUFFIXES else None)
                if source is not None and source.suffix == ".py" and _python2(source):
                    continue   # the judge runs Python 3 only
                if source is not None:
                    found.append((source, verdict))
    return found


def _python2(path: Path) -> bool:
    first = path.read_bytes()[:200].split(b"\n")[0]
    return first.startswith(b"#!") and b"python2" in first


def _testdata(directory: Path, group_dir: Path) -> dict:
    """A group's settings as problemtools reads them: its testdata.yaml, each field it does
    not set inherited from the folders above it up to data/."""
    data = directory / "data"
    chain = [group_dir, *group_dir.parents]
    chain = chain[:chain.index(data) + 1] if data in chain else [group_dir]
    merged: dict = {}
    for folder in reversed(chain):
        if (folder / "testdata.yaml").is_file():
            merged.update(read_yaml(folder / "testdata.yaml"))
    return merged


def _group_flags(directory: Path, group: str) -> list[str]:
    """The output validator's extra flags of a group (testdata.yaml's output_validator_flags,
    2023-07 output_validator_args)."""
    meta = _testdata(directory, directory / "data" / group)
    flags = meta.get("output_validator_flags", meta.get("output_validator_args"))
    return (flags.split() if isinstance(flags, str)
            else [str(f) for f in flags] if isinstance(flags, list) else [])


def _kattis_groups(directory: Path, tests: list[TestCase]) -> list[Group]:
    """Every folder of data/secret that holds tests is a group (data/secret itself when the
    tests lie there); data/sample is not scored."""
    groups: dict[str, Group] = {}
    for test in tests:
        if not test.group.startswith("secret"):
            continue
        if test.group not in groups:
            meta = _testdata(directory, directory / "data" / test.group)
            flags = str(meta.get("grader_flags", "")).split()
            policy = next((f for f in flags if f in ("sum", "min", "max", "avg")), "sum")
            span = str(meta.get("range", "")).split()
            groups[test.group] = Group(
                name=test.group, policy=policy,
                accept_score=float(meta.get("accept_score", 1)),
                reject_score=float(meta.get("reject_score", 0)),
                on_reject=str(meta.get("on_reject", "break")),
                max_score=float(span[1]) if len(span) == 2 else None)
        groups[test.group].tests.append(test.name)
    return list(groups.values())


def derive_time_limit(problem: Problem, jobs: int | None = None) -> None:
    """A Kattis package that states no time limit: as problemtools does, run the accepted
    submissions, take the slowest test of the slowest one, multiply it by time_multiplier
    (legacy 5, 2023-07 ac_to_time_limit 2) and round up to time_resolution (1 s)."""
    from .judging import judge
    from .load import measured_under_load
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
    # A measurement made on a busy machine is made again once, and never kept (judge/load.py).
    for attempt in range(2):
        slowest, times = 0, []
        for path in accepted:
            report = judge(probe, path, problem.package_tests or [], jobs)
            if report.verdict not in ("AC", "OK"):
                raise UserError(f"{path} (accepted) is {report.verdict} with a 60 s limit; the "
                                f"time limit cannot be derived; give one with --tl MS")
            slowest = max([slowest, *(t.time_ms for t in report.tests)])
            times += [(t.time_ms, t.wall_ms) for t in report.tests]
        busy = measured_under_load(times)
        if not busy:
            break
    if busy:
        _set_derived(problem, slowest, multiplier, resolution,
                     f" (measured twice on a busy machine, not kept: {busy})")
        return
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


# ------------------------------------------------------------------------------- Polygon

# Polygon's solution tags (problem.xml words and the two-letter marks of its interface) and
# the verdicts each accepts.
POLYGON_TAGS = {
    "main": {"AC"}, "ma": {"AC"}, "accepted": {"AC"}, "ok": {"AC"},
    "wrong-answer": {"WA"}, "wa": {"WA"}, "presentation-error": {"PE"}, "pe": {"PE"},
    "time-limit-exceeded": {"TLE"}, "tl": {"TLE"},
    "time-limit-exceeded-or-accepted": {"TLE", "AC"}, "to": {"TLE", "AC"},
    "time-limit-exceeded-or-memory-limit-exceeded": {"TLE", "MLE"}, "tm": {"TLE", "MLE"},
    "memory-limit-exceeded": {"MLE"}, "ml": {"MLE"},
    "failed": {"RE"}, "re": {"RE"}, "runtime-error": {"RE"},
    "rejected": {"WA", "PE", "PC", "TLE", "MLE", "OLE", "RE"},
    "rj": {"WA", "PE", "PC", "TLE", "MLE", "OLE", "RE"},
}
# Polygon's standard checkers named by problem.xml without a source in the package.
POLYGON_STD = {"wcmp": {"checker": "tokens"}, "ncmp": {"checker": "tokens"},
               "lcmp": {"checker": "tokens"}, "fcmp": {"checker": "lines"},
               "hcmp": {"checker": "tokens"}, "yesno": {"checker": "tokens-nocase"},
               "nyesno": {"checker": "tokens-nocase"},
               "rcmp4": {"checker": "float", "float_abs": 1e-4, "float_rel": 1e-4},
               "rcmp6": {"checker": "float", "float_abs": 1e-6, "float_rel": 1e-6},
               "rcmp9": {"checker": "float", "float_abs": 1e-9, "float_rel": 1e-9}}


def _source_of(directory: Path, element) -> Path | None:
    if element is None:
        return None
    source = element.find("source")
    candidates = []
    if source is not None and source.get("path"):
        candidates.append(directory / source.get("path"))
    copy = element.find("copy")
    if copy is not None and copy.get("path"):
        candidates.append(directory / copy.get("path"))
    return next((c for c in candidates if c.is_file()), None)


def load_polygon(directory: Path) -> Problem:
    xml_path = directory / "problem.xml"
    try:
        root = ET.parse(xml_path).getroot()
    except ET.ParseError as error:
        raise UserError(f"{xml_path}: malformed XML: {error}") from None
    testset = root.find("judging/testset[@name='tests']")
    if testset is None:
        testset = root.find("judging/testset")
    if testset is None:
        raise UserError(f"{xml_path}: no <judging><testset> (the limits and tests)")

    def number(tag: str, default: int) -> int:
        text = testset.findtext(tag)
        try:
            return int(text) if text is not None else default
        except ValueError:
            raise UserError(f"{xml_path}: <{tag}> must be a whole number, not {text!r}") from None

    tl = number("time-limit", 0)
    if tl <= 0:
        raise UserError(f"{xml_path}: <time-limit> is missing")
    ml = max(1, number("memory-limit", 256 << 20) >> 20)
    title_el = root.find("names/name")
    title = title_el.get("value") if title_el is not None else directory.name
    in_pattern = testset.findtext("input-path-pattern") or "tests/%02d"
    ans_pattern = testset.findtext("answer-path-pattern") or "tests/%02d.a"
    elements = testset.findall("tests/test")
    count = number("test-count", len(elements))
    generators = _polygon_generators(directory, root)
    tests, test_points, group_of = [], {}, {}
    for i in range(1, count + 1):
        element = elements[i - 1] if i <= len(elements) else None
        name = f"{i:02d}"
        path = directory / (in_pattern % i)
        if not path.is_file() and element is not None and element.get("cmd"):
            path = _polygon_generate(directory, generators, element.get("cmd"), name)
        if not path.is_file():
            raise UserError(f"{path} is missing and the test has no generator command "
                            f"(run doall in Polygon, or download the package with its tests)")
        answer = directory / (ans_pattern % i)
        group = element.get("group", "") if element is not None else ""
        tests.append(TestCase(name, path, answer if answer.is_file() else None, group=group))
        if element is not None and element.get("points") is not None:
            try:
                test_points[name] = float(element.get("points"))
            except ValueError:
                raise UserError(f"{xml_path}: test {i}: points must be a number, not "
                                f"{element.get('points')!r}") from None
        group_of[name] = group
    fields: dict = {}
    assets = root.find("assets")
    checker = assets.find("checker") if assets is not None else None
    checker_source = _source_of(directory, checker)
    if checker_source is None and (directory / "check.cpp").is_file():
        checker_source = directory / "check.cpp"
    if checker_source is not None:
        fields.update(checker="custom", custom_checker=checker_source)
    elif checker is not None:
        std = re.sub(r"^std::|\.cpp$", "", checker.get("name", ""))
        fields.update(POLYGON_STD.get(std, {"checker": "tokens"}))
    interactor = _source_of(directory, assets.find("interactor") if assets is not None else None)
    if interactor is None and (directory / "interactor.cpp").is_file():
        interactor = directory / "interactor.cpp"
    if interactor is not None:
        fields.update(interactive=True, interactor_source=interactor)
    submissions, reference = [], None
    for solution in (assets.findall("solutions/solution") if assets is not None else []):
        source = _source_of(directory, solution)
        tag = solution.get("tag", "").lower()
        if source is None or tag not in POLYGON_TAGS:
            continue
        submissions.append((source, tag))
        if tag in ("main", "ma"):
            reference = source
    problem = _base(directory, "polygon", title, tl, ml, package_tests=tests,
                    reference_source=reference, answers_from_reference=reference is not None,
                    include_dirs=(directory / "files",), **fields)
    problem.submissions = submissions
    problem.groups = _polygon_groups(testset, tests, test_points, group_of)
    return problem


def _polygon_groups(testset, tests, test_points, group_of) -> list[Group]:
    declared = {g.get("name"): g for g in testset.findall("groups/group")}
    if not declared and not test_points:
        return []
    groups: dict[str, Group] = {}
    for test in tests:
        name = group_of.get(test.name, "")
        if name not in groups:
            element = declared.get(name)
            policy = element.get("points-policy", "each-test") if element is not None \
                else "each-test"
            points = element.get("points") if element is not None else None
            groups[name] = Group(name=name or "(no group)", policy=policy,
                                 points=float(points) if points is not None else None,
                                 dependencies=[d.get("group") for d in (
                                     element.findall("dependencies/dependency")
                                     if element is not None else [])])
        group = groups[name]
        group.tests.append(test.name)
        group.test_points[test.name] = test_points.get(test.name, 0.0)
    for group in groups.values():
        if group.policy == "complete-group" and group.points is None:
            group.points = sum(group.test_points.values())
    return list(groups.values())


def _polygon_generators(directory: Path, root) -> dict[str, Path]:
    found = {}
    for element in root.findall("files/executables/executable"):
        source = _source_of(directory, element)
        if source is not None:
            found[source.stem] = source
    return found


def _run_generator(source: Path, args: list[str], include_dirs: tuple[Path, ...],
                   where: str) -> bytes:
    from .compiler import Build
    from .includes import include_dirs_for
    try:
        binary = compile_source(source, tag="gen", build=Build(),
                                include_dirs=tuple(include_dirs) + include_dirs_for(source))
    except CompileError as error:
        raise JudgeFailure(f"{source} does not compile: "
                           f"{error.message.splitlines()[0] if error.message else ''}") from None
    result = subprocess.run([*binary.command, *args], capture_output=True, timeout=120,
                            stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        raise JudgeFailure(f"{where}: {source.name} {' '.join(args)} failed (exit "
                           f"{result.returncode})")
    return result.stdout


def _cached_input(directory: Path, key_parts: list[bytes], make) -> Path:
    key = hashlib.sha256(b"\0".join(key_parts)).hexdigest()[:32]
    path = cache_dir() / "gen" / f"package-{directory.name}" / f"{key}.in"
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        data = make()
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return path


def _polygon_generate(directory: Path, generators: dict[str, Path], cmd: str, name: str) -> Path:
    words = cmd.split()
    source = generators.get(words[0]) if words else None
    if source is None:
        for folder in (directory / "files", directory):
            source = next((p for p in folder.glob(f"{words[0]}.*")
                           if p.suffix in CPP_SUFFIXES), None) if folder.is_dir() else None
            if source:
                break
    if source is None:
        return directory / "tests" / name   # missing: the caller says so
    return _cached_input(directory, [source.read_bytes(), cmd.encode()],
                         lambda: _run_generator(source, words[1:], (directory / "files",),
                                                f"test {name}"))


# ----------------------------------------------------------------------- Library Checker

LIBRARY_CHECKER_MEMORY_MIB = 1024


def load_library_checker(directory: Path) -> Problem:
    info_path = directory / "info.toml"
    try:
        info = tomllib.loads(info_path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise UserError(f"{info_path}: malformed TOML: {error}") from None
    seconds = info.get("timelimit")
    if not isinstance(seconds, (int, float)) or seconds <= 0:
        raise UserError(f"{info_path}: field 'timelimit' (seconds) is missing")
    fields: dict = {}
    if (directory / "checker.cpp").is_file():
        fields.update(checker="custom", custom_checker=directory / "checker.cpp")
    reference = directory / "sol" / "correct.cpp"
    params = _params_dir(directory, info.get("params", {}))
    includes = tuple(d for d in (directory, directory / "gen", params,
                                 params / "gen" if params else None,
                                 *_common_dirs(directory)) if d and d.is_dir())
    if (directory / "in").is_dir():
        tests = tests_in_dir(directory)
    else:
        tests = _library_checker_tests(directory, info, includes)
    submissions = [(reference, "AC")] if reference.is_file() else []
    for solution in info.get("solutions", []):
        path = directory / "sol" / str(solution.get("name", ""))
        if not path.is_file() or solution.get("function"):
            continue   # a function-style solution needs the judge's own main: not run
        expect = str(solution.get("expect", "WA" if solution.get("wrong") else "AC")).upper()
        tag = {"AC": "AC", "WA": "WA", "RE": "RE", "TLE": "TLE"}.get(expect, "WA")
        if solution.get("allow_tle") and tag == "AC":
            tag = "time-limit-exceeded-or-accepted"
        submissions.append((path, tag))
    return _base(directory, "library-checker", str(info.get("title", directory.name)),
                 round(1000 * seconds), LIBRARY_CHECKER_MEMORY_MIB, package_tests=tests,
                 reference_source=reference if reference.is_file() else None,
                 answers_from_reference=reference.is_file(), submissions=submissions,
                 include_dirs=includes, **fields)


def _common_dirs(directory: Path) -> list[Path]:
    """Library Checker's generators include "random.h" from the repository's common/."""
    return [p / "common" for p in list(directory.parents)[:3] if (p / "common").is_dir()]


def _params_dir(directory: Path, params: dict) -> Path | None:
    """params.h: the folder's own, else one written from info.toml's [params] (each a
    `#define NAME VALUE`, as the repository's generate.py makes it) into the cache."""
    if (directory / "params.h").is_file():
        return directory
    if not params:
        return None
    lines = ["#pragma once"]
    for key, value in params.items():
        # As generate.py writes them: an integer as (long long)N, a string quoted.
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, str):
            value = '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
        elif isinstance(value, int):
            value = f"(long long){value}"
        lines.append(f"#define {key} {value}")
    text = "\n".join(lines) + "\n"
    folder = cache_dir() / "params" / hashlib.sha256(text.encode()).hexdigest()[:24]
    # gen/ programs include "../params.h": through the include folder <folder>/gen it is found.
    (folder / "gen").mkdir(parents=True, exist_ok=True)
    if not (folder / "params.h").is_file():
        (folder / "params.h").write_text(text)
    return folder


def _library_checker_tests(directory: Path, info: dict, includes) -> list[TestCase]:
    tests = []
    for entry in info.get("tests", []):
        name = str(entry.get("name", ""))
        count = entry.get("number", 0)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0 or not name:
            raise UserError(f"{directory / 'info.toml'}: each [[tests]] needs a name and a "
                            f"whole number, not {entry!r}")
        stem, suffix = Path(name).stem, Path(name).suffix
        for i in range(count):
            test_name = f"{stem}_{i:02d}"
            if suffix == ".in":
                path = directory / "gen" / f"{test_name}.in"
                if not path.is_file():
                    raise UserError(f"{path} is missing (info.toml lists {name} x {count})")
            else:
                source = directory / "gen" / name
                if not source.is_file():
                    raise UserError(f"{source} is missing (info.toml lists it)")
                parts = [source.read_bytes(), str(i).encode(),
                         *(((d / "params.h").read_bytes()) for d in includes
                           if (d / "params.h").is_file())]
                path = _cached_input(directory, parts, lambda s=source, i=i: _run_generator(
                    s, [str(i)], includes, f"info.toml {name}"))
            tests.append(TestCase(test_name, path, None))
    if not tests:
        raise UserError(f"{directory / 'info.toml'} lists no [[tests]] and there is no in/")
    return tests
