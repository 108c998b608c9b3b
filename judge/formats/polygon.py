"""Polygon packages: problem.xml, tests/ (01, 01.a; or made by the generators it names),
files/, the checker and interactor, groups and points, tagged solutions."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from ..compiler import CPP_SUFFIXES
from ..errors import UserError
from ..problem import Problem, TestCase
from ..scoring import Group
from .common import cached_input, package_problem, run_generator, why_not_judged


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
    submissions, unjudged, reference = [], [], None
    for solution in (assets.findall("solutions/solution") if assets is not None else []):
        source = _source_of(directory, solution)
        tag = solution.get("tag", "").lower()
        if source is None or tag not in POLYGON_TAGS:
            continue
        why = why_not_judged(source)
        if why:
            unjudged.append((source, tag, why))
            continue
        submissions.append((source, tag))
        if tag in ("main", "ma"):
            reference = source
    problem = package_problem(directory, "polygon", title, tl, ml, package_tests=tests,
                    reference_source=reference, answers_from_reference=reference is not None,
                    include_dirs=(directory / "files",), **fields)
    problem.submissions, problem.unjudged = submissions, unjudged
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
    return cached_input(directory, [source.read_bytes(), cmd.encode()],
                         lambda: run_generator(source, words[1:], (directory / "files",),
                                                f"test {name}"))

