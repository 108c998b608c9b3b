"""A heap split into near-equal parts (docs/explore.md, "A heap split into near-equal parts"):
a move splits a heap of n into t parts as equal as they can be, the n mod t parts of
floor(n / t) + 1 and the others of floor(n / t), t from a fixed set T (yukicoder 153: t = 2 or
3; Codeforces 603C splits only into equal parts, when t divides n); a move may also take s
counters from the heap, s from a fixed set S, leaving one heap. Such values show no period, and
the game's own recurrence is the answer contestants write:

    g(n) = mex ( { xor of g over the t near-equal parts of n : t in T, t <= n }
                 U { g(n - s) : s in S, s <= n } )

The xor of the parts needs only g(q) and g(q + 1), q = floor(n / t), each taken when its count
is odd. Without takes the numbers a heap reaches are few (floor(n / m) and one above, for the
products m of parts), so the pasted code memoises them in a map and answers n up to 10^18;
with takes it fills a table up to n. The moves are read from the file's moves() of every heap
computed (checked there, assumed beyond), and the recurrence must give every value computed."""
from __future__ import annotations

from dataclasses import dataclass

from .claims import Claim

MIN_VALUES = 64         # values computed before moves are read as splits
MAX_PARTS = 9           # t at most
TABLE_LIMIT = 5_000_000  # with takes: the table's n at most
MAX_OPTIONS = 64        # moves of one heap read at most (a split per t, a take per s)


@dataclass(frozen=True)
class Splits:
    parts: tuple[int, ...]      # T: the counts of parts a split makes
    equal: bool                 # only when t divides n (every part equal)
    takes: tuple[int, ...]      # S: counters taken, leaving one heap

    def words(self) -> str:
        how = "equal parts (t dividing n)" if self.equal else "near-equal parts"
        ts = ", ".join(map(str, self.parts))
        text = f"split a heap into t {how}, t in {{{ts}}}"
        if self.takes:
            text += f", or take s in {{{', '.join(map(str, self.takes))}}} leaving one heap"
        return text


def near_equal(n: int, t: int) -> tuple[int, ...]:
    """The t parts of n as equal as they can be, sorted (no part of 0)."""
    q, r = divmod(n, t)
    return tuple(sorted([q + 1] * r + [q] * (t - r)))


def options_of(moves, top: int) -> list[set] | None:
    """options[n]: the heaps (sorted, no heap of 0) each move of the heap n leaves, n = 0..top,
    from the file's moves() of (n,): a move to a tuple of numbers (the heaps, as a multiset's
    state) or to a sum of 1-tuples (a list). None when a move leaves anything else, or more
    counters than n."""
    out = []
    for n in range(top + 1):
        got = set()
        for count, after in enumerate(moves((n,))):
            if count > MAX_OPTIONS:
                return None     # far more moves than splits and takes make (or endless ones)
            if isinstance(after, list):
                if not all(isinstance(p, tuple) and len(p) == 1 for p in after):
                    return None
                heaps = [p[0] for p in after]
            elif isinstance(after, tuple):
                heaps = list(after)
            else:
                return None
            if not all(isinstance(h, int) and 0 <= h for h in heaps) or sum(heaps) > n:
                return None
            got.add(tuple(sorted(h for h in heaps if h)))
        out.append(got)
    return out


def _expected(s: Splits, n: int) -> set:
    out = {near_equal(n, t) for t in s.parts if t <= n and (not s.equal or n % t == 0)}
    out |= {(n - k,) if n > k else () for k in s.takes if k <= n}
    return out


