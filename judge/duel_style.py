"""The jury's playing style of a duel test, as problems/duel.hpp derives it from the input.

An interactor seeds its random generator with the FNV-1a hash of the input's bytes, and the hash
modulo 3 picks how it moves when it cannot win. Generators use this to give each style its own
max tests; tests/problems/test_duel_interactors.py checks it against the interactors' messages.
"""
from __future__ import annotations

STYLES = ("longest-lasting", "random", "unique-reply")


def fnv1a(data: bytes) -> int:
    h = 1469598103934665603
    for byte in data:
        h = ((h ^ byte) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def style_of(data: bytes) -> str:
    return STYLES[fnv1a(data) % 3]


WINNERS = ("first", "second")
STYLE_OF_WORD = {"longest": "longest-lasting", "random": "random", "unique": "unique-reply"}


def parse_size(spec: str, sizes, winners: tuple[str, ...] = WINNERS
               ) -> tuple[str, str | None, str | None]:
    """A duel generator's SIZE argument, `SIZE[-first|-second][-longest|-random|-unique]`:
    (size, the winner asked for or None, the jury style asked for or None); exits with one line
    naming the accepted words on anything else. A game with draws passes
    winners=("first", "second", "draw")."""
    size, *options = spec.split("-")
    winner = next((o for o in options if o in winners), None)
    style = next((STYLE_OF_WORD[o] for o in options if o in STYLE_OF_WORD), None)
    if size not in sizes or any(o not in winners and o not in STYLE_OF_WORD for o in options):
        named = " or ".join(f"-{w}" for w in winners)
        raise SystemExit(f"unknown size {spec!r}: one of {', '.join(sizes)}, then optionally "
                         f"{named} and -longest, -random or -unique")
    return size, winner, style
