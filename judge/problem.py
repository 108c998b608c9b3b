"""Problem folders: `problems/<id>/problem.toml` (docs/problem-format.md) and their tests."""
from __future__ import annotations

import difflib
import functools
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .compiler import DEFAULT_STANDARD, STANDARDS
from .digest import sha256
from .errors import UserError
from .paths import PROBLEMS, cache_dir

CHECKERS = ("tokens", "lines", "tokens-nocase", "float", "custom")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Generated:
    """A test made by gen.py from a seed and a size."""

    name: str
    seed: int | str
    size: str
    sha256: str


@dataclass(frozen=True)
class TestCase:
    """One test: its input, its answer (if any), how it is made and judged."""

    name: str
    input: Path
    answer: Path | None          # None: from the reference (generated) or none at all (shown)
    generated: Generated | None = None
    group: str = ""              # a package's test group (Kattis data/secret/g1, Polygon group)
    points: float | None = None  # Polygon's <test points=...>
    args: tuple[str, ...] | None = None   # Kattis: this group's validator flags, when its own
    # The default comparison's options of this test's group, when its own (a Kattis group's
    # output_validator_flags, read into (field, value) pairs of Problem's checker fields).
    options: tuple[tuple[str, object], ...] | None = None


@dataclass
class Problem:
    """A problem as the judge sees it, whatever format it was read from."""

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
    std: str = DEFAULT_STANDARD          # the C++ standard of the problem's judge
    stress_brute_sizes: tuple[str, ...] = ("tiny",)   # gen.py sizes brute.py is fast on
    # An interactive problem's jury program (testlib convention, docs/judge.md): the folder's
    # interactor.cpp, or an ad-hoc problem's --interactor PATH.cpp.
    interactive: bool = False
    interactor_source: Path | None = None
    custom_checker: Path | None = None   # an ad-hoc problem's --checker PATH.cpp
    adhoc: bool = False                  # made from the command line, not a folder
    input_file: str = ""    # file I/O: the solution reads this file of its folder (and stdin)
    output_file: str = ""   # file I/O: the solution writes this file instead of stdout
    java_main_class: str = ""  # the class a Java solution runs (Competitive Companion's mainClass)
    # Problem packages (judge/formats/): the package's kind (kit, kattis, polygon,
    # library-checker); how its checker and interactor are called ("testlib": `checker input
    # output answer`, exit codes 0/1/2/...; "kattis": `validator input answer feedback_dir
    # FLAGS < output`, exit 42/43); the default validator's options; the tests it lists; its
    # reference (answers for tests that have none); the submissions `gk verify` runs; the
    # scoring groups; more folders for a checker's `#include <testlib.h>`.
    kind: str = "kit"
    protocol: str = "testlib"
    validator_args: tuple[str, ...] = ()
    nocase: bool = False                 # float checker: other tokens ignore ASCII case
    space_exact: bool = False            # tokens checker: whitespace must match exactly
    package_tests: list | None = None
    reference_source: Path | None = None
    answers_from_reference: bool = False # a test without an answer gets the reference's output
    submissions: list = field(default_factory=list)   # [(Path, expected verdict tag)]
    unjudged: list = field(default_factory=list)      # [(Path, tag, why the kit cannot run it)]
    # A submission kept as a folder: its main file's name, when the package names it.
    entry_points: dict = field(default_factory=dict)  # {folder (resolved): file name}
    groups: list = field(default_factory=list)        # [judge.scoring.Group]
    include_dirs: tuple[Path, ...] = ()
    # Folders on a submission's include path, as the package's own scripts compile it (Library
    # Checker: the repository's common/).
    solution_include_dirs: tuple[Path, ...] = ()
    time_limit_note: str = ""            # how the time limit was found, when not stated
    time_multiplier: float = 5.0         # Kattis: a limit derived from the accepted ones
    time_resolution: float = 1.0
    time_rounding: str = "up"            # "nearest": legacy Kattis (whole seconds, a half up)
    # Kattis multi-pass: the most runs of a test, each next input written by the validator.
    validation_passes: int = 1
    # The 2025-09 format's submissions.yaml: {submission path: [formats.expectations.Rule]},
    # what `gk verify` checks instead of the one expected verdict.
    expectations: dict = field(default_factory=dict)
    # The stack limit (each thread's stack too), apart from the memory limit; None: the memory
    # limit, as Kattis states it (judge/sandbox.py, Limits).
    stack_limit_mib: int | None = None

    @property
    def toml(self) -> Path:
        return self.dir / "problem.toml"

    @property
    def shown(self) -> str:
        """The folder as messages name it: problems/<id> in the kit, else its path from here."""
        if self.dir.resolve().parent == PROBLEMS:
            return f"problems/{self.id}"
        return _display(self.dir)

    @property
    def named(self) -> str:
        """How a `gk` command names this problem from the current folder: its id in the kit,
        else its folder (a folder outside the kit is no id of the kit's)."""
        return self.id if self.dir.resolve().parent == PROBLEMS else self.shown

    @property
    def solution(self) -> Path:
        return self.reference_source or self.dir / "solution.cpp"

    @property
    def checker_source(self) -> Path:
        return self.custom_checker or self.dir / "checker.cpp"

    def name_of(self, path: Path) -> str:
        """A file of the problem as a report names it: its path inside the folder, as the
        package names it (a symbolic link by its own name, not its target's)."""
        for form in (Path(os.path.abspath(path)), Path(path).resolve()):
            try:
                return str(form.relative_to(self.dir))
            except ValueError:
                pass
        return str(path)

    def script(self, name: str) -> Path:
        """gen.py, validator.py or brute.py; a one-line error when it is missing."""
        path = self.dir / name
        if not path.is_file():
            raise UserError(f"{self.shown}: {name} is missing "
                            f"(every problem has one, see docs/problem-format.md)")
        return path


