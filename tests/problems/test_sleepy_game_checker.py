"""The sleepy-game checker, run on right and wrong answers.

The truth about a walk comes from the rules, checked here in Python (starts at s, every step an
edge, ends where no edge leaves, an odd number of moves), and the verdict of a graph from
brute.py; the checker's own rule is tested, not assumed. Exit codes follow testlib: 0 AC, 1 WA,
2 PE, 3 fail.
"""
from __future__ import annotations

import importlib.util
import random
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBLEM = ROOT / "problems" / "sleepy-game"
AC, WA, PE, FAIL = 0, 1, 2, 3


def load_brute():
    spec = importlib.util.spec_from_file_location("sleepy_brute", PROBLEM / "brute.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BRUTE = load_brute()


@pytest.fixture(scope="module")
def checker(tmp_path_factory) -> Path:
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    binary = tmp_path_factory.mktemp("checker") / "checker"
    subprocess.run(["g++", "-std=c++17", "-O2", "-o", str(binary), str(PROBLEM / "checker.cpp")],
                   check=True)
    return binary


def input_text(adj: list[list[int]], s: int) -> str:
    n = len(adj) - 1
    lines = [f"{n} {sum(map(len, adj))}"] + [" ".join(map(str, [len(a), *a])) for a in adj[1:]]
    return "\n".join(lines + [str(s)]) + "\n"


@pytest.fixture
def run(checker: Path, tmp_path: Path):
    def go(adj, s, output: str, answer: str | None = None) -> tuple[int, str]:
        answer = BRUTE.solve(len(adj) - 1, adj, s) if answer is None else answer
        files = {"input": input_text(adj, s), "output": output, "answer": answer}
        for name, text in files.items():
            (tmp_path / name).write_text(text)
        result = subprocess.run([str(checker)] + [str(tmp_path / name) for name in files],
                                capture_output=True, text=True, timeout=10)
        return result.returncode, result.stderr
    return go


def wins(adj, s, walk) -> bool:
    return (walk[0] == s and all(b in adj[a] for a, b in zip(walk, walk[1:]))
            and not adj[walk[-1]] and len(walk) % 2 == 0)


def small_graphs(count: int):
    rng = random.Random(936)
    for _ in range(count):
        n = rng.randint(2, 4)
        adj = [[]] + [[w for w in range(1, n + 1) if w != v and rng.random() < 0.4]
                      for v in range(1, n + 1)]
        yield adj, rng.randint(1, n)


def walks_along_edges(adj, s, most: int):
    """Every walk from s along edges with at most `most` vertices."""
    layer = [[s]]
    while layer:
        yield from layer
        layer = [w + [x] for w in layer if len(w) < most for x in adj[w[-1]]]


def test_walks_are_judged_by_the_rules(run):
    """Walks along edges from s (winning or not), and each with one vertex changed at random
    (mostly not a walk any more), against the rules."""
    rng = random.Random(27)
    accepted = rejected = 0
    for adj, s in small_graphs(30):
        n = len(adj) - 1
        walks = list(walks_along_edges(adj, s, 6))
        winning = [w for w in walks if wins(adj, s, w)]
        chosen = winning[:4] + rng.sample(walks, min(len(walks), 5))
        for walk in chosen:
            changed = list(walk)
            changed[rng.randrange(len(walk))] = rng.randint(1, n)
            for candidate in (walk, changed):
                code, err = run(adj, s, "Win\n" + " ".join(map(str, candidate)) + "\n")
                if wins(adj, s, candidate):
                    assert code == AC, (adj, s, candidate, err)
                    accepted += 1
                else:
                    assert code == WA, (adj, s, candidate, err)
                    rejected += 1
    # Both kinds really occur: the test cannot pass by accepting or rejecting everything.
    assert accepted > 20 and rejected > 100, (accepted, rejected)


def test_draw_and_lose_must_be_the_verdict(run):
    seen = set()
    for adj, s in small_graphs(40):
        truth = BRUTE.solve(len(adj) - 1, adj, s).split()[0]
        seen.add(truth)
        for said in ("Draw", "Lose"):
            code, err = run(adj, s, said + "\n")
            assert code == (AC if said == truth else WA), (adj, s, said, truth, err)
    assert seen == {"Win", "Draw", "Lose"}


def test_malformed_outputs_and_a_wrong_jury(run):
    adj, s = [[], [2], []], 1  # 1 -> 2, one move wins
    assert run(adj, s, "Win\n1 2\n")[0] == AC
    assert run(adj, s, "Win  1   2")[0] == AC  # tokens, as testlib reads them
    assert run(adj, s, "win\n1 2\n")[0] == PE
    assert run(adj, s, "")[0] == PE
    assert run(adj, s, "Lose 1\n", "Lose\n")[0] == PE
    assert run(adj, s, "Win\n")[0] == WA
    assert run(adj, s, "Win\n1 02\n")[0] == WA
    assert run(adj, s, "Win\n1 3\n")[0] == WA
    assert run(adj, s, "Win\n1 2\n", "Lose\n")[0] == FAIL  # a valid walk the jury missed
    assert run(adj, s, "Lose\n", "Win\n1\n")[0] == FAIL  # the jury's walk is not a win
