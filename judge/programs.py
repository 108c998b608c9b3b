"""A submission kept as a folder: one program made of all its files, as DOMjudge and Kattis
judge it. Every source of its language is compiled together (C++, C, Java, Kotlin, Go; Rust
from its main file, which names its modules); Python runs its main file with its modules
beside it; Java's main class is the one that declares `main`. The main file is the entry
point a package names (DOMjudge's submissions.json), else the one source, else the one that
defines main.

The folder is copied into the cache under the hash of its files and built there, so editing
it during a run changes nothing and an unchanged folder is never built twice.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from .compiler import (CPP_SUFFIXES, SYNTAX_CHECK, Binary, Build, compiler_version, language_of,
                       python_interpreter, syntax_error)
from .errors import CompileError, UserError
from .languages import LANGUAGES, ensure_tool, java_class, publish, run_compiler, tool_version
from .paths import cache_dir

# Files beside a program's sources that are no source: headers, notes, data.
NOT_SOURCES = (".h", ".hpp", ".hh", ".hxx", ".md", ".txt", ".yaml", ".yml", ".json", ".ini",
               ".pdf", ".in", ".ans", ".out")
# How each language finds its main file among several (a regular expression on its text).
MAIN = {"cpp": rb"\bmain\s*\(", "c": rb"\bmain\s*\(", "python": rb"__name__\s*==\s*['\"]__main__",
        "java": rb"static\s+(?:public\s+)?void\s+main\s*\(", "kotlin": rb"\bfun\s+main\s*\(",
        "rust": rb"\bfn\s+main\s*\(", "go": rb"\bfunc\s+main\s*\("}


def sources_of(folder: Path) -> dict[Path, str]:
    """The folder's source files (not headers, not hidden) and their languages; a file of a
    language the kit does not run raises UserError."""
    found = {}
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.suffix and path.suffix not in NOT_SOURCES \
                and not path.name.startswith("."):
            found[path] = language_of(path)
    return found


def main_file(folder: Path, entry: str = "") -> tuple[Path, str]:
    """(the main file, its language) of a program kept as a folder."""
    files = sources_of(folder)
    if entry:
        path = folder / entry
        if path not in files:
            raise UserError(f"{folder}: its entry point {entry} is not a source file there")
        return path, files[path]
    languages = set(files.values())
    if len(languages) != 1:
        found = "no source file" if not files else f"sources in {', '.join(sorted(languages))}"
        raise UserError(f"{folder}: {found}; a program kept as a folder is one language (say "
                        f"its entry point)")
    language = languages.pop()
    if len(files) == 1:
        return next(iter(files)), language
    with_main = [p for p in files if re.search(MAIN[language], p.read_bytes())]
    named_main = [p for p in files if p.stem.lower() == "main"]
    chosen = with_main if len(with_main) == 1 else named_main
    if len(chosen) != 1:
        raise UserError(f"{folder}: cannot tell which of its {len(files)} files is the main one "
                        f"({len(with_main)} define main); name it main{next(iter(files)).suffix} "
                        f"or give its entry point")
    return chosen[0], language


def compile_folder(folder: Path, build: Build = Build(), entry: str = "",
                   tag: str = "prog") -> Binary:
    folder = Path(folder)
    main, language = main_file(folder, entry)
    digest = hashlib.sha256(f"{language}\0{main.name}\0{build}".encode())
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
    if language == "python":
        return _python(folder, main, build, digest, tag)
    if language == "cpp":
        flags = build.cxx_flags()
        version = compiler_version()
        runner = "g++ " + " ".join(flags)
    else:
        lang = LANGUAGES[language]
        version = tool_version(lang)
        runner = f"{version} ({lang.name})"
    digest.update(version.encode())
    key = digest.hexdigest()
    target = cache_dir() / "bin" / f"{tag}-{language}-folder-{key[:32]}"
    sanitized = language == "cpp" and build.debug
    if (target / ".done").is_file():
        return Binary(target / "out" / "a.out", key, True, 0.0, _run(language, target, main),
                      runner, sanitized=sanitized, vm=language in ("java", "kotlin", "go"),
                      source=str(main))
    start = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="compile-", dir=target.parent) as tmp:
        work = Path(tmp) / "build"
        shutil.copytree(folder, work / "src")
        (work / "out").mkdir()
        sources = [work / "src" / p.name for p in sources_of(folder)]
        argv = _compile(language, sources, work / "src" / main.name, work / "out", build)
        run_compiler(argv, work / "src", work / "src", folder, argv[0])
        publish(work, target)
    return Binary(target / "out" / "a.out", key, False, time.monotonic() - start,
                  _run(language, target, main), runner, sanitized=sanitized,
                  vm=language in ("java", "kotlin", "go"), source=str(main))


def _compile(language: str, sources: list[Path], main: Path, out: Path, build: Build) -> list[str]:
    """The command that builds every source together (Rust: its main file)."""
    if language == "cpp":
        cpp = [str(s) for s in sources if s.suffix in CPP_SUFFIXES]
        return ["g++", *build.cxx_flags(), f"-I{main.parent}", "-o", str(out / "a.out"), *cpp]
    lang = LANGUAGES[language]
    ensure_tool(lang)
    argv = lang.compile_argv(main, out, "")
    if language != "rust":   # the language's own command for one file, given them all
        at = argv.index(str(main))
        argv[at:at + 1] = [str(s) for s in sources]
    return argv


def _run(language: str, target: Path, main: Path) -> tuple[str, ...]:
    out = target / "out"
    if language == "cpp":
        return (str(out / "a.out"),)
    return tuple(LANGUAGES[language].run_argv(out, _java_main(main) if language == "java" else ""))


def _java_main(main: Path) -> str:
    """The class that declares main: its file's class (languages.java_class), with its
    package."""
    text = main.read_text(encoding="utf-8", errors="replace")
    package = re.search(r"^\s*package\s+([\w.]+)\s*;", text, re.M)
    name = java_class(text, main.stem)
    return f"{package.group(1)}.{name}" if package else name


def _python(folder: Path, main: Path, build: Build, digest, tag: str) -> Binary:
    """Python: the folder copied whole (its modules beside the main file), run from there."""
    interpreter, name = python_interpreter(build.pypy)
    digest.update(interpreter.encode())
    key = digest.hexdigest()
    target = cache_dir() / "bin" / f"{tag}-py-folder-{key[:32]}"
    runner = f"{name} ({interpreter})"
    command = (interpreter, str(target / main.name))
    if target.is_dir():
        return Binary(target / main.name, key, True, 0.0, command, runner, source=str(main))
    start = time.monotonic()
    for source in sources_of(folder):   # checked for syntax, nothing written beside them
        check = subprocess.run([interpreter, "-c", SYNTAX_CHECK, str(source)],
                               capture_output=True, text=True, errors="replace", timeout=60)
        if check.returncode != 0:
            raise CompileError(str(source), syntax_error(check.stderr, str(source))
                               or f"{name} rejects the file")
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=target.parent))
    shutil.copytree(folder, tmp, dirs_exist_ok=True)
    try:
        os.replace(tmp, target)
    except OSError:   # another judge copied it first
        shutil.rmtree(tmp, ignore_errors=True)
    return Binary(target / main.name, key, False, time.monotonic() - start, command, runner,
                  source=str(main))


def compile_scripted(folder: Path, tag: str) -> Binary:
    """A validator kept as a folder with `build` and/or `run` scripts (the 2025-09 format's
    "Other programs"): the folder copied into the cache (keyed by its files), `build` run there
    once (a failure is a CompileError), then `run` is the program."""
    digest = hashlib.sha256(b"build and run scripts")
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
    key = digest.hexdigest()
    target = cache_dir() / "bin" / f"{tag}-scripted-{key[:32]}"
    runner = f"{folder.name}/run (the package's build and run scripts)"
    if (target / ".done").is_file():
        return Binary(target / "run", key, True, 0.0, (str(target / "run"),), runner)
    start = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=target.parent))
    shutil.copytree(folder, work, dirs_exist_ok=True, symlinks=True)
    if (work / "build").is_file():
        built = subprocess.run([str(work / "build")], cwd=work, capture_output=True, text=True,
                               errors="replace", timeout=600, stdin=subprocess.DEVNULL)
        if built.returncode != 0:
            shutil.rmtree(work, ignore_errors=True)
            raise CompileError(str(folder / "build"), (built.stderr or built.stdout).strip()
                               or f"exit code {built.returncode}")
    if not (work / "run").is_file():
        shutil.rmtree(work, ignore_errors=True)
        raise CompileError(str(folder), "no `run` file after `build` (the format wants one)")
    publish(work, target)
    return Binary(target / "run", key, False, time.monotonic() - start, (str(target / "run"),),
                  runner)
