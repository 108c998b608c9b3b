"""Turning a source file into something to run: C++ compiled with g++ (cached in `.cache/bin/`),
Python checked for syntax and run by its interpreter, C, Java, Kotlin, Rust and Go compiled by
their compilers (judge/languages.py), cached the same way.

The cache key is the SHA-256 of the compiled text, the flags and `g++ --version`, so unchanged
code is never compiled twice. A binary is written under a temporary name and renamed into place,
so two judges running at once never see half a file.

What is compiled is exactly the bundled text (judge/bundle.py) with no kit include path: a
submission that compiles here compiles on the judge it is sent to. Only a checker or an
interactor gets its own folder on the include path, for the `testlib.h` its author brings.
"""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .binary import Binary
from .bundle import bundle
from .digest import sha256
from .errors import CompileError, UserError
from .paths import cache_dir
from .standards import DEFAULT_STANDARD, STANDARDS  # noqa: F401 (imported from here too)
from .toolrun import run_tree

CPP_SUFFIXES = (".cpp", ".cc", ".cxx", ".c++", ".C")
# The judge's own programs (the sandbox supervisor) are built one fixed way.
TOOL_FLAGS = ("-std=c++17", "-O2")


@dataclass(frozen=True)
class Build:
    """How a solution is built and run: the C++ standard, the debug mode, the Python runtime."""

    std: str = DEFAULT_STANDARD
    debug: bool = False
    pypy: bool = False
    java_main_class: str = ""   # Competitive Companion's languages.java.mainClass, if given

    def cxx_flags(self) -> tuple[str, ...]:
        if self.debug:
            # LOCAL as contestants' own templates expect; UBSan stops at the first error so that
            # undefined behaviour is an RE with its message, not a line lost in the output.
            return (f"-std={self.std}", "-O1", "-g", "-DLOCAL", "-D_GLIBCXX_DEBUG",
                    "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
                    "-fno-omit-frame-pointer")
        # ONLINE_JUDGE is defined by Codeforces and AtCoder; `#ifndef ONLINE_JUDGE` blocks vanish.
        return (f"-std={self.std}", "-O2", "-DONLINE_JUDGE")


@functools.lru_cache(maxsize=1)
def compiler_version() -> str:
    gxx = shutil.which("g++")
    if gxx is None:
        raise UserError("g++ is not installed; run: apt-get install -y g++ (or `make judge`, "
                        "which installs it as root)")
    # `g++ --version` is a process start on every command: it is remembered in the cache for
    # this g++ (its resolved path, size and modification time: an upgrade asks again).
    real = os.path.realpath(gxx)
    st = os.stat(real)
    stamp = f"{real} {st.st_size} {st.st_mtime_ns}\n"
    memo = cache_dir() / "gxx-version"
    try:
        saved = memo.read_text(encoding="utf-8")
        if saved.startswith(stamp):
            return saved[len(stamp):]
    except (OSError, UnicodeDecodeError):
        pass
    version = subprocess.run([gxx, "--version"], capture_output=True, text=True).stdout
    try:
        memo.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=memo.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(stamp + version)
        os.replace(tmp, memo)
    except OSError:  # a cache we cannot write: asked again next time
        pass
    return version


def compile_text(text: str, display_name: str, flags: tuple[str, ...] = TOOL_FLAGS,
                 tag: str = "prog", include_dirs: tuple[Path, ...] = ()) -> Binary:
    """Compiles C++ `text` (already bundled) into a cached binary."""
    all_flags = (*flags, *(f"-I{d}" for d in include_dirs))
    key = sha256("\0".join([text, *all_flags, compiler_version()]).encode()).hexdigest()
    bin_dir = cache_dir() / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    target = bin_dir / f"{tag}-{key[:32]}"
    runner = "g++ " + " ".join(flags)
    sanitized = any(f.startswith("-fsanitize=") and "address" in f for f in flags)
    if target.is_file() and os.access(target, os.X_OK):
        return Binary(target, key, True, 0.0, runner=runner, sanitized=sanitized)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="compile-", dir=bin_dir) as tmp:
        src = Path(tmp) / "source.cpp"
        src.write_text(text, encoding="utf-8")
        out = Path(tmp) / "a.out"
        result = run_tree(["g++", *all_flags, "-o", str(out), str(src)], cwd=tmp)
        if result.returncode != 0:
            message = (result.stderr + result.stdout).replace(str(src), display_name)
            raise CompileError(display_name, message.strip())
        os.replace(out, target)
    return Binary(target, key, False, time.monotonic() - start, runner=runner,
                  sanitized=sanitized)


