"""tests/tiers.py names the slow tests by file and function: a renamed or deleted test must not
leave a name there that marks nothing (its replacement would then run in make test unseen)."""
from __future__ import annotations

import ast

from tiers import SLOW_TESTS, TESTS


def test_every_test_named_slow_exists():
    stale = []
    for file, functions in SLOW_TESTS.items():
        path = TESTS / file
        assert path.is_file(), f"tests/tiers.py names {file}, which is not under tests/"
        defined = {node.name for node in ast.walk(ast.parse(path.read_text()))
                   if isinstance(node, ast.FunctionDef)}
        stale += [f"{file}::{name}" for name in sorted(functions)
                  if name.split("[")[0] not in defined]
    assert not stale, f"tests/tiers.py names tests that do not exist: {stale}"


def test_no_file_is_named_twice_in_one_list():
    """A file named twice in one dict literal keeps only its last set of names: the tests of
    the first set would run in make test unseen."""
    twice = []
    for node in ast.walk(ast.parse((TESTS / "tiers.py").read_text())):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            twice += sorted({k for k in keys if keys.count(k) > 1})
    assert not twice, f"tests/tiers.py names these files twice in one list: {twice}"
