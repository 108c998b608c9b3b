"""`gk explore` rediscovers the patterns of the kit's games from move generators written from
their rules alone (docs/explore/games), claims nothing for games without a known pattern,
never claims a period the values do not show, and turns bad game files into one line."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "docs" / "explore" / "games"
BAD = Path(__file__).resolve().parent / "games"


ENV = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}


@pytest.fixture(autouse=True, scope="module")
def _session_cache(explore_env):
    ENV.update(explore_env)  # tests/explore/conftest.py


def gk(*args: str, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess:
    # The check past --n (explore/further.py) gets 1 s of CPU here, not its default 4 s, on
    # every game on numbers: test_further.py tests the default's reach.
    further = [] if "--further" in args else ["--further", "1"]
    return subprocess.run([sys.executable, "-m", "explore", *args, *further], cwd=cwd,
                          capture_output=True, text=True, timeout=300, env={**ENV, **env})


def explore(*args: str) -> dict:
    run = gk(*args, "--json")
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def texts(doc: dict, kind: str | None = None) -> list[str]:
    return [f"{c['text']} [{c['status']}]" for c in doc["claims"] if kind in (None, c["kind"])]


# (game, options, a claim that must be made, and by what kind of certainty)
REDISCOVERED = [
    ("subtraction_134", ["--n", "200"], "period 7 from n = 0",
     "proven if moves() = the subtraction set {1, 3, 4} beyond n = 199: subtraction-game"),
    ("kayles", ["--n", "200"], "period 12 from n = 71",
     "proven if moves() = octal 0.77 beyond n = 199: Guy-Smith"),
    ("dawsons_kayles", ["--n", "300"], "period 34 from n = 53",
     "proven if moves() = octal 0.07 beyond n = 299: Guy-Smith"),
    ("lasker_nim", ["--n", "200"], "arithmetic period 4, saltus 4, from n = 1",
     "computed values; not proven"),
    ("strange_nim", ["--n", "300"], "g(n) = n/3 if 3 divides n, else g(n - floor(n/3) - 1)",
     "computed values; not proven"),
    ("mock_turtles", ["--n", "200"], "g(n) = 2n + [popcount(n) even] (odious numbers)",
     "computed values; not proven"),
    ("ruler_coins", ["--n", "200"], "g(n) = 2^v2(n), the largest power of 2 dividing n",
     "computed values; not proven"),
    ("wythoff_piles", ["--box", "40x40"], "(floor(k phi), floor(k phi) + k) or the mirror",
     "holds on all 40 x 40"),
    ("wythoff_d2", ["--box", "40x40"], "pair (a_k, a_k + 2k), a_k the least number in no "
     "earlier pair (Beatty pairs: a_k = floor(k alpha), alpha = (2 - 2 + sqrt(8))/2 = 1.414214",
     "holds on all 40 x 40"),
    ("chessboard", ["--box", "15x15"], "(x mod 4, y mod 4) is one of (0, 0), (0, 1), (1, 0), "
     "(1, 1)", "holds on all 15 x 15"),
    ("euclid_game", ["--box", "24x24"], "max(x, y) < phi min(x, y)", "holds on all 24 x 24"),
    ("fibonacci_nim", ["--box", "40x40"], "smallest Zeckendorf term of x is > y",
     "holds on all 40 x 40"),
    (str(GAMES / "nim2.py"), ["--box", "8x8"], "g(x, y) = x xor y", "holds on all 8 x 8"),
    # published: period 24, last exception 141 (OEIS A071074)
    (str(GAMES / "double_kayles.py"), ["--n", "160"], "period 24 from n = 142",
     "proven if moves() = octal 0.7777 beyond n = 159: Guy-Smith"),
]


@pytest.mark.parametrize("game,options,claim,status", REDISCOVERED,
                         ids=[Path(g[0]).stem for g in REDISCOVERED])
def test_rediscovers_the_pattern(game, options, claim, status):
    doc = explore(game, *options)
    hits = [t for t in texts(doc) if claim in t]
    assert hits, texts(doc)
    assert status in hits[0], hits[0]
    assert not doc["none_found"]
    far = re.search(r"holds on all (\d+) computed values", hits[0])
    if far:     # a game file: checked past --n (to 10^5, or as far as 4 s of CPU reach)
        assert int(far.group(1).replace(",", "")) > 300, hits[0]
    if doc["code"]:  # the code to paste was compiled and equals every computed value
        assert doc["check"].startswith("check: compiled"), doc["check"]


@pytest.mark.parametrize("game,anumber,shift", [("kayles", "A002186", ""),
                                                 ("dawsons_kayles", "A002187", "g(n) = a(n - 1)"),
                                                 ("mock_turtles", "A000069", ""),
                                                 ("ruler_coins", "A006519", ""),
                                                 ("grundys_game", "A002188", "")])
def test_known_sequences(game, anumber, shift):
    known = texts(explore(game, "--n", "120"), "known")
    hit = [t for t in known if anumber in t]
    assert hit, known
    assert shift in hit[0]


# Grundy's game and Officers have no known pattern: none may be claimed.
@pytest.mark.parametrize("game", ["grundys_game", "officers"])
def test_no_pattern_claimed(game):
    run = gk(game, "--n", "400")
    assert run.returncode == 0, run.stderr
    assert "pattern: no pattern found up to n = 399" in run.stdout
    doc = explore(game, "--n", "400")
    assert doc["none_found"] and not doc["code"]
    # no pattern proven (that the values are the family's own, named in known.tsv, may be)
    assert not [c for c in doc["claims"] if c["kind"] != "known"
                and c["status"].startswith("proven")]


def test_officers_is_recognised_and_has_no_proven_period():
    doc = explore("officers", "--n", "300")
    assert any("no period proven within 20000 values of octal 0.6 [searched 20000 values: "
               "Guy-Smith" in t for t in texts(doc)), texts(doc)


# A period that breaks after the values computed is never called proven without saying on
# what it rests, and a period that breaks inside them is not claimed at all.
def test_late_change_is_not_a_false_period():
    # --n 140 sees only the subtraction set {1, 2}; the values computed further (to 10^5 or
    # as far as 4 s reach, explore/further.py) see the change: no period, no theorem claimed
    early = explore(str(BAD / "late_change.cpp"), "--n", "140")
    assert not texts(early, "period") and not [t for t in texts(early) if "proven" in t], \
        texts(early)
    assert [t for t in early["rejected"] if t.startswith("period 3 from n = 0 -- holds on the "
                                                         "140 values shown")], early["rejected"]
    late = explore(str(BAD / "late_change.cpp"), "--n", "300")
    assert not [t for t in texts(late) if "period 3" in t or "proven:" in t], texts(late)
    assert late["values"][:150] == [n % 3 for n in range(150)]


def test_octal_proof_beyond_the_values_computed():
    doc = explore("octal", "0.165", "--n", "300", "--no-check")
    assert any("period 1550 from n = 5181" in t and "[proven: Guy-Smith" in t for t in texts(doc))


def test_every_claim_holds_on_the_values():
    """Each formula claimed is re-evaluated here on every value computed."""
    from explore import pattern as pat
    for game in ("kayles", "mock_turtles", "ruler_coins", "strange_nim", "grundys_game"):
        v = explore(game, "--n", "200", "--no-check")["values"]
        for claim in pat.closed_forms(v):
            assert claim.cpp  # and the CLI compiled the first one; the rest are checked here
        per = pat.find_period(v)
        if per:
            q, p, _ = per
            assert all(v[i + p] == v[i] for i in range(q, len(v) - p))


def test_python_generator_matches_cpp():
    py = explore(str(GAMES / "kayles.py"), "--n", "150")
    cpp = explore("kayles", "--n", "150")
    assert py["values"] == cpp["values"]


# The families of snippets that came with Lasker's Nim and Strange Nim agree with the example
# files written from the rules.
@pytest.mark.parametrize("family,game", [(["lasker"], "lasker_nim"),
                                         (["strange-nim", "3"], "strange_nim")])
def test_new_families_agree_with_the_rules(family, game):
    assert explore(*family, "--n", "200", "--no-check")["values"] == \
        explore(game, "--n", "200", "--no-check")["values"]


# The families the report points to ("the kit has it") give the values of the example files.
def test_two_dimensional_families_agree_with_the_rules():
    assert explore("euclid", "--box", "14x14")["values"] == \
        explore("euclid_game", "--box", "14x14")["values"]
    for family, game in (("wythoff", "wythoff_piles"), ("fibonacci-nim", "fibonacci_nim")):
        outcome = explore(family, "--box", "20x20", "--no-check")["values"]
        grundy = explore(game, "--box", "20x20", "--no-check")["values"]
        assert outcome == [int(v != 0) for v in grundy], family


def test_families_by_name():
    assert explore("subtraction", "1", "3", "4", "--n", "30")["values"][:7] == [0, 1, 0, 1, 2, 3, 2]
    doc = explore("octal", "0.77", "--n", "100")
    assert any("period 12 from n = 71" in t and "proven" in t for t in texts(doc))
    assert explore("euclid", "--box", "5x5")["values"][6:10] == [1, 2, 3, 4]


def test_table_picture_and_colours(tmp_path):
    svg = tmp_path / "w.svg"
    run = gk("wythoff_piles", "--box", "12x12", "--svg", str(svg), "--color", "always")
    assert run.returncode == 0, run.stderr
    assert "\x1b[" in run.stdout
    text = svg.read_text()
    assert text.startswith("<svg") and text.count("<rect") == 144
    plain = gk("wythoff_piles", "--box", "12x12")
    assert "\x1b[" not in plain.stdout


# Values are saved in the user's cache folder as they are computed: a complete run is read back
# (and says nothing of resuming), a run stopped part of the way resumes.
def test_resumes_from_saved_values(tmp_path):
    first = gk("kayles", "--n", "500", XDG_CACHE_HOME=str(tmp_path))
    again = gk("kayles", "--n", "500", XDG_CACHE_HOME=str(tmp_path))
    assert first.returncode == 0 and again.returncode == 0
    assert "resumed" not in again.stderr and steady(again.stdout) == steady(first.stdout)
    # A run stopped part of the way: keep the first 100 values of the file, as a save made
    # during the run would; the values resumed are taken as they are, the rest computed.
    saved = next((tmp_path / "grundy-kit" / "explore" / "values").glob("kayles-*.values"))
    header, count, data = saved.read_bytes().split(b"\n", 2)
    assert int(count) == 500 and len(data) == 4 * 500
    saved.write_bytes(header + b"\n100\n" + data[:400])
    part = gk("kayles", "--n", "500", XDG_CACHE_HOME=str(tmp_path))
    assert "resumed from" in part.stderr and "(100 of 500 values)" in part.stderr
    assert steady(part.stdout) == steady(first.stdout)


def steady(stdout: str) -> list[str]:
    """The report without what depends on the CPU time a run had: how far the values were
    computed past --n (explore/further.py) and the counts that follow from it."""
    return [ln for ln in stdout.splitlines() if not ln.startswith("past the values shown:")
            and "computed values" not in ln]


# The cache (values and programs) is the user's (~/.cache/grundy-kit/explore without
# XDG_CACHE_HOME), never the kit's folder.
def test_cache_lives_in_the_users_folder(tmp_path):
    env = {k: v for k, v in ENV.items() if k not in ("XDG_CACHE_HOME", "JUDGE_CACHE")}
    kit_cache = ROOT / ".cache"
    before = sorted(kit_cache.rglob("*")) if kit_cache.is_dir() else []
    run = subprocess.run([sys.executable, "-m", "explore", "subtraction_134", "--n", "62"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env={**env, "HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr
    assert list((tmp_path / ".cache" / "grundy-kit" / "explore" / "values").glob(
        "subtraction_134-*.values"))
    after = sorted(kit_cache.rglob("*")) if kit_cache.is_dir() else []
    assert [f for f in after if f not in before] == []


BAD_INPUT = [
    ([str(BAD / "cycle.cpp"), "--n", "10"], "the moves have a cycle: (3) -> (4) -> (3)"),
    ([str(BAD / "throws.cpp"), "--n", "10"], "moves(7) threw an exception"),
    ([str(BAD / "out_of_range.cpp"), "--n", "10"], "moves(9) gave the state (10), outside the box"),
    ([str(BAD / "no_compile.cpp"), "--n", "10"],
     "no_compile.cpp does not compile: no_compile.cpp:2"),
    ([str(BAD / "raises.py"), "--n", "10"], "moves(5) raised ValueError: no rule for five"),
    ([str(BAD / "py_out_of_range.py"), "--n", "10"], "moves(8) gave the state (10,), outside"),
    ([str(BAD / "by_value.cpp"), "--n", "10"], "by_value.cpp has no moves(...) the kit can call"),
    ([str(BAD / "no_moves.cpp"), "--n", "10"], "no_moves.cpp has no moves(...) the kit can call"),
    (["kayles", "--box", "5x5"], "moves() takes 1 number(s) before Moves&, but the box has 2"),
    (["no-such-game"], "no-such-game: no such file, family or example"),
    (["lasker-nim-family"], "no such file, family or example"),
    (["partizan"], "partizan games have Left and Right moves"),
    (["strange-nim"], "strange-nim needs K >= 1"),
    (["octal", "0.9"], "octal needs a code"),
    (["kayles", "--n", "300000000"], "300000000 states: at most 20000000"),
]


@pytest.mark.parametrize("args,message", BAD_INPUT, ids=[a[0][0].split("/")[-1] + "-" + str(i)
                                                          for i, a in enumerate(BAD_INPUT)])
def test_bad_input_is_one_line(args, message):
    run = gk(*args)
    assert run.returncode == 2, (run.stdout, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    assert message in lines[0], lines[0]
    assert run.stdout == ""


def test_known_table_is_what_the_snippets_compute():
    run = subprocess.run([sys.executable, str(ROOT / "explore" / "cpp" / "make_known.py"),
                          "--check"], cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env=ENV)
    assert run.returncode == 0, run.stderr


# A state as a vector of any length: Nim on the heaps of the box, 2-D and a 3-D slice.
def test_vector_states():
    assert any("g(x, y) = x xor y" in t for t in texts(explore("nim_heaps", "--box", "8x8")))
    doc = explore("nim_heaps", "--box", "5x5x5", "--slice", "4")
    assert doc["values"][(2 * 5 + 3) * 5 + 4] == 2 ^ 3 ^ 4
    assert any("xor 4: the game is a sum" in t for t in texts(doc)), texts(doc)


# A 3-D game shown as a 2-D slice: Nim with three heaps at c = 3 is a sum, x xor y xor 3.
def test_three_dimensional_slice():
    doc = explore(str(BAD / "nim3.cpp"), "--box", "6x6x6", "--slice", "3")
    assert len(doc["values"]) == 216
    assert any("g(x, y) = g(x, 0) xor g(0, y) xor 3" in t for t in texts(doc)), texts(doc)
    run = gk(str(BAD / "nim3.cpp"), "--box", "6x6x6", "--slice", "7")
    assert run.returncode == 2 and "--slice" in run.stderr


def _loopy_outcomes(n: int, moves) -> list[int]:
    """Win/lose/draw by the definitions' fixpoint (0 lose, 1 win, 2 draw), from the rules."""
    out = [2] * n
    changed = True
    while changed:
        changed = False
        for s in range(n):
            if out[s] != 2:
                continue
            opts = moves(s)
            if any(out[t] == 0 for t in opts):
                out[s], changed = 1, True
            elif all(out[t] == 1 for t in opts):
                out[s], changed = 0, True
    return out


