"""Problem folders: `problems/<id>/problem.toml` (docs/problem-format.md) and their tests."""
from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .errors import UserError
from .paths import PROBLEMS

CHECKERS = ("tokens", "lines", "tokens-nocase", "float", "custom")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Generated:
    name: str
    seed: int | str
    size: str
    sha256: str


@dataclass(frozen=True)
class TestCase:
    name: str
    input: Path
    answer: Path | None          # None: comes from the reference solution (generated tests)
    generated: Generated | None = None


@dataclass
class Problem:
    id: str
    dir: Path
    title: str
    source: str
    origin: str
    time_limit_ms: int
    memory_limit_mib: int
    limits_confirmed: bool
    checker: str
    float_abs: float
    float_rel: float
    snippets: list[str]
    idea: str
    stress_size: str
    stress_count: int
    generated: list[Generated] = field(default_factory=list)
    # An interactive problem's jury program (testlib convention, docs/judge.md): the folder's
    # interactor.cpp, or an ad-hoc problem's --interactor PATH.cpp.
    interactive: bool = False
    interactor_source: Path | None = None

    @property
    def toml(self) -> Path:
        return self.dir / "problem.toml"

    @property
    def solution(self) -> Path:
        return self.dir / "solution.cpp"

    @property
    def checker_source(self) -> Path:
        return self.dir / "checker.cpp"

    def script(self, name: str) -> Path:
        """gen.py, validator.py or brute.py; a one-line error when it is missing."""
        path = self.dir / name
        if not path.is_file():
            raise UserError(f"{self.dir.relative_to(self.dir.parent.parent)}: {name} is missing "
                            f"(every problem has one, see docs/problem-format.md)")
        return path


def problem_ids() -> list[str]:
    if not PROBLEMS.is_dir():
        return []
    return sorted(p.parent.name for p in PROBLEMS.glob("*/problem.toml"))


def find_problem_dir(problem_id: str) -> Path:
    path = PROBLEMS / problem_id
    if ID_PATTERN.match(problem_id) and (path / "problem.toml").is_file():
        return path
    if ID_PATTERN.match(problem_id) and path.is_dir():
        raise UserError(f"problems/{problem_id}/problem.toml is missing; "
                        f"`python3 -m judge new {problem_id}` shows the shape of a problem folder")
    known = problem_ids()
    close = difflib.get_close_matches(problem_id, known, n=3, cutoff=0.5)
    hint = (f"did you mean {' or '.join(close)}?" if close
            else f"known problems: {', '.join(known) or 'none'} (`python3 -m judge list`)")
    raise UserError(f"unknown problem {problem_id!r}; {hint}")


def load_problem(problem_id: str) -> Problem:
    return load_problem_dir(find_problem_dir(problem_id))


