"""Values that repeat on a geometric scale (docs/explore.md, "Values that repeat on a geometric
scale"): v(n) = v(ceil(n / d)) for every n > d (or v(floor(n / d))), so the values of 0..d
decide every n, through O(log_d n) divisions. A game where a counter is multiplied by 2..m on
the way to a target n has it: the player who can reach n at once wins, the one who must leave
a counter that a single multiplication takes to n loses, and each such band is the one before
scaled by m·2 (the Multiplication game, HDU 1517 / POJ 2505: d = 18, the first player wins iff
n reduced by ceil(n / 18) until n <= 18 is at most 9).

The scale d is read on the first half of the values computed: the smallest d in 2..MAX_SCALE
that holds there, with that half reaching past d·d (so the bands of two scales are seen, not
one); it must then give every value computed, the second half included, and the values past d
must not all be one value. A pattern checked on the values computed, not proven."""
from __future__ import annotations

from .claims import Claim

MAX_SCALE = 40
MIN_VALUES = 64
ROUNDINGS = (("ceil", lambda n, d: -(-n // d), "(n + {d} - 1) / {d}"),
             ("floor", lambda n, d: n // d, "n / {d}"))


def find(v: list[int]) -> tuple[int, int] | None:
    """(d, the index of the rounding in ROUNDINGS) of the smallest scale that the first half
    of v shows past d·d and all of v keeps, or None."""
    if len(v) < MIN_VALUES:
        return None
    half = len(v) // 2
    for d in range(2, MAX_SCALE + 1):
        if d * d >= half:
            break
        for i, (_, down, _) in enumerate(ROUNDINGS):
            if all(v[n] == v[down(n, d)] for n in range(d + 1, len(v))) and \
                    len(set(v[d + 1:])) > 1:
                return d, i
    return None


def recurrence(v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`: who wins as 1/0, or the Grundy
    value) when v repeats on a geometric scale, else None."""
    found = find(v)
    if found is None:
        return None
    d, i = found
    name, _, step = ROUNDINGS[i]
    law = (f"g(n) = g({name}(n / {d}))" if kind == "grundy" else
           f"who wins at n is who wins at {name}(n / {d})")
    text = (f"{law} for n > {d} (a geometric scale): reduce n to {name}(n / {d}) while n > {d}, "
            f"then the value at 0..{d} as computed")
    status = (f"seen: read on the first {len(v) // 2:,} values and holding on all {len(v):,} "
              f"computed (checked, not proven)")
    base = ", ".join(str(x) for x in v[:d + 1])
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           "  assert(n >= 0 && \"n is a number of the game\");\n"
           f"  static const long long base[] = {{{base}}};  // n = 0..{d}, as computed\n"
           f"  while (n > {d}) n = {step.format(d=d)};\n"
           "  return base[n];\n}\n")
    return Claim("recurrence", text, status, cpp), cpp
