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
