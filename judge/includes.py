"""Where a checker's or interactor's `#include "testlib.h"` is found.

The kit ships no testlib.h: packages keep their own copy, and a user may keep one anywhere.
The folders searched, in order: the source's own folder and the one above it (testlib's
checkers/ include ../testlib.h), the package's folders (its root,
`files/`, `common/`, and what the package names: judge/formats/), the folders given with
`--include DIR`, and those listed in the user's config file (`include = ["DIR", ...]` in
`$XDG_CONFIG_HOME/gk/config.toml`, by default `~/.config/gk/config.toml`). When a source
includes a header that none of them has, the error names every folder looked in.
"""
from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

from .errors import UserError

INCLUDE = re.compile(rb'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.MULTILINE)
# Headers a package brings for its jury programs; any other include is the compiler's business.
JURY_HEADERS = ("testlib.h",)


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "gk" / "config.toml"


def config_includes() -> list[Path]:
    """The `include` folders of the user's config file (none when there is no file)."""
    path = config_path()
    if not path.is_file():
        return []
    try:
        meta = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise UserError(f"{path}: malformed TOML: {error}") from None
    folders = meta.get("include", [])
    if isinstance(folders, str):
        folders = [folders]
    if not isinstance(folders, list) or not all(isinstance(f, str) for f in folders):
        raise UserError(f"{path}: field 'include' must be a list of folders, e.g. "
                        f"include = [\"~/testlib\"]")
    return [Path(os.path.expanduser(f)) for f in folders]


def search_dirs(source: Path, problem=None) -> list[Path]:
    # The folder above too: testlib's own checkers/ and interactors/ include the testlib.h of
    # the folder above them, and a package's checker may sit in a subfolder of it.
    dirs = [source.parent, source.parent.parent]
    if problem is not None:
        dirs += list(problem.include_dirs)
        if not problem.adhoc and problem.kind != "kit":
            dirs += [problem.dir, problem.dir / "files", problem.dir / "common"]
    dirs += config_includes()
    seen, unique = set(), []
    for d in dirs:
        d = d.resolve()
        if d not in seen and d.is_dir():
            seen.add(d)
            unique.append(d)
    return unique


def include_dirs_for(source: Path, problem=None) -> tuple[Path, ...]:
    """The include path of a jury program; a one-line error when it includes testlib.h and no
    folder searched has it."""
    dirs = search_dirs(Path(source).resolve(), problem)
    try:
        text = Path(source).read_bytes()
    except OSError:
        return tuple(dirs)
    for match in INCLUDE.finditer(text):
        name = match.group(1).decode("utf-8", "replace")
        if name not in JURY_HEADERS:
            continue
        if not any((d / name).is_file() for d in dirs):
            looked = ", ".join(str(d) for d in dirs) or str(Path(source).parent)
            raise UserError(
                f"{source} includes {name}, which is in none of: {looked}; put {name} in one "
                f"of them, pass --include DIR, or list its folder in {config_path()} as "
                f"include = [\"DIR\"]")
    return tuple(dirs)
