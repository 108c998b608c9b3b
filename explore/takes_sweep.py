"""Takes that are parameters: a subtraction game's recurrence across values (docs/explore.md,
"Takes that are parameters"). A game on one number whose moves take an amount from a set S
(n -> n - s, s in S, s <= n) is a subtraction game (Winning Ways, ch. 4). When S is made of the
game's parameters (SPOJ MCOINS: S = {1, k, l}; a range l..r), a sweep often sees a different
period at every value and no formula across them: the contest's answer is the recurrence
itself, win(n) iff some n - s loses (g(n) = mex of the g(n - s)), computed with S built from the
parameters. With S finite the values are eventually periodic: the next value depends only on
the last max(S) values, so once a window of max(S) consecutive values repeats, everything after
repeats with it, and the pasted code finds that repeat at run time and answers any n with one
lookup.

S is read, at every value of the sweep and at values past it, from the file's moves() of every
n up to a bound at least twice the largest take (the takes of n must be exactly the members of
S up to n), and written as terms in the parameters: constants, a parameter (or twice one) plus
a constant, and at most one range lo..hi of such terms. Nothing here knows a game: a file whose takes are
not such terms, or change past the sweep, gets nothing."""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from . import takes as takes_mod

OFFSETS = range(-3, 4)      # c of "k + c" and "2*k + c"
CONSTANTS = range(1, 10)    # takes that are constants
MAX_TAKE_SEEN = 200         # the largest take read at a value: at most this
MAX_WINDOW = 1_000_000      # the pasted code's largest take (its window's length), at most


@dataclass(frozen=True)
class Term:
    """c, or a·names[param] + c (param >= 0)."""
    param: int
    c: int
    a: int = 1

    def at(self, values: tuple) -> int:
        return (self.a * values[self.param] if self.param >= 0 else 0) + self.c

    def text(self, names: list[str]) -> str:
        if self.param < 0:
            return str(self.c)
        name = names[self.param] if self.a == 1 else f"{self.a}*{names[self.param]}"
        return name if self.c == 0 else f"{name} {'+' if self.c > 0 else '-'} {abs(self.c)}"


@dataclass(frozen=True)
class Takes:
    terms: tuple[Term, ...]                 # single takes
    span: tuple[Term, Term] | None = None   # every take from lo to hi

    def at(self, values: tuple) -> list[int]:
        out = {t.at(values) for t in self.terms}
        if self.span is not None:
            out |= set(range(self.span[0].at(values), self.span[1].at(values) + 1))
        return sorted(s for s in out if s >= 1)

    def text(self, names: list[str]) -> str:
        parts = [t.text(names) for t in self.terms]
        if self.span is not None:
            parts.append(f"{self.span[0].text(names)}..{self.span[1].text(names)}")
        return "{" + ", ".join(parts) + "}"


def read(moves: Callable) -> list[int] | None:
    """S for one value: the takes of the largest n read, when every n up to it takes exactly
    the members of S up to n and the largest take is at most half that n; else None."""
    top = 2 * MAX_TAKE_SEEN + 1
    try:
        got = takes_mod.takes_of(moves, top)
    except Exception:           # moves() fails on some number: no takes read
        return None
    if got is None or not got[top]:
        return None
    s = got[top]
    if s[-1] > MAX_TAKE_SEEN or any(t != [x for x in s if x <= n] for n, t in enumerate(got)):
        return None
    return s


def _terms(n_params: int) -> list[Term]:
    """The simplest first: constants, then each parameter plus a constant, then twice it."""
    consts = [Term(-1, c) for c in CONSTANTS]
    return consts + [Term(p, c, a) for a in (1, 2) for p in range(n_params) for c in OFFSETS]


