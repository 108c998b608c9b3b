"""Games that last a fixed number of moves (docs/explore.md, "A game of fixed length"). In many
contest games every play from a position lasts the same number of moves L, whatever is played:
each move takes one stick from each of two piles (Codeforces 451A: L = min(n, m)), or one coin of
75 and four of 10 (LeetCode 3222: L = min(x, y div 4)). Then the player to move wins iff L is odd
(normal play; misère: iff L is even), and the contest's rule is L's closed form.

The explorer needs no list of such games. On its graph of states it computes, from the ends
back, the length of every play; a game is of fixed length when all options of every state have
the same length (a move to a sum of parts lasts the sum of the parts' lengths). L is then mined as
a number with the miner's vocabulary of the shape, plus, for numbers whose moves always lower a
coordinate by the same step d > 1, that coordinate divided by d (the number of such moves it
allows), and for a multiset or a sequence whose every move lowers one element by a step set by
its place, the sum of a_i div d (one step d) or of a_i div i (place i, from 1). L's rule is
checked on positions two sizes larger (their lengths, from the same graph) and pasted as
`L % 2`. Nothing here knows a game."""
from __future__ import annotations

from collections import Counter
from typing import Callable

from . import features as feats
from . import miner

MINE_SECONDS = 5.0


def applies(game) -> bool:
    if game.result not in ("win", "misere") or game.winner is not None or game.final is not None:
        return False
    shape = game.shape
    return len(shape.names) >= 2 if shape.kind == "numbers" else True


def lengths(ex) -> list[int] | None:
    """Each state's length of play, when every option of every state has the same; else None
    (a loop also gives None)."""
    n = len(ex.states)
    length: list = [None] * n
    busy = [False] * n              # expanded, its length not known yet
    for root in range(n):
        stack = [(root, False)]
        while stack:
            s, expanded = stack.pop()
            if length[s] is not None:
                continue
            if expanded:
                got = {sum(length[t] for t in opt) + 1 for opt in ex.opts[s]}
                if len(got) > 1:
                    return None
                length[s], busy[s] = (got.pop() if got else 0), False
                continue
            if busy[s]:
                return None         # met again below itself: a loop
            busy[s] = True
            stack.append((s, True))
            for opt in ex.opts[s]:
                for t in opt:
                    if length[t] is None:
                        if busy[t]:
                            return None
                        stack.append((t, False))
    return length


def _steps(game, ex) -> list[tuple[int, int]]:
    """(coordinate, d) for each coordinate of a numbers position that every move lowers by the
    same d > 1 (states that are the positions themselves)."""
    if game.shape.kind != "numbers" or game.start is not None:
        return []
    k = len(game.shape.names)
    drops: list[set] = [set() for _ in range(k)]
    for s, opts in zip(ex.states, ex.opts):
        if not isinstance(s, tuple) or len(s) != k:
            return []
        for opt in opts:
            if len(opt) != 1:
                return []
            t = ex.states[opt[0]]
            for i in range(k):
                drops[i].add(s[i] - t[i])
    return [(i, d.pop()) for i, d in enumerate(drops) if len(d) == 1 and next(iter(d)) > 1]


def _element_steps(game, ex) -> dict | None:
    """For a multiset or a sequence whose states are the positions themselves and whose every
    move lowers one element: {place: the step d > 0 of every move at that place} when each
    place's step is one number (a multiset's places are its sorted order, so a step set by the
    place is read only when it is one d for all); else None."""
    if game.shape.kind not in ("multiset", "sequence") or game.start is not None:
        return None
    steps: dict = {}
    for s, opts in zip(ex.states, ex.opts):
        if not isinstance(s, tuple) or not all(isinstance(v, int) for v in s):
            return None
        for opt in opts:
            t = ex.states[opt[0]] if len(opt) == 1 else None
            if not isinstance(t, tuple) or len(t) != len(s):
                return None
            if game.shape.kind == "multiset":       # sorted: the one value that changed
                gone = Counter(s) - Counter(t)
                came = Counter(t) - Counter(s)
                if sum(gone.values()) != 1 or sum(came.values()) != 1:
                    return None
                at, d = 0, next(iter(gone)) - next(iter(came))
            else:
                changed = [i for i in range(len(s)) if s[i] != t[i]]
                if len(changed) != 1:
                    return None
                at, d = changed[0], s[changed[0]] - t[changed[0]]
            if d <= 0 or steps.setdefault(at, d) != d:
                return None
    return steps or None


