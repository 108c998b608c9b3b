"""Every problem folder: the standard shape, valid inputs, reference = brute force, judge accepts.

These go through the judge's own commands (`validate`, `stress`, `run`), so what is tested here is
exactly what a contestant runs.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/problem.toml"))
IDS = [p.name for p in PROBLEMS]
SHAPE = ["problem.toml", "statement.md", "editorial.md", "solution.cpp", "brute.py", "gen.py",
         "validator.py"]
REQUIRED_FIELDS = {"title": str, "source": str, "origin": str, "time_limit_ms": int,
                   "memory_limit_mib": int, "limits_confirmed": bool, "checker": str,
                   "snippets": list, "idea": str, "stress": dict}
CHECKERS = {"tokens", "lines", "tokens-nocase", "float", "custom"}


def judge(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "judge", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


def metadata(problem: Path) -> dict:
    return tomllib.loads((problem / "problem.toml").read_text())


def test_there_are_problems():
    assert len(PROBLEMS) >= 1


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_folder_has_the_standard_shape(problem: Path):
    missing = [name for name in SHAPE if not (problem / name).is_file()]
    assert not missing, f"{problem.name} lacks {missing}"
    samples = sorted((problem / "tests").glob("sample-*.in"))
    assert samples, f"{problem.name} has no tests/sample-N.in"
    for test_in in (problem / "tests").glob("*.in"):
        assert test_in.with_suffix(".out").is_file(), f"{test_in} has no .out"


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_metadata_is_complete(problem: Path):
    meta = metadata(problem)
    for field, kind in REQUIRED_FIELDS.items():
        assert isinstance(meta.get(field), kind), f"{problem.name}: field {field} must be a {kind.__name__}"
    assert meta["checker"] in CHECKERS
    if meta["checker"] == "custom":
        assert (problem / "checker.cpp").is_file()
    assert meta["stress"].get("count", 0) >= 200, "stress.count must be at least 200"
    for snippet in meta["snippets"]:
        assert (ROOT / "snippets" / snippet).is_file(), f"{problem.name} names missing snippet {snippet}"


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_solution_uses_the_snippets_it_names(problem: Path):
    included = set(re.findall(r'#include\s*"snippets/([^"]+)"', (problem / "solution.cpp").read_text()))
    assert set(metadata(problem)["snippets"]) == included


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_official_samples_are_byte_for_byte(problem: Path):
    shared = ROOT.parent / "shared" / "problems" / problem.name
    if not shared.is_dir():
        pytest.skip("a problem of the kit's own: no official samples")
    for original in shared.glob("sample-*"):
        ours = problem / "tests" / original.name
        assert ours.is_file(), f"{ours} is missing"
        assert ours.read_bytes() == original.read_bytes(), f"{ours} differs from the official sample"


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_every_input_passes_the_validator(problem: Path):
    result = judge("validate", problem.name)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_reference_agrees_with_brute_force(problem: Path):
    count = str(metadata(problem)["stress"]["count"])
    result = judge("stress", problem.name, "--solution", f"problems/{problem.name}/solution.cpp",
                   "--count", count, "--seed", "1")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


@pytest.mark.parametrize("problem", PROBLEMS, ids=IDS)
def test_judge_accepts_the_reference_well_inside_the_limit(problem: Path):
    result = judge("run", problem.name, "--json")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    report = json.loads(result.stdout)
    assert report["verdict"] == "AC"
    slowest = max(test["time_ms"] for test in report["tests"])
    # The performance rule: at most 10% of the original limit on every test.
    assert slowest <= report["time_limit_ms"] / 10, f"slowest test took {slowest} ms"
