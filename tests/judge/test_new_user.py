"""A new user's first session, end to end: `make install` into a temporary prefix, then in an
empty folder outside the kit: a made-up problem accepted then rejected (exit status 1), a Python
solution accepted, std::popcount compiled by default, the `#ifdef LOCAL` template judged and
bundled, and a Competitive Companion POST turned into a folder that `gk run` judges; finally
`make uninstall`."""
from __future__ import annotations

import json
import os
import subprocess
import urllib.request

from conftest import ROOT
from test_listen import PAYLOAD, Server

TEMPLATE = """#include <bits/stdc++.h>
#ifdef LOCAL
#include "debug.h"
#else
#define dbg(...)
#endif
using namespace std;
int main() {
  long long a, b;
  cin >> a >> b;
  dbg(a, b);
  cout << a + b + 0 * popcount(5u) << "\\n";
}
"""


def test_first_session(tmp_path):
    prefix = tmp_path / "prefix"
    env = dict(os.environ, PATH=f"{prefix / 'bin'}:/usr/bin:/bin", HOME=str(tmp_path))
    env.pop("PYTHONPATH", None)
    env.pop("JUDGE_PROBLEMS", None)

    def sh(*command, cwd, check=True):
        result = subprocess.run(list(map(str, command)), cwd=cwd, env=env, capture_output=True,
                                text=True, timeout=300)
        if check:
            assert result.returncode == 0, result.stdout + result.stderr
        return result

    installed = sh("make", "-s", "install", f"PREFIX={prefix}", cwd=ROOT)
    assert f"installed {prefix}/bin/gk" in installed.stdout
    work = tmp_path / "contest"
    (work / "t").mkdir(parents=True)
    (work / "t" / "1.in").write_text("1 2\n")
    (work / "t" / "1.out").write_text("3\n")
    (work / "t" / "2.in").write_text("40 2\n")
    (work / "t" / "2.ans").write_text("42\n")
    (work / "a.cpp").write_text(TEMPLATE)
    # A folder of the user's that is called `judge` must not shadow the kit's package.
    (work / "judge").mkdir()
    (work / "judge" / "__init__.py").write_text("raise SystemExit('the wrong judge')\n")
    accepted = sh("gk", "run", "--solution", "a.cpp", "--tests", "t", cwd=work)
    assert "t: AC 2/2 passed" in accepted.stdout and "-std=c++20" in accepted.stdout
    (work / "a.cpp").write_text(TEMPLATE.replace("a + b", "a * b"))
    rejected = sh("gk", "run", "--solution", "a.cpp", "--tests", "t", cwd=work, check=False)
    assert rejected.returncode == 1 and "t: WA" in rejected.stdout
    (work / "a.cpp").write_text(TEMPLATE)
    (work / "a.py").write_text("a, b = map(int, input().split())\nprint(a + b)\n")
    python = sh("gk", "run", "--solution", "a.py", "--tests", "t", cwd=work)
    assert "AC 2/2 passed" in python.stdout and "python3 3." in python.stdout
    bundled = sh("gk", "bundle", "a.cpp", cwd=work).stdout
    assert '#include "debug.h"' in bundled and "popcount" in bundled
    (work / "submit.cpp").write_text(bundled)
    sh("g++", "-std=c++20", "-DONLINE_JUDGE", "-o", "submit", "submit.cpp", cwd=work)

    server = Server(work, count=1, command=["gk"], env=env)
    try:
        request = urllib.request.Request(f"http://127.0.0.1:{server.port}/", method="POST",
                                         data=json.dumps(PAYLOAD).encode())
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert answer.status == 200
    finally:
        code, log = server.finish()
    assert code == 0, log
    folder = work / "g-sum-of-two"
    (folder / "a.cpp").write_text(TEMPLATE)
    judged = sh("gk", "run", "--solution", "a.cpp", cwd=folder)
    assert "limits 1500 ms, 256 MiB" in judged.stdout and "AC 2/2 passed" in judged.stdout

    removed = sh("make", "-s", "uninstall", f"PREFIX={prefix}", cwd=ROOT)
    assert "removed" in removed.stdout and not (prefix / "bin" / "gk").exists()
