"""A number whose moves are read off the number itself: its digits, its divisors, its bits
(docs/explore.md, "Moves read off the number"). Contests often let a player subtract a digit of
n (USACO Cow Digit Game: the largest digit or the smallest non-zero one), subtract a divisor of
n (LeetCode 1025), or move n to one of its divisors (CodeChef DIVGAME, beside n - 1). Such
values seldom have a pattern, and the contest's answer is the recurrence itself, filled bottom
up:

    g(n) = mex { g(m) : m in F(n) }            win(n) = some m in F(n) loses

F(n) is one of the FAMILIES below, or the union of two of them. It is read from the options of
every n = 0..N computed (the file's moves, or a part's in a sum): the families whose options
are options of n at every n, then one or two of them whose union is exactly the options of
every n. Beyond N the moves are assumed, as the status says. The pasted C++ fills the values up
to the n asked (up to LIMIT), finding the divisors through a sieve of smallest prime factors.
Nothing here knows a game."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Callable

from . import divisions
from .claims import Claim

MIN_VALUES = 64         # numbers whose options are read, at least
LIMIT = 10_000_000      # the pasted code's n at most (its values and sieve take 8 bytes each)


def _digits(n: int) -> set[int]:
    return {int(c) for c in str(n) if c != "0"} if n > 0 else set()


def _divisors(n: int) -> list[int]:
    out = []
    d = 1
    while d * d <= n:
        if n % d == 0:
            out += [d, n // d] if d * d != n else [d]
        d += 1
    return out


def _substrings(n: int, proper: bool) -> set[int]:
    """The positive numbers written by consecutive decimal digits of n (leading zeros read as
    the value), all of n's digits too unless `proper`."""
    s = str(n)
    return {int(s[i:j]) for i in range(len(s)) for j in range(i + 1, len(s) + 1)
            if not (proper and j - i == len(s)) and int(s[i:j]) > 0}


def _erased(n: int) -> set[int]:
    """n with one of its decimal digits erased (what is left read as a number), n >= 10."""
    s = str(n)
    return {int(s[:i] + s[i + 1:]) for i in range(len(s))} if n >= 10 else set()


def _prime_divisors(n: int) -> set[int]:
    out, p = set(), 2
    while p * p <= n:
        while n % p == 0:
            out.add(p)
            n //= p
        p += 1
    return out | ({n} if n > 1 else set())


@dataclass(frozen=True)
class Family:
    words: str                          # "n - d for d a non-zero digit of n"
    options: Callable[[int], set[int]]  # the numbers n moves to
    cpp: str                            # C++ pushing the options of m into `opts`
    needs: str = ""                     # "digits" or "divisors": what the C++ reads of m


