"""The bundler: each quoted include expanded once, system includes kept, cycles reported; the
bundled file compiles alone and gets the same verdicts as the original."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT, one_line_error, run_judge
from judge.bundle import BundleError, bundle
from tiers import tiered

BUNDLE = FIXTURES / "bundle"


def test_expands_each_header_exactly_once():
    text = bundle(BUNDLE / "main.cpp")
    assert not re.search(r'#\s*include\s*"', text)
    assert text.count("inline long long add(") == 1
    assert text.count("inline long long zero(") == 1
    assert "#pragma once" not in text
    assert "#include <cstdio>" in text and "#include <vector>" in text
    # Nested order: the header a file includes comes before the file's own code.
    assert text.index("inline long long zero(") < text.index("inline long long add(")


def test_bundled_file_compiles_alone(tmp_path: Path):
    source = tmp_path / "bundled.cpp"
    source.write_text(bundle(BUNDLE / "main.cpp"))
    binary = tmp_path / "a.out"
    # No -I at all: nothing outside the file is needed.
    subprocess.run(["g++", "-std=c++17", "-O2", "-o", str(binary), str(source)], check=True,
                   cwd=tmp_path)
    assert subprocess.run([str(binary)], input="2 40\n", capture_output=True, text=True,
                          check=True).stdout == "42\n"


def test_cycle_is_reported():
    with pytest.raises(BundleError, match=r"include cycle: .*a\.hpp -> .*b\.hpp -> .*a\.hpp"):
        bundle(BUNDLE / "cycle" / "main.cpp")
    result = run_judge("bundle", BUNDLE / "cycle" / "main.cpp")
    assert result.returncode == 2
    assert "include cycle" in one_line_error(result)


def test_an_include_that_names_no_file_is_left_for_the_compiler():
    # It may be compiled out (#ifdef LOCAL) or found by g++ itself ("bits/stdc++.h").
    result = run_judge("bundle", BUNDLE / "missing.cpp")
    assert result.returncode == 0, result.stderr
    assert result.stdout == '#include "lib/not_there.hpp"\nint main() {}\n'
    judged = run_judge("run", "plus", "--solution", BUNDLE / "missing.cpp")
    assert judged.returncode == 3 and "lib/not_there.hpp" in judged.stdout


def test_the_local_debug_template_is_judged_and_bundled(tmp_path: Path):
    solution = BUNDLE / "templates" / "local_debug.cpp"
    text = bundle(solution)
    assert '#include "debug.h"' in text and '#include "bits/stdc++.h"' in text
    judged = run_judge("run", "plus", "--solution", solution)
    assert judged.returncode == 0, judged.stdout + judged.stderr
    submit = tmp_path / "submit.cpp"
    submit.write_text(text)
    subprocess.run(["g++", "-std=c++20", "-DONLINE_JUDGE", "-fsyntax-only", str(submit)],
                   check=True, cwd=tmp_path)


def test_angle_bracket_kit_includes_are_bundled(tmp_path: Path):
    solution = BUNDLE / "templates" / "angle.cpp"
    text = bundle(solution)
    assert "#include <snippets/" not in text and "nimSum" in text
    assert "#include <cstdio>" in text
    submit = tmp_path / "submit.cpp"
    submit.write_text(text)
    # What the judge accepts must compile anywhere: no kit include path here.
    subprocess.run(["g++", "-std=c++20", "-fsyntax-only", str(submit)], check=True, cwd=tmp_path)
    judged = run_judge("run", "plus", "--solution", solution)
    assert judged.returncode == 0, judged.stdout + judged.stderr


def test_missing_file_is_one_line():
    result = run_judge("bundle", BUNDLE / "nope.cpp")
    assert result.returncode == 2 and "does not exist" in one_line_error(result)


def test_same_verdicts_bundled_or_not(tmp_path: Path):
    bundled = tmp_path / "bundled.cpp"
    result = run_judge("bundle", BUNDLE / "main.cpp")
    assert result.returncode == 0, result.stderr
    bundled.write_text(result.stdout)
    reports = []
    for solution in (BUNDLE / "main.cpp", bundled):
        judged = run_judge("run", "plus", "--solution", solution, "--json")
        assert judged.returncode == 0, judged.stdout + judged.stderr
        import json
        reports.append([(t["name"], t["verdict"]) for t in json.loads(judged.stdout)["tests"]])
    assert reports[0] == reports[1]
    assert all(verdict == "AC" for _, verdict in reports[0])


@pytest.mark.parametrize("solution", [tiered(p.parent.name, p) for p in
                                      sorted((ROOT / "problems").glob("*/solution.cpp"))])
def test_every_reference_solution_bundles_into_one_compilable_file(solution: Path, tmp_path: Path):
    text = bundle(solution)
    assert not re.search(r'#\s*include\s*"', text)
    source = tmp_path / "submit.cpp"
    source.write_text(text)
    subprocess.run(["g++", "-std=c++17", "-fsyntax-only", str(source)], check=True, cwd=tmp_path)
