"""The command line: `gk` (= `python3 -m judge`) run|watch|verify|list|bundle|stress|gen|validate|
new|listen|play, and `explore` handed to the explorer's package."""
from __future__ import annotations

import argparse
import os
import sys
import textwrap
from pathlib import Path

from . import errors
from .errors import EXIT_CE, EXIT_INTERNAL, EXIT_JE, EXIT_OK, EXIT_REJECTED, EXIT_USAGE, UserError

EXIT_CODES = f"""exit status:
  {EXIT_OK}  every test accepted (stress: no difference; validate: every input valid)
  {EXIT_REJECTED}  a test was not accepted (stress: a difference; validate: an invalid input)
  {EXIT_USAGE}  bad command line or input: unknown problem, missing file, bad metadata
  {EXIT_CE}  compile error (CE)
  {EXIT_JE}  judge error (JE): a checker failed, a generated test does not match its pin
  {EXIT_INTERNAL}  a bug in the judge (run again with --traceback to see it)"""

SIZES_HELP = ("gen.py's SIZE: tiny (brute.py answers it in well under a second), small, large, max "
              "(every constraint at its maximum), or a problem's own (worst, ...)")


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2, like every other bad input
        self.exit(EXIT_USAGE, f"{self.prog}: {message} (see --help)\n")


def positive(text: str) -> int:
    """An argparse type: a whole number >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 1..65535."""
    value = positive(text)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port: ports go from 1 to 65535")
    return value


class _StdoutReaderMayLeave:
    """stdout that survives its reader going away (`gk run ... | head -3`): the rest of the output
    goes to /dev/null and the command still ends with its verdict's exit status."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def _reader_left(self) -> None:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, self._stream.fileno())
        os.close(devnull)

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._reader_left()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._reader_left()
            self._stream.flush()

    def __getattr__(self, name):
        return getattr(self._stream, name)


class _Version(argparse.Action):
    """--version: the kit's folder and git commit, looked up only when asked."""

    def __call__(self, parser, namespace, values, option_string=None):
        import subprocess
        from .paths import ROOT
        try:
            commit = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
                                    capture_output=True, text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            commit = ""
        print(f"gk (Grundy Kit) {commit or 'unknown commit'} in {ROOT}")
        parser.exit(0)