# The options of m in C++: `digits` (m's non-zero decimal digits) and `divs` (m's divisors)
# and `primes` (its prime divisors) are filled before these run, when a family needs them.
FAMILIES = [
    Family("n - 1", lambda n: {n - 1} if n >= 1 else set(),
           "if (m >= 1) opts.push_back(m - 1);"),
    Family("n - d for d a non-zero digit of n", lambda n: {n - d for d in _digits(n)},
           "for (long long d : digits) opts.push_back(m - d);", "digits"),
    Family("n - (the largest digit of n)",
           lambda n: {n - max(_digits(n))} if _digits(n) else set(),
           "if (!digits.empty()) opts.push_back(m - *std::max_element(digits.begin(), "
           "digits.end()));", "digits"),
    Family("n - (the smallest non-zero digit of n)",
           lambda n: {n - min(_digits(n))} if _digits(n) else set(),
           "if (!digits.empty()) opts.push_back(m - *std::min_element(digits.begin(), "
           "digits.end()));", "digits"),
    Family("n - d for d a divisor of n below n",
           lambda n: {n - d for d in _divisors(n) if d < n},
           "for (long long d : divs) if (d < m) opts.push_back(m - d);", "divisors"),
    Family("n - d for d a divisor of n other than 1 and n",
           lambda n: {n - d for d in _divisors(n) if 1 < d < n},
           "for (long long d : divs) if (1 < d && d < m) opts.push_back(m - d);", "divisors"),
    Family("n - p for p a prime divisor of n", lambda n: {n - p for p in _prime_divisors(n)},
           "for (long long p : primes) opts.push_back(m - p);", "divisors"),
    Family("a divisor of n below n", lambda n: {d for d in _divisors(n) if d < n},
           "for (long long d : divs) if (d < m) opts.push_back(d);", "divisors"),
    Family("a divisor of n other than 1 and n", lambda n: {d for d in _divisors(n) if 1 < d < n},
           "for (long long d : divs) if (1 < d && d < m) opts.push_back(d);", "divisors"),
    Family("n / p for p a prime divisor of n", lambda n: {n // p for p in _prime_divisors(n)},
           "for (long long p : primes) opts.push_back(m / p);", "divisors"),
    Family("n - 2^i for a bit i set in n", lambda n: {n - (1 << i) for i in range(n.bit_length())
                                                      if n >> i & 1},
           "for (long long b = 1; b <= m; b <<= 1) if (m & b) opts.push_back(m - b);"),
    # the decimal digits read as a string (Topcoder TakeSubstringGame: a proper substring)
    Family("n - s for s a positive number written by consecutive digits of n, not all of them",
           lambda n: {n - m for m in _substrings(n, True)},
           "{ std::string ds = std::to_string(m);  // m's digits: every run but the whole\n"
           "  for (size_t i = 0; i < ds.size(); i++) { long long w = 0;\n"
           "    for (size_t j = i; j < ds.size(); j++) { w = w * 10 + (ds[j] - '0');\n"
           "      if (w > 0 && j - i + 1 < ds.size()) opts.push_back(m - w); } } }"),
    Family("n - s for s a positive number written by consecutive digits of n",
           lambda n: {n - m for m in _substrings(n, False)},
           "{ std::string ds = std::to_string(m);  // m's digits: every run\n"
           "  for (size_t i = 0; i < ds.size(); i++) { long long w = 0;\n"
           "    for (size_t j = i; j < ds.size(); j++) { w = w * 10 + (ds[j] - '0');\n"
           "      if (w > 0) opts.push_back(m - w); } } }"),
    Family("n with one of its digits erased", _erased,
           "{ std::string ds = std::to_string(m);  // erase one digit, read the rest\n"
           "  if (m >= 10) for (size_t i = 0; i < ds.size(); i++)\n"
           "    opts.push_back(std::stoll(ds.substr(0, i) + ds.substr(i + 1))); }"),
    Family("n - (the sum of n's digits)",
           lambda n: {n - sum(map(int, str(n)))} if n > 0 else set(),
           "{ long long w = 0;  // m's digit sum\n"
           "  for (long long r = m; r > 0; r /= 10) w += r % 10;\n"
           "  if (m > 0) opts.push_back(m - w); }"),
]


@dataclass(frozen=True)
class Found:
    families: tuple[Family, ...]
    floor: int = 0      # the game's first number: options below it are not moves

    def options(self, n: int) -> set[int]:
        out: set[int] = set()
        for f in self.families:
            out |= f.options(n)
        return {m for m in out if m >= self.floor}

    @property
    def words(self) -> str:
        return " or ".join(f.words for f in self.families) + \
            (f" (never below {self.floor})" if self.floor else "")


def read(options: list[set[int]], floor: int = 0) -> Found | None:
    """The family, or the union of two, whose options are exactly options[n] at every n >= floor
    (the game's numbers start at `floor`: a family's options below it are dropped), or None. A
    family must move from some n, and every family kept adds options of its own."""
    top = len(options) - 1
    if top + 1 - floor < MIN_VALUES or not any(options):
        return None
    options = [set() if n < floor else o for n, o in enumerate(options)]
    inside = []
    for f in FAMILIES:
        own = [set() if n < floor else {m for m in f.options(n) if m >= floor}
               for n in range(top + 1)]
        if any(own) and all(o <= options[n] for n, o in enumerate(own)):
            inside.append((f, own))
    for count in (1, 2):
        for chosen in combinations(inside, count):
            if all(set().union(*(own[n] for _, own in chosen)) == options[n]
                   for n in range(top + 1)):
                found = Found(tuple(f for f, _ in chosen), floor)
                if count == 2 and (_within(chosen[0][1], chosen[1][1]) or
                                   _within(chosen[1][1], chosen[0][1])):
                    continue    # one adds nothing to the other: the single family is read
                return found
    return None


def _within(a: list[set[int]], b: list[set[int]]) -> bool:
    return all(x <= y for x, y in zip(a, b))


def options_of(moves, top: int) -> list[set[int]] | None:
    """The numbers each n = 0..top moves to (the file's moves of the position (n,)), or None
    when a move is not to one number below n."""
    out = []
    for n in range(top + 1):
        got = set()
        for o in moves((n,)):
            m = o[0] if isinstance(o, tuple) and len(o) == 1 else o
            if not isinstance(m, int) or not 0 <= m < n:
                return None
            got.add(m)
        out.append(got)
    return out


def values(found: Found, count: int, kind: str) -> list[int]:
    """The recurrence on n = 0..count-1: the Grundy value, or who wins as 1/0. Below the
    game's first number no option is left (they are dropped), and no number from it on moves
    there, so those values are never read."""
    return divisions.values(found, count, kind)


def recurrence(options, v: list[int], kind: str, first: int = 0) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0, or the Grundy
    value) when the options of every n = 0..len(v)-1 are a family's (or two families') and the
    recurrence gives v; else None. options: per n, the numbers it moves to (a set, or a sum's
    1-tuples of parts), or the file's moves() of a position (n,). first: the game's first
    number; when it is above 0 and no move of a number from it on goes below it, the options
    are read from it on (v below it is not compared)."""
    if len(v) < MIN_VALUES:
        return None
    try:
        if callable(options):
            got = options_of(options, len(v) - 1)
        else:
            got = [{o[0] if isinstance(o, tuple) and len(o) == 1 else o for o in opts}
                   for opts in options[:len(v)]]
    except Exception:           # moves() fails on some number: nothing read
        return None
    if got is None or len(got) < len(v) or \
            any(not isinstance(m, int) or not 0 <= m < n for n, s in enumerate(got) for m in s):
        return None
    floors = [0] + ([first] if first > 0 and all(m >= first for s in got[first:] for m in s)
                    else [])
    for floor in floors:
        found = read(got, floor)
        if found is not None and values(found, len(v), kind)[floor:] == v[floor:]:
            break
    else:
        return None
    top = len(v) - 1
    words = found.words
    if kind == "grundy":
        text = f"g(n) = mex {{ g(m) : m an option of n }}, the options of n being {words}"
        step = ("      std::vector<char> seen(opts.size() + 1, 0);  // the mex is at most "
                "the options' count\n"
                "      for (long long o : opts) if (val[o] < (int)seen.size()) seen[val[o]] = 1;\n"
                "      int x = 0;\n      while (seen[x]) x++;\n")
    else:
        misere = kind == "misere"
        text = (f"the player to move wins iff some option of n loses, the options of n being "
                f"{words}"
                + ("; with no move left the player to move wins (misère)" if misere else ""))
        step = (("      int x = opts.empty() ? 1 : 0;  // misère: no move wins\n" if misere else
                 "      int x = 0;\n") +
                "      for (long long o : opts) if (!val[o]) { x = 1; break; }\n")
    needs = {f.needs for f in found.families}
    sieve = ("      spf.assign(top + 1, 0);  // the smallest prime factor of each number\n"
             "      for (long long p = 2; p <= top; p++)\n"
             "        if (!spf[p]) for (long long q = p; q <= top; q += p) if (!spf[q]) spf[q] = p;\n"
             if "divisors" in needs else "")
    read_m = ""
    if "digits" in needs:
        read_m += ("      digits.clear();  // m's non-zero decimal digits\n"
                   "      for (long long r = m; r > 0; r /= 10) if (r % 10) "
                   "digits.push_back(r % 10);\n")
    if "divisors" in needs:
        read_m += ("      divs.assign(1, 1), primes.clear();  // m's divisors from its primes\n"
                   "      for (long long r = m; r > 1;) {\n"
                   "        long long p = spf[r], q = 1;\n"
                   "        size_t k = divs.size();\n"
                   "        primes.push_back(p);\n"
                   "        while (r % p == 0) {\n"
                   "          r /= p, q *= p;\n"
                   "          for (size_t j = 0; j < k; j++) divs.push_back(divs[j] * q);\n"
                   "        }\n"
                   "      }\n"
                   "      if (m == 0) divs.clear();  // 0 has no divisors here\n")
    declared = (["digits"] if "digits" in needs else []) + \
        (["divs", "primes"] if "divisors" in needs else [])
    pushes = "".join(_indent(f.cpp + "\n", "      ") for f in found.families)
    if found.floor:
        pushes += (f"      opts.erase(std::remove_if(opts.begin(), opts.end(), [](long long o) "
                   f"{{ return o < {found.floor}; }}), opts.end());  // below the first number\n")
    status = (f"the game's recurrence: the moves of every n = 0..{top} are exactly "
              f"{words} (checked there, assumed beyond), and it gives all {top + 1:,} values "
              f"computed")
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           f"  assert({found.floor} <= n && n <= {LIMIT} && \"n out of the recurrence's range\");\n"
           "  static std::vector<int> val;  // the values of 0..size-1\n"
           + ("  static std::vector<int> spf;\n" if "divisors" in needs else "") +
           "  if ((long long)val.size() <= n) {\n"
           f"    long long top = std::min<long long>({LIMIT}, "
           "std::max<long long>(n, 2 * (long long)val.size()));\n"
           "    {\n"
           + sieve +
           f"      std::vector<long long> {', '.join(['opts'] + declared)};\n"
           "      for (long long m = val.size(); m <= top; m++) {\n"
           "        opts.clear();\n"
           + _indent(read_m + pushes + step, "  ") +
           "        val.push_back(x);\n"
           "      }\n"
           "    }\n"
           "  }\n"
           "  return val[n];\n}\n")
    return Claim("recurrence", text, status, cpp), cpp


def _indent(text: str, by: str) -> str:
    return "".join(by + line if line.strip() else line for line in text.splitlines(True))
