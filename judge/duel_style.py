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
