"""The command line of `gk explore` (= `python3 -m explore`, docs/explore.md): the options, and
one function per kind of game (a family of the kit's snippets, a game file) that computes its
values (explore.values) and hands them to the report (explore.report)."""
from __future__ import annotations

import argparse
import os
import re
import sys
import textwrap
from pathlib import Path

from judge.cli import Parser, positive  # one line and exit 2 for a bad command line, as gk's
from judge.errors import CompileError, UserError

from . import pattern as pat
from .claims import Basis
from .further import FURTHER_SECONDS, compute_further
from .report import report
from .sum_sweep import explore_sum_sweep
from .sweep import explore_sweep, load_any
from .whole import declares_cpp_positions, declares_positions, explore_positions
from .values import EXAMPLES, FAMILIES, MAX_STATES, NOT_YET, Values, explore_cache, family_name, \
    run_cpp, run_family, run_python, same_moves

EXIT_OK, EXIT_CHECK, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 5
EXIT_CODES = f"""exit status:
  {EXIT_OK}  the values, their pattern and the code to paste were printed (and the code, when
     checked, equals every computed value)
  {EXIT_CHECK}  the code to paste differs from the computed values (a bug in the explorer: please
     report it)
  {EXIT_USAGE}  bad command line or game file: unknown game, a file that does not compile, moves()
     that raise, loop or leave the box
  {EXIT_INTERNAL}  a bug in the explorer itself (run again with --traceback to see it)"""


