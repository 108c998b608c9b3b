"""problem.yaml and testdata.yaml of a Kattis package: with PyYAML when it is installed, else
the subset these files use."""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import UserError


def read_yaml(path: Path) -> dict:
    """problem.yaml / testdata.yaml: with PyYAML when it is installed, else the subset these
    files use (nested maps of scalars by indentation, `#` comments, flow lists `[a, b]`)."""
    text = path.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        return mini_yaml(text)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise UserError(f"{path}: malformed YAML: {str(error).splitlines()[0]}") from None
    return data if isinstance(data, dict) else {}


def _scalar(text: str):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(x) for x in text[1:-1].split(",") if x.strip()]
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def mini_yaml(text: str) -> dict:
    root: dict = {}
    stack = [(-1, root)]
    for raw in text.splitlines():
        line = re.sub(r"\s+#.*$", "", raw) if not raw.lstrip().startswith("#") else ""
        if not line.strip() or ":" not in line:
            continue
        indent = len(line) - len(line.lstrip())
        key, _, value = line.strip().partition(":")
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        if value.strip():
            parent[key.strip()] = _scalar(value)
        else:
            parent[key.strip()] = {}
            stack.append((indent, parent[key.strip()]))
    return root