@functools.lru_cache(maxsize=4)
def python_interpreter(pypy: bool) -> tuple[str, str]:
    """(path, "name version") of the interpreter for Python solutions: the judge's own python3,
    or pypy3 with --pypy."""
    if not pypy:
        path = os.path.realpath(sys.executable)
    else:
        found = shutil.which("pypy3")
        if found is None:
            raise UserError("--pypy needs pypy3, which is not installed; run: apt-get install -y "
                            "pypy3 (or judge without --pypy, under python3)")
        path = os.path.realpath(found)
    version = subprocess.run([path, "-c", "import sys; print(sys.version.split()[0])"],
                             capture_output=True, text=True, timeout=60).stdout.strip()
    return path, f"{'pypy3' if pypy else 'python3'} {version}"


SYNTAX_CHECK = "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')"


def prepare_python(path: Path, pypy: bool = False, tag: str = "prog") -> Binary:
    """A Python solution: a copy in the cache (so editing the file mid-run changes nothing),
    checked for syntax by the interpreter that will run it (a syntax error is a CE)."""
    interpreter, name = python_interpreter(pypy)
    data = path.read_bytes()
    key = sha256(b"\0".join([data, name.encode(), interpreter.encode()])).hexdigest()
    target = cache_dir() / "bin" / f"{tag}-py-{key[:32]}" / path.name
    runner = f"{name} ({interpreter})"
    if target.is_file():
        return Binary(target, key, True, 0.0, (interpreter, str(target)), runner,
                      source=str(path))
    start = time.monotonic()
    check = subprocess.run([interpreter, "-c", SYNTAX_CHECK, str(path)], capture_output=True,
                           text=True, errors="replace", timeout=60)
    if check.returncode != 0:
        raise CompileError(str(path), syntax_error(check.stderr, str(path))
                           or f"{name} rejects the file")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, target)
    return Binary(target, key, False, time.monotonic() - start, (interpreter, str(target)),
                  runner, source=str(path))


def syntax_error(stderr: str, path: str) -> str:
    """The interpreter's report of a syntax error from the user's file on: its file, line, the
    line itself with a caret, and the error (not the frames of the checking command)."""
    lines = stderr.strip().splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip().startswith(f'File "{path}"')),
                 None)
    return "\n".join(line.rstrip() for line in lines[start:]) if start is not None else (
        lines[-1] if lines else "")


def language_of(path: Path) -> str:
    """cpp, python or one of judge/languages.py's, by the file's extension; anything else is a
    one-line error."""
    if path.suffix in CPP_SUFFIXES:
        return "cpp"
    if path.suffix == ".py":
        return "python"
    from .languages import LANGUAGES, language_for
    if (lang := language_for(path)) is not None:
        return lang.name.lower()
    what = f"{path.suffix} files" if path.suffix else "files without an extension"
    others = ", ".join(f"{lang.name} ({' '.join(lang.suffixes)})" for lang in LANGUAGES.values())
    raise UserError(f"cannot judge {path}: {what} are not supported; the judge runs C++ "
                    f"({', '.join(CPP_SUFFIXES)}), Python (.py), {others}")


def compile_source(path: Path, tag: str = "prog", build: Build = Build(),
                   include_dirs: tuple[Path, ...] = ()) -> Binary:
    """Bundles `path` (the file a contestant would submit) and compiles that; a `.py` file is
    prepared to run under python3 (pypy3 with build.pypy)."""
    path = Path(path)
    if path.is_dir():
        raise UserError(f"{path} is a directory; give a source file (e.g. {path}/a.cpp)")
    if not path.is_file():
        raise UserError(f"solution file {path} does not exist")
    language = language_of(path)
    if language == "python":
        return prepare_python(path, build.pypy, tag)
    if language != "cpp":
        from .languages import compile_language, language_for
        return compile_language(language_for(path), path, tag, build.java_main_class)
    text = bundle(path, line_markers=True)
    return compile_text(text, str(path), build.cxx_flags(), tag=tag, include_dirs=include_dirs)
