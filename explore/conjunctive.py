"""A conjunctive compound (docs/explore.md, "A conjunctive compound: the remoteness"). In a game
on two or three numbers whose every move moves every number at once, each by a move of its own
game (Topcoder PowerGame: take a square from each of two piles), play stops as soon as one
number has no move. Such a game is the conjunctive compound of its parts (Winning Ways, ch. 9;
C. A. B. Smith): its winner is read from each part's remoteness, the number of moves a part's
winner needs to win when he hurries and his opponent stalls,

    R(n) = 0 with no move; 1 + the least even R of an option, if one is even; else
           1 + the largest (odd) R of an option,

and the player to move wins iff the least of the parts' remotenesses is odd (the compound ends
with its shortest part). This module reads each part's moves off the file's moves(): number i
moved alone while the others stay at their largest declared values; it keeps them only when
every state searched has as options exactly the product of its parts' options, and when each
part is a subtraction game whose takes are a named set (explore/takes.py) or a fixed finite set.
The code to paste fills each part's remoteness bottom up. Nothing here knows a game."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from . import takes as takes_mod
from .code import pasted

TOP = 400               # each part's moves read for n = 0..TOP
MAX_FINITE = 12         # a finite set of takes has at most this many members
LIMIT = 20_000_000      # the pasted code's n at most


@dataclass(frozen=True)
class Part:
    named: object               # a takes.Named, or None for the finite set below
    finite: tuple = ()

    def takes(self, n: int) -> list[int]:
        if self.named is not None:
            return [s for s in self.named.members(max(n, 1)) if s <= n]
        return [s for s in self.finite if s <= n]

    def words(self) -> str:
        if self.named is not None:
            return f"take {self.named.words}"
        return "take s in {" + ", ".join(map(str, self.finite)) + "}"


def applies(game) -> bool:
    shape = game.shape
    return (getattr(shape, "kind", "") == "numbers" and 2 <= len(getattr(shape, "names", ())) <= 3
            and game.result == "win" and game.start is None)


def remoteness(part: Part, count: int) -> list[int]:
    """R(0..count-1) of a part alone (module docstring)."""
    r: list[int] = []
    for n in range(count):
        after = [r[n - s] for s in part.takes(n)]
        even = [x for x in after if x % 2 == 0]
        r.append(0 if not after else 1 + min(even) if even else 1 + max(after))
    return r


def _part_options(moves, i: int, tops: tuple, top: int) -> list[set[int]] | None:
    """Number i's options for n = 0..top, the others at their largest declared values: the
    values number i takes over the options of that point."""
    out = []
    for n in range(top + 1):
        point = tuple(n if j == i else t for j, t in enumerate(tops))
        got = set()
        for q in moves(point):
            if not (isinstance(q, tuple) and len(q) == len(tops)):
                return None
            got.add(q[i])
        out.append(got)
    return out


def _part(options: list[set[int]]) -> Part | None:
    """The subtraction game whose options are these: a named set, or a fixed finite one."""
    amounts = []
    for n, opts in enumerate(options):
        if any(not 0 <= m < n for m in opts):
            return None
        amounts.append(sorted(n - m for m in opts))
    named = takes_mod.named(amounts)
    if named is not None:
        return Part(named)
    finite = tuple(amounts[-1])
    if not finite or len(finite) > MAX_FINITE or 2 * finite[-1] > len(amounts):
        return None
    part = Part(None, finite)
    if all(part.takes(n) == a for n, a in enumerate(amounts)):
        return part
    return None


def read(game, ex) -> list[Part] | None:
    """Each number's part, when every state searched has as options exactly the product of its
    numbers' options under those parts; else None."""
    tops = tuple(r[-1] for r in game.shape.ranges)
    try:
        options = [_part_options(game.moves, i, tops, TOP) for i in range(len(tops))]
    except Exception:           # moves() fails on a point: no parts read
        return None
    if any(o is None for o in options):
        return None
    parts = [_part(o) for o in options]
    if any(p is None for p in parts):
        return None
    expanded = 0
    for i, opts in enumerate(ex.opts):
        if opts is None:
            continue
        state = ex.states[i]
        if not (isinstance(state, tuple) and len(state) == len(tops)) or \
                any(not isinstance(x, int) or x < 0 for x in state):
            return None
        if any(len(t) != 1 for t in opts):
            return None
        got = {ex.states[t[0]] for t in opts}
        want = set(product(*[[x - s for s in p.takes(x)] for p, x in zip(parts, state)]))
        if got != want:
            return None
        expanded += 1
    return parts if expanded >= 16 else None