def problem_ids() -> list[str]:
    if not PROBLEMS.is_dir():
        return []
    return sorted(p.parent.name for p in PROBLEMS.glob("*/problem.toml"))


def find_problem_dir(problem_id: str) -> Path:
    """The folder of a problem named by id (`snim`, any case), by its path in the kit
    (`problems/snim`), or by the path of any folder that has a problem.toml."""
    given = Path(problem_id)
    if (given / "problem.toml").is_file() and (len(given.parts) > 1 or problem_id in (".", "..")
                                               or not (PROBLEMS / problem_id).is_dir()):
        return given.resolve()
    if len(given.parts) > 1 and given.parts[-2] == "problems":
        problem_id = given.name
    problem_id = problem_id.rstrip("/").lower()
    path = PROBLEMS / problem_id
    if ID_PATTERN.match(problem_id) and (path / "problem.toml").is_file():
        return path
    if ID_PATTERN.match(problem_id) and path.is_dir():
        raise UserError(f"problems/{problem_id}/problem.toml is missing; "
                        f"`gk new {problem_id}` shows the shape of a problem folder")
    known = problem_ids()
    close = difflib.get_close_matches(problem_id, known, n=3, cutoff=0.5)
    hint = (f"did you mean {' or '.join(close)}?" if close
            else f"no folder of that name here either; `gk list` shows the kit's {len(known)} "
                 f"problems")
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
    import tomllib  # here: a run on --tests alone reads no TOML (tomllib imports typing)
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
    stack = _field(meta, "stack_limit_mib", int, where, None, required=False)
    if stack is not None and not 1 <= stack <= 65_536:
        raise UserError(f"{where}: field 'stack_limit_mib' must be in 1..65536, not {stack}")
    interactive = _field(meta, "interactive", bool, where, False, required=False)
    if interactive and "checker" in meta:
        raise UserError(f"{where}: an interactive problem has no 'checker' (its interactor "
                        f"decides); remove the field")
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
    brute_sizes = _field(stress, "brute_sizes", list, stress_where, ["tiny"], required=False)
    if not all(isinstance(size, str) for size in brute_sizes):
        raise UserError(f"{stress_where}: field 'brute_sizes' must be a list of gen.py sizes, "
                        f"not {brute_sizes!r}")
    io_names = {}
    for key in ("input_file", "output_file"):
        io_names[key] = _field(meta, key, str, where, "", required=False)
        if io_names[key] and not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", io_names[key]):
            raise UserError(f"{where}: field {key!r} must be a plain file name such as "
                            f"input.txt, not {io_names[key]!r}")
    java_main_class = _field(meta, "java_main_class", str, where, "", required=False)
    if java_main_class and not re.fullmatch(r"[A-Za-z_$][\w$.]*", java_main_class):
        raise UserError(f"{where}: field 'java_main_class' must be a Java class name, "
                        f"not {java_main_class!r}")
    std = _field(meta, "std", str, where, DEFAULT_STANDARD, required=False)
    if std not in STANDARDS:
        raise UserError(f"{where}: field 'std' must be one of {', '.join(STANDARDS)}, not {std!r}")
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
        time_limit_ms=tl, memory_limit_mib=ml, stack_limit_mib=stack,
        limits_confirmed=_field(meta, "limits_confirmed", bool, where, False, required=False),
        checker=checker, float_abs=float(float_abs), float_rel=float(float_rel),
        snippets=[str(s) for s in snippets],
        idea=_field(meta, "idea", str, where, "", required=False),
        stress_size=stress_size, stress_count=stress_count, generated=generated, std=std,
        stress_brute_sizes=tuple(brute_sizes), interactive=interactive, **io_names,
        java_main_class=java_main_class,
        # None when interactor.cpp is missing (a Competitive Companion folder): judging then
        # asks for one, --interactor gives it.
        interactor_source=(directory / "interactor.cpp"
                           if interactive and (directory / "interactor.cpp").is_file() else None))


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _natural_key(name: str):
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def _group(name: str) -> int:
    # Library Checker calls its samples example_NN.
    for rank, prefixes in enumerate((("sample", "example"), ("edge",), ("random",))):
        if name.startswith(prefixes):
            return rank
    return 3


