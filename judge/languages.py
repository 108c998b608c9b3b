"""The compiled languages besides C++: C, Java, Kotlin, Rust and Go, each built one way, cached.

Each language is a row of LANGUAGES: the suffixes that name it, the compiler that must be on
PATH and the Debian package that brings it, how to compile a file into a folder, and how to run
what came out. judge/compiler.py calls `compile_language` for them, as it calls g++ for C++:
one compile step, one cache (`.cache/bin/`, keyed by the source, the language's flags and its
compiler's version), one Binary to run.

A JVM (Java, Kotlin) and Go's runtime reserve far more address space than they use; like every
program their memory is judged by what they use (resident memory, judge/sandbox.py), and the
report says so (`Binary.vm`); a JVM's heap is capped at the memory limit with -Xmx (the
`{memory_mib}` field of its command, filled in by the judge).
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .binary import Binary
from .errors import CompileError, UserError
from .paths import ROOT, cache_dir
from .toolrun import run_tree

# How a JVM runs a solution: the serial collector (one GC thread: CPU time is the solution's,
# as on judges that count all threads), no hsperfdata file (its warning went to stdout) and a
# deep stack for recursive DFS.
JVM = ("-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xss256m", "-Xmx{memory_mib}m")


def _java() -> str:
    """The sandbox starts a program by its path (no PATH search)."""
    return os.path.realpath(shutil.which("java") or "/usr/bin/java")


@dataclass(frozen=True)
class Language:
    name: str
    suffixes: tuple[str, ...]
    tool: str                  # the compiler command, on PATH
    package: str               # the Debian package that provides it
    version_args: tuple[str, ...]
    # (source file in the build folder, build folder, main class) -> the compile command
    compile_argv: Callable[[Path, Path, str], list[str]]
    # (build folder, main class) -> the run command
    run_argv: Callable[[Path, str], list[str]]
    # A runtime that reserves far more address space than it uses (a JVM, Go's): its memory is
    # judged by peak RSS (as every program is); a JVM's heap is also capped with -Xmx.
    vm: bool = False


def java_class(text: str, default: str = "Main") -> str:
    """Java's file name must be its public class's name; without one, the class that declares
    main (the last class declared before it: `class TestHello { public static void main`, as
    DOMjudge's and the BAPC tools' examples write it); `default` when there is neither. Comments are
    left out first (`the public class names must match` in one named a class `names`)."""
    text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)
    found = re.search(r"\bpublic\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)", text)
    if found:
        return found.group(1)
    main = re.search(r"\bstatic\s+void\s+main\s*\(", text)
    before = re.findall(r"\bclass\s+([A-Za-z_$][\w$]*)", text[:main.start()] if main else "")
    return before[-1] if before else default


LANGUAGES = {
    "c": Language(
        "C", (".c",), "gcc", "gcc", ("--version",),
        lambda src, out, _: ["gcc", "-std=gnu17", "-O2", "-DONLINE_JUDGE", "-o",
                             str(out / "a.out"), str(src), "-lm"],
        lambda out, _: [str(out / "a.out")]),
    "java": Language(
        "Java", (".java",), "javac", "default-jdk-headless", ("-version",),
        lambda src, out, _: ["javac", "-encoding", "UTF-8", "-d", str(out), str(src)],
        lambda out, main: [_java(), *JVM, "-cp", str(out), main], vm=True),
    "kotlin": Language(
        "Kotlin", (".kt",), "kotlinc", "kotlin", ("-version",),
        lambda src, out, _: ["kotlinc", str(src), "-include-runtime", "-d", str(out / "a.jar")],
        lambda out, _: [_java(), *JVM, "-jar", str(out / "a.jar")], vm=True),
    "rust": Language(
        "Rust", (".rs",), "rustc", "rustc", ("--version",),
        lambda src, out, _: ["rustc", "--edition", "2021", "-O", "-o", str(out / "a.out"),
                             str(src)],
        lambda out, _: [str(out / "a.out")]),
    "go": Language(
        "Go", (".go",), "go", "golang-go", ("version",),
        lambda src, out, _: ["go", "build", "-o", str(out / "a.out"), str(src)],
        lambda out, _: [str(out / "a.out")], vm=True),
}


def language_for(path: Path) -> Language | None:
    return next((lang for lang in LANGUAGES.values() if path.suffix in lang.suffixes), None)


def ensure_tool(lang: Language) -> str:
    """The compiler's path; when it is missing, tools/setup.sh installs its package (as root
    with apt-get) or the error says the exact command to run."""
    found = shutil.which(lang.tool)
    if found:
        return found
    setup = ROOT / "tools" / "setup.sh"
    print(f"judge: {lang.name} needs {lang.tool}: installing {lang.package} (once)", flush=True)
    result = subprocess.run([str(setup), "lang", lang.package, lang.tool], capture_output=True,
                            text=True)
    found = shutil.which(lang.tool)
    if result.returncode != 0 or not found:
        said = (result.stderr.strip().splitlines() or [""])[-1]
        raise UserError(f"{lang.name} needs {lang.tool}, which is not installed; "
                        f"{said or f'run: apt-get install -y {lang.package}'}")
    return found


@functools.lru_cache(maxsize=8)
def tool_version(lang: Language) -> str:
    result = subprocess.run([ensure_tool(lang), *lang.version_args], capture_output=True,
                            text=True, timeout=120, env=build_env())
    return version_line(result.stdout + "\n" + result.stderr, lang.tool)


DOTTED = re.compile(r"\d+\.\d+")


def version_line(output: str, tool: str) -> str:
    """The line of a `-version` output that names the version: the first with a dotted number
    that is not a warning (kotlinc starts with the JVM's warnings), without a leading "info: "."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    named = [line for line in lines if DOTTED.search(line) and "warning" not in line.lower()]
    line = (named or lines or [tool])[0]
    return line[len("info: "):] if line.startswith("info: ") else line


def build_env() -> dict[str, str]:
    """The compilers' environment: the user's, with Go's caches in the judge's cache."""
    cache = cache_dir()
    return {**os.environ, "GOCACHE": str(cache / "go-build"), "GOPATH": str(cache / "go")}


def compile_language(lang: Language, path: Path, tag: str, main_class: str = ""):
    """Compiles `path` into a cached folder and returns the Binary that runs it."""
    text = path.read_bytes()
    source_name = path.name
    if lang.name == "Java":
        source_name = java_class(text.decode("utf-8", "replace")) + ".java"
        main_class = main_class or source_name[:-len(".java")]
    version = tool_version(lang)
    key = hashlib.sha256(b"\0".join([text, lang.name.encode(), version.encode(),
                                     source_name.encode(), main_class.encode()])).hexdigest()
    bin_dir = cache_dir() / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    target = bin_dir / f"{tag}-{lang.name.lower()}-{key[:32]}"
    runner = f"{version} ({lang.name})"
    if (target / ".done").is_file():
        return Binary(target, key, True, 0.0, tuple(lang.run_argv(target, main_class)), runner,
                      vm=lang.vm)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="compile-", dir=bin_dir) as tmp:
        work = Path(tmp) / "src"
        out = Path(tmp) / "out"
        work.mkdir()
        out.mkdir()
        src = work / source_name
        src.write_bytes(text)
        run_compiler(lang.compile_argv(src, out, main_class), work, src, path, lang.tool)
        # The run command names the final folder: build it there, then move it into place.
        publish(out, target)
    return Binary(target, key, False, time.monotonic() - start,
                  tuple(lang.run_argv(target, main_class)), runner, vm=lang.vm)


def run_compiler(argv: list[str], cwd: Path, written: Path, shown: Path, tool: str) -> None:
    """One compile step: a failure is a CompileError that names the user's file (`shown`) where
    the compiler named the copy it was given (`written`)."""
    try:
        result = run_tree(argv, cwd=cwd, env=build_env(), timeout=300)
    except subprocess.TimeoutExpired:
        raise CompileError(str(shown), f"{tool} ran longer than 300 s") from None
    if result.returncode != 0:
        message = (result.stderr + result.stdout).replace(str(written), str(shown))
        raise CompileError(str(shown), message.strip() or f"{tool} failed")


def publish(built: Path, target: Path) -> None:
    """Moves a finished build into the cache; another judge may have finished it first."""
    (built / ".done").write_text("")
    try:
        os.replace(built, target)
    except OSError:
        if not (target / ".done").is_file():
            raise
