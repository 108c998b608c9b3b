"""One environment for the explorer's tests: the values (XDG_CACHE_HOME) in a folder of the test
session, never the user's or the kit's; the compiled programs in the suite's shared compile
cache (JUDGE_CACHE, tests/conftest.py: content-addressed, so sharing it across workers and
sessions changes no result). A test that checks where the cache goes empties these itself."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def explore_env(tmp_path_factory) -> dict[str, str]:
    cache = tmp_path_factory.mktemp("explore-cache")
    return {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": str(cache),
            "JUDGE_CACHE": os.environ["JUDGE_CACHE"]}


# tests/explore/test_trials.py runs the miner with a budget of 10 s of CPU on each of 23 contest
# games: the full tier runs them all, make test one representative (a game on numbers). Kept
# here rather than as marks in the files, which others edit a lot.
QUICK_TRIALS = {"test_vanya_vova"}


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marks
def pytest_collection_modifyitems(items):
    for item in items:
        if item.path.name == "test_trials.py" and item.originalname not in QUICK_TRIALS:
            item.add_marker(pytest.mark.slow)
