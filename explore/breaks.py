"""Take-and-break games on one heap (docs/explore.md, "A heap that breaks: octal games and
Grundy's game"): a move takes j counters from a heap and leaves nothing, one heap, or two heaps,
as an octal code says (Kayles 0.77, Dawson's Kayles 0.07, ...), and Grundy's game splits a
heap into two unequal heaps. Many have no period known, so when the 1-D engine sees no pattern
in a game's values, the game's own recurrence is pasted:

    g(n) = mex { g(a) xor g(b) : a move of n leaves the heaps a and b (0 = none) }

The code is read from the file's moves() of every heap computed (checked there, assumed
beyond), the same digits as the kit's octal games (snippets/octal.hpp): digit j has bit 1
(take j, leave nothing), 2 (take j, leave one heap) and 4 (take j, leave two heaps), j = 0
only splitting; `unequal` keeps only the splits into two heaps of different sizes (Grundy's game
is 4. with it, Berlekamp, Conway and Guy, Winning Ways, ch. 4)."""
from __future__ import annotations

from dataclasses import dataclass

from .claims import Claim

LIMIT = 200_000         # the pasted code's n at most: a split costs n / 2 options, so O(n^2)
MIN_VALUES = 64         # values computed before a code is read from the moves


@dataclass(frozen=True)
class Code:
    digits: tuple[int, ...]     # digit j: bits 1, 2, 4 as above
    unequal: bool               # two heaps of one split differ in size

    @property
    def text(self) -> str:
        return ("4." if self.digits[0] & 4 else "0.") + "".join(map(str, self.digits[1:]))

    @property
    def words(self) -> str:
        name = ("Grundy's game: split a heap into two unequal heaps"
                if self.digits == (4,) and self.unequal else f"the octal code {self.text}")
        if self.unequal and self.digits != (4,):
            name += ", the two heaps of a split unequal"
        return name


def options_of(moves, top: int) -> list[list[tuple]] | None:
    """options[n]: the heaps (sorted, no heap of 0) each move of the heap n leaves, n = 0..top,
    from the file's moves() of (n,): a move to one number or to a sum of numbers (a list of
    1-tuples). None when a move leaves anything else, or more than n counters."""
    out = []
    for n in range(top + 1):
        got = set()
        for after in moves((n,)):
            parts = after if isinstance(after, list) else [after]
            heaps = []
            for p in parts:
                p = tuple(p) if isinstance(p, (list, tuple)) else (p,)
                if len(p) != 1 or not isinstance(p[0], int) or not 0 <= p[0] < n:
                    return None
                if p[0]:
                    heaps.append(p[0])
            if sum(heaps) > n:
                return None
            got.add(tuple(sorted(heaps)))
        out.append(sorted(got))
    return out


