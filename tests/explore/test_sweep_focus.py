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


DIVISION = '''# Codeforces 2040A from its rules: the first player picks an element, the second another;
# the first wins iff their difference is not a multiple of k
k = param("k", 2)
positions = multiset(piles=range(1, 9), size=range(1, 6))
def start(position):
    return ("pick", position)
def moves(state):
    if state[0] == "pick":
        a = state[1]
        for j, v in enumerate(a):
            if j == 0 or a[j - 1] != v:
                yield ("answer", a[:j] + a[j + 1:], v)
    elif state[0] == "answer":
        for w in sorted(set(state[1])):
            yield ("won",) if abs(state[2] - w) % k else ("lost",)
    elif state[0] == "won":
        yield ("over",)
'''


def division_first_wins(k: int, a: tuple) -> bool:
    """The rules searched plainly: some pick that every answer leaves a non-multiple of k."""
    return any(all((a[i] - a[j]) % k != 0 for j in range(len(a)) if j != i)
               for i in range(len(a)))


def test_a_feature_named_with_its_value_is_focused_across_values():
    """Each value's rule reads `#(residues mod k = 3 held once)`, a feature named with the
    value; across values it is `#(residues mod k held once)`, which the focus keeps."""
    class F:
        def __init__(self, name):
            self.name = name
    vocab = [F(x) for x in ("k", "#(residues mod k held once)", "length", "sum")]
    kept = [f.name for f in focused(vocab, {"#(residues mod k = 3 held once)"}, ["k"])]
    assert kept == ["k", "#(residues mod k held once)"]


def test_the_division_game_across_k_against_a_plain_search_past_the_sweep(tmp_path):
    """Codeforces 2040A across k = 1..6: one residue class held once, the pasted code against
    the rules at k = 7 to 40."""
    got = explore_json(tmp_path, DIVISION, "--sweep", "k=1..6")
    rules = got["across"]["rules"]
    assert rules and "residues mod k held once" in rules[0], rules
    rng = __import__("random").Random(2040)
    cases = [(k, tuple(sorted(rng.randrange(1, 60) for _ in range(rng.randrange(1, 9)))))
             for k in (1, 7, 9, 13, 40) for _ in range(40)]
    main = ("int main() { long long k, n; while (std::cin >> k >> n) { "
            "std::vector<long long> a(n); for (auto& v : a) std::cin >> v; "
            "std::cout << (int)firstWins(k, a) << '\\n'; } }\n")
    pasted = run_code(tmp_path, got["code"], main,
                      [f"{k} {len(a)} {' '.join(map(str, a))}" for k, a in cases])
    assert pasted == [int(division_first_wins(k, a)) for k, a in cases]
