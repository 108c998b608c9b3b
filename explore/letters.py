"""Games on strings whose letters are alike (docs/explore.md, "What a rule's claim rests on"):
when renaming any letter of the alphabet to a new one changes the file's moves only by that
renaming, the alphabet is a size like the length, and the check on larger positions grows it by
one letter per grown size. A rule over the counts of the declared letters (`#a and #b even` over
'abc') is then checked on strings of more letters, where it fails (CF 276B's rule counts the
letters of odd count, however many letters there are). Letters that mean something (the digits
of a number, the '0' and '1' of a binary string, '.' and 'X' of a board) are left alone."""
from __future__ import annotations

import string

from . import positions as shapes

SPARE = 2           # letters added, one per grown size
SAMPLE = 400        # positions whose moves are compared with their renamed moves


def growing(game, positions: list):
    """The shape the check on larger positions grows: the game's own, or for a string game
    whose letters are alike, the same with spare letters that join one per grown size."""
    shape = game.shape
    if not isinstance(shape, shapes.String) or shape.spare:
        return shape
    spare = _spare(shape.alphabet)
    if not spare or not _alike(game, positions, spare[0]):
        return shape
    return shapes.String(shape.alphabet, shape.length, shape.cyclic, spare)


def _spare(alphabet: str) -> str:
    """The next SPARE letters of the alphabet's case, when it is made of letters of one case."""
    for pool in (string.ascii_lowercase, string.ascii_uppercase):
        if alphabet and all(c in pool for c in alphabet):
            return "".join(c for c in pool if c not in alphabet)[:SPARE]
    return ""


def _alike(game, positions: list, new: str) -> bool:
    """Whether renaming each letter to `new` renames the moves of every sampled position (one
    that holds the letter), and nothing else; with start(), whether the state start() makes is
    the same (CF 276B's file keeps only the sorted letter counts)."""
    if game.moves is None or game.result == "partizan":
        return False
    canon = game.shape.canonical
    sample = positions[:SAMPLE // 2] + positions[-(SAMPLE // 2):]
    if game.start is not None:
        try:
            return all(game.start(canon(p.translate({ord(letter): new}))) == game.start(p)
                       for p in sample for letter in set(p))
        except Exception:
            return False
    scored = game.result == "score"

    def options(p, rename):
        out = set()
        for o in game.moves(p):
            if scored:
                state, points = o
                out.add((canon(rename(state)), points))
            elif isinstance(o, list):
                out.add(tuple(sorted(canon(rename(t)) for t in o)))
            else:
                out.add(canon(rename(o)))
        return out
    try:
        for p in sample:
            for letter in set(p):
                def swap(t, letter=letter):
                    return t.translate({ord(letter): new})
                if options(canon(swap(p)), lambda t: t) != options(p, swap):
                    return False
    except Exception:       # the moves do not take the new letter, or give no strings
        return False
    return True


