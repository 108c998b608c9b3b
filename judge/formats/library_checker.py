"""Library Checker folders: info.toml, checker.cpp, params.h, gen/, sol/correct.cpp."""
from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

from ..errors import UserError
from ..paths import cache_dir
from ..problem import Problem, TestCase, tests_in_dir
from .common import cached_input, package_problem, run_generator


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
    return package_problem(directory, "library-checker", str(info.get("title", directory.name)),
                 round(1000 * seconds), LIBRARY_CHECKER_MEMORY_MIB, package_tests=tests,
                 reference_source=reference if reference.is_file() else None,
                 answers_from_reference=reference.is_file(), submissions=submissions,
                 include_dirs=includes, solution_include_dirs=tuple(_common_dirs(directory)),
                 **fields)


def _common_dirs(directory: Path) -> list[Path]:
    """The repository's common/ (random.h, ...): its scripts compile every program, the
    solutions too, with -I common."""
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
                path = cached_input(directory, parts, lambda s=source, i=i: run_generator(
                    s, [str(i)], includes, f"info.toml {name}"))
            tests.append(TestCase(test_name, path, None))
    if not tests:
        raise UserError(f"{directory / 'info.toml'} lists no [[tests]] and there is no in/")
    return tests
