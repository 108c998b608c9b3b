"""What a `gk run` on a tests folder imports: only what such a run needs (docs/judge.md,
"Overhead"). A module imported at every start costs every start; timing it would be noisy, the
list of modules is not."""
from __future__ import annotations

import subprocess
import sys

from conftest import PROBLEMS, ROOT

# Imported only where needed: packages (a package folder; yaml when it has YAML), tomllib and
# typing (a problem.toml), concurrent.futures (-j > 1), hashlib (large generated inputs; it loads
# OpenSSL).
NOT_NEEDED = ("judge.formats", "yaml", "tomllib", "typing", "concurrent.futures", "hashlib")


def test_a_run_on_a_tests_folder_imports_only_what_it_needs(tmp_path):
    plus = PROBLEMS / "plus"
    probe = ("import sys; from judge.cli import main; "
             "code = main(['run', '--solution', sys.argv[1], '--tests', sys.argv[2], '-j', '1']); "
             f"print(code, [m for m in {NOT_NEEDED!r} if m in sys.modules], file=sys.stderr)")
    result = subprocess.run([sys.executable, "-S", "-P", "-c", probe, str(plus / "solution.cpp"),
                             str(plus / "tests")], cwd=tmp_path, capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert result.stderr.strip().splitlines()[-1] == "0 []", result.stderr + result.stdout
