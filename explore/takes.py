"""A game on one number whose moves take an amount from a named set: its recurrence
(docs/explore.md, "Takes from a named set: the recurrence").

A subtraction game (Berlekamp, Conway and Guy, Winning Ways, ch. 4) moves n to n - s for s in a
set S; with S finite its values are periodic, and the 1-D engine proves the period. With S
infinite and thin (the squares, the primes, the Fibonacci numbers, ...) there is in general no
period and no closed form: LeetCode 1510's losing n are 0, 2, 5, 7, 10, 12, 15, 17, 20, 22,
34, ... . A contest's answer is then the recurrence itself,

    win(n) = some n - s (s in S, s <= n) loses        g(n) = mex { g(n - s) : s in S, s <= n }

computed bottom up. This module reads the takes of every n computed from the file's moves(),
names S among the sets below when every n takes exactly the members of S up to n, and pastes
that recurrence: C++ that grows the members of S and the values together, O(n |S ∩ [1, n]|).
What it claims rests on the file's moves() for n up to the last number computed: that they take
the named set there is checked, beyond it is assumed (the status says so)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .claims import Claim

MIN_MEMBERS = 5         # members of S up to the last n before a set is named by them
LIMIT = 20_000_000      # the pasted code's n at most (its values take 4 bytes each)


@dataclass(frozen=True)
class Named:
    words: str                          # "a square (1, 4, 9, ...)"
    plural: str                         # "the squares"
    members: Callable[[int], list[int]]  # the members <= limit, ascending
    state: str                          # C++ declarations of the generator (static)
    grow: str                           # C++ statements: push every member <= m into S


def _power(base: int) -> Callable[[int], list[int]]:
    def members(limit: int) -> list[int]:
        out, p = [], 1
        while p <= limit:
            out.append(p)
            p *= base
        return out
    return members


def _poly(f: Callable[[int], int]) -> Callable[[int], list[int]]:
    def members(limit: int) -> list[int]:
        out, k = [], 1
        while f(k) <= limit:
            out.append(f(k))
            k += 1
        return out
    return members


def _fibonacci(limit: int) -> list[int]:
    out, a, b = [], 1, 2
    while a <= limit:
        out.append(a)
        a, b = b, a + b
    return out


def _primes(limit: int) -> list[int]:
    sieve = bytearray([1]) * (limit + 1)
    out = []
    for p in range(2, limit + 1):
        if sieve[p]:
            out.append(p)
            sieve[p * p::p] = bytes(len(range(p * p, limit + 1, p)))
    return out


def _factorials(limit: int) -> list[int]:
    out, f, k = [], 1, 1
    while f <= limit:
        out.append(f)
        k += 1
        f *= k
    return out


# A member is pushed into S when the value of its number is first computed (m is that number);
# the primes are found by trial division by the primes already in S.
_PRIME_TEST = ("bool prime = true;\n"
               "      for (long long q : S) { if (q > 1 && q * q > m) break; "
               "if (q > 1 && m % q == 0) { prime = false; break; } }\n")
SETS = [
    Named("a square (1, 4, 9, ...)", "the squares", _poly(lambda k: k * k), "static long long k = 1;",
          "while (k * k <= m) S.push_back(k * k), k++;"),
    Named("a cube (1, 8, 27, ...)", "the cubes", _poly(lambda k: k ** 3), "static long long k = 1;",
          "while (k * k * k <= m) S.push_back(k * k * k), k++;"),
    Named("a triangular number (1, 3, 6, 10, ...)", "the triangular numbers", _poly(lambda k: k * (k + 1) // 2),
          "static long long k = 1;", "while (k * (k + 1) / 2 <= m) S.push_back(k * (k + 1) / 2), k++;"),
    Named("a power of 2 (1, 2, 4, ...)", "the powers of 2", _power(2), "static long long p = 1;",
          "while (p <= m) S.push_back(p), p *= 2;"),
    Named("a power of 3 (1, 3, 9, ...)", "the powers of 3", _power(3), "static long long p = 1;",
          "while (p <= m) S.push_back(p), p *= 3;"),
    Named("a Fibonacci number (1, 2, 3, 5, 8, ...)", "the Fibonacci numbers", _fibonacci,
          "static long long a = 1, b = 2;", "while (a <= m) S.push_back(a), b += a, a = b - a;"),
    Named("a prime (2, 3, 5, 7, ...)", "the primes", _primes, "",
          "if (m >= 2) {\n      " + _PRIME_TEST + "      if (prime) S.push_back(m);\n    }"),
    Named("1 or a prime (1, 2, 3, 5, 7, ...)", "1 and the primes", lambda limit: [1][:limit] + _primes(limit), "",
          "if (m == 1) S.push_back(1);\n    if (m >= 2) {\n      " + _PRIME_TEST +
          "      if (prime) S.push_back(m);\n    }"),
    Named("a factorial (1, 2, 6, 24, ...)", "the factorials", _factorials, "static long long f = 1, j = 1;",
          "while (f <= m) S.push_back(f), f *= ++j;"),
]


def takes_of(moves, top: int) -> list[list[int]] | None:
    """The amounts n - m of the moves of n to a number m (n = 0..top), from the file's moves()
    of the position (n,); None when a move of some n is not to one number below it."""
    out = []
    for n in range(top + 1):
        got = set()
        for after in moves((n,)):
            after = tuple(after) if isinstance(after, (list, tuple)) else (after,)
            if len(after) != 1 or not isinstance(after[0], int) or not 0 <= after[0] < n:
                return None
            got.add(n - after[0])
        out.append(sorted(got))
    return out


def from_options(options: list[list[tuple]]) -> list[list[int]] | None:
    """The amounts n - m of options[n] (each one number m below n, as a 1-tuple), or None."""
    out = []
    for n, opts in enumerate(options):
        if any(len(o) != 1 or not 0 <= o[0] < n for o in opts):
            return None
        out.append(sorted({n - o[0] for o in opts}))
    return out


def named(takes: list[list[int]]) -> Named | None:
    """The set S among SETS with takes[n] = the members of S up to n for every n, when S has
    at least MIN_MEMBERS of them up to the last n; else None."""
    top = len(takes) - 1
    for s in SETS:
        members = s.members(top)
        if len(members) < MIN_MEMBERS or members != takes[top]:
            continue
        if all(t == members[:len(t)] and (len(t) == len(members) or members[len(t)] > n)
               for n, t in enumerate(takes)):
            return s
    return None


def values(s: Named, count: int, kind: str) -> list[int]:
    """The recurrence of S on n = 0..count-1 (values_of)."""
    return values_of(s.members(count), count, kind)


def values_of(S: list[int], count: int, kind: str) -> list[int]:
    """The recurrence of the takes S on n = 0..count-1: who wins (kind "win": 1 or 0;
    "misere": the player who cannot move wins) or the Grundy value (kind "grundy")."""
    v: list[int] = []
    for n in range(count):
        after = {v[n - t] for t in S if t <= n}
        if kind == "grundy":
            g = 0
            while g in after:
                g += 1
            v.append(g)
        else:
            v.append(int((kind == "misere" and not after) or 0 in after))
    return v


def recurrence(moves, v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0, or the Grundy value)
    when moves() takes a named set from every n = 0..len(v)-1 and the recurrence gives v; else
    None. moves: the file's moves() of a position (n,), or the amounts taken from each n
    (from_options). kind: "win", "misere" or "grundy"."""
    if len(v) < 64:
        return None
    if callable(moves):
        try:
            amounts = takes_of(moves, len(v) - 1)
        except Exception:       # moves() fails on some number: no recurrence read
            return None
    else:
        amounts = moves[:len(v)] if len(moves) >= len(v) else None
    s = named(amounts) if amounts is not None else None
    if s is None or values(s, len(v), kind) != v:
        return None
    top = len(v) - 1
    if kind == "grundy":
        text = f"g(n) = mex {{ g(n - s) : s {s.words}, s <= n }}"
        step = ("      std::vector<char> seen(S.size() + 2, 0);  // the mex is at most |S|\n"
                "      for (long long s : S) if (val[m - s] <= (long long)S.size()) "
                "seen[val[m - s]] = 1;\n"
                "      long long x = 0;\n      while (seen[x]) x++;\n")
    else:
        text = (f"the player to move wins iff some n - s loses (s {s.words}, s <= n)"
                + ("; with no move left the player to move wins (misère)" if kind == "misere"
                   else ""))
        step = (("      long long x = S.empty() ? 1 : 0;  // misère: no move wins\n"
                 if kind == "misere" else "      long long x = 0;\n") +
                "      for (long long s : S) if (!val[m - s]) { x = 1; break; }\n")
    status = (f"the game's recurrence: moves() takes exactly {s.plural} up to n "
              f"for every n = 0..{top} (checked there, assumed beyond), and it gives all "
              f"{top + 1:,} values computed")
    grow = s.grow.replace("\n", "\n  ")
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           f"  assert(0 <= n && n <= {LIMIT} && \"n out of the recurrence's range\");\n"
           "  static std::vector<long long> S;  // the takes up to the last m, ascending\n"
           "  static std::vector<int> val;      // the values of 0..m\n"
           + (f"  {s.state}\n" if s.state else "") +
           "  while ((long long)val.size() <= n) {\n"
           "    long long m = val.size();\n"
           f"    {grow}\n"
           "    {\n"
           + step +
           "      val.push_back(x);\n"
           "    }\n"
           "  }\n"
           "  return val[n];\n}\n")
    return Claim("recurrence", text, status, cpp), cpp
