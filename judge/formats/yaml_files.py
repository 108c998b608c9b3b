"""The YAML files of a package (problem.yaml, testdata.yaml, test_group.yaml, submissions.yaml),
read with PyYAML (Debian's python3-yaml, installed by tools/setup.sh). It is imported only when
a package has YAML, so that every other start stays as fast as before."""
from __future__ import annotations

import sys
from pathlib import Path

from ..errors import UserError


def _pyyaml():
    try:
        import yaml
    except ImportError:
        # tools/gk runs Python with -S (no site-packages: a faster start for every command), so
        # the folders where Debian installs python3-yaml are added here, the first time a
        # package has YAML, and only then.
        import site
        for folder in site.getsitepackages():
            if folder not in sys.path:
                sys.path.append(folder)
        try:
            import yaml
        except ImportError:
            raise UserError("reading a package's YAML needs PyYAML; run: apt-get install -y "
                            "python3-yaml (or tools/setup.sh)") from None
    return yaml


def read_yaml(path: Path) -> dict:
    """A YAML file that must be a map ({} when empty). What PyYAML cannot read is refused with
    the file, the line and the column it stopped at."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{path}: not UTF-8 (the package format wants UTF-8 text)") from None
    yaml = _pyyaml()
    try:
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        what = " ".join(str(part) for part in (error.context, error.problem) if part)
        raise UserError(f"{where}: malformed YAML: {what}; fix the file") from None
    except yaml.YAMLError as error:
        raise UserError(f"{path}: malformed YAML: {str(error).splitlines()[0]}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise UserError(f"{path}: must be a map of keys (key: value), not a "
                        f"{type(data).__name__}")
    return data
