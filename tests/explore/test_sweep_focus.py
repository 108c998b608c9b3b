"""A rule across values mined again over the features the values' own rules read
(explore/sweep.py, focused): when the whole vocabulary's search finds no rule across values in
its budget, the features each value's rule read, with the parameters, are searched alone. Logs
of length m cut into t >= 2 equal parts of at least k (Codeforces 78C, written from its rules):
each value's rule reads lpd(m), the rule across values compares it with k; the pasted code is
compared with a plain search of the rules at values far past the sweep."""
from __future__ import annotations

from functools import lru_cache

from explore.sweep import focused
from explore_run import explore_json, run_code

LOGS = '''# n logs of length m; a move cuts one log into t >= 2 equal parts, each of length at least k
k = param("k", 2)
positions = numbers(n=range(1, 5), m=range(1, 19))
def start(position):
    n, m = position
    return (m,) * n
def moves(logs):
    for i, length in enumerate(logs):
        if i > 0 and logs[i - 1] == length:
            continue
        for t in range(2, length + 1):
            if length % t == 0 and length // t >= k:
                yield tuple(sorted(logs[:i] + logs[i + 1:] + (length // t,) * t))
def canonical(logs):
    return logs
'''


@lru_cache(maxsize=None)
def wins(k: int, logs: tuple) -> bool:
    """The rules searched plainly: the multiset of logs, a move cuts one of them."""
    for i, length in enumerate(logs):
        if i > 0 and logs[i - 1] == length:
            continue
        for t in range(2, length + 1):
            if length % t == 0 and length // t >= k:
                if not wins(k, tuple(sorted(logs[:i] + logs[i + 1:] + (length // t,) * t))):
                    return True
    return False


def first_wins(k: int, n: int, m: int) -> bool:
    return wins(k, (m,) * n)


def test_the_values_own_features_give_the_rule_across_values(tmp_path):
    got = explore_json(tmp_path, LOGS, "--sweep", "k=1..4", "--budget", "10")
    rules = got["across"]["rules"]
    assert rules and "lpd(m)" in rules[0] and "k" in rules[0], rules
    cases = [(k, n, m) for k in (1, 5, 7, 12) for n in (1, 2, 3)
             for m in range(1, 25 if k == 1 else 61)]
    main = ("int main() { long long k, n, m; while (std::cin >> k >> n >> m) "
            "std::cout << (int)firstWins(k, std::vector<long long>{n, m}) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{k} {n} {m}" for k, n, m in cases])
    assert pasted == [int(first_wins(*c)) for c in cases]


def test_the_focus_keeps_the_features_read_and_the_parameters():
    class F:
        def __init__(self, name):
            self.name = name
    vocab = [F(x) for x in ("n", "m", "k", "lpd(m)", "lpd(m) mod 2", "n mod 2", "min", "sum",
                            "Omega(m)", "k mod 2", "m div k", "popcount(m)")]
    kept = [f.name for f in focused(vocab, {"lpd(m)", "n mod 2"}, ["k"])]
    assert kept == ["k", "lpd(m)", "lpd(m) mod 2", "n mod 2", "k mod 2"]
    assert focused(vocab, set(), ["k"]) == []