# --loopy: win/lose/draw from snippets/retrograde.hpp, against the fixpoint of the definitions.
def test_loopy_outcomes():
    def moves(n):
        up = [n + 1] if n % 5 == 0 and 0 < n and n + 1 < 60 else []
        return [t for t in (n - 1, n - 2) if t >= 0] + up
    doc = explore("loopy_walk", "--n", "60", "--loopy")
    assert doc["values"] == _loopy_outcomes(60, moves)
    assert 2 in doc["values"]  # the game has draws
    cyc = explore(str(BAD / "cycle.cpp"), "--n", "10", "--loopy")
    assert cyc["values"][3:] == [2] * 7


# --misere: misère outcomes from snippets/misere_genus.hpp, against a search of the rules.
def test_misere_outcomes():
    win = []
    for n in range(80):  # misère: the player who cannot move wins
        win.append(1 if n == 0 else int(any(win[n - s] == 0 for s in (1, 3, 4) if s <= n)))
    assert explore("subtraction_134", "--n", "80", "--misere")["values"] == win


@pytest.mark.parametrize("args,message", [
    (["kayles", "--n", "20", "--loopy"], "moves(1) gave a sum of 2 states; --loopy takes moves"),
    ([str(BAD / "cycle.cpp"), "--n", "10", "--misere"],
     "the moves have a cycle: (3) -> (4) -> (3)"),
    (["octal", "0.77", "--loopy"], "--loopy takes a game file"),
])
def test_loopy_and_misere_bad_input(args, message):
    run = gk(*args)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1, run.stderr
    assert message in run.stderr