def _expected(code: Code, n: int) -> set:
    out = set()
    for j, d in enumerate(code.digits):
        r = n - j
        if r < 0:
            continue
        if j and d & 1 and r == 0:
            out.add(())
        if j and d & 2 and r > 0:
            out.add((r,))
        if d & 4:
            out.update((a, r - a) for a in range(1, r // 2 + 1)
                       if not (code.unequal and 2 * a == r))
    return out


def read(options: list[list[tuple]], splits: bool = True) -> Code | None:
    """The code whose moves are exactly options[n] for every n listed (at least MIN_VALUES of
    them), with at most a quarter of them as digits (a code as long as the heaps seen could be
    any rule); None when no code is. With `splits` it must split a heap somewhere (a code that
    never does is a subtraction game, read by explore/takes.py); explore/gates.py reads a first
    move that never splits."""
    last = len(options) - 1
    if last + 1 < MIN_VALUES or options[0] or any(len(o) > 2 for opts in options for o in opts):
        return None
    here = set(options[last])
    for unequal in (False, True):
        digits = []
        for j in range(last // 2 + 1):
            d = 0
            if j and () in options[j]:
                d |= 1
            if j and (last - j,) in here:
                d |= 2
            if last - j >= 2 and (1, last - j - 1) in here:
                d |= 4
            digits.append(d)
        while len(digits) > 1 and digits[-1] == 0:
            digits.pop()
        if (splits and not any(d & 4 for d in digits)) or not any(digits) or \
                len(digits) > max(last // 4, 1):
            continue        # no split: a subtraction game (explore/takes.py, explore/pattern.py)
        code = Code(tuple(digits), unequal)
        if all(set(options[n]) == _expected(code, n) for n in range(last + 1)):
            return code
    return None


def values(code: Code, count: int) -> list[int]:
    """g(0..count-1) by the recurrence."""
    g: list[int] = []
    for n in range(count):
        seen = {g[a] ^ g[b] for a, b in ((o + (0, 0))[:2] for o in _expected(code, n))}
        x = 0
        while x in seen:
            x += 1
        g.append(x)
    return g


def recurrence(options: list[list[tuple]], v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0 for kind "win", the
    Grundy value for "grundy") when the options of every n = 0..len(v)-1 are an octal code's
    (with or without unequal splits) that is not a plain subtraction game and the recurrence
    gives v; else None. Misère play has no such recurrence through g."""
    if kind not in ("win", "grundy") or len(options) < len(v):
        return None
    code = read(options[:len(v)])
    if code is None:
        return None
    g = values(code, len(v))
    if (g if kind == "grundy" else [int(x != 0) for x in g]) != v:
        return None
    digits = ", ".join(map(str, code.digits))
    # v, not g: the code of a win game is renamed outcome(...), and every "g(" with it
    rec = (f"v(n) = mex {{ v(a) xor v(b) : a move of {code.words} leaves the heaps a and b "
           f"of n }}")
    text = (rec.replace("v(", "g(") if kind == "grundy" else
            f"the player to move wins iff v(n) != 0, the Grundy value {rec}")
    status = (f"the game's recurrence: moves() are exactly those of {code.words} for every "
              f"n = 0..{len(v) - 1} (checked there, assumed beyond), and it gives all "
              f"{len(v):,} values computed; O(n^2) for a table up to n")
    result = "val[n] != 0" if kind == "win" else "val[n]"
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           f"  assert(0 <= n && n <= {LIMIT} && \"n out of the recurrence's range\");\n"
           f"  // digit j of {code.text}: 1 take j leaving nothing, 2 leaving one heap,"
           f" 4 leaving two heaps\n"
           f"  static const int D[] = {{{digits}}};\n"
           f"  static const bool UNEQUAL = {'true' if code.unequal else 'false'};"
           f"  // the two heaps of a split differ\n"
           + table_cpp() + f"  return {result};\n}}\n")
    return Claim("recurrence", text, status, cpp), cpp


def table_cpp(length: str = "(long long)(sizeof D / sizeof *D)", static: bool = True) -> str:
    """The C++ lines that fill `val` (the Grundy values of 0, 1, ...; static: kept from call to
    call) up to n by the code in D (`length` digits) and UNEQUAL, and keep `most`, the largest
    value so far."""
    keep = "static " if static else ""
    return (f"  {keep}std::vector<int> val;  // the Grundy values of 0, 1, ...\n"
            f"  {keep}int most = 0;          // the largest value so far\n"
            "  while ((long long)val.size() <= n) {\n"
            "    long long h = val.size();\n"
            "    int cap = 1;\n"
            "    while (cap <= most) cap *= 2;  // a xor of two values is below 2 * cap\n"
            "    std::vector<char> seen(2 * cap + 1, 0);\n"
            f"    for (long long j = 0; j < {length} && j <= h; j++) {{\n"
            "      long long r = h - j;\n"
            "      if (j && (D[j] & 1) && r == 0) seen[0] = 1;\n"
            "      if (j && (D[j] & 2) && r > 0) seen[val[r]] = 1;\n"
            "      if (D[j] & 4)\n"
            "        for (long long a = 1; 2 * a <= r; a++)\n"
            "          if (!UNEQUAL || 2 * a != r) seen[val[a] ^ val[r - a]] = 1;\n"
            "    }\n"
            "    int x = 0;\n"
            "    while (seen[x]) x++;\n"
            "    val.push_back(x);\n"
            "    most = std::max(most, x);\n"
            "  }\n")