def read(options: list) -> Splits | None:
    """The splits whose moves are exactly options[n] for every n listed (at least MIN_VALUES of
    them); None when none are. T is read off the options of two parts or more; a split into one
    part does nothing, so t >= 2. S is read off the options of one heap (or none) at the last n."""
    last = len(options) - 1
    if last + 1 < MIN_VALUES or options[0]:
        return None
    ts = sorted({len(o) for opts in options for o in opts if len(o) >= 2})
    if not ts or ts[-1] > MAX_PARTS:
        return None
    takes = tuple(sorted(last - (o[0] if o else 0) for o in options[last] if len(o) <= 1))
    if any(k <= 0 for k in takes) or len(takes) > max(last // 4, 1):
        return None
    for equal in (False, True):
        s = Splits(tuple(ts), equal, takes)
        if all(set(options[n]) == _expected(s, n) for n in range(last + 1)):
            return s
    return None


def values(s: Splits, count: int) -> list[int]:
    """g(0..count-1) by the recurrence."""
    g: list[int] = []
    for n in range(count):
        seen = set()
        for o in _expected(s, n):
            x = 0
            for h in o:
                x ^= g[h]
            seen.add(x)
        x = 0
        while x in seen:
            x += 1
        g.append(x)
    return g


def recurrence(options: list, v: list[int], kind: str, evidence: str = ""
               ) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0 for kind "win", the
    Grundy value for "grundy") when the moves of every n = 0..len(v)-1 are such splits and the
    recurrence gives v; else None. Misère play has no such recurrence through g. `evidence`
    says what the recurrence was checked on when v is not the values computed by a search."""
    if kind not in ("win", "grundy") or options is None or len(options) < len(v):
        return None
    s = read(options[:len(v)])
    if s is None:
        return None
    g = values(s, len(v))
    if (g if kind == "grundy" else [int(x != 0) for x in g]) != v:
        return None
    rec = (f"v(n) = mex {{ xor of v over the heaps a move leaves : a move of n ({s.words()}) }}")
    text = (rec.replace("v(", "g(") if kind == "grundy" else
            f"the player to move wins iff v(n) != 0, the Grundy value {rec}")
    cost = ("a map of the O(log^2 n) numbers a heap reaches, n up to 10^18" if not s.takes
            else f"a table up to n, O(n) (n <= {TABLE_LIMIT:,})")
    status = (f"the game's recurrence: moves() are exactly those of {s.words()} for every "
              f"n = 0..{len(v) - 1} (checked there, assumed beyond), and "
              + (evidence or f"it gives all {len(v):,} values computed") + f"; {cost}")
    return Claim("recurrence", text, status, _cpp(s, text, kind)), _cpp(s, text, kind)


def _cpp(s: Splits, text: str, kind: str) -> str:
    parts = ", ".join(map(str, s.parts))
    takes = ", ".join(map(str, s.takes))
    result = "splitGrundy(n) != 0" if kind == "win" else "splitGrundy(n)"
    head = (f"// {text}\n"
            f"const std::vector<long long> SPLIT_PARTS = {{{parts}}};  // t: the parts of a "
            f"split\n"
            f"const bool SPLIT_EQUAL = {'true' if s.equal else 'false'};  // only when t divides "
            f"n\n"
            f"const std::vector<long long> SPLIT_TAKES = {{{takes}}};  // s: taken, one heap "
            f"left\n")
    if not s.takes:
        body = (f"long long splitGrundy(long long n) {{  // n >= 0\n"
                f"  assert(n >= 0 && \"a heap holds n >= 0\");\n"
                f"  static std::map<long long, long long> memo;\n"
                f"  if (n == 0) return 0;\n"
                f"  auto it = memo.find(n);\n"
                f"  if (it != memo.end()) return it->second;\n"
                + _mex("n", "splitGrundy", "  ") +
                f"  return memo[n] = x;\n}}\n")
    else:
        body = (f"long long splitGrundy(long long n) {{  // n >= 0\n"
                f"  assert(0 <= n && n <= {TABLE_LIMIT} && \"n out of the recurrence's range\");\n"
                f"  static std::vector<long long> val{{0}};  // g(0), g(1), ...\n"
                f"  while ((long long)val.size() <= n) {{\n"
                f"    long long m = val.size();\n"
                f"    auto at = [&](long long h) {{ return val[h]; }};\n"
                + _mex("m", "at", "    ") +
                f"    val.push_back(x);\n"
                f"  }}\n"
                f"  return val[n];\n}}\n")
    return head + body + f"long long grundy(long long n) {{ return {result}; }}\n"


def _mex(n: str, g: str, ind: str) -> str:
    """C++ that leaves in x the mex of the options of the heap `n`, g of a smaller heap by the
    function `g`: a split's xor needs g(q) and g(q + 1) only, each when its count is odd."""
    lines = ["std::vector<long long> seen;",
             "for (long long t : SPLIT_PARTS) {",
             f"  if (t > {n} || (SPLIT_EQUAL && {n} % t != 0)) continue;",
             f"  long long q = {n} / t, r = {n} % t, y = 0;",
             f"  if (r % 2 != 0) y ^= {g}(q + 1);",
             f"  if ((t - r) % 2 != 0) y ^= {g}(q);",
             "  seen.push_back(y);",
             "}",
             f"for (long long k : SPLIT_TAKES) if (k <= {n}) seen.push_back({g}({n} - k));",
             "long long x = 0;",
             "while (std::find(seen.begin(), seen.end(), x) != seen.end()) x++;"]
    return "".join(ind + ln + "\n" for ln in lines)