def _element_step_feature(steps: dict) -> feats.Feature | None:
    """The number of moves the elements allow, when every move lowers one element by a step set
    by its place: the sum of a_i div d for one step d > 1 (take exactly d from a pile), or of
    a_i div i, i counted from 1 (pile i gives up exactly i stones: SPOJ RESN04)."""
    if len(set(steps.values())) == 1 and next(iter(steps.values())) > 1:
        d = next(iter(steps.values()))
        return feats.Feature(f"sum of a_i div {d}", lambda a: sum(v // d for v in a), 2,
                             f"[&] {{ long long s = 0; for (long long v : a) s += v / {d}; "
                             f"return s; }}()", derivable=False)
    if len(steps) > 1 and all(d == i + 1 for i, d in steps.items()):
        return feats.Feature("sum of a_i div i", lambda a: sum(v // (i + 1) for i, v in
                                                               enumerate(a)), 2,
                             "[&] { long long s = 0; for (std::size_t i = 0; i < a.size(); ++i) "
                             "s += a[i] / (long long)(i + 1); return s; }()", derivable=False)
    return None


def vocabulary(game, ex, positions: list) -> list:
    out = list(feats.vocabulary(game.shape, positions))
    names = list(game.shape.names) if game.shape.kind == "numbers" else []
    for i, d in _steps(game, ex):
        out.append(feats.Feature(f"{names[i]} div {d}", (lambda i, d: lambda a: a[i] // d)(i, d),
                                 2, f"(a[{i}] / {d})", derivable=False))
    steps = _element_steps(game, ex)
    by_place = _element_step_feature(steps) if steps else None
    if by_place is not None:
        out.append(by_place)
    return out


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None,
           cpp_of: Callable) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game lasts a fixed number of moves whose
    rule is found; ([], "", "") otherwise. past(seen): the positions of the sizes past the
    game's shape, not in seen, solved: (positions, labels, what each size is in words); cpp_of(rule_cpp, positions): (the C++ parameter list, the
    expression, the variable the check passes)."""
    if not applies(game) or not positions:
        return [], "", ""
    ids = ex.add(positions)
    every = lengths(ex)
    if every is None:
        return [], "", ""
    want = [every[i] for i in ids]
    if len(set(want)) < 3:
        return [], "", ""       # a constant or two lengths: the miner's rule already says it
    misere = game.result == "misere"
    if any(bool(x % 2 != misere) != bool(lab) for x, lab in zip(want, labels)):
        return [], "", ""
    result = miner.mine(positions, want, vocabulary(game, ex, positions), "score",
                        budget_seconds=MINE_SECONDS, fallback=False)
    rule = next((r for r in result.rules if r.cpp), None) if result.exact else None
    if rule is None:
        return [], "", ""
    larger, larger_labels, whats = past(positions)
    if not larger:
        return [], "", ""
    every = lengths(ex)
    if every is None:
        return [], "", ""       # the larger positions' plays have different lengths
    got = [every[i] for i in ex.add(larger)]
    if any(int(rule.evaluate(p)) != x for p, x in zip(larger, got)):
        return [], "", ""
    expr = rule.text.split(" = ", 1)[-1]
    parity = "even" if misere else "odd"
    lines = [f"recurrence: every play lasts the same number of moves L, whatever is played "
             f"(all options of every state searched have equal lengths), L = {expr}; the player "
             f"to move wins iff L is {parity}; L holds on all {len(positions):,} positions and "
             f"{len(larger):,} larger ones ({'; '.join(whats)})  [checked, not proven]"]
    params, body, var = cpp_of(rule.cpp, positions)
    text = (f"// every play lasts L = {expr} moves, whatever is played; the player to move wins\n"
            f"// iff L is {parity} (found by gk explore on {game.name}; checked, not proven)\n"
            f"bool firstWins({params}) {{\n"
            f"  const long long L = {body};\n"
            f"  return L % 2 {'==' if misere else '!='} 0;\n}}\n")
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, "firstWins", var, positions + larger,
                        list(labels) + list(larger_labels), "win", game.shape)
        lines.append(checked)
    return lines, text, checked
