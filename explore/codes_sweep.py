"""Octal codes whose digits sit at parameters: a heap that breaks, or a first move into such
heaps, across values (docs/explore.md, "A heap that breaks"). A sweep of "paint m consecutive
beads" sees the code 0.07 at m = 2, 0.007 at m = 3, 0.0007 at m = 4: a different game at every
value, none periodic, and no formula across them. The contest's answer is the recurrence itself
with the digit placed at m. Each code is read at every value swept (explore/breaks.py for a
heap, explore/gates.py for a first move from start(n) into heaps), and each digit's positions
are written as terms in the parameters (explore/takes_sweep.py's terms: constants, k + c,
2k + c, and one range lo..hi of them); the codes must be read again, unchanged, at values past
the sweep. Nothing here knows a game."""
from __future__ import annotations

from dataclasses import dataclass

from . import breaks, gates, takes_sweep

TOP = 127               # heaps read at each value: the code at most a quarter as long


@dataclass(frozen=True)
class Lifted:
    """An octal code across values: for each digit value d, the positions it sits at."""
    groups: tuple[tuple[int, takes_sweep.Takes], ...]   # (digit d, its positions as terms)
    unequal: bool
    zero: int = 0           # the digit at position 0 (a split that takes nothing)

    def at(self, values: tuple) -> breaks.Code | None:
        digits: dict[int, int] = {0: self.zero} if self.zero else {}
        for d, where in self.groups:
            for j in where.at(values):
                digits[j] = digits.get(j, 0) | d
        if not digits:
            return None
        out = [0] * (max(digits) + 1)
        for j, d in digits.items():
            out[j] = d
        return breaks.Code(tuple(out), self.unequal)

    def text(self, names: list[str]) -> str:
        return "; ".join([f"digit {self.zero} at 0"] * bool(self.zero) +
                         [f"digit {d} at {where.text(names)}" for d, where in self.groups])


def read_at(game) -> tuple[breaks.Code | None, breaks.Code] | None:
    """(F, D) for a first move from start(n) into heaps, (None, D) for a plain heap that
    breaks, at one value; None when neither is read."""
    try:
        alone = gates.heap_code(game, TOP) if game.start is not None else None
        if alone is not None:
            return None, alone[0]
        if game.start is not None:
            found = gates.read(game, TOP)
            return None if found is None else (found[0], found[1])
        options = breaks.options_of(game.moves, TOP)
    except Exception:       # moves() or start() fail somewhere: nothing read
        return None
    code = None if options is None else breaks.read(options)
    return None if code is None else (None, code)


def lift(codes: dict, n_params: int) -> Lifted | None:
    """The code at every value (codes: values -> Code) as digits at terms, or None. A digit at
    position 0 (a split that takes nothing) is not a take: it must be the same at every value
    and is kept as the constant 0."""
    values = list(codes)
    unequal = {c.unequal for c in codes.values()}
    if len(unequal) != 1:
        return None
    zero = {c.digits[0] for c in codes.values()}
    if len(zero) != 1:
        return None
    groups = []
    for d in sorted({d for c in codes.values() for d in c.digits[1:] if d}):
        sets = {v: [j for j, x in enumerate(codes[v].digits) if j and x == d] for v in values}
        if any(not s for s in sets.values()):
            return None
        where = takes_sweep.fit(sets, n_params)
        if where is None:
            return None
        groups.append((d, where))
    found = Lifted(tuple(groups), unequal.pop(), zero.pop())
    return found if all(found.at(v) == codes[v] for v in values) else None


def values_at(lifted_f: Lifted | None, lifted_d: Lifted, values: tuple, count: int) -> list[int]:
    """The Grundy values of n = 0..count-1 at one value of the parameters."""
    d = lifted_d.at(values)
    if lifted_f is None:
        return breaks.values(d, count)
    return gates.first_values(lifted_f.at(values), d, count)


def _digits_cpp(name: str, lifted: Lifted, names: list[str]) -> str:
    """C++ that builds the vector `name` of a code's digits from the parameters."""
    out = [f"  std::vector<int> {name};\n",
           f"  auto put{name} = [&](long long j, int d) {{ if (j < 0) return; "
           f"if ((long long){name}.size() <= j) {name}.resize(j + 1, 0); {name}[j] |= d; }};\n"]
    for d, where in lifted.groups:
        for t in where.terms:
            out.append(f"  put{name}({t.text(names) if t.param >= 0 or t.c else '0'}, {d});\n")
        if where.span is not None:
            out.append(f"  for (long long j = std::max(1LL, (long long)({where.span[0].text(names)})); "
                       f"j <= {where.span[1].text(names)}; ++j) put{name}(j, {d});\n")
    return "".join(out)


def code(lifted_f: Lifted | None, lifted_d: Lifted, names: list[str], game_name: str,
         kind: str) -> tuple[str, str]:
    """(the C++ to paste: a function of the parameters and n, its name)."""
    params = ", ".join(f"long long {n}" for n in names)
    ret, name = ("long long", "grundy") if kind == "grundy" else ("bool", "firstWins")
    what = (f"the heaps: {lifted_d.text(names)}" +
            ("" if lifted_f is None else f"; the first move from start(n): "
                                         f"{lifted_f.text(names)}"))
    first = "" if lifted_f is None else (
        _digits_cpp("F", lifted_f, names) +
        "  // the first move of n: the mex of the xors of the heaps it leaves\n"
        "  int cap = 1;\n"
        "  while (cap <= most) cap *= 2;\n"
        "  std::vector<char> seen(2 * cap + 1, 0);\n"
        "  for (long long j = 0; j < (long long)F.size() && j <= n; j++) {\n"
        "    long long r = n - j;\n"
        "    if (j && (F[j] & 1) && r == 0) seen[0] = 1;\n"
        "    if (j && (F[j] & 2) && r > 0) seen[val[r]] = 1;\n"
        "    if (F[j] & 4)\n"
        "      for (long long a = 1; 2 * a <= r; a++)\n"
        f"        if (!{'true' if lifted_f.unequal else 'false'} || 2 * a != r) "
        "seen[val[a] ^ val[r - a]] = 1;\n"
        "  }\n"
        "  int x = 0;\n"
        "  while (seen[x]) x++;\n")
    result = "val[n]" if lifted_f is None else "x"
    if kind != "grundy":
        result += " != 0"
    text = (f"// octal codes across values, {what} (digit bits: 1 take j leaving nothing, 2 leaving\n"
            f"// one heap, 4 leaving two heaps); g by the recurrence, O(n^2) (found by gk explore\n"
            f"// --sweep on {game_name}: the codes read off moves() at every value swept and past it;\n"
            f"// checked, not proven)\n"
            f"{ret} {name}({params}, long long n) {{\n"
            f"  assert(0 <= n && n <= {breaks.LIMIT} && \"n out of the recurrence's range\");\n"
            + _digits_cpp("D", lifted_d, names) +
            f"  const bool UNEQUAL = {'true' if lifted_d.unequal else 'false'};\n"
            + breaks.table_cpp(length="(long long)D.size()", static=False)
            + first + f"  return {result};\n}}\n")
    return text, name
