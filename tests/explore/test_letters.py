"""Games whose letters are alike (explore/letters.py): the check on larger positions grows the
alphabet too, so a rule over the declared letters' counts is checked on strings of more letters.
CF 276B over 'abc' once got the false rule `(#a even and #b even) or length odd`; the truth here
is a plain search of the game's rules on strings over five letters."""
from __future__ import annotations

import itertools
import random
from collections import Counter
from functools import lru_cache
from pathlib import Path

from explore import letters, solve, whole
from explore.claims import may_paste

LITTLE_GIRL = """# CF 276B: delete one letter in turn; who faces a string that can be reordered into a
# palindrome wins at once
positions = string("abc", length=range(1, 9))
def start(s):
    return (tuple(sorted(s.count(c) for c in set(s))), False)
def moves(state):
    counts, lost = state
    if lost:
        return
    if sum(c % 2 for c in counts) <= 1:
        yield (counts, True)
        return
    for i, c in enumerate(counts):
        if i == 0 or counts[i - 1] != c:
            rest = counts[:i] + ((c - 1,) if c > 1 else ()) + counts[i + 1:]
            yield (tuple(sorted(rest)), False)
def canonical(state):
    return state
"""

DELETE_ANY = """positions = string("ab", length=range(0, 7))
def moves(s):
    for i in range(len(s)):
        if i == 0 or s[i - 1] != s[i]:
            yield s[:i] + s[i + 1:]
"""

DELETE_AN_A = DELETE_ANY.replace("if i == 0 or s[i - 1] != s[i]:", "if s[i] == 'a':")


@lru_cache(maxsize=None)
def palindrome_game_wins(s: str) -> bool:
    """The mover wins when the letters make a palindrome; else by deleting a letter to a lost
    string; the empty string never occurs (a palindrome comes first)."""
    if sum(v % 2 for v in Counter(s).values()) <= 1:
        return True
    return any(not palindrome_game_wins("".join(sorted(s[:i] + s[i + 1:])))
               for i in range(len(s)))


def load(tmp_path: Path, text: str) -> solve.Game:
    (tmp_path / "game.py").write_text(text)
    return solve.load(tmp_path / "game.py")


def test_which_games_have_letters_alike(tmp_path):
    game = load(tmp_path, DELETE_ANY)
    shape = letters.growing(game, whole.enumerate_positions(game.shape))
    assert shape.spare == "cd" and shape.grow().alphabet == "abc"
    assert shape.grow().grow().alphabet == "abcd" and shape.grow().grow().grow().alphabet == "abcd"
    game = load(tmp_path, DELETE_AN_A)                 # the letter a means something
    assert letters.growing(game, whole.enumerate_positions(game.shape)) is game.shape
    game = load(tmp_path, DELETE_ANY.replace('"ab"', '"01"'))    # digits are never alike
    assert letters.growing(game, whole.enumerate_positions(game.shape)) is game.shape
    game = load(tmp_path, LITTLE_GIRL)                 # start() keeps only the counts
    assert letters.growing(game, whole.enumerate_positions(game.shape)).spare == "de"


def test_a_rule_over_the_declared_letters_is_checked_on_more_letters(tmp_path):
    game = load(tmp_path, LITTLE_GIRL)
    found = whole.find(game, 2000, 20)
    assert "over 'abcd'" in found.larger_what, found.larger_what
    rng = random.Random(16)
    words = ["".join(rng.choice("abcde") for _ in range(rng.randrange(1, 12)))
             for _ in range(300)]
    words += ["".join(w) for w in itertools.product("abcde", repeat=3)]
    for rule in found.held:
        wrong = [w for w in words if rule.evaluate(w) != palindrome_game_wins(
            "".join(sorted(w)))]
        assert not wrong, (rule.text, wrong[:3])
    assert found.held and may_paste(found.evidence), whole.claim_lines(game, found)


# Letters alike whose rule needs exactly two of them: remove an inner letter whose two
# neighbours differ. Over 'xy' the mover wins iff the string has two runs or more and an odd
# number of equal neighbours; with a third letter the game is another.
INNER_BETWEEN_DIFFERENT = """positions = string("xy", length=range(1, 11))
def moves(s):
    for i in range(1, len(s) - 1):
        if s[i - 1] != s[i + 1]:
            yield s[:i] + s[i + 1:]
"""


@lru_cache(maxsize=None)
def inner_game_wins(s: str) -> bool:
    return any(not inner_game_wins(s[:i] + s[i + 1:])
               for i in range(1, len(s) - 1) if s[i - 1] != s[i + 1])


def test_a_rule_of_the_declared_letters_only_is_claimed_for_them(tmp_path):
    """Every rule fails on strings of three letters; the rules of the declared two are checked
    on longer strings over them and claimed for them only, the code asserting the letters."""
    game = load(tmp_path, INNER_BETWEEN_DIFFERENT)
    found = whole.find(game, 2000, 20)
    assert found.letters_only == "xy" and found.held and may_paste(found.evidence)
    assert "over 'xy'" in found.larger_what and "'xya'" not in found.larger_what
    rng = random.Random(5)
    longer = ["".join(rng.choice("xy") for _ in range(rng.randrange(11, 19))) for _ in range(300)]
    three = ["".join(w) for n in range(3, 8) for w in itertools.product("xya", repeat=n)]
    for rule in found.held:
        assert all(rule.evaluate(w) == inner_game_wins(w) for w in longer), rule.text
        # on more letters it is false, so the claim must name its letters
        assert any(rule.evaluate(w) != inner_game_wins(w) for w in three), rule.text
    lines = "\n".join(whole.claim_lines(game, found))
    assert "claimed for strings over 'xy' only" in lines, lines
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled"), check
    assert 's.find_first_not_of("xy")' in code, code
