"""Automatic sequences (docs/explore.md, "A sequence read by the digits of n"): a game on one
number whose moves halve it (or divide it by 3) often has values that no period or closed form
gives, yet a finite automaton reading n's digits in base b, lowest first, does (Allouche and
Shallit, Automatic Sequences, 2003, ch. 5 and 6: v is b-automatic iff its b-kernel, the set of
subsequences n -> v(b^e n + r) for e >= 0 and 0 <= r < b^e, is finite; the kernel's members are
the automaton's states).

The kernel is read on the first half of the values computed, two members being the same state
when they agree on all the values both have (at least MIN_COMPARED); it must close within
MAX_STATES states, and the automaton must then give every value computed, the second half
included. The claim is a pattern checked on the values computed, not proven; the code pasted
reads n's digits once, O(log n), for any n a long long holds."""
from __future__ import annotations

from .claims import Claim

BASES = (2, 3)
MAX_STATES = 24
MIN_COMPARED = 16       # values two kernel members are compared on, at least
MIN_VALUES = 128


def _member(v: list[int], base: int, e: int, r: int) -> list[int]:
    step = base ** e
    return v[r::step]


def find(v: list[int], base: int) -> tuple[list[list[int]], list[int]] | None:
    """(next[state][digit], out[state]) of an automaton read on the first half of v that gives
    all of v, state 0 the start; None when the kernel does not close on MAX_STATES states or
    the automaton misses a value."""
    if len(v) < MIN_VALUES:
        return None
    half = v[:len(v) // 2]
    states: list[tuple[int, int]] = [(0, 0)]          # (e, r) of each state's first member
    seqs: list[list[int]] = [half]
    nxt: list[list[int]] = []
    i = 0
    while i < len(states):
        e, r = states[i]
        row = []
        for d in range(base):
            e2, r2 = e + 1, r + d * base ** e
            seq = _member(half, base, e2, r2)
            if len(seq) < MIN_COMPARED:
                return None                         # too few values to tell states apart
            for j, other in enumerate(seqs):
                n = min(len(seq), len(other))
                if seq[:n] == other[:n]:
                    row.append(j)
                    break
            else:
                if len(states) >= MAX_STATES:
                    return None
                states.append((e2, r2))
                seqs.append(seq)
                row.append(len(states) - 1)
        nxt.append(row)
        i += 1
    out = [s[0] for s in seqs]
    if any(value(nxt, out, base, n) != x for n, x in enumerate(v)):
        return None
    if len(set(out)) < 2:
        return None                                 # a constant: no automaton needed
    return nxt, out


def value(nxt: list[list[int]], out: list[int], base: int, n: int) -> int:
    s = 0
    while n:
        s = nxt[s][n % base]
        n //= base
    return out[s]


def recurrence(v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0, or the Grundy
    value) when v is b-automatic for a base of BASES (the smallest automaton), else None. kind:
    "win", "misere" or "grundy" (the values as they are)."""
    found = None
    for base in BASES:
        got = find(v, base)
        if got is not None and (found is None or len(got[0]) < len(found[1][0])):
            found = (base, got)
    if found is None:
        return None
    base, (nxt, out) = found
    k = len(out)
    what = "the Grundy value" if kind == "grundy" else "who wins (1: the player to move)"
    text = (f"{what} is {base}-automatic: an automaton of {k} states reading the digits of n "
            f"in base {base}, lowest first, gives it")
    status = (f"a pattern: the automaton is the {base}-kernel of the first {len(v) // 2:,} "
              f"values (the subsequences n -> v({base}^e n + r)), and it gives all {len(v):,} "
              f"values computed; not proven")
    table = ", ".join("{" + ", ".join(map(str, row)) + "}" for row in nxt)
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           f"  assert(n >= 0 && \"n out of the automaton's range\");\n"
           f"  static const int next[{k}][{base}] = {{{table}}};\n"
           f"  static const long long out[{k}] = {{{', '.join(map(str, out))}}};\n"
           "  int s = 0;  // reading n's digits from the lowest\n"
           f"  for (; n > 0; n /= {base}) s = next[s][n % {base}];\n"
           "  return out[s];\n}\n")
    return Claim("recurrence", text, status, cpp), cpp
