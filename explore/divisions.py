"""A number whose moves divide it: its recurrence (docs/explore.md, "A number divided by a fixed
set"). A move takes n to n div d (the floor) for d in a fixed set D, or to n / d only when d
divides n; a number that reaches 0 is gone (CodeChef FDIVGAME: divide by 2, 3, 4, 5 or 6).
Such values seldom have a pattern (g over FDIVGAME's D is constant on long blocks whose ends grow
geometrically), and the contest's answer is the recurrence itself, memoised:

    g(n) = mex { g(n div d) : d in D }            win(n) = some n div d loses

The numbers it reaches from n are the n div (products of members of D): a few thousand up to
10^18, so the pasted C++ memoises them in a map and takes n up to 10^18. D is read from the
options of every n = 0..N computed (the file's moves, or a part's in a sum): the d up to
MAX_DIVISOR whose quotient is an option of every n, then the options of every n must be exactly
those quotients (none from 0). Beyond N the moves are assumed, as the status says. Nothing here
knows a game."""
from __future__ import annotations

from dataclasses import dataclass

from .claims import Claim

MAX_DIVISOR = 16        # the members of D looked for: 2..MAX_DIVISOR
MIN_VALUES = 64         # numbers whose options are read, at least


@dataclass(frozen=True)
class Divisions:
    divisors: tuple[int, ...]
    exact: bool                 # n / d only when d divides n; else n div d, the floor

    def options(self, n: int) -> set[int]:
        if n <= 0:
            return set()
        return {n // d for d in self.divisors if not self.exact or n % d == 0}

    @property
    def words(self) -> str:
        ds = ", ".join(map(str, self.divisors))
        return (f"n / d for d in {{{ds}}} that divides n" if self.exact else
                f"n div d (the floor) for d in {{{ds}}}")


def read(options: list[set[int]]) -> Divisions | None:
    """The divisions whose quotients are exactly options[n] at every n, or None."""
    top = len(options) - 1
    if top + 1 < MIN_VALUES or not any(options):
        return None
    for exact in (False, True):
        ds = tuple(d for d in range(2, MAX_DIVISOR + 1)
                   if all(n // d in options[n] for n in range(1, top + 1)
                          if not exact or n % d == 0))
        found = Divisions(ds, exact)
        if ds and all(found.options(n) == options[n] for n in range(top + 1)):
            return found
    return None


def options_of(moves, top: int) -> list[set[int]] | None:
    """The numbers each n = 0..top moves to (the file's moves of the position (n,)), or None
    when a move is not one number."""
    out = []
    for n in range(top + 1):
        got = set()
        for o in moves((n,)):
            if not (isinstance(o, tuple) and len(o) == 1 and isinstance(o[0], int)):
                return None
            got.add(o[0])
        out.append(got)
    return out


def _number(option):
    """The one number of an option (a bare number, or a 1-tuple of parts), else None."""
    if isinstance(option, tuple):
        return option[0] if len(option) == 1 else None
    return option


def values(found: Divisions, count: int, kind: str) -> list[int]:
    """The recurrence on n = 0..count-1: the Grundy value, or who wins as 1/0."""
    v: list[int] = []
    for n in range(count):
        got = {v[m] for m in found.options(n)}
        if kind == "grundy":
            x = 0
            while x in got:
                x += 1
        elif not got:
            x = 1 if kind == "misere" else 0
        else:
            x = 1 if 0 in got else 0
        v.append(x)
    return v


def recurrence(options, v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0, or the Grundy
    value) when the options of every n = 0..len(v)-1 are a fixed set's divisions and the
    recurrence gives v; else None. options: per n, the numbers it moves to (a set, or the
    sums' 1-tuples of parts), or the file's moves() of a position (n,)."""
    if len(v) < MIN_VALUES:
        return None
    try:
        got = options_of(options, len(v) - 1) if callable(options) else \
            [{_number(o) for o in opts} for opts in options[:len(v)]]
    except Exception:           # moves() fails on some number: nothing read
        return None
    if got is None or len(got) < len(v) or any(not isinstance(m, int) for s in got for m in s):
        return None
    found = read(got)
    if found is None or values(found, len(v), kind) != v:
        return None
    ds = ", ".join(map(str, found.divisors))
    quotient = "n / d" if found.exact else "n div d"
    guard = f"if (n % d == 0) " if found.exact else ""
    if kind == "grundy":
        text = f"g(n) = mex {{ g({quotient}) : d in {{{ds}}}" + \
            (", d divides n }" if found.exact else " }") + ", g(0) = 0"
        step = (f"  unsigned long long seen = 0;  // the mex is at most |D| = {len(found.divisors)}\n"
                f"  for (long long d : D) {guard}{{ long long x = grundy(n / d); "
                f"if (x < 64) seen |= 1ULL << x; }}\n"
                "  long long x = 0;\n  while (seen >> x & 1) x++;\n")
        at_zero = "0"
    else:
        misere = kind == "misere"
        text = (f"the player to move wins iff some {quotient} loses (d in {{{ds}}}"
                + (", d divides n)" if found.exact else ")")
                + ("; with no move left the player to move wins (misère)" if misere else ""))
        step = ("  long long x = 0; bool any = false;\n"
                f"  for (long long d : D) {guard}{{ any = true; if (!grundy(n / d)) x = 1; }}\n"
                + ("  if (!any) x = 1;  // misère: no move wins\n" if misere else
                   "  (void)any;\n"))
        at_zero = "1" if misere else "0"
    top = len(v) - 1
    status = (f"the game's recurrence: the moves of every n = 0..{top} are exactly "
              f"{found.words} (checked there, assumed beyond), and it gives all {top + 1:,} "
              f"values computed")
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           "  assert(n >= 0 && \"n is a number of the game\");\n"
           f"  if (n == 0) return {at_zero};  // no move from 0\n"
           "  static std::map<long long, long long> memo;  // the n div (products of D) reached\n"
           "  auto it = memo.find(n);\n"
           "  if (it != memo.end()) return it->second;\n"
           f"  static const long long D[] = {{{ds}}};\n"
           + step +
           "  return memo[n] = x;\n}\n")
    return Claim("recurrence", text, status, cpp), cpp