OCTAL_RULES = '''
CODE = "{code}"
DIGITS = [int(CODE[0])] + [int(c) for c in CODE[2:]]


def moves(n):  # the octal rule: take j, leave 0 (bit 1), 1 (bit 2) or 2 (bit 4) heaps
    for j, d in enumerate(DIGITS):
        r = n - j
        if r < 0 or (j == 0 and not d & 4):
            continue
        if d & 1 and r == 0:
            yield []
        if d & 2 and r > 0:
            yield r
        if d & 4:
            for a in range(1, r):
                yield [a, r - a]
'''


def _random_codes(count: int) -> list[str]:
    import random
    rng = random.Random(20261124)
    codes = []
    while len(codes) < count:
        digits = "".join(str(rng.randrange(8)) for _ in range(rng.randrange(1, 4)))
        if digits.strip("0"):
            codes.append("0." + digits)
    return codes


# Random octal games written as Python rules: the file's values are the family's, and the file
# is recognised and claims exactly the period the family proves (or that none is proven).
@pytest.mark.parametrize("code", _random_codes(5) + ["4.7"])
def test_random_octal_rules_agree_with_the_family(code, tmp_path):
    game = tmp_path / "rules.py"
    game.write_text(OCTAL_RULES.format(code=code))
    mine = explore(str(game), "--n", "150", "--no-check")
    family = explore("octal", code, "--n", "150", "--no-check")
    assert mine["values"] == family["values"]
    proven = lambda doc: sorted(t.split(" [")[0] for t in texts(doc) if "proven" in t)  # noqa: E731
    assert proven(mine) == proven(family), (texts(mine), texts(family))


