# Truth for Baekjoon 18738 (Special Game): a plain memoised minimax over the cards still in play
# and who leads. Only the order of the cards matters, so the cards left are kept as a string of
# D and P in increasing value (the same string for every position that reaches it). The leader
# plays a card; the other answers with a higher card when he holds one (any of them), else with
# any card; the higher card wins the round and its owner leads the next. Dmytryk maximises the
# rounds he wins, Petro minimises them (every round is won by one of the two). The value
# returned: Dmytryk's rounds minus Petro's (he wins (n + value) / 2 rounds).
from functools import lru_cache


def valid(s):
    return len(s) >= 2 and set(s) <= set("DP") and s.count("D") == s.count("P")


@lru_cache(maxsize=None)
def _dmytryk_rounds(cards, leader):
    # the most rounds Dmytryk can make sure of from here; `leader` is "D" or "P"
    if not cards:
        return 0
    other = "P" if leader == "D" else "D"
    results = []
    for i, who in enumerate(cards):
        if who != leader:
            continue
        higher = [j for j, c in enumerate(cards) if c == other and j > i]
        lower = [j for j, c in enumerate(cards) if c == other and j < i]
        answers = []
        for j in (higher or lower):
            rest = "".join(c for k, c in enumerate(cards) if k != i and k != j)
            winner = other if j > i else leader
            answers.append((winner == "D") + _dmytryk_rounds(rest, winner))
        # the answer is the other player's choice
        results.append(max(answers) if other == "D" else min(answers))
    return max(results) if leader == "D" else min(results)


def truth(s):
    return 2 * _dmytryk_rounds(s, "D") - len(s) // 2