def report(game, ex, positions: list, labels: list, check) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game is a conjunctive compound of
    subtraction games and the remoteness rule gives every result computed."""
    if not applies(game) or not positions or not getattr(ex, "states", None):
        return [], "", ""
    parts = read(game, ex)
    if parts is None:
        return [], "", ""
    top = max(max(p) for p in positions) + 1
    rs = [remoteness(p, top) for p in parts]
    if any((min(r[x] for r, x in zip(rs, p)) % 2 == 1) != bool(lab)
           for p, lab in zip(positions, labels)):
        return [], "", ""
    names = tuple(game.shape.names)
    same = all(p == parts[0] for p in parts)
    each = (f"each number is the subtraction game {parts[0].words()}" if same else
            "; ".join(f"{n}: {p.words()}" for n, p in zip(names, parts)))
    rule = (f"a move moves every number at once ({each}); the player to move wins iff "
            f"min(R({'), R('.join(names)})) is odd, R a number's remoteness (0 with no move; "
            f"else 1 + the least even R of an option, or 1 + the largest R when none is even)")
    lines = [f"recurrence: {rule}  [the conjunctive compound of its numbers (Winning Ways, "
             f"ch. 9): the parts read off moves() for n up to {TOP}, the product checked at all "
             f"{len(ex.states):,} states searched (assumed beyond), and it gives all "
             f"{len(positions):,} results computed]"]
    text = code(parts, names, rule, same)
    return pasted(lines[0], text, "firstWins", check, names, positions, labels, "win")


def _part_cpp(part: Part, name: str) -> str:
    if part.named is not None:
        state = f"  {part.named.state}\n" if part.named.state else ""
        grow = part.named.grow.replace("\n", "\n  ")
    else:
        state = ""
        grow = ("for (long long s : {" + ", ".join(map(str, part.finite)) + "}) "
                "if (s == m) S.push_back(s);")
    return (f"long long {name}(long long n) {{  // the remoteness of {part.words()}\n"
            f"  assert(0 <= n && n <= {LIMIT} && \"n out of the recurrence's range\");\n"
            "  static std::vector<long long> S;  // the takes up to the last m, ascending\n"
            "  static std::vector<long long> R;  // the remoteness of 0..m\n"
            + state +
            "  while ((long long)R.size() <= n) {\n"
            "    long long m = R.size();\n"
            f"    {grow}\n"
            "    long long even = -1, most = -1;\n"
            "    for (long long s : S) {\n"
            "      long long r = R[m - s];\n"
            "      if (r % 2 == 0 && (even < 0 || r < even)) even = r;\n"
            "      most = std::max(most, r);\n"
            "    }\n"
            "    R.push_back(most < 0 ? 0 : 1 + (even >= 0 ? even : most));\n"
            "  }\n"
            "  return R[n];\n}\n")


def code(parts: list[Part], names: tuple, rule: str, same: bool) -> str:
    """The C++ to paste: each part's remoteness, and firstWins over the numbers."""
    fns = ["remoteness"] * len(parts) if same else [f"remoteness_{n}" for n in names]
    body = _part_cpp(parts[0], "remoteness") if same else \
        "".join(_part_cpp(p, f) for p, f in zip(parts, fns))
    params = ", ".join(f"long long {n}" for n in names)
    least = " ".join(f"{f}({n})," for f, n in zip(fns, names)).rstrip(",")
    return (f"// {rule}\n" + body +
            f"bool firstWins({params}) {{  // true when the player to move wins\n"
            f"  return std::min({{{least}}}) % 2 == 1;\n}}\n")