# What moves() prints on stdout (debugging) goes to stderr and does not disturb the values.
def test_game_prints_go_to_stderr():
    run = gk(str(BAD / "prints.cpp"), "--n", "30")
    assert run.returncode == 0, run.stderr
    assert "looking at 3" in run.stderr and "looking at 3" not in run.stdout
    assert "g(n) = n mod 3" in run.stdout


SUBTRACTION_RULES = '''
S = {s}


def moves(n):
    return [n - s for s in S if s <= n]
'''


def _random_sets(count: int) -> list[list[int]]:
    import random
    rng = random.Random(1124)
    return [sorted(rng.sample(range(1, 12), rng.randrange(1, 4))) for _ in range(count)]


# A period called proven on few values (the file's moves recognised as a subtraction set) holds
# on 3000 values of the family; nothing else is called proven.
@pytest.mark.parametrize("S", _random_sets(6), ids=str)
def test_a_proven_period_holds_far_beyond(S, tmp_path):
    game = tmp_path / "rules.py"
    game.write_text(SUBTRACTION_RULES.format(s=S))
    doc = explore(str(game), "--n", "48", "--no-check")
    far = explore("subtraction", *map(str, S), "--n", "3000", "--no-check")["values"]
    assert far[:48] == doc["values"]
    assert any(c["status"].startswith("proven if") for c in doc["claims"]), doc["claims"]
    for claim in doc["claims"]:
        if claim["status"].startswith("proven") and claim["kind"] != "known":
            assert claim["kind"] == "period" and "subtraction-game theorem" in claim["status"]
            q, p = claim["extra"]["q"], claim["extra"]["p"]
            assert all(far[n + p] == far[n] for n in range(q, 3000 - p)), (S, q, p)
        elif claim["kind"] in ("period", "arithmetic"):
            q, p, s = (claim["extra"][k] for k in "qps")
            assert all(doc["values"][n + p] == doc["values"][n] + s for n in range(q, 48 - p))


