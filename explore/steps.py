"""A point moved by fixed steps (docs/explore.md, "A point moved by fixed steps: the
recurrence"). A game on two or three numbers whose every move adds one vector of a fixed set S
to the point, while each coordinate stays at or above its floor, is a game on the lattice
points: a hyper knight on a quarter plane (LightOJ 1315: six steps, each lowering x + y), a
chess piece that moves down, left or diagonally by k (a move lowers some coordinates, possibly
raising another). When S has a weight vector w > 0 with w · s < 0 for every step, every play
ends, and the textbook answer is the recurrence over the points, memoised:

    g(p) = mex { g(p + s) : s in S, p + s >= floor }      win(p) = some p + s loses

Such tables seldom have a closed form (the hyper knight's values reach 6 with no pattern a
contest expects). This module reads S and the floors from the explorer's graph of states
(explore/solve.py): the steps are every option's difference from its state, the floors the
least coordinates of the declared positions, and they are kept only when they give exactly the
options of every state searched; the recurrence only when it gives every result computed.
Nothing here knows a game."""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from .code import pasted

MAX_STEPS = 24          # steps in S at most
MAX_WEIGHT = 4          # the weights tried for the potential, 1..MAX_WEIGHT each


def applies(game) -> bool:
    shape = game.shape
    return (getattr(shape, "kind", "") == "numbers" and 2 <= len(getattr(shape, "names", ())) <= 3
            and game.result in ("win", "misere", "grundy") and game.start is None)


def _point(state, d: int) -> tuple | None:
    if isinstance(state, tuple) and len(state) == d and \
            all(isinstance(x, int) and not isinstance(x, bool) for x in state):
        return state
    return None


def read(ex, d: int, floors: tuple) -> tuple | None:
    """The steps S (sorted), when every state searched is a point of d numbers at or above the
    floors and its options are exactly p + s for the s in S that keep p + s at or above them;
    else None."""
    points = [_point(s, d) for s in ex.states]
    if any(p is None or any(x < f for x, f in zip(p, floors)) for p in points):
        return None
    steps: set = set()
    expanded = []
    for i, opts in enumerate(ex.opts):
        if opts is None:
            continue            # a state at the edge of the search: its options unknown
        p = points[i]
        if any(len(t) != 1 for t in opts):
            return None         # a move to a sum of states: no single point
        got = {points[t[0]] for t in opts}
        steps |= {tuple(q[k] - p[k] for k in range(d)) for q in got}
        expanded.append((p, got))
        if len(steps) > MAX_STEPS:
            return None
    if not steps or (0,) * d in steps or len(expanded) < 16:
        return None
    ordered = tuple(sorted(steps))
    for p, got in expanded:
        if got != set(_options(p, ordered, floors)):
            return None
    return ordered


def _options(p: tuple, steps: tuple, floors: tuple):
    for s in steps:
        q = tuple(x + y for x, y in zip(p, s))
        if all(x >= f for x, f in zip(q, floors)):
            yield q


def potential(steps: tuple) -> tuple | None:
    """Positive weights w with w · s < 0 for every step (so every play ends), the smallest
    first; None when there are none up to MAX_WEIGHT."""
    d = len(steps[0])
    for w in sorted(product(range(1, MAX_WEIGHT + 1), repeat=d), key=lambda w: (sum(w), w)):
        if all(sum(a * b for a, b in zip(w, s)) < 0 for s in steps):
            return w
    return None


def values(steps: tuple, floors: tuple, kind: str):
    """The recurrence as a function of a point: the Grundy value, or who wins as 1/0."""
    @lru_cache(maxsize=None)
    def value(p: tuple) -> int:
        after = {value(q) for q in _options(p, steps, floors)}
        if kind == "grundy":
            g = 0
            while g in after:
                g += 1
            return g
        if not after:
            return int(kind == "misere")
        return int(0 in after)
    return value