def add_build_options(p: argparse.ArgumentParser) -> None:
    from .standards import DEFAULT_STANDARD, STANDARDS
    p.add_argument("--std", choices=STANDARDS,
                   help=f"C++ standard (default: the problem's `std`, else {DEFAULT_STANDARD}); "
                        f"ONLINE_JUDGE is defined, as on Codeforces and AtCoder")
    p.add_argument("--debug", action="store_true",
                   help="debug build: -DLOCAL -g -D_GLIBCXX_DEBUG, AddressSanitizer and UBSan; "
                        "memory is then judged by peak RSS (ASan needs the address space)")
    p.add_argument("--pypy", action="store_true",
                   help="run a .py solution under pypy3 instead of python3")


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: a subcommand's default must not undo `python3 -m judge --traceback run ...`.
    common.add_argument("--traceback", action="store_true", default=argparse.SUPPRESS,
                        help="show the traceback of a bug in the judge itself")
    parser = Parser(prog="gk", parents=[common],
                    description="Grundy Kit's local judge (docs/judge.md). `gk` and "
                                "`python3 -m judge` are the same command.",
                    epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="which kit this gk runs: its folder and commit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    kw = dict(parents=[common], epilog=EXIT_CODES,
              formatter_class=argparse.RawDescriptionHelpFormatter)

    p = sub.add_parser(
        "run", help="judge a solution on a problem's tests, or on any tests", **kw,
        description="Build the solution (C++ is bundled and compiled as submitted; .py runs under "
                    "python3) and judge it on every test. The problem is an id of the kit "
                    "(`gk list`), a folder with a problem.toml, a Kattis, Polygon or Library "
                    "Checker package folder (limits, checker, interactor, tests and groups read "
                    "from it), the current folder when it is one of these, or none at all: then "
                    "--tests DIR with --tl, --ml, --checker.")
    p.add_argument("problem", nargs="?",
                   help="problem id (snim), its folder (problems/snim), any folder with a "
                        "problem.toml, or a Kattis, Polygon or Library Checker package folder "
                        "(default: the current folder if it is one of these)")
    p.add_argument("--all", action="store_true", help="every problem of the kit, one line each")
    p.add_argument("--solution", type=Path,
                   help="the file to judge: .cpp (.cc, .cxx) or .py (default: the problem's "
                        "reference solution.cpp, else a.cpp or a.py of the current folder, as "
                        "`gk listen` writes them)")
    p.add_argument("--tests", type=Path,
                   help="tests instead of the problem's: a directory (NAME.in with NAME.out or "
                        "NAME.ans, Kattis data/sample + data/secret, Polygon 01 + 01.a, Library "
                        "Checker in/ + out/), one input file (its answer beside it, if any), or - "
                        "(an input typed or piped on stdin); an input without an answer is run "
                        "and its output shown. Without a problem: tests/ or test/ if there")
    p.add_argument("--tl", type=positive, metavar="MS",
                   help="time limit in ms (default: the problem's; without a problem 2000)")
    p.add_argument("--ml", type=positive, metavar="MIB",
                   help="memory limit in MiB (default: the problem's; without a problem 256)")
    p.add_argument("--stack", type=positive, metavar="MIB",
                   help="stack limit in MiB, each thread's stack too (default: the problem's "
                        "stack_limit_mib, else the memory limit, as Kattis has it)")
    p.add_argument("--checker", metavar="KIND",
                   help="tokens (default), tokens-nocase, lines, float:EPS (absolute or relative "
                        "error EPS), or PATH.cpp: a testlib-style checker (testlib.h is looked "
                        "for beside it, above it, in --include folders); with --interactor it "
                        "judges the interactor's output file, as Polygon does")
    p.add_argument("--interactor", type=Path, metavar="PATH.cpp",
                   help="an interactive problem's interactor (testlib style: `interactor INPUT "
                        "OUTPUT`, talks to the solution on stdin/stdout)")
    p.add_argument("--test", dest="test_glob", metavar="GLOB", action="append",
                   help="only the tests whose name matches GLOB (e.g. 'sample-*', 'max-1'); "
                        "give it again for more")
    p.add_argument("--fail-fast", action="store_true",
                   help="stop at the first test that is not accepted (the tests then run one "
                        "at a time: an endless loop costs one time limit)")
    p.add_argument("--diff", action="store_true",
                   help="show the whole expected/got diff of each failing test")
    p.add_argument("--stderr", action="store_true",
                   help="show the solution's stderr (its tail) for accepted tests too; failed "
                        "tests and inputs without an answer always show it")
    p.add_argument("--include", type=Path, action="append", metavar="DIR",
                   help="a folder with the testlib.h a checker or interactor includes (again "
                        "for more; also `include = [...]` in ~/.config/gk/config.toml)")
    add_build_options(p)
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument("-j", "--jobs", type=positive, help="tests in parallel (default: the cores)")
    sub.add_parser(
        "watch", parents=[p], conflict_handler="resolve", epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        help="gk run, again whenever the solution or the tests are saved",
        description="Judge as `gk run` does (the same arguments), then again each time the "
                    "solution, a file it includes, problem.toml or a test is saved; a compile "
                    "error is shown and watching goes on. Stop with Ctrl-C.")

    p = sub.add_parser(
        "verify", help="run every submission of a package against its expected verdict", **kw,
        description="Judge every submission of a problem package and compare with the verdict "
                    "it is meant to get: Kattis submissions/accepted, wrong_answer, "
                    "time_limit_exceeded, run_time_error; Polygon's solutions by their tags in "
                    "problem.xml (main, accepted, wrong-answer, time-limit-exceeded, ...); a "
                    "Library Checker folder's sol/. The verdict is the first failing test's, as "
                    "those judges give it. Prints a table; exit 1 when one does not match.")
    p.add_argument("problem", nargs="?",
                   help="the package folder (default: the current folder)")
    p.add_argument("--include", type=Path, action="append", metavar="DIR",
                   help="a folder with the testlib.h the checker or interactor includes")
    p.add_argument("--tl", type=positive, metavar="MS",
                   help="time limit in ms instead of the package's (a Kattis package that "
                        "states none has it derived from its accepted submissions)")
    add_build_options(p)
    p.add_argument("-j", "--jobs", type=positive, help="tests in parallel (default: the cores)")

    sub.add_parser("list", help="the problems with title, source and limits", **kw,
                   description="List the kit's problems: id, title, origin, limits (marked "
                               "'assumed' when not confirmed), checker, source.")

    p = sub.add_parser("bundle", help="print one self-contained submission file", **kw,
                       description="Print FILE with every kit include (\"snippets/...\" or "
                                   "<snippets/...>) pasted in once: the file to submit. This is "
                                   "exactly the text the judge compiles.")
    p.add_argument("file", type=Path, help="the solution to bundle (.cpp)")

    p = sub.add_parser(
        "stress", help="random tests: a solution against the reference (and brute.py)", **kw,
        description="Run GEN SEED+i SIZE for i = 0..COUNT-1 and compare the solution with the "
                    "reference solution on each input, and with the brute force on the sizes it "
                    "is fast on ([stress].brute_sizes, default tiny; every size when given with "
                    "--brute or when there is no reference). GEN, the brute force and the "
                    "validator are the problem folder's gen.py, brute.py, validator.py unless "
                    "given; the validator is optional. Works in any folder: a problem's, a "
                    "Competitive Companion folder (gk listen), or none (then the default "
                    "limits). A test-count-first input is cut down to the case that fails. The "
                    "first difference is shrunk, saved and printed with the command that "
                    "re-judges it.")
    p.add_argument("problem", nargs="?", help="problem id, or a folder with a problem.toml "
                   "(default: the current folder, if it has one)")
    p.add_argument("--gen", type=Path, metavar="FILE",
                   help="the generator (.py or .cpp), called as `FILE SEED SIZE`; default gen.py")
    p.add_argument("--brute", type=Path, metavar="FILE",
                   help="a slow, surely right solution (.py or .cpp); default brute.py")
    p.add_argument("--validator", type=Path, metavar="FILE",
                   help="exits non-zero on an invalid input (judge/strict_input.py helps); "
                        "default validator.py, else every input counts as valid")
    p.add_argument("--solution", type=Path, required=True, help="the file to test (.cpp or .py)")
    p.add_argument("--count", type=positive,
                   help="number of random inputs (default: [stress].count, usually 200)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--size", help=SIZES_HELP + " (default: [stress].size)")
    add_build_options(p)
    p.add_argument("-j", "--jobs", type=positive, help="cases in parallel (default: the cores)")

    p = sub.add_parser("gen", help="make the [[generated]] tests and print their SHA-256", **kw,
                       description="Make each [[generated]] test's input with gen.py, print its "
                                   "name, SHA-256, size and whether it matches its pin.")
    p.add_argument("problem", nargs="?", help="problem id, or a folder with a problem.toml "
                   "(default: the current folder)")
    p.add_argument("--pin", action="store_true", help="write the hashes into problem.toml")

    p = sub.add_parser("validate", help="run validator.py on every test input", **kw,
                       description="Run validator.py on every input (files and generated); "
                                   "name each rejected one with the validator's message.")
    p.add_argument("problem", nargs="?", help="problem id, or a folder with a problem.toml "
                   "(default: the current folder)")

    p = sub.add_parser("new", help="scaffold a problem folder of the standard shape", **kw,
                       description="Create ID/ with every file of the standard shape (a small "
                                   "working Nim problem to edit): in the kit's problems/ when run "
                                   "inside the kit (or with JUDGE_PROBLEMS set), else in the "
                                   "current folder.")
    p.add_argument("problem", help="the new problem's id: lowercase letters, digits, dashes")

    p = sub.add_parser("play", help="play an interactive problem against its jury", **kw,
                       description="Play the solution's side of an interactive problem (the "
                                   "duels) in the terminal: the position is drawn after every "
                                   "move, an illegal move is explained and asked again.")
    p.add_argument("problem", help="problem id of an interactive problem")
    p.add_argument("--seed", help="play gen.py's game of this seed (default: a random seed)")
    p.add_argument("--test", help="play the position of one of the problem's tests, by name")

    # `gk explore` is the explorer's own package (explore/, its own --help); tools/gk and main()
    # below hand it over without importing it. Listed here so that `gk --help` names it.
    sub.add_parser("explore", help="values of a game you describe, their pattern, a picture, "
                                   "code (gk explore --help)", add_help=False,
                   description="The explorer (explore/, docs/explore.md): gk explore --help "
                               "lists its options and exit statuses.")

    from .ports import DEFAULT_PORT, EXTENSION_PORTS
    p = sub.add_parser(
        "listen", help="receive problems from the Competitive Companion browser extension", **kw,
        description="Listen on 127.0.0.1 for the problems Competitive Companion sends (click its "
                    "icon on a problem page) and write one folder per problem: problem.toml with "
                    "the limits and source, tests/sample-N.in/.out, and a solution to start from. "
                    "Then `gk run --solution a.cpp` in that folder judges it. Stop with Ctrl-C.")
    p.add_argument("--port", type=port_number, default=DEFAULT_PORT,
                   help=f"the port (default {DEFAULT_PORT}; the extension sends to "
                        f"{', '.join(map(str, EXTENSION_PORTS))} and to its custom ports)")
    p.add_argument("--dir", type=Path, default=Path("."),
                   help="where the problem folders go (default: the current folder)")
    p.add_argument("--count", type=positive,
                   help="stop after this many problems (default: run until Ctrl-C)")
    for command in sub.choices.values():  # raw formatting keeps the epilog's table: wrap by hand
        command.description = textwrap.fill(command.description or "", 78)
    return parser