def fit(sets: dict, n_params: int) -> Takes | None:
    """The simplest Takes giving sets[values] at every value, or None."""
    values = list(sets)
    terms = [t for t in _terms(n_params) if all(t.at(v) in sets[v] for v in values)]
    # one term per function of the values: the simplest of those equal at every value
    distinct: dict = {}
    for t in terms:
        distinct.setdefault(tuple(t.at(v) for v in values), t)
    singles = list(distinct.values())
    for k in range(0, 4):       # single takes only, fewest first
        for chosen in itertools.combinations(singles, k):
            got = Takes(chosen)
            if all(got.at(v) == sets[v] for v in values):
                return got
    spans = [(lo, hi) for lo in _terms(n_params) for hi in _terms(n_params)
             if all(1 <= lo.at(v) <= hi.at(v) for v in values) and
             all(set(range(lo.at(v), hi.at(v) + 1)) <= set(sets[v]) for v in values)]
    for k in range(0, 3):       # a range and at most two single takes
        for span in spans:
            for chosen in itertools.combinations(singles, k):
                got = Takes(chosen, span)
                if all(got.at(v) == sets[v] for v in values):
                    return got
    return None


values_of = takes_mod.values_of      # the recurrence of a list of takes


def past_values(tops: list[int], past: int) -> list[tuple]:
    """The values past a sweep its takes are read again at: each parameter 1..past above its
    top (the others at theirs), and every parameter at 2·top + 3."""
    out = [tuple(t + step * (j == i) for j, t in enumerate(tops))
           for i in range(len(tops)) for step in range(1, past + 1)]
    return out + [tuple(2 * t + 3 for t in tops)]


def first_change(takes_at: Callable, found: Takes, values: list[tuple]):
    """(a value, what moves() takes there) for the first value whose takes are not found's
    (None for no such set), or None when every value's are."""
    for v in values:
        got = takes_at(v)
        if got != found.at(v):
            return v, got
    return None


def code(found: Takes, names: list[str], game_name: str, kind: str) -> tuple[str, str]:
    """(the C++ to paste: a function of the parameters and n, its name)."""
    params = ", ".join(f"long long {n}" for n in names)
    singles = ", ".join(t.text(names) for t in found.terms)
    span = ("" if found.span is None else
            f"  for (long long s = {found.span[0].text(names)}; s <= "
            f"{found.span[1].text(names)}; ++s) S.push_back(s);\n")
    if kind == "grundy":
        ret, name, what = "long long", "grundy", "g(n) = mex of g(n - s)"
        step = ("    std::vector<char> hit(S.size() + 2, 0);   // the mex is at most |S|\n"
                "    for (long long s : S) if (s <= i && v[i - s] <= (long long)S.size()) "
                "hit[v[i - s]] = 1;\n"
                "    long long x = 0;\n    while (hit[x]) ++x;\n")
    else:
        ret, name = "bool", "firstWins"
        what = "the player to move wins iff some n - s loses" + (
            " (misère: with no move left, the player to move wins)" if kind == "misere" else "")
        step = (("    long long x = (S.empty() || S[0] > i) ? 1 : 0;  // misère: no move wins\n"
                 if kind == "misere" else "    long long x = 0;\n") +
                "    for (long long s : S) if (s <= i && !v[i - s]) { x = 1; break; }\n")
    text = f"""\
// takes s in {found.text(names)}, s <= n: {what}.
// The next value depends on the last max(S) values only, so once such a window repeats, the
// values repeat with it: that period is found here at run time (found by gk explore --sweep on
// {game_name}: the takes read off moves() at every value swept and past it; checked, not proven)
{ret} {name}({params}, long long n) {{
  std::vector<long long> S = {{{singles}}};
{span}  std::vector<long long> kept;
  for (long long s : S) if (s >= 1) kept.push_back(s);
  S = kept;
  std::sort(S.begin(), S.end());
  S.erase(std::unique(S.begin(), S.end()), S.end());
  long long m = S.empty() ? 1 : S.back();
  assert(m <= {MAX_WINDOW} && "the largest take is at most 10^6 here");
  std::vector<long long> v;
  std::map<std::vector<long long>, long long> seen;   // a window of m values -> its last index
  for (long long i = 0;; ++i) {{
{step}    v.push_back(x);
    if (i == n) return v[i];
    if (i + 1 >= m) {{
      std::vector<long long> window(v.end() - m, v.end());
      auto at = seen.find(window);
      if (at != seen.end()) {{          // v[t + p] = v[t] from here on
        long long j = at->second, p = i - j;
        return v[j + 1 + (n - j - 1) % p];
      }}
      seen.emplace(window, i);
    }}
  }}
}}
"""
    return text, name