def seconds(text: str) -> float:
    """An argparse type: a number of seconds >= 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a number of seconds >= 0, not {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="gk explore", epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter,
        description=textwrap.fill(
            "Compute the Grundy values of a game (a C++ or Python file with moves(...), a family "
            "of the kit: subtraction S.., octal CODE, grundy, mock-turtles, ruler, lasker, "
            "strange-nim K, euclid, fibonacci-nim, wythoff, or an example of docs/explore/games; "
            "--misere, --loopy for other outcomes), print them, the pattern in them with how sure "
            "it is (proven: a theorem; proven if moves() = FAMILY beyond n = M: on a condition; "
            "holds on all N computed values; partial match; searched), matches with known game "
            "sequences, and the pattern as C++ code checked against the values. See "
            "docs/explore.md.", 78))
    p.add_argument("--traceback", action="store_true",
                   help="show the traceback of a bug in the explorer itself")
    p.add_argument("game", nargs="+", metavar="GAME",
                   help="game.cpp, game.py, a family and its arguments (octal 0.77), or an "
                        "example's name (kayles)")
    p.add_argument("--n", type=positive, help="1-D: the states 0..N-1 (default 200)")
    p.add_argument("--box", metavar="XxY",
                   help="states of 2 to 4 numbers: the box 0..X-1 x 0..Y-1 (x ...), e.g. 30x30")
    p.add_argument("--slice", type=int, nargs="+", metavar="C",
                   help="3-D/4-D: the values of coordinates 3.. of the 2-D slice shown "
                        "(default 0)")
    p.add_argument("--limit", type=positive,
                   help="subtraction and octal games: values the period prover may compute")
    p.add_argument("--show", type=positive,
                   help="values printed: 1-D the first N (default up to 400), 2-D the N x N "
                        "corner (default 40)")
    p.add_argument("--svg", type=Path, metavar="FILE", help="write the table as an SVG picture")
    p.add_argument("--code", type=Path, metavar="FILE", help="write the code to paste to FILE")
    p.add_argument("--further", type=seconds, default=FURTHER_SECONDS, metavar="SECONDS",
                   help=f"games on numbers: CPU seconds for checking the claims past --n "
                        f"(default {FURTHER_SECONDS:g}: 10^5 values or more for a fast game; "
                        f"0: no such check, and the output says so)")
    p.add_argument("--no-check", action="store_true",
                   help="do not compile the code to paste and compare it with the values")
    p.add_argument("--no-cache", action="store_true",
                   help="compute every value again (values are saved in the user's cache "
                        "folder, $XDG_CACHE_HOME/grundy-kit/explore or ~/.cache/grundy-kit/"
                        "explore, as they are computed, and a stopped run resumes from them)")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="coloured cells (default: when stdout is a terminal)")
    p.add_argument("--misere", action="store_true",
                   help="misère outcomes (the last mover loses) from the genus "
                        "(snippets/misere_genus.hpp); sums of tame parts by Conway's rule, "
                        "others undecided")
    p.add_argument("--loopy", action="store_true",
                   help="a game with cycles: win/lose/draw (snippets/retrograde.hpp) and Smith's "
                        "loopy values (snippets/loopy_grundy.hpp); moves to one state each")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    w = p.add_argument_group("games on whole positions (a .py file with positions = ..., or a "
                             ".cpp file with Shape positions())")
    w.add_argument("--result", choices=("win", "misere", "outcome", "grundy", "partizan",
                                        "score"),
                   help="what to compute (default: the file's result = ..., else win)")
    w.add_argument("--sweep", action="append", metavar="NAME=A..B",
                   help="explore for each value of a parameter the file declares with "
                        "param(NAME, default), then mine a rule across the values")
    w.add_argument("--set", action="append", metavar="NAME=V",
                   help="the value of a parameter the file declares with param(NAME, default)")
    w.add_argument("--sample", type=positive, default=2000,
                   help="larger positions a rule is checked on (default 2000, a random sample "
                        "when there are more)")
    w.add_argument("--budget", type=positive, default=None,
                   help="CPU seconds the rule miner may search, per run, and the check on "
                        "larger positions (default 20; when every rule fails on larger "
                        "positions it runs again with their counterexamples, at most 3 more "
                        "times)")
    w.add_argument("--patience", type=positive, default=None, metavar="S",
                   help="CPU seconds past --budget the check on larger positions may take "
                        "when the speed measured says it would end within them (default: "
                        "55 when --budget is not given, else none)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    # The programs the kit's compile step builds for the explorer go to the explorer's cache
    # too (judge/paths.py reads JUDGE_CACHE), not to the kit's folder.
    os.environ.setdefault("JUDGE_CACHE", str(explore_cache()))
    try:
        return explore(args)
    except CompileError as error:  # the kit's own programs: the game file's errors are UserError
        print(f"gk explore: {error.source} does not compile: {error.message.splitlines()[0]}",
              file=sys.stderr)
        return EXIT_INTERNAL
    except UserError as error:
        print(f"gk explore: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("gk explore: interrupted", file=sys.stderr)
        return 130
    except MemoryError:         # the machine's or the process's limit, not a bug of the game
        print("gk explore: out of memory: declare fewer positions (smaller bounds in "
              "positions = ...) or give a smaller --sample or --budget", file=sys.stderr)
        return EXIT_INTERNAL
    except BrokenPipeError:  # the reader of stdout left (`gk explore ... | head`)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except Exception as error:  # a bug: one line unless --traceback
        if args.traceback:
            import traceback
            traceback.print_exc()
        else:
            print(f"gk explore: internal error: {type(error).__name__}: {error} "
                  f"(run again with --traceback to see it)", file=sys.stderr)
        return EXIT_INTERNAL


def explore(args) -> int:
    """Dispatches to the kind of game named: a family of the kit, else a game file."""
    name = args.game[0]
    path = Path(name)
    if args.loopy and args.misere:
        raise UserError("--loopy or --misere, not both")
    code = getattr(args, "code", None)
    if code is not None and (code.is_dir() or not code.absolute().parent.is_dir()):
        # said before the run, not after it (the file is written at the end)
        raise UserError(f"--code {code}: cannot write it ("
                        f"{'a folder' if code.is_dir() else 'no such folder'}): give a file "
                        f"in a folder that exists")
    if name in NOT_YET and not path.exists():
        raise UserError(f"{name}: not in gk explore: {NOT_YET[name]}")
    if name in FAMILIES and not path.exists():
        return explore_family(args)
    return explore_file(args)


def _mode(args) -> str:
    return "loopy" if args.loopy else "misere" if args.misere else ""


def explore_family(args) -> int:
    """A built-in family: its values and proof from its snippet (explore/cpp/families.cpp)."""
    game = list(args.game)
    name = game[0]
    if _mode(args):
        raise UserError(f"--{_mode(args)} takes a game file (moves to one state each), not a "
                        f"family")
    box = _box(args)
    dims = FAMILIES[name][0]
    box = box or ([args.n or 200] if dims == 1 else [16, 16])
    if len(box) != dims:
        raise UserError(f"{name} has states of {dims} number(s): give "
                        f"{'--n N' if dims == 1 else '--box XxY'}")
    if name == "subtraction" and not all(a.isdigit() and int(a) > 0 for a in game[1:]) or \
            name == "subtraction" and len(game) < 2:
        raise UserError("subtraction needs its set: gk explore subtraction 1 3 4")
    if name == "octal" and (len(game) != 2 or not re.fullmatch(r"[04]\.[0-7]*", game[1])
                            or not any(c != "0" for c in game[1][2:]) and game[1][0] == "0"):
        raise UserError("octal needs a code: gk explore octal 0.77 (0. or 4. then digits 0..7)")
    if name == "strange-nim" and (len(game) != 2 or not game[1].isdigit() or int(game[1]) < 1):
        raise UserError("strange-nim needs K >= 1: gk explore strange-nim 3")
    if name not in ("subtraction", "octal", "strange-nim") and len(game) > 1:
        raise UserError(f"{name} takes no arguments")
    vals = run_family(name, game[1:], box, args.limit)
    basis = Basis(len(vals.flat), family_name(name, game[1:]), " ".join(game), by_name=True)
    return report(vals, args, basis)


def explore_file(args) -> int:
    """A C++ or Python file with moves(...), or an example of docs/explore/games by name."""
    game = list(args.game)
    name = game[0]
    path = Path(name)
    mode = _mode(args)
    if not path.exists() and (EXAMPLES / f"{name}.cpp").is_file():
        path = EXAMPLES / f"{name}.cpp"
    elif not path.exists() and (EXAMPLES / f"{name}.py").is_file():
        path = EXAMPLES / f"{name}.py"
    if not path.is_file():
        fams = ", ".join(FAMILIES)
        raise UserError(f"{name}: no such file, family or example; a game is a .cpp or .py "
                        f"file with moves(...), a family ({fams}) or an example "
                        f"({', '.join(sorted({p.stem for p in EXAMPLES.glob('*.*')}))})")
    if len(game) > 1:
        raise UserError(f"a game file takes no arguments: gk explore {name} --n N")
    if declares_positions(path) or declares_cpp_positions(path):
        if args.n or args.box or args.loopy or args.misere:
            raise UserError(f"{path.name} declares positions = ...: its bounds are there; the "
                            f"kind of result is --result (win, misere, outcome, ...)")
        if args.sweep:
            first = load_any(path, {}, args.result)[0]
            summed = explore_sum_sweep(path, first, args)    # a sum of piles at every value
            return summed if summed is not None else explore_sweep(path, first, args)
        return explore_positions(path, args)
    if args.result or args.sweep or args.set:
        raise UserError("--result, --sweep and --set are for a .py file with positions = ... "
                        "(docs/explore.md)")
    box = _box(args) or [args.n or 200]
    vals: Values
    if path.suffix == ".py":
        vals = run_python(path, box, mode)
    elif path.suffix in (".cpp", ".cc", ".cxx") and mode:
        vals = run_cpp(path, box, 0, False, mode)
    elif path.suffix in (".cpp", ".cc", ".cxx"):
        options = min(box[0], 160) if len(box) == 1 else 0
        vals = run_cpp(path, box, options, not args.no_cache)
    else:
        raise UserError(f"{path}: a game file is .cpp or .py")
    if len(box) == 1 and min(vals.flat, default=0) >= 0:
        # the claims are checked as far as a few seconds of the solver reach (10^5 or more)
        def run(count: int) -> list[int]:
            if path.suffix == ".py":
                return run_python(path, [count], mode).flat
            return run_cpp(path, [count], 0, False, mode).flat
        got = compute_further(len(vals.flat), run, args.further, first=vals.flat)
        vals.further, vals.further_note = got.values, got.note
    basis = Basis(len(vals.flat))
    if len(box) == 1 and vals.options and not mode:
        # a family whose moves are the file's on the first states listed, then checked on
        # every state computed: the family's theorem holds if the file's rule stays the same
        cls = pat.recognise(vals.options, len(vals.flat))
        if cls and same_moves(vals, *cls):
            fam = run_family(cls[0], cls[1], box, args.limit)
            differ = _first_difference(cls, vals.further, args.limit)
            if fam.flat == vals.flat and differ is not None:
                vals.further_note += (f"; its values differ from those of "
                                      f"{family_name(*cls)} at n = {differ:,}, so no theorem "
                                      f"of that family is claimed")
            elif fam.flat == vals.flat:
                vals.proof = fam.proof
                what = family_name(*cls)
                vals.title += f" (its moves are those of {what} for n < {len(vals.flat)})"
                basis = Basis(len(vals.flat), what, " ".join([cls[0], *cls[1]]))
    return report(vals, args, basis)


def _first_difference(cls: tuple, further: list[int], limit: int | None) -> int | None:
    """The first n where a game file's values computed past --n differ from those of the
    family its first moves are (cls), or None: a theorem of the family is claimed only when
    they agree as far as they were computed."""
    if not further:
        return None
    theirs = run_family(cls[0], cls[1], [len(further)], limit).flat
    return next((i for i, (a, b) in enumerate(zip(further, theirs)) if a != b), None)


def _box(args) -> list[int]:
    if args.box:
        try:
            box = [int(t) for t in args.box.lower().split("x")]
        except ValueError:
            raise UserError(f"--box {args.box}: sizes like 30x30 (or 10x10x4)") from None
        if not box or any(b < 1 for b in box) or len(box) > 4:
            raise UserError(f"--box {args.box}: 1 to 4 sizes, each at least 1")
    else:
        box = [args.n] if args.n else []
    total = 1
    for b in box:
        total *= b
    if total > MAX_STATES:
        raise UserError(f"{total} states: at most {MAX_STATES} (the values are read back and "
                        f"analysed in Python); give a smaller --n or --box")
    return box