def _explorer(argv: list[str]) -> int:
    """`python3 -m judge explore ...`: runs the explorer's package (`python3 -m explore`) in a
    process of its own; the judge does not import it."""
    import subprocess
    from .paths import ROOT
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    try:
        return subprocess.run([sys.executable, "-P", "-m", "explore", *argv], env=env).returncode
    except KeyboardInterrupt:
        return 130


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    first = next((i for i, a in enumerate(argv) if a != "--traceback"), len(argv))
    if argv[first:first + 1] == ["explore"]:  # the --traceback before it goes along
        return _explorer(argv[first + 1:] + argv[:first])
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.command:
        parser.print_help()
        return EXIT_USAGE
    if args.command in ("run", "watch", "stress"):
        from .warm import start  # the first test's cgroup move, warmed while Python starts
        start()
    if not isinstance(sys.stdout, _StdoutReaderMayLeave):
        sys.stdout = _StdoutReaderMayLeave(sys.stdout)
    try:
        if args.command == "watch":  # judge/watch.py runs judge/commands.py's cmd_run
            from .watch import watch
            return watch(args)
        from . import commands
        return getattr(commands, "cmd_" + args.command)(args)
    except errors.CompileError as error:
        print(f"judge: CE: {error.source} does not compile:\n{error.message}", file=sys.stderr)
        return EXIT_CE
    except (UserError, errors.JudgeFailure) as error:
        print(f"judge: {'JE: ' if isinstance(error, errors.JudgeFailure) else ''}{error}",
              file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("judge: interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # a bug: one line unless --traceback
        if getattr(args, "traceback", False):
            import traceback
            traceback.print_exc()
        else:
            print(f"judge: internal error: {type(error).__name__}: {error} "
                  f"(run again with --traceback to see it)", file=sys.stderr)
        return EXIT_INTERNAL
