"""A package's YAML is read by PyYAML, also when the judge runs as tools/gk runs it (python3 -S,
no site-packages), and what it cannot read is refused with the file and the line."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT
from judge.errors import UserError
from judge.formats.yaml_files import read_yaml

BLOCK_LIST = """problem_format_version: 2025-09
name: Guess  # a comment
type:
  - interactive
  - multi-pass
limits:
  validation_passes: 3
"""


def test_a_block_list_is_a_list(tmp_path):
    """The hand-written subset read this `type:` as {} without a word: the problem was judged
    as a plain one and two wrong answers were accepted."""
    (tmp_path / "problem.yaml").write_text(BLOCK_LIST)
    meta = read_yaml(tmp_path / "problem.yaml")
    assert meta["type"] == ["interactive", "multi-pass"]
    assert meta["limits"] == {"validation_passes": 3} and meta["name"] == "Guess"


def test_read_under_python_dash_s_as_gk_runs_it(tmp_path):
    """tools/gk starts Python with -S: Debian's dist-packages are not on sys.path until a
    package has YAML; then they are, and only then."""
    (tmp_path / "problem.yaml").write_text(BLOCK_LIST)
    probe = ("import sys; from judge.formats.yaml_files import read_yaml; "
             "before = 'yaml' in sys.modules; "
             "print(before, read_yaml(__import__('pathlib').Path(sys.argv[1]))['type'])")
    result = subprocess.run([sys.executable, "-S", "-P", "-c", probe,
                             str(tmp_path / "problem.yaml")], capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert result.stdout.strip() == "False ['interactive', 'multi-pass']", result.stderr


@pytest.mark.parametrize("text,where,what", [
    ("name: a\ntype: [interactive\nlimits: {}\n", ":3:", "expected ',' or ']'"),
    ("name: a\n  memory: 2\n", ":2:", "mapping values are not allowed"),
    ("limits:\n  memory: 1\n\tbad: 2\n", ":3:", "cannot start any token"),
])
def test_malformed_yaml_names_the_file_and_line(tmp_path, text, where, what):
    path = tmp_path / "problem.yaml"
    path.write_text(text)
    with pytest.raises(UserError) as caught:
        read_yaml(path)
    message = str(caught.value)
    assert message.startswith(f"{path}{where}") and what in message, message
    assert "\n" not in message


def test_a_file_that_is_not_a_map_is_refused(tmp_path):
    path = tmp_path / "testdata.yaml"
    path.write_text("- a\n- b\n")
    with pytest.raises(UserError, match="must be a map of keys"):
        read_yaml(path)
    path.write_text("")
    assert read_yaml(path) == {}