def _misere_heap_wins(n: int, takes: tuple[int, ...]) -> bool:
    """Misère (no move: the mover wins) of one heap of a game that removes t in takes adjacent
    pins from a row, which may split it: a search over the rows left (multisets)."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def wins(rows: tuple[int, ...]) -> bool:
        moved = False
        for i, r in enumerate(rows):
            rest = rows[:i] + rows[i + 1:]
            for t in takes:
                for left in range(0, r - t + 1):
                    after = tuple(sorted(x for x in rest + (left, r - t - left) if x))
                    moved = True
                    if not wins(after):
                        return True
        return not moved
    return wins((n,) if n else ())


# --misere on games whose moves split: the genus of a sum of tame parts (Conway), against a
# search of the rules; states above a wild one are undecided, never guessed.
@pytest.mark.parametrize("game,takes,decided", [("kayles", (1, 2), 6),
                                                ("dawsons_kayles", (2,), 12)])
def test_misere_with_sums(game, takes, decided):
    values = explore(game, "--n", "16", "--misere")["values"]
    assert values[:decided] == [int(_misere_heap_wins(n, takes)) for n in range(decided)]
    assert values[decided:] == [-1] * (16 - decided)


# Progress on stderr (shown after a second; the variable makes it at once), the values intact.
def test_progress_on_stderr():
    run = gk("subtraction_134", "--n", "20000", "--no-cache", "--no-check",
             GK_EXPLORE_PROGRESS_AFTER="0")
    assert run.returncode == 0, run.stderr
    assert "explore: 4096 of 20000 states" in run.stderr
    assert "period 7 from n = 0" in run.stdout


# make explore reads the game's file from the folder make was called in.
def test_make_explore(tmp_path):
    (tmp_path / "mine.cpp").write_text((GAMES / "subtraction_134.cpp").read_text())
    run = subprocess.run(["make", "-s", "-C", str(ROOT), "explore", "GAME=mine.cpp", "N=40"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={"PATH": "/usr/bin:/bin", "PWD": str(tmp_path),
                              "HOME": str(tmp_path), "JUDGE_CACHE": ENV["JUDGE_CACHE"]})
    assert run.returncode == 0, run.stderr
    assert "# mine.cpp (its moves are those of the subtraction set {1, 3, 4} for n < 40)" \
        in run.stdout
    fail = subprocess.run(["make", "-s", "-C", str(ROOT), "explore"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "PWD": str(tmp_path)})
    assert fail.returncode != 0 and "make explore: say the game" in fail.stderr


# The rows of the period mark with * the values of the preperiod that break it: for Kayles
# exactly the exceptions OEIS A002186 lists.
def test_kayles_exceptions_marked():
    run = gk("kayles", "--n", "120", "--color", "never")
    rows = [line for line in run.stdout.splitlines() if re.match(r"^ *\d+:", line)]
    marked = []
    for line in rows:
        start, cells = line.split(":")
        marked += [int(start) + i for i, c in enumerate(cells.split()) if c.endswith("*")]
    assert marked == [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]


def test_large_table_shows_its_corner():
    run = gk("wythoff_piles", "--box", "60x60")
    rows = [line for line in run.stdout.splitlines() if re.match(r"^ *\d+:", line)]
    assert len(rows) == 40 and "the 40 x 40 corner shown" in run.stdout


# The 2-D reductions, on tables made here: a function of x + y only, and rows of one period.
def test_two_dimensional_reductions():
    from explore import pattern as pat
    strange = [n // 3 for n in range(60)]
    for n in range(60):  # Strange Nim K = 3, not a closed form of the grammar's 2-D list
        m = n
        while m % 3:
            m -= m // 3 + 1
        strange[n] = m // 3
    g = [[strange[x + y] for y in range(20)] for x in range(20)]
    claims = [c.text for c in pat.analyse_2d(g)]
    assert any(t.startswith("g(x, y) = f(x + y) depends on x + y only: f(0..) = 0, 0, 0, 1")
               for t in claims), claims
    rows = [[(y % 5) * (x * x + 1) for y in range(30)] for x in range(12)]
    claims = [c.text for c in pat.analyse_2d(rows)]
    assert "every row x is periodic in y: g(x, y + 5) = g(x, y) for y >= 0" in claims, claims
