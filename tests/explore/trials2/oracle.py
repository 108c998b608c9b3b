"""Plain exhaustive searches for the truth files: the definitions of a win, a Grundy value, a
minimax score and a win/lose/draw outcome, applied to a move function the truth file writes
from the statement. No theory: every answer is a search of the game tree (or, with cycles, of
the whole reachable graph)."""
import sys
from collections import deque

sys.setrecursionlimit(100000)


def win_search(moves):
    """wins(state): True when the player to move wins under normal play (no move: loses)."""
    memo = {}

    def wins(state):
        if state not in memo:
            memo[state] = any(not wins(nxt) for nxt in moves(state))
        return memo[state]
    return wins


def grundy_search(moves):
    """grundy(state): the mex of the options' values."""
    memo = {}

    def grundy(state):
        if state not in memo:
            seen = {grundy(nxt) for nxt in moves(state)}
            value = 0
            while value in seen:
                value += 1
            memo[state] = value
        return memo[state]
    return grundy


def score_search(moves, final=lambda state: 0):
    """best(state): the mover's best total minus the other's; moves gives (state, points)."""
    memo = {}

    def best(state):
        if state not in memo:
            options = [points - best(nxt) for nxt, points in moves(state)]
            memo[state] = max(options) if options else final(state)
        return memo[state]
    return best


def outcome_search(moves):
    """outcome(state): 'W', 'L' or 'D' for the player to move, by retrograde analysis of every
    state reachable from it (a state is lost when every move reaches a won one, won when some
    move reaches a lost one; what is never decided is a draw)."""
    known = {}

    def outcome(start):
        if start not in known:
            solve_from(start)
        return known[start]

    def solve_from(start):
        succ, pred = {}, {}
        succ[start] = None
        queue = deque([start])
        while queue:
            state = queue.popleft()
            options = list(dict.fromkeys(moves(state)))
            succ[state] = options
            for nxt in options:
                pred.setdefault(nxt, []).append(state)
                if nxt not in succ:
                    succ[nxt] = None
                    queue.append(nxt)
        label = {s: known[s] for s in succ if s in known}
        left = {s: len(succ[s]) for s in succ}
        for s in succ:
            if s not in label and left[s] == 0:
                label[s] = "L"
        queue = deque(label)
        while queue:
            state = queue.popleft()
            for prev in pred.get(state, []):
                if prev in label:
                    continue
                if label[state] == "L":
                    label[prev] = "W"
                    queue.append(prev)
                elif label[state] == "W":
                    left[prev] -= 1
                    if left[prev] == 0:
                        label[prev] = "L"
                        queue.append(prev)
        for s in succ:
            known[s] = label.get(s, "D")
    return outcome
