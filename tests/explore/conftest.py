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
# games: the full tier runs them all, make test these representatives (a game on numbers, one
# with a parameter). Kept here rather than as marks in the files, which others edit a lot.
QUICK_TRIALS = {"test_vanya_vova", "test_bachet"}
# Single tests over 10 s of CPU (KIT_TEST_CPU_LOG, docs/layout.md) whose kind make test still
# runs: cf1841a's board (21.5 s; nine other contest games stay), the cache's own cold compile.
SLOW_TESTS = {("test_whole.py", "test_cf1841a_game_with_board"),
              ("test_explore.py", "test_cache_lives_in_the_users_folder")}


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marks
def pytest_collection_modifyitems(items):
    for item in items:
        trial = item.path.name == "test_trials.py" and item.originalname not in QUICK_TRIALS
        if trial or (item.path.name, item.originalname) in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