ANSWER_SUFFIXES = (".out", ".ans", ".a")


def _answer_for(test_in: Path, directory: Path) -> Path | None:
    """NAME.out / NAME.ans next to NAME.in (oj, Codeforces, Kattis), NAME.a next to NAME
    (Polygon), or out/NAME.out beside in/NAME.in (Library Checker). Two different answers for
    one input are an error: which one is meant cannot be guessed."""
    candidates = [test_in.with_name(test_in.stem + s) for s in ANSWER_SUFFIXES]
    if test_in.suffix != ".in":
        candidates = [test_in.with_name(test_in.name + ".a")]
    if test_in.parent.name == "in":
        candidates.append(test_in.parent.parent / "out" / (test_in.stem + ".out"))
    found = [c for c in candidates if c.is_file() and not _binary(c)]
    if len({c.read_bytes() for c in found}) > 1:
        raise UserError(f"{_display(test_in)} has {len(found)} different answers "
                        f"({', '.join(c.name for c in found)}); keep the right one and remove "
                        f"the other")
    return found[0] if found else None


def _binary(path: Path) -> bool:
    """A compiled program (`a.out` from `g++ a.cpp`), not an answer."""
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def _input_of(answer: Path) -> list[Path]:
    """Where the input of an answer file would be."""
    if answer.suffix == ".a":
        return [answer.with_suffix("")]
    places = [answer.with_suffix(".in")]
    if answer.parent.name == "out":
        places.append(answer.parent.parent / "in" / (answer.stem + ".in"))
    return places


def _stray_answers(directory: Path) -> list[Path]:
    """Answer files with no input of their name (b.out beside a.in: a typo, or a test whose
    input was lost)."""
    return sorted(p for p in directory.rglob("*") if p.is_file() and p.suffix in ANSWER_SUFFIXES
                  and not p.name.startswith(".") and not _binary(p)
                  and not any(i.is_file() for i in _input_of(p)))


def _is_input(path: Path) -> bool:
    # Polygon's tests are bare numbers (01, 02, ...) with answers 01.a, 02.a; before doall
    # (or in an interactive problem) they have none, in a folder of bare numbers alone.
    if path.suffix == ".in":
        return True
    if not path.name.isdigit():
        return False
    return path.with_name(path.name + ".a").is_file() or _bare_folder(path.parent)


@functools.lru_cache(maxsize=64)
def _bare_folder(folder: Path) -> bool:
    """A folder of Polygon tests: no NAME.in in it, only numbers and their answers (asked once
    per folder and listing: the cache is cleared by each tests_in_dir)."""
    return not any(p.suffix == ".in" for p in folder.iterdir())


def tests_in_dir(directory: Path) -> list[TestCase]:
    """The tests of a directory in any common layout, searched recursively: NAME.in with
    NAME.out or NAME.ans (oj, Codeforces exports), Kattis data/sample + data/secret (.in/.ans),
    Polygon tests/01 + 01.a, Library Checker in/NAME.in + out/NAME.out. An input without an
    answer is a test too: it is run and its output shown. Samples first."""
    if directory.is_file() and directory.suffix in ANSWER_SUFFIXES:
        raise UserError(f"--tests {_display(directory)} is an answer file; give its input "
                        f"({directory.stem}.in) or the folder")
    if directory.is_file():  # one input, its answer beside it if there is one
        name = directory.stem if directory.suffix == ".in" else directory.name
        return [TestCase(name, directory, _answer_for(directory, directory.parent))]
    if not directory.is_dir():
        raise UserError(f"tests directory {_display(directory)} does not exist")
    if any(directory.glob("*.prob")):
        return cph_tests(directory)
    cases = []
    _bare_folder.cache_clear()
    for test_in in sorted(p for p in directory.rglob("*") if p.is_file() and _is_input(p)):
        relative = test_in.relative_to(directory)
        name = str(relative.with_suffix("") if test_in.suffix == ".in" else relative)
        if relative.parts[0] == "in" and len(relative.parts) == 2:
            name = relative.stem  # Library Checker: in/example_00.in is example_00
        cases.append(TestCase(name, test_in, _answer_for(test_in, directory)))
    if not cases:
        raise UserError(f"tests directory {_display(directory)} has no tests (NAME.in with "
                        f"NAME.out or NAME.ans; Kattis data/; Polygon 01 + 01.a; in/ + out/)")
    stray = _stray_answers(directory)
    if stray:
        unanswered = [c.name for c in cases if c.answer is None]
        raise UserError(
            f"{', '.join(_display(p) for p in stray[:3])}{' ...' if len(stray) > 3 else ''}: "
            f"no input of that name"
            + (f", and test {', '.join(unanswered[:3])} has no answer" if unanswered else "")
            + "; name each answer as its input (NAME.in with NAME.out)")
    cases.sort(key=lambda c: (_group(c.name), _natural_key(c.name)))
    return cases