def _field(meta: dict, name: str, kind: type | tuple, where: str, default=None, required=True):
    if name not in meta:
        if required:
            raise UserError(f"{where}: field {name!r} is missing (see docs/problem-format.md)")
        return default
    value = meta[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    # bool is an int in Python: do not let `true` pass as a number.
    if isinstance(value, bool) and bool not in kinds or not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise UserError(f"{where}: field {name!r} must be a {names}, not {value!r}")
    return value


def load_problem_dir(directory: Path) -> Problem:
    toml_path = directory / "problem.toml"
    where = _display(toml_path)
    try:
        meta = tomllib.loads(toml_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(f"{where} is missing") from None
    except UnicodeDecodeError:
        raise UserError(f"{where} is not UTF-8") from None
    except tomllib.TOMLDecodeError as error:
        raise UserError(f"{where}: malformed TOML: {error}") from None
    tl = _field(meta, "time_limit_ms", int, where)
    ml = _field(meta, "memory_limit_mib", int, where)
    if not 1 <= tl <= 60_000:
        raise UserError(f"{where}: field 'time_limit_ms' must be in 1..60000, not {tl}")
    if not 1 <= ml <= 65_536:
        raise UserError(f"{where}: field 'memory_limit_mib' must be in 1..65536, not {ml}")
    interactive = _field(meta, "interactive", bool, where, False, required=False)
    if interactive and "checker" in meta:
        raise UserError(f"{where}: an interactive problem has no 'checker' (its interactor "
                        f"decides); remove the field")
    if interactive and not (directory / "interactor.cpp").is_file():
        raise UserError(f"{where}: field 'interactive' is true but interactor.cpp is missing")
    checker = _field(meta, "checker", str, where, "tokens", required=False)
    if checker not in CHECKERS:
        raise UserError(f"{where}: field 'checker' must be one of {', '.join(CHECKERS)}, "
                        f"not {checker!r}")
    if checker == "custom" and not (directory / "checker.cpp").is_file():
        raise UserError(f"{where}: field 'checker' is \"custom\" but checker.cpp is missing")
    float_abs = _field(meta, "float_abs", (float, int), where, 1e-6, required=False)
    float_rel = _field(meta, "float_rel", (float, int), where, 1e-6, required=False)
    stress = _field(meta, "stress", dict, where, {}, required=False)
    stress_where = f"{where} [stress]"
    stress_size = _field(stress, "size", str, stress_where, "tiny", required=False)
    stress_count = _field(stress, "count", int, stress_where, 200, required=False)
    generated = []
    entries = _field(meta, "generated", list, where, [], required=False)
    seen = set()
    for index, entry in enumerate(entries, 1):
        gwhere = f"{where} [[generated]] #{index}"
        if not isinstance(entry, dict):
            raise UserError(f"{gwhere}: must be a table")
        name = _field(entry, "name", str, gwhere)
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", name) or name in seen:
            raise UserError(f"{gwhere}: field 'name' must be a unique plain name, not {name!r}")
        seen.add(name)
        generated.append(Generated(
            name=name,
            seed=_field(entry, "seed", (int, str), gwhere),
            size=_field(entry, "size", str, gwhere),
            sha256=_field(entry, "sha256", str, gwhere, "", required=False)))
    snippets = _field(meta, "snippets", list, where, [], required=False)
    return Problem(
        id=directory.name, dir=directory,
        title=_field(meta, "title", str, where),
        source=_field(meta, "source", str, where, "", required=False),
        origin=_field(meta, "origin", str, where, "", required=False),
        time_limit_ms=tl, memory_limit_mib=ml,
        limits_confirmed=_field(meta, "limits_confirmed", bool, where, False, required=False),
        checker=checker, float_abs=float(float_abs), float_rel=float(float_rel),
        snippets=[str(s) for s in snippets],
        idea=_field(meta, "idea", str, where, "", required=False),
        stress_size=stress_size, stress_count=stress_count, generated=generated,
        interactive=interactive,
        interactor_source=directory / "interactor.cpp" if interactive else None)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _natural_key(name: str):
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def _group(name: str) -> int:
    for rank, prefix in enumerate(("sample", "edge", "random")):
        if name.startswith(prefix):
            return rank
    return 3


def tests_in_dir(directory: Path) -> list[TestCase]:
    """The NAME.in / NAME.out (or NAME.ans) pairs of a directory; samples first."""
    if not directory.is_dir():
        raise UserError(f"tests directory {_display(directory)} does not exist")
    cases = []
    for test_in in directory.glob("*.in"):
        answer = next((test_in.with_suffix(s) for s in (".out", ".ans")
                       if test_in.with_suffix(s).is_file()), None)
        if answer is not None:
            cases.append(TestCase(test_in.stem, test_in, answer))
    if not cases:
        raise UserError(f"tests directory {_display(directory)} has no NAME.in with NAME.out "
                        f"(or NAME.ans) pairs")
    cases.sort(key=lambda c: (_group(c.name), _natural_key(c.name)))
    return cases