def report(game, ex, positions: list, labels: list, check) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game's moves are fixed steps with a
    potential and the recurrence gives every result computed; ([], "", "") otherwise."""
    if not applies(game) or not positions or not getattr(ex, "states", None):
        return [], "", ""
    names = tuple(game.shape.names)
    d = len(names)
    floors = tuple(r.start for r in game.shape.ranges)
    if any(getattr(r, "step", 1) != 1 for r in game.shape.ranges):
        return [], "", ""
    steps = read(ex, d, floors)
    w = potential(steps) if steps is not None else None
    if w is None:
        return [], "", ""
    value = values(steps, floors, game.result)
    # a point lowers the potential at each move: values from the lowest up keep the memo's
    # recursion shallow here
    for p in sorted((tuple(p) for p in positions), key=lambda p: sum(a * b for a, b in zip(w, p))):
        value(p)
    if any(value(tuple(p)) != int(lab) for p, lab in zip(positions, labels)):
        return [], "", ""
    shown = ", ".join("(" + ", ".join(map(str, s)) + ")" for s in steps)
    point = "(" + ", ".join(names) + ")"
    floor_words = " and ".join(f"{n} >= {f}" for n, f in zip(names, floors))
    weight = " + ".join(f"{a}·{n}" if a != 1 else n for a, n in zip(w, names))
    kind = game.result
    if kind == "grundy":
        rule = "g(p) = mex { g(p + s) : s in S, p + s in the game }"
    else:
        rule = ("the player to move wins iff some p + s loses (s in S, p + s in the game)"
                + ("; with no move left the player to move wins (misère)" if kind == "misere"
                   else ""))
    lines = [f"recurrence: a point p = {point} moves by a step s in S = {{{shown}}} while "
             f"{floor_words}; every step lowers {weight}; {rule}  [the game's recurrence: S "
             f"read off all {len(ex.states):,} states searched (assumed beyond), and it gives "
             f"all {len(positions):,} results computed]"]
    text, name = code(steps, floors, names, kind, lines[0][len("recurrence: "):].split("  [")[0])
    return pasted(lines[0], text, name, check, names, positions, labels,
                  "grundy" if kind == "grundy" else "win")


def code(steps: tuple, floors: tuple, names: tuple, kind: str, rule: str) -> tuple[str, str]:
    """The C++ to paste: the memoised recurrence over the points, and the function's name."""
    d = len(names)
    table = ", ".join("{" + ", ".join(map(str, s)) + "}" for s in steps)
    inside = " && ".join(f"q[{k}] >= {f}" for k, f in enumerate(floors))
    if kind == "grundy":
        step = ("  std::vector<char> seen(K + 1, 0);  // the mex is at most |S|\n"
                "  for (int i = 0; i < K; i++) {\n"
                "    std::array<long long, D> q = p;\n"
                "    for (int k = 0; k < D; k++) q[k] += S[i][k];\n"
                f"    if ({inside}) {{ long long v = stepValue(q); if (v <= K) seen[v] = 1; }}\n"
                "  }\n"
                "  long long x = 0;\n  while (seen[x]) x++;\n")
    else:
        step = ("  long long x = " + ("1" if kind == "misere" else "0") +
                ";" + ("  // misère: no move wins" if kind == "misere" else "") + "\n"
                + ("  bool any = false;\n" if kind == "misere" else "") +
                "  for (int i = 0; i < K; i++) {\n"
                "    std::array<long long, D> q = p;\n"
                "    for (int k = 0; k < D; k++) q[k] += S[i][k];\n"
                f"    if (!({inside})) continue;\n"
                + ("    if (!any) any = true, x = 0;\n" if kind == "misere" else "") +
                "    if (!stepValue(q)) { x = 1; break; }\n"
                "  }\n")
    params = ", ".join(f"long long {n}" for n in names)
    given = " && ".join(f"{n} >= {f}" for n, f in zip(names, floors))
    name = "grundy" if kind == "grundy" else "firstWins"
    ret = "long long" if kind == "grundy" else "bool"
    body = (f"// {rule}\n"
            "namespace point_steps {\n"
            f"const int D = {d}, K = {len(steps)};\n"
            f"const long long S[K][D] = {{{table}}};\n"
            "long long stepValue(const std::array<long long, D>& p) {  // memoised over the points\n"
            "  static std::map<std::array<long long, D>, long long> memo;\n"
            "  auto found = memo.find(p);\n"
            "  if (found != memo.end()) return found->second;\n"
            + step +
            "  memo[p] = x;\n"
            "  return x;\n"
            "}\n"
            "}  // namespace point_steps\n"
            f"{ret} {name}({params}) {{\n"
            f"  assert({given} && \"a point of the game\");\n"
            f"  return point_steps::stepValue({{{', '.join(names)}}})" + (" == 1" if ret == "bool" else "") +
            ";\n}\n")
    return body, name
