"""Errors the command line turns into one line and an exit status (see judge/cli.py)."""
from __future__ import annotations

# Exit statuses of `python3 -m judge`, documented in --help and docs/judge.md.
EXIT_OK = 0          # every test accepted / stress found no difference / inputs valid
EXIT_REJECTED = 1    # some test not accepted, a stress difference, an invalid input
EXIT_USAGE = 2       # bad command line or bad input: unknown problem, missing file, bad metadata
EXIT_CE = 3          # the solution (or the checker, or the reference) does not compile
EXIT_JE = 4          # judge error: a checker failed, a generated test does not match its pin
EXIT_INTERNAL = 5    # a bug in the judge itself (run again with --traceback to see it)


class UserError(Exception):
    """Something the user can fix: printed as one line, exit EXIT_USAGE."""

    exit_code = EXIT_USAGE


class JudgeFailure(Exception):
    """The judge could not judge (checker failure, pinned hash mismatch): exit EXIT_JE."""

    exit_code = EXIT_JE


class CompileError(Exception):
    """g++ rejected a source file; `message` is the compiler's output."""

    exit_code = EXIT_CE

    def __init__(self, source: str, message: str) -> None:
        super().__init__(f"{source} does not compile")
        self.source = source
        self.message = message