def cph_tests(folder: Path) -> list[TestCase]:
    """The tests that CPH (Competitive Programming Helper, a VS Code extension) keeps in
    .cph/.NAME_HASH.prob, one JSON file per source file: {"srcPath", "tests": [{"input",
    "output"}, ...]}. Each is written once into the cache, named by its position (with the
    source's name before it when the folder has several files: `a/1`)."""
    probs = sorted(folder.glob("*.prob"))
    cases = []
    for prob in probs:
        try:
            meta = json.loads(prob.read_text(encoding="utf-8"))
            tests = meta["tests"]
            pairs = [(str(t["input"]), str(t["output"])) for t in tests]
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            raise UserError(f"{_display(prob)} is not a CPH problem file (JSON with \"tests\": "
                            f"[{{\"input\", \"output\"}}])") from None
        prefix = f"{Path(str(meta.get('srcPath', prob.stem))).stem}/" if len(probs) > 1 else ""
        store = cache_dir() / "cph" / sha256(prob.read_bytes()).hexdigest()[:24]
        for number, (given, expected) in enumerate(pairs, 1):
            paths = [store / f"{number}.in", store / f"{number}.out"]
            for path, text in zip(paths, (given, expected)):
                if not path.is_file():
                    path.parent.mkdir(parents=True, exist_ok=True)
                    tmp = path.with_suffix(f".{os.getpid()}")
                    tmp.write_text(text, encoding="utf-8")
                    tmp.replace(path)
            cases.append(TestCase(f"{prefix}{number}", paths[0],
                                  paths[1] if expected.strip() else None))
    if not cases:
        raise UserError(f"{_display(folder)}: its CPH files hold no tests")
    return cases


# An ad-hoc problem's limits when none are given: what most judges give a problem today.
ADHOC_TIME_LIMIT_MS = 2000
ADHOC_MEMORY_LIMIT_MIB = 256


def parse_checker(spec: str) -> dict:
    """The Problem fields of a --checker value: tokens | tokens-nocase | lines | float[:EPS] |
    PATH.cpp (a testlib-style checker)."""
    if spec in ("tokens", "tokens-nocase", "lines", "float"):
        return {"checker": spec}
    if spec.startswith("float:"):
        try:
            eps = float(spec[len("float:"):])
        except ValueError:
            eps = -1.0
        if not 0 <= eps < 1:
            raise UserError(f"--checker {spec}: EPS must be a number in [0, 1), e.g. float:1e-6")
        return {"checker": "float", "float_abs": eps, "float_rel": eps}
    path = Path(spec)
    if path.suffix in (".cpp", ".cc", ".cxx", ".py") or "/" in spec:
        if not path.is_file():
            raise UserError(f"checker file {spec} does not exist")
        return {"checker": "custom", "custom_checker": path.resolve()}
    raise UserError(f"--checker {spec!r}: say tokens, tokens-nocase, lines, float:EPS or the "
                    f"path of a checker .cpp")


def adhoc_problem(tests_dir: Path) -> Problem:
    """A problem with no folder: the tests of `tests_dir` (or one test file), the default
    limits, tokens checker."""
    if tests_dir.is_file():
        tests_dir = tests_dir.parent
    name = tests_dir.resolve().name or "tests"
    return Problem(
        id=name, dir=tests_dir.resolve(), title=name, source="", origin="",
        time_limit_ms=ADHOC_TIME_LIMIT_MS, memory_limit_mib=ADHOC_MEMORY_LIMIT_MIB,
        limits_confirmed=False, checker="tokens", float_abs=1e-6, float_rel=1e-6, snippets=[],
        idea="", stress_size="tiny", stress_count=200, adhoc=True)
