"""Cases by a parameter's residue (explore/sweep.py, by_residue): a rule across values mined
on the even and the odd values of k apart. Baekjoon 30688 (Cartel Nim: a team of two takes
1..floor(k/2) stones each in turn, their rival 1..k, whoever takes the last stone wins) is
decided by n < k at odd k and by two bands of n at even k; the pasted code is compared with a
plain search of the three players' moves far past the sweep."""
from __future__ import annotations

from functools import lru_cache

from explore_run import explore_json, run_code

# the team's two takes are one move of its side: A takes x, then B takes y after seeing it
CARTEL_NIM = '''
k = param("k", 4)
positions = numbers(n=range(1, 41))
def start(position):
    return (position[0], 0)
def moves(state):
    n, side = state
    options = set()
    if side == 1:
        for x in range(1, min(k, n) + 1):
            options.add((n - x, 0))
    else:
        half = k // 2
        for x in range(1, min(half, n) + 1):
            if x == n:
                options.add((0, 1))
                continue
            for y in range(1, min(half, n - x) + 1):
                options.add((n - x - y, 1))
    return sorted(options)
'''


def team_wins(k: int, n: int) -> bool:
    """The rules searched plainly, one player at a time: A, B (1..k/2 each), C (1..k)."""
    @lru_cache(maxsize=None)
    def wins(left: int, player: int) -> bool:
        most = k if player == 2 else k // 2
        nxt = (player + 1) % 3
        takes = range(1, min(most, left) + 1)
        if player == 2:
            return all(t != left and wins(left - t, nxt) for t in takes)
        return any(t == left or wins(left - t, nxt) for t in takes)
    return wins(n, 0)


def test_a_rule_across_values_in_cases_by_the_parity_of_k(tmp_path):
    got = explore_json(tmp_path, CARTEL_NIM, "--sweep", "k=2..7", "--budget", "10")
    rules = got["across"]["rules"]
    assert rules and rules[0].startswith("if k mod 2 == 0 then"), rules
    assert got["check"].startswith("check: compiled"), got["check"]
    cases = [(k, n) for k in (8, 9, 12, 15, 20, 31) for n in range(1, 4 * k + 10)]
    main = ("int main() { long long k, n; while (std::cin >> k >> n) "
            "std::cout << (int)firstWins(k, n) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{k} {n}" for k, n in cases])
    assert pasted == [int(team_wins(k, n)) for k, n in cases]


def test_a_case_must_hold_two_values_of_the_parameter():
    """k = 2..3 has one even and one odd value: each case's rule would be one value's own, so
    no cases are tried."""
    from explore import features as feats
    from explore.sweep import Pair, by_residue
    pairs = [Pair(((k,), (n,))) for k in (2, 3) for n in range(1, 30)]
    labels = [team_wins(k, n) for (k,), (n,) in pairs]
    vocab = [feats.Feature("n", lambda pp: pp[1][0], 1, "n"),
             feats.Feature("k", lambda pp: pp[0][0], 1, "k")]
    assert by_residue(pairs, labels, vocab, "win", ["k"], 2.0) is None
