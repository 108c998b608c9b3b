"""Compiling with g++ and caching binaries in `.cache/bin/`.

The cache key is the SHA-256 of the compiled text, the flags and `g++ --version`, so unchanged
code is never compiled twice. A binary is written under a temporary name and renamed into place,
so two judges running at once never see half a file.
"""
from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .bundle import bundle
from .errors import CompileError, UserError
from .paths import ROOT, cache_dir

CONTEST_FLAGS = ("-std=c++17", "-O2")


@dataclass
class Binary:
    path: Path
    key: str
    cached: bool
    seconds: float


@functools.lru_cache(maxsize=1)
def compiler_version() -> str:
    gxx = shutil.which("g++")
    if gxx is None:
        raise UserError("g++ is not installed; run: apt-get install -y g++ (or `make judge`, "
                        "which installs it as root)")
    return subprocess.run([gxx, "--version"], capture_output=True, text=True).stdout


def compile_text(text: str, display_name: str, flags: tuple[str, ...] = CONTEST_FLAGS,
                 tag: str = "prog") -> Binary:
    """Compiles C++ `text` (already bundled) into a cached binary."""
    all_flags = (*flags, f"-I{ROOT}")
    key = hashlib.sha256("\0".join([text, *all_flags, compiler_version()]).encode()).hexdigest()
    bin_dir = cache_dir() / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    target = bin_dir / f"{tag}-{key[:32]}"
    if target.is_file() and os.access(target, os.X_OK):
        return Binary(target, key, True, 0.0)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="compile-", dir=bin_dir) as tmp:
        src = Path(tmp) / "source.cpp"
        src.write_text(text, encoding="utf-8")
        out = Path(tmp) / "a.out"
        result = subprocess.run(["g++", *all_flags, "-o", str(out), str(src)],
                                capture_output=True, text=True, errors="replace", cwd=ROOT)
        if result.returncode != 0:
            message = (result.stderr + result.stdout).replace(str(src), display_name)
            raise CompileError(display_name, message.strip())
        os.replace(out, target)
    return Binary(target, key, False, time.monotonic() - start)


def compile_source(path: Path, tag: str = "prog") -> Binary:
    """Bundles `path` (the file a contestant would submit) and compiles that."""
    path = Path(path)
    if not path.is_file():
        raise UserError(f"solution file {path} does not exist")
    text = bundle(path, line_markers=True)
    return compile_text(text, str(path), tag=tag)
