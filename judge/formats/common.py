"""What every package format shares: the Problem a package starts from, the program kept as a
file or a folder, and inputs made by a package's generator (cached)."""
from __future__ import annotations

import hashlib
import re
import subprocess
from pathlib import Path

from ..compiler import CPP_SUFFIXES, Build, compile_source, language_of
from ..errors import CompileError, JudgeFailure, UserError
from ..includes import include_dirs_for
from ..languages import LANGUAGES
from ..programs import NOT_SOURCES, main_file
from ..paths import cache_dir
from ..problem import Problem

SOURCE_SUFFIXES = (*CPP_SUFFIXES, ".py")


def package_problem(directory: Path, kind: str, title: str, tl: int, ml: int, **more) -> Problem:
    fields = {"checker": "tokens", "float_abs": 1e-6, "float_rel": 1e-6, **more}
    return Problem(
        id=directory.name, dir=directory, title=title, source="", origin=kind,
        time_limit_ms=tl, memory_limit_mib=ml, limits_confirmed=True, snippets=[], idea="",
        stress_size="tiny", stress_count=200, kind=kind, **fields)


def sources(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in SOURCE_SUFFIXES)


def main_source(folder: Path) -> Path | None:
    """The file of a program kept as a folder (a Kattis validator: validate.cc + validate.h):
    the one source, or the C++ file that defines main."""
    files = sources(folder)
    if len(files) == 1:
        return files[0]
    for path in files:
        if re.search(rb"\bmain\s*\(", path.read_bytes()):
            return path
    return files[0] if files else None


def program_files(folder: Path) -> list[Path]:
    """The files of a submissions folder that are programs, in any language."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix
                  and not p.name.startswith(".") and p.suffix not in NOT_SOURCES)


def why_not_judged(source: Path, entry: str = "") -> str:
    """Why the kit cannot run a submission ("" when it can): a language it does not run,
    Python 2 (the judge runs Python 3), a folder whose main file cannot be told."""
    if source.is_dir():
        bad = next((p for p in program_files(source) if why_not_judged(p)), None)
        if bad is not None:
            return f"{bad.name}: {why_not_judged(bad)}"
        try:
            main_file(source, entry)
        except UserError as error:
            return str(error).split("; ")[0].replace(f"{source}: ", "")
        return ""
    try:
        language_of(source)
    except UserError:
        return (f"{source.suffix} is not a language the kit runs (C++, Python 3, "
                f"{', '.join(lang.name for lang in LANGUAGES.values())})")
    first = source.read_bytes()[:200].split(b"\n")[0]
    if source.suffix == ".py" and first.startswith(b"#!") and b"python2" in first:
        return "Python 2 (its #! line says so); the kit runs Python 3"
    return ""


def positive(value, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise UserError(f"{what} must be a positive number, not {value!r}")
    return value


def run_generator(source: Path, args: list[str], include_dirs: tuple[Path, ...],
                  where: str) -> bytes:
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


def cached_input(directory: Path, key_parts: list[bytes], make) -> Path:
    key = hashlib.sha256(b"\0".join(key_parts)).hexdigest()[:32]
    path = cache_dir() / "gen" / f"package-{directory.name}" / f"{key}.in"
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        data = make()
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return path


