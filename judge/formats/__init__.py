"""Problem packages of other judges, one module per format, each reading a package into the
kit's one Problem (judge/problem.py): limits, the checker and how it is called, the
interactor, the tests (with groups and points), the reference that answers tests without
answers, and the submissions with their expected verdicts for `gk verify` (docs/judge.md,
"Problem packages"). Judging then takes the one path every problem takes (judge/judging.py),
which never imports a format: the data flows one way."""
from __future__ import annotations

from pathlib import Path

from ..errors import UserError
from ..problem import Problem
from .kattis import KATTIS_EXPECTED, load_kattis
from .library_checker import load_library_checker
from .polygon import POLYGON_TAGS, load_polygon

KINDS = ("kit", "kattis", "polygon", "library-checker")


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


def allowed_verdicts(kind: str, tag: str) -> set[str]:
    """The verdicts a submission filed under `tag` may get in a package of this kind (`AC|TLE`:
    any of them, DOMjudge's expected results)."""
    if "|" in tag:
        return set().union(*(allowed_verdicts(kind, part) for part in tag.split("|")))
    if kind == "kattis":
        return KATTIS_EXPECTED.get(tag, {tag})
    return POLYGON_TAGS.get(tag) or {tag}
