"""The command line: `python3 -m judge run|list|bundle|stress|gen|validate|new`."""
from __future__ import annotations

import argparse
import sys
import traceback
from pathlib import Path

from . import errors
from .errors import EXIT_CE, EXIT_INTERNAL, EXIT_JE, EXIT_OK, EXIT_REJECTED, EXIT_USAGE, UserError

EXIT_CODES = f"""exit status:
  {EXIT_OK}  every test accepted (stress: no difference; validate: every input valid)
  {EXIT_REJECTED}  a test was not accepted (stress: a difference; validate: an invalid input)
  {EXIT_USAGE}  bad command line or input: unknown problem, missing file, bad metadata
  {EXIT_CE}  compile error (CE)
  {EXIT_JE}  judge error (JE): a checker failed, a generated test does not match its pin
  {EXIT_INTERNAL}  a bug in the judge (run again with --debug to see the traceback)"""


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2, like every other bad input
        self.exit(EXIT_USAGE, f"{self.prog}: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: a subcommand's default must not undo `python3 -m judge --debug run ...`.
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="show tracebacks of judge bugs")
    parser = Parser(prog="python3 -m judge", parents=[common],
                    description="Grundy Kit's local judge (docs/judge.md).", epilog=EXIT_CODES,
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    kw = dict(parents=[common], epilog=EXIT_CODES,
              formatter_class=argparse.RawDescriptionHelpFormatter)

    p = sub.add_parser("run", help="judge a solution on a problem's tests", **kw,
                       description="Compile the bundled solution and judge it on every test.")
    p.add_argument("problem", nargs="?", help="problem id (see `list`)")
    p.add_argument("--all", action="store_true", help="every problem, one line each")
    p.add_argument("--solution", type=Path, help="a .cpp file (default: the reference solution)")
    p.add_argument("--tests", type=Path,
                   help="a directory of NAME.in / NAME.out (or .ans) pairs instead of the problem's")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument("-j", "--jobs", type=int, help="tests in parallel (default: the cores)")

    sub.add_parser("list", help="the problems with title, source and limits", **kw)

    p = sub.add_parser("bundle", help="print one self-contained submission file", **kw)
    p.add_argument("file", type=Path)

    p = sub.add_parser("stress", help="random tests: a solution against the reference and brute.py",
                       **kw)
    p.add_argument("problem")
    p.add_argument("--solution", type=Path, required=True)
    p.add_argument("--count", type=int, help="number of random inputs (default: [stress].count)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--size", help="the SIZE given to gen.py (default: [stress].size)")
    p.add_argument("-j", "--jobs", type=int, help="cases in parallel (default: the cores)")

    p = sub.add_parser("gen", help="make the [[generated]] tests and print their SHA-256", **kw)
    p.add_argument("problem")
    p.add_argument("--pin", action="store_true", help="write the hashes into problem.toml")

    p = sub.add_parser("validate", help="run validator.py on every test input", **kw)
    p.add_argument("problem")

    p = sub.add_parser("new", help="scaffold a problem folder of the standard shape", **kw)
    p.add_argument("problem")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.command:
        parser.print_help()
        return EXIT_USAGE
    try:
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
    except BrokenPipeError:
        return EXIT_OK
    except Exception as error:  # a bug: one line unless --debug
        if getattr(args, "debug", False):
            traceback.print_exc()
        else:
            print(f"judge: internal error: {type(error).__name__}: {error} "
                  f"(run again with --debug for the traceback)", file=sys.stderr)
        return EXIT_INTERNAL
