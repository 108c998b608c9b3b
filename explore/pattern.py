"""The pattern in a table of values (`gk explore`, docs/explore.md): periods, closed forms,
P-position rules, known sequences, and which family a 1-D game's moves are.

Every claim made here is checked on every computed value; its `status` (explore/claims.py)
says how sure it is: proven only where a theorem of the game's class applies (the caller says
which, and on what basis), else what it was checked on. Each claim carries C++ code (a
function) that the caller compiles and compares with the values.
"""
from __future__ import annotations

import math
from typing import Callable

from .claims import Basis, Claim, computed, is_proven, partial, proven, searched
from .numbers import zeck

PHI = (1 + 5 ** 0.5) / 2


# ---------------------------------------------------------------- periods (1-D)

def find_period(v: list[int], arithmetic: bool = False, evidence: float = 0.5):
    """The least period p (then the least preperiod q) with v[n + p] = v[n] + s for all
    q <= n < N - p, s = 0 unless `arithmetic` (then the least p with s != 0). A period counts only
    when the periodic part covers at least 3 periods and `evidence` of the values: a pattern seen
    twice at the very end is no pattern. Returns (q, p, s) or None."""
    n = len(v)
    need = max(1, int(n * evidence))
    for p in range(1, n // 3 + 1):
        s = v[n - 1] - v[n - 1 - p]
        if (s != 0) != arithmetic:
            continue
        i = n - p - 1
        while i >= 0 and v[i + p] - v[i] == s:
            i -= 1
        q = i + 1
        if n - q >= max(3 * p, need):
            return q, p, s
    return None


def _array(values: list[int]) -> str:
    """An initialiser list wrapped at about 80 columns."""
    if len(values) <= 16:
        return ", ".join(map(str, values))
    rows = [", ".join(map(str, values[i:i + 16])) for i in range(0, len(values), 16)]
    return "\n      " + ",\n      ".join(rows) + "\n  "


def period_cpp(v: list[int], q: int, p: int, s: int, name: str = "grundy") -> str:
    pre = _array(v[:q])
    cyc = _array(v[q:q + p])
    step = f" + {s}LL * ((n - {q}) / {p})" if s else ""
    head = (f"  static const long long pre[] = {{{pre}}};  // g(0..{q - 1})\n" if q else "")
    return (f"long long {name}(long long n) {{  // n >= 0\n{head}"
            f"  static const long long cyc[] = {{{cyc}}};  // g({q}..{q + p - 1})\n"
            + (f"  if (n < {q}) return pre[n];\n  return cyc[(n - {q}) % {p}]{step};\n" if q
               else f"  return cyc[n % {p}]{step};\n") + "}\n")


# ---------------------------------------------------------------- closed forms (1-D)

def _v2(m: int) -> int:
    return (m & -m).bit_length() - 1


def _fibs(limit: int) -> list[int]:
    f = [1, 2]
    while f[-1] <= limit:
        f.append(f[-1] + f[-2])
    return f


def _zeck_min(m: int, fibs: list[int] | None = None) -> int:
    """The smallest term of m's Zeckendorf sum (explore/numbers.py's zeck; m itself below 1)."""
    return zeck(m) if m >= 1 else m


def _base_forms():
    """(text with #, python f(#) or None outside its domain, C++ expression of #, min #, step):
    step (k, t) when f(m + k) = f(m) + t for every m (the form is periodic, or arithmetic
    periodic), else None."""
    forms = [("#", lambda m: m, "#", 0, (1, 1)),
             ("popcount(#)", lambda m: bin(m).count("1"), "__builtin_popcountll(#)", 0, None),
             ("popcount(#) mod 2", lambda m: bin(m).count("1") & 1,
              "__builtin_popcountll(#) & 1", 0, None),
             ("2# + [popcount(#) even] (odious numbers)",
              lambda m: 2 * m + (1 - (bin(m).count("1") & 1)),
              "2 * # + (1 - (__builtin_popcountll(#) & 1))", 0, None),
             ("2# + [popcount(#) odd] (evil numbers)", lambda m: 2 * m + (bin(m).count("1") & 1),
              "2 * # + (__builtin_popcountll(#) & 1)", 0, None),
             ("v2(#), the 2-adic valuation", _v2, "__builtin_ctzll(#)", 1, None),
             ("2^v2(#), the largest power of 2 dividing # (ruler)", lambda m: m & -m,
              "# & -#", 1, None),
             ("bit length of #", lambda m: m.bit_length(), "(# ? 64 - __builtin_clzll(#) : 0)",
              0, None),
             ("floor(# / phi)", lambda m: (math.isqrt(5 * m * m) - m) // 2,
              "(long long)((isqrt128(5 * (unsigned __int128)(#) * (#)) - (#)) / 2)", 0, None),
             ("floor(# * phi)", lambda m: (m + math.isqrt(5 * m * m)) // 2,
              "(long long)(((unsigned __int128)(#) + isqrt128(5 * (unsigned __int128)(#) * (#)))"
              " / 2)", 0, None),
             ("(# + 1) >> (v2(# + 1) + 1)", lambda m: (m + 1) >> (_v2(m + 1) + 1),
              "(# + 1) >> (__builtin_ctzll(# + 1) + 1)", 0, None),
             ("the smallest term of the Zeckendorf sum of #", lambda m: _zeck_min(m, FIBS),
              "zeckMin(#)", 1, None)]
    for k in range(2, 17):
        forms.append((f"# mod {k}", lambda m, k=k: m % k, f"# % {k}", 0, (k, 0)))
    for k in range(2, 9):
        forms.append((f"floor(# / {k})", lambda m, k=k: m // k, f"# / {k}", 0, (k, 1)))
    for c in range(1, 8):
        forms.append((f"# xor {c}", lambda m, c=c: m ^ c, f"(# ^ {c})", 0, None))
    return forms


FIBS = [1, 2]
while FIBS[-1] < 1 << 62:
    FIBS.append(FIBS[-1] + FIBS[-2])
ZECK_MIN_CPP = """long long zeckMin(long long n) {  // the last term of the greedy Fibonacci sum
  long long f[92] = {1, 2}, last = n;
  int k = 1;
  while (f[k] <= n) f[k + 1] = f[k] + f[k - 1], k++;
  for (; k >= 0 && n; k--)
    if (f[k] <= n) n -= f[k], last = f[k];
  return last;
}
"""
# floor(sqrt(t)) of a 128-bit t, exactly: the Beatty forms of phi need sqrt(5 m^2) with no
# rounding and no overflow up to m = 8 * 10^18 (the way snippets/wythoff.hpp computes it).
ISQRT_CPP = """unsigned long long isqrt128(unsigned __int128 t) {  // largest r, r * r <= t
  unsigned long long r = 0;
  for (int b = 63; b >= 0; b--) {
    unsigned long long c = r | (1ULL << b);
    if ((unsigned __int128)c * c <= t) r = c;
  }
  return r;
}
"""
BASE_FORMS = _base_forms()


def _shifted(text: str, cpp: str, c: int) -> tuple[str, str]:
    """The forms are written with # for their argument: n, or (n + c)."""
    if c == 0:
        return text.replace("#", "n"), cpp.replace("#", "n")
    arg = f"(n {'+' if c > 0 else '-'} {abs(c)})"
    return text.replace("#", arg), cpp.replace("#", arg)


def closed_forms(v: list[int], limit: int = 3) -> list[Claim]:
    """Closed forms f(n + c) + d (c in -1..1, d in -1..1) that equal g(n) for every computed
    n >= n0, with at most `limit` exceptions n < n0 at the start (listed). Least n0 first."""
    n_all = len(v)
    out = []
    if n_all < 16:
        return out
    for text, f, cpp, lo, step in BASE_FORMS:
        for c in (0, -1, 1):
            for d in (0, -1, 1):
                start = max(0, lo - c)
                # where does the form start to hold? test the tail first, cheaply
                if start >= n_all or f(n_all - 1 + c) + d != v[n_all - 1]:
                    continue
                i = n_all - 1  # from the end: a wrong form fails within a few values
                while i >= start and f(i + c) + d == v[i]:
                    i -= 1
                n0 = i + 1
                if n0 > limit or n_all - n0 < 16:
                    continue
                ftext, fcpp = _shifted(text, cpp, c)
                if d:
                    ftext, fcpp = f"{ftext} {'+' if d > 0 else '-'} {abs(d)}", f"({fcpp}) {d:+d}"
                head = v[:n0]
                text_out = f"g(n) = {ftext}"
                if n0:
                    first = "g(0)" if n0 == 1 else f"g(0..{n0 - 1})"
                    text_out += f" for n >= {n0} ({first} = {', '.join(map(str, head))})"
                body = (f"  static const long long head[] = {{{', '.join(map(str, head))}}};\n"
                        f"  if (n < {n0}) return head[n];\n") if n0 else ""
                code = f"long long grundy(long long n) {{  // n >= 0\n{body}  return {fcpp};\n}}\n"
                if "zeckMin" in fcpp:
                    code = ZECK_MIN_CPP + code
                if "isqrt128" in fcpp:
                    code = ISQRT_CPP + code
                out.append(Claim("formula", text_out, cpp=code,
                                 extra={"n0": n0, "size": len(ftext), "step": step}))
    # self-similar rules: Strange Nim (take at most floor(n / k)): g = n / k on multiples of k,
    # else g(n - floor(n / k) - 1); checked against the computed values themselves.
    for k in range(2, 9):
        if all((v[n] == n // k) if n % k == 0 else (v[n] == v[n - n // k - 1])
               for n in range(n_all)):
            code = (f"long long grundy(long long n) {{  // n >= 0\n"
                    f"  while (n % {k}) n -= n / {k} + 1;\n  return n / {k};\n}}\n")
            out.append(Claim("formula", f"g(n) = n/{k} if {k} divides n, else "
                             f"g(n - floor(n/{k}) - 1) (self-similar)", cpp=code,
                             extra={"n0": 0, "size": 30, "step": None}))
    out.sort(key=lambda c: (c.extra["n0"], c.extra["size"]))
    return out


# ---------------------------------------------------------------- P-positions (1-D)

# The zeros' rules in C++ over n >= 0, each the Python rule below: the Beatty sequences through
# golden(m) = floor(phi m) (explore/numbers.py), as floor((m + 1) / phi) - floor(m / phi) =
# golden(m + 1) - golden(m) - 1; Fibonacci numbers unsigned, where F(93) still fits.
_ZERO_CPP = {
    "fib": "[](long long m) { unsigned long long a = 1, b = 2; while (a < (unsigned long long)m) "
           "{ unsigned long long c = a + b; a = b; b = c; } return a == (unsigned long long)m; }(n)",
    "lower": "(n == 0 || golden(n + 1) - golden(n) == 2)",
    "upper": "(n == 0 || golden(n + 1) - golden(n) == 1)",
    "pow2": "(n > 0 && (n & (n - 1)) == 0)",
    "mersenne": "((n & (n + 1)) == 0)",
}


# The losing sizes of the k-dynamic subtraction game (take 1..n-1 first, then at most k times
# the opponent's last take; Schwenk, "Take-away games", Fibonacci Quarterly 8, 1970): a_0 = 1,
# a_(i+1) = b_i + 1, b_i the largest number the mover can take whole as a sum of a's:
# b_(i+1) = a_(i+1) + b_j for the largest j with k·a_j < a_(i+1), else a_(i+1). k = 1 gives
# the powers of 2, k = 2 the Fibonacci numbers (Fibonacci Nim).
DYNAMIC_KS = range(1, 11)


def dynamic_terms(k: int, limit: int) -> list[int]:
    """The terms a_i <= limit of the k-dynamic sequence above."""
    a, b, j = [1], [1], 0
    while a[-1] <= limit:
        x = b[-1] + 1
        a.append(x)
        while j + 1 < len(a) and a[j + 1] * k < x:
            j += 1
        b.append(b[j] + x if a[j] * k < x else x)
    return [x for x in a if x <= limit]


def dynamic_cpp(k: str, m: str) -> str:
    """C++ for "m is a term of the k-dynamic sequence", k and m expressions."""
    return (f"[](long long K, long long m) {{ std::vector<long long> a{{1}}, b{{1}}; "
            f"std::size_t j = 0; while (a.back() < m) {{ long long x = b.back() + 1; "
            f"a.push_back(x); while (j + 1 < a.size() && a[j + 1] * K < x) j++; "
            f"b.push_back(a[j] * K < x ? b[j] + x : x); }} return a.back() == m; }}({k}, {m})")


def _zeros_cpp(key: str, start: int, v: list[int]) -> str:
    """grundy(n) of a game whose values are 0 and 1 only: 0 exactly where the rule `key` holds,
    from n = start; the values below start as computed."""
    golden = ""
    if key in ("lower", "upper"):
        from .numbers import CPP, GOLDEN_LIMIT
        golden = (f"  assert(n < {GOLDEN_LIMIT}LL && \"floor(phi n) fits in 64 bits\");\n"
                  f"  auto golden = {CPP['golden']};\n")
    small = (f"  static const int below[] = {{{', '.join(str(x) for x in v[:start])}}};\n"
             f"  if (n < {start}) return below[n];\n" if start else "")
    return (f"long long grundy(long long n) {{  // 0 exactly where the rule holds, else 1\n"
            f"  assert(n >= 0 && \"n is a number of the game\");\n{small}{golden}"
            f"  return {_ZERO_CPP[key] if key in _ZERO_CPP else dynamic_cpp(key[7:], 'n')} ? 0 : 1;\n}}\n")


def p_rule_1d(v: list[int], binary: bool = False) -> Claim | None:
    """A rule for the zeros (P-positions) when the values have none: Fibonacci numbers, powers
    of 2, a Beatty sequence, or a periodic set. `binary`: the values are who wins (0 or 1, no
    other), so the rule is the whole sequence and comes with its C++."""
    n_all = len(v)
    zeros = [n for n in range(n_all) if v[n] == 0]
    if not zeros or n_all < 16:
        return None
    zs = set(zeros)
    fib = set(_fibs(n_all))
    def over_phi(m: int) -> int:  # floor(m / phi), exactly
        return (math.isqrt(5 * m * m) - m) // 2

    # n >= 1 is floor(k phi) for some k iff floor((n + 1) / phi) > floor(n / phi); the other
    # n >= 1 are the floor(k phi^2) (complementary Beatty sequences); k = 0 gives n = 0
    rules = [("n is a Fibonacci number (1, 2, 3, 5, 8, ...)", lambda n: n in fib, "fib"),
             ("n = floor(k phi) for some k >= 0 (a Beatty sequence)",
              lambda n: n == 0 or over_phi(n + 1) > over_phi(n), "lower"),
             ("n = floor(k phi^2) for some k >= 0 (a Beatty sequence)",
              lambda n: n == 0 or over_phi(n + 1) == over_phi(n), "upper"),
             ("n is a power of 2", lambda n: n > 0 and n & (n - 1) == 0, "pow2"),
             ("n = 2^k - 1", lambda n: n & (n + 1) == 0, "mersenne")]
    # the k-dynamic sequences past the two the list names (k = 1, 2)
    for k in DYNAMIC_KS[2:]:
        terms = set(dynamic_terms(k, n_all))
        rules.append((f"n is a losing size of the {k}-dynamic subtraction game (1, "
                      f"{', '.join(map(str, sorted(terms)[1:5]))}, ...: a_(i+1) = b_i + 1, "
                      f"b_(i+1) = a_(i+1) + b_j for the largest j with {k}·a_j < a_(i+1))",
                      lambda n, terms=terms: n in terms, f"dynamic{k}"))
    for text, rule, key in rules:
        for start in (0, 1, 2):
            if all(rule(n) == (n in zs) for n in range(start, n_all)):
                cpp = _zeros_cpp(key, start, v) if binary and set(v) <= {0, 1} else None
                return Claim("p-positions", f"g(n) = 0 exactly when {text}"
                             + (f", for n >= {start}" if start else ""), cpp=cpp or "")
    return None


# ---------------------------------------------------------------- 2-D

def _grid_period(rows: list[list[int]]):
    """Least period of a list of rows (as whole rows), as find_period."""
    ids: dict[tuple, int] = {}
    seq = [ids.setdefault(tuple(r), len(ids)) for r in rows]
    return find_period(seq)


def analyse_2d(g: list[list[int]]) -> list[Claim]:
    """g[x][y] for 0 <= x < X, 0 <= y < Y; -1 marks a cell that is not a state."""
    X, Y = len(g), len(g[0])
    cells = [(x, y) for x in range(X) for y in range(Y) if g[x][y] >= 0]
    out: list[Claim] = []
    if X < 4 or Y < 4:  # too few values for any rule to mean something
        return out
    forms2 = [("x xor y", lambda x, y: x ^ y, "x ^ y"),
              ("x + y", lambda x, y: x + y, "x + y"),
              ("|x - y|", lambda x, y: abs(x - y), "(x > y ? x - y : y - x)"),
              ("min(x, y)", min, "(x < y ? x : y)"),
              ("max(x, y)", max, "(x > y ? x : y)"),
              ("floor(max/min) - 1 (max/min: the larger over the smaller)",
               lambda x, y: max(x, y) // min(x, y) - 1 if min(x, y) else None,
               "(x > y ? x / y : y / x) - 1")]
    for k in range(2, 9):
        forms2.append((f"(x + y) mod {k}", lambda x, y, k=k: (x + y) % k, f"(x + y) % {k}"))
        forms2.append((f"(x mod {k}) xor (y mod {k})", lambda x, y, k=k: (x % k) ^ (y % k),
                       f"(x % {k}) ^ (y % {k})"))
    for text, f, cpp in forms2:
        if cells and all(f(x, y) == g[x][y] for x, y in cells):
            out.append(Claim("formula", f"g(x, y) = {text}",
                             cpp=f"long long grundy(long long x, long long y) {{\n"
                                 f"  return {cpp};\n}}\n"))
            break
    # g depends on one combination of x and y only: then it is a 1-D sequence f
    if not out:
        for text, key in (("x + y", lambda x, y: x + y), ("x - y", lambda x, y: x - y),
                          ("min(x, y)", min), ("max(x, y)", max), ("x y", lambda x, y: x * y)):
            f: dict[int, int] = {}
            if all(f.setdefault(key(x, y), g[x][y]) == g[x][y] for x, y in cells) and \
                    len(f) < len(cells):
                keys = sorted(f)
                seq = [f[k] for k in keys]
                contiguous = keys == list(range(keys[0], keys[0] + len(keys)))
                per = find_period(seq) if contiguous else None
                tail = (f"; f has period {per[1]} from {keys[0] + per[0]}" if per else "")
                head = ", ".join(str(f[k]) for k in keys[:12])
                out.append(Claim("depends", f"g(x, y) = f({text}) depends on {text} only: "
                                 f"f({keys[0]}..) = {head}{', ...' if len(keys) > 12 else ''}"
                                 f"{tail}"))
                break
    # each row (fixed x) periodic in y with one period p
    if not out and Y >= 12:
        pers = [find_period(row) for row in g]
        if all(pers) and len({p[1] for p in pers}) == 1 and not any(p[2] for p in pers):
            q = max(p[0] for p in pers)
            out.append(Claim("rows", f"every row x is periodic in y: g(x, y + {pers[0][1]}) = "
                             f"g(x, y) for y >= {q}"))
    # a sum of two games: g(x, y) = g(x, 0) xor g(0, y)
    if not out and all(g[x][0] >= 0 and g[0][y] >= 0 for x in range(X) for y in range(Y)):
        if all(g[x][y] == g[x][0] ^ g[0][y] ^ g[0][0] for x, y in cells):
            out.append(Claim("sum", "g(x, y) = g(x, 0) xor g(0, y)" + (
                f" xor {g[0][0]}" if g[0][0] else "") + ": the game is a sum of a game on x "
                "and a game on y"))
    # 2-D period: rows (fixed x) as a sequence in x, columns in y
    px = _grid_period(g)
    py = _grid_period([list(col) for col in zip(*g)])
    if px and py and not out:
        (qx, ppx, _), (qy, ppy, _) = px, py
        x0, y0 = qx + ppx, qy + ppy
        rows = ",\n".join("      {" + ", ".join(str(g[x][y]) for y in range(y0)) + "}"
                          for x in range(x0))
        code = (f"long long grundy(long long x, long long y) {{  // x, y >= 0\n"
                f"  static const long long t[{x0}][{y0}] = {{\n{rows}}};\n"
                f"  if (x >= {x0}) x = {qx} + (x - {qx}) % {ppx};\n"
                f"  if (y >= {y0}) y = {qy} + (y - {qy}) % {ppy};\n"
                f"  return t[x][y];\n}}\n")
        out.append(Claim("period2", f"2-D period: g(x + {ppx}, y) = g(x, y) for x >= {qx} and "
                         f"g(x, y + {ppy}) = g(x, y) for y >= {qy}", cpp=code,
                         extra={"qx": qx, "px": ppx, "qy": qy, "py": ppy}))
    if not any(c.kind == "formula" for c in out):  # else it says where g = 0 already
        out.extend(p_rules_2d(g))
    return out


def _wythoff_pairs(limit: int) -> list[tuple[int, int]]:
    out, k = [], 0
    while True:
        a = (k + math.isqrt(5 * k * k)) // 2
        if a >= limit:
            return out
        out.append((a, a + k))
        k += 1


WYTHOFF_CPP = ISQRT_CPP + """bool isP(long long x, long long y) {  // x = floor(k phi), y = x + k
  if (x > y) { long long t = x; x = y; y = t; }  // 0 <= x <= y <= 8e18: exact
  unsigned long long k = (unsigned long long)(y - x);
  unsigned __int128 twice = (unsigned __int128)k + isqrt128(5 * (unsigned __int128)k * k);
  return (unsigned __int128)x == twice / 2;
}
"""

ZECK_CPP = """bool isP(long long x, long long y) {  // x stones, limit y
  if (x == 0) return true;
  long long f[92] = {1, 2}, last = x;
  int k = 1;
  while (f[k] <= x) f[k + 1] = f[k] + f[k - 1], k++;
  for (; k >= 0 && x; k--)  // the greedy Zeckendorf sum; its last term
    if (f[k] <= x) x -= f[k], last = f[k];
  return last > y;
}
"""


def p_rules_2d(g: list[list[int]]) -> list[Claim]:
    X, Y = len(g), len(g[0])
    P = {(x, y) for x in range(X) for y in range(Y) if g[x][y] == 0}
    states = [(x, y) for x in range(X) for y in range(Y) if g[x][y] >= 0]
    if not P:
        return []
    out = []
    fibs = _fibs(X + Y + 2)
    rules = [
        ("x = y", lambda x, y: x == y, "x == y"),
        ("(x, y) = (floor(k phi), floor(k phi) + k) or the mirror, k >= 0 (Wythoff; Beatty "
         "pairs)", None, None),
        ("x or y is 0, or x != y and max(x, y) < phi min(x, y), i.e. M^2 - M m - m^2 < 0 "
         "(Euclid's game)",
         lambda x, y: x == 0 or y == 0 or (x != y and max(x, y) ** 2 - max(x, y) * min(x, y)
                                           - min(x, y) ** 2 < 0),
         "x == 0 || y == 0 || (x != y && (x > y ? (__int128)x * x - (__int128)x * y - "
         "(__int128)y * y : (__int128)y * y - (__int128)x * y - (__int128)x * x) < 0)"),
        ("x = 0 or the smallest Zeckendorf term of x is > y (Fibonacci Nim: x stones, "
         "limit y)", lambda x, y: x == 0 or _zeck_min(x, fibs) > y, ZECK_CPP),
        ("x and y are both even", lambda x, y: x % 2 == 0 and y % 2 == 0,
         "x % 2 == 0 && y % 2 == 0"),
    ]
    wy = set()
    for a, b in _wythoff_pairs(max(X, Y)):
        wy.add((a, b))
        wy.add((b, a))
    for text, rule, cpp in rules:
        if rule is None:
            rule, cpp = (lambda x, y: (x, y) in wy), WYTHOFF_CPP  # noqa: E731
        if all(rule(x, y) == ((x, y) in P) for x, y in states):
            if "{" not in cpp:
                cpp = f"bool isP(long long x, long long y) {{ return {cpp}; }}\n"
            out.append(Claim("p-positions", f"g(x, y) = 0 exactly when {text}", cpp=cpp))
            return out
    # pairs (a_k, a_k + d k), a_k the least number not in an earlier pair (d = 1: Wythoff)
    for d in range(2, 6):
        pairs, used, k, a, beatty = set(), set(), 0, 0, True
        while a < max(X, Y):
            while a in used:
                a += 1
            b = a + d * k
            used.update((a, b))
            pairs.update(((a, b), (b, a)))
            # the Beatty form floor(k alpha), checked exactly for every pair made
            beatty &= a == (k * (2 - d) + math.isqrt(k * k * (d * d + 4))) // 2
            k += 1
        if all(((x, y) in pairs) == ((x, y) in P) for x, y in states):
            alpha = (2 - d + math.sqrt(d * d + 4)) / 2
            form = (f"Beatty pairs: a_k = floor(k alpha), alpha = (2 - {d} + sqrt({d * d + 4}))"
                    f"/2 = {alpha:.6f}, checked for every pair" if beatty else
                    "not of the Beatty form floor(k alpha)")
            cpp = (f"bool isP(long long x, long long y) {{  // pairs (a_k, a_k + {d}k)\n"
                   f"  if (x > y) {{ long long t = x; x = y; y = t; }}\n"
                   f"  if ((y - x) % {d}) return false;\n"
                   f"  long long k = (y - x) / {d}, a = 0;\n"
                   f"  std::vector<char> used(2 * x + {d} * k + 2, 0);  // the pairs up to k\n"
                   f"  for (long long j = 0; j <= k; j++) {{\n"
                   f"    while (used[a]) a++;\n"
                   f"    if (a > x) return false;\n"
                   f"    used[a] = 1;\n"
                   f"    if (a + {d} * j < (long long)used.size()) used[a + {d} * j] = 1;\n"
                   f"    if (j == k) return a == x;\n"
                   f"  }}\n  return false;\n}}\n")
            out.append(Claim("p-positions", f"g(x, y) = 0 exactly when (x, y) or (y, x) is a "
                             f"pair (a_k, a_k + {d}k), a_k the least number in no earlier pair "
                             f"({form})",
                             cpp=cpp))
            return out
    # periodic P-positions: the indicator of P has a 2-D period
    ind = [[1 if (x, y) in P else 0 for y in range(Y)] for x in range(X)]
    px = _grid_period(ind)
    py = _grid_period([list(c) for c in zip(*ind)])
    if px and py and px[0] == 0 and py[0] == 0 and px[1] <= X // 3 and py[1] <= Y // 3:
        cls = sorted({(x % px[1], y % py[1]) for x, y in P})
        text = ", ".join(f"({a}, {b})" for a, b in cls)
        a, b = px[1], py[1]
        table = ", ".join("{" + ", ".join(str(int((i, j) in cls)) for j in range(b)) + "}"
                          for i in range(a))
        cpp = (f"bool isP(long long x, long long y) {{  // x, y >= 0\n"
               f"  static const bool p[{a}][{b}] = {{{table}}};\n"
               f"  return p[x % {a}][y % {b}];\n}}\n")
        out.append(Claim("p-positions", f"g(x, y) = 0 exactly when (x mod {a}, y mod "
                         f"{b}) is one of {text}", cpp=cpp))
    return out


# ---------------------------------------------------------------- known sequences

def match_known(v: list[int], known: list[dict], values_of: Callable[[str, int], list[int]],
                own: str = "", status: str = "") -> list[Claim]:
    """Matches against the kit's table of game sequences: equal, shifted by up to 3 (g(n) =
    a(n + c)), or differing by a sequence of period <= 4. A row is a candidate when it agrees on
    all of the overlap with its stored values (at least 24); the sequence is then computed by
    its family (values_of(spec, count)) as far as the values go, and compared on all of them:
    a difference makes it a partial match, said with the count of differences. `own` is the
    family the game is (its spec), `status` the status of that: a row of the same family and
    no shift has that status."""
    out = []
    for row in known:
        a, a0 = row["values"], row["offset"]
        name = row["name"] + (f" ({row['anumber']})" if row["anumber"] else "")
        for c in (0, 1, -1, 2, -2, 3, -3):
            # g(n) = a(n + c): n + c indexes a from a0
            lo, hi = max(0, a0 - c), min(len(v), len(a) + a0 - c)
            if hi - lo < 24 or any(v[n] != a[n + c - a0] for n in range(lo, hi)):
                continue
            if hi < len(v):  # the values go past the stored ones: the family computes them
                full = values_of(row["spec"], len(v) + c)
            else:
                full = [0] * a0 + a  # indexed by n + c; the first a0 are never compared
            hi = min(len(v), len(full) - c)
            differ = [n for n in range(lo, hi) if v[n] != full[n + c]]
            shift = "" if c == 0 else f" shifted: g(n) = a(n {'+' if c > 0 else '-'} {abs(c)})"
            compared = hi - lo
            if not differ:
                same = row["spec"] == own and c == 0 and status
                out.append(Claim("known", f"the values are those of {name}{shift}, on all "
                                 f"{compared} values compared",
                                 status if same else computed(f"{compared} values compared"),
                                 extra={"row": row}))
            else:
                out.append(Claim("known", f"partial match with {name}{shift}: equal for "
                                 f"{lo} <= n < {differ[0]}, then {len(differ)} of the "
                                 f"{compared} values compared differ (the first at n = "
                                 f"{differ[0]})", partial(len(differ), compared),
                                 extra={"row": row}))
            break
        else:
            lo, hi = max(0, a0), min(len(v), len(a) + a0)
            if hi - lo < 24:
                continue
            diff = [v[n] - a[n - a0] for n in range(lo, hi)]
            per = find_period(diff, evidence=1.0)
            if not (per and per[0] == 0 and per[1] <= 4 and any(diff)):
                continue
            if hi < len(v):  # the whole of the values, against the family's
                full = values_of(row["spec"], len(v))
                hi = min(len(v), len(full))
                diff = [v[n] - full[n] for n in range(lo, hi)]
                per = find_period(diff, evidence=1.0)
                if not (per and per[0] == 0 and per[1] <= 4):
                    continue
            out.append(Claim("known", f"the values differ from {name} by a sequence of "
                             f"period {per[1]} ({', '.join(map(str, diff[:per[1]]))}, "
                             f"...), on all {hi - lo} values compared",
                             computed(f"{hi - lo} values compared"), extra={"row": row}))
    return out


def analyse_1d(v: list[int], kind: str, proof: tuple | None, basis: Basis,
               known: list[dict], values_of: Callable[[str, int], list[int]],
               further: list[int] | None = None) -> list[Claim]:
    """The claims about a 1-D table: a period (proven by the family's theorem when `proof` is
    ("period", p, q, theorem) and the game is the family, see `basis`), else the period seen,
    closed forms, a rule for the zeros, and matches with the known sequences. A rule that the
    period states too is printed once, with the period; a rule a proven period contradicts
    beyond the values computed is not printed. `further`: the same game's values computed past
    v (explore/further.py); a period, form or rule seen on v that they break is not claimed but
    printed as rejected (kind "rejected"), and the claims kept say they hold on all of them."""
    claims: list[Claim] = []
    n = len(v)
    far = v  # all that is known of the game's values (more when the prover computed more)
    if further is not None and len(further) > n:
        far = further
    seen = computed(f"{len(far)} computed values")     # (status words: no thousands commas)
    per = find_period(v)
    arith = None if per else find_period(v, arithmetic=True)
    if far is not v and (per or arith):
        q, p, s = per or arith
        broken = next((i + p for i in range(q, len(far) - p) if far[i + p] != far[i] + s), None)
        if broken is not None:
            what = f"arithmetic period {p}, saltus {s}" if s else f"period {p}"
            claims.append(Claim("rejected", f"{what} from n = {q} -- holds on the {n} values "
                                            f"shown but fails at n = {broken:,} (g({broken:,}) "
                                            f"= {far[broken]}, not {far[broken - p] + s})"))
            per = arith = None
    main = None
    if proof and proof[0] == "period":
        _, p, q, theorem = proof
        main = Claim("period", f"period {p} from n = {q} (preperiod {q}): g(n + {p}) = g(n) for "
                               f"n >= {q}", proven(theorem, basis), extra={"q": q, "p": p, "s": 0})
    elif proof and proof[0] == "none":
        claims.append(Claim("no-proof", f"no period proven within {proof[1]} values of "
                                        f"{basis.family}", searched(proof[1], proof[2])))
        if basis.by_name and proof[1] > n:
            # the prover computed more of this very game: a claim must hold there too
            far = values_of(basis.spec, proof[1])
            if per or arith:
                q, p, s = per or arith
                if any(far[i + p] != far[i] + s for i in range(q, len(far) - p)):
                    per = arith = None
    if main is None and (per or arith):
        q, p, s = per or arith
        what = f"arithmetic period {p}, saltus {s}," if s else f"period {p}"
        law = f"g(n + {p}) = g(n)" + (f" + {s}" if s else "")
        main = Claim("arithmetic" if s else "period", f"{what} from n = {q}"
                     + ("" if s else f" (preperiod {q})") + f": {law} for {q} <= n < "
                     f"{len(far) - p}",
                     seen, extra={"q": q, "p": p, "s": s})
    if main:
        claims.append(main)
    by_theorem = main is not None and is_proven(main.status)
    # Every form listed equals g on all the values computed: they are one rule written in
    # several ways, said once. The period's own form when there is one, else the simplest.
    far_forms = None if far is v else {c.text for c in closed_forms(far)}
    forms = [f for f in closed_forms(v) if far_forms is None or f.text in far_forms]
    if far is not v and not forms and closed_forms(v) and further is far:
        claims.append(Claim("rejected", f"{closed_forms(v)[0].text} -- holds on the {n} values "
                                        f"shown but not on all {len(far):,} computed"))

    def same_as_period(f: Claim) -> bool:
        """Both repeat with the period p from one start and agree on a whole period computed:
        the same rule, as sure as the period is."""
        if not (main and f.extra["step"]):
            return False
        (q, p, s), (k, t) = (main.extra[k] for k in "qps"), f.extra["step"]
        return p % k == 0 and s == t * (p // k) and max(q, f.extra["n0"]) + p <= n

    periodic = next((f for f in forms if same_as_period(f)), None)
    if periodic:
        main.text += f"; that is, {periodic.text}"
        main.cpp = periodic.cpp
    elif forms and not by_theorem:  # (a form that is not the proven period fails past n)
        forms[0].status = seen
        claims.append(forms[0])
    # a closed form for g says where g = 0 too: the zeros' rule would be the same rule again
    has_form = any(c.kind == "formula" for c in claims) or (main is not None and main.cpp)
    rule = None if by_theorem or has_form else p_rule_1d(v, binary=kind == "outcome")
    if rule and far is not v and (p_rule_1d(far) or Claim("", "")).text != rule.text:
        if further is far:
            claims.append(Claim("rejected", f"{rule.text} -- holds on the {n} values shown "
                                            f"but not on all {len(far):,} computed"))
        rule = None
    if rule:
        rule.status = seen
        claims.append(rule)
    if kind == "grundy":
        same = proven("the same rules as the sequence's family", basis) if basis.spec else ""
        claims.extend(match_known(v, known, values_of, basis.spec, same))
    return claims


# ---------------------------------------------------------------- the class of a 1-D game

def recognise(options: list[list[tuple]], checked: int = 0) -> tuple[str, list[str]] | None:
    """A subtraction set (the takes of the last heap listed) or an octal code whose moves are
    exactly those listed for every state listed (options[n] = the option multisets of heap n),
    or None. A candidate only: the caller checks it on every state computed (n < checked, when
    that is more than those listed)."""
    m = len(options)
    if m < 8:
        return None
    last = m - 1
    # subtraction: every option a single heap n - s, S = the takes of the last heap
    if all(len(o) == 1 for opts in options for o in opts):
        S = sorted({last - o[0] for o in options[last]})
        # a few takes, as large as they come ({1, 2, 3, 100}); "take any number" is no set,
        # nor is one whose largest take is more than half the numbers listed: the numbers past
        # it must show that no larger take comes (the primes up to 511 are no finite set: a
        # pile of 521 may take 521, and the period of the set {2, ..., 509} is false there)
        if S and len(S) <= last // 2 and 2 * S[-1] <= max(m, checked) and all(
                sorted(options[n]) == sorted((n - s,) for s in S if s <= n) for n in range(m)):
            return "subtraction", [str(s) for s in S]
    # octal: digit j has bit 1 (take j, leave nothing), 2 (leave one heap), 4 (two heaps)
    if options[0]:
        return None
    options = [[tuple(c for c in o if c) for o in opts] for opts in options]  # heap 0: nothing
    if any(len(o) > 2 for opts in options for o in opts):
        return None
    digits = []
    for j in range(0, last // 2 + 1):
        d = 0
        if j and j < m and () in options[j]:
            d |= 1
        if j and (last - j,) in options[last]:
            d |= 2
        if last - j >= 2 and (1, last - j - 1) in options[last]:
            d |= 4
        digits.append(d)
    if digits[0] & 3:
        return None
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    if len(digits) > last // 4:
        return None
    want_code = ("4." if digits[0] & 4 else "0.") + "".join(str(d) for d in digits[1:])
    for n in range(m):
        expect = set()
        for j, d in enumerate(digits):
            r = n - j
            if r < 0 or (j == 0 and not d & 4):
                continue
            if d & 1 and r == 0:
                expect.add(())
            if d & 2 and r > 0:
                expect.add((r,))
            if d & 4:
                expect.update((a, r - a) for a in range(1, r // 2 + 1))
        if set(options[n]) != expect:
            return None
    if want_code == "0.":
        return None
    return "octal", [want_code if want_code != "4." else "4.0"]
