"""Shrinking a failing stress input (judge/stress.py): the smallest input that still fails.

`failing(candidate)` is the oracle: the candidate's failing outcome, or None when it is not a
valid input or does not fail. Two passes:
- a test-count-first input ("t, then t cases") is first cut down to its cases: each case alone
  (with t = 1), in order, and the first that fails is kept; when none fails alone (state kept
  from one case to the next), cases are removed in halving runs while the input still fails;
- then lines, tokens and numbers are removed or lowered (`candidates`), repeatedly.
"""
from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

SMALL_NUMBER = 16
MAX_SPLIT_LINES = 2000   # a longer input is not split by trying case ends with the validator


def first_failure(pool: ThreadPoolExecutor, failing, batch: list[bytes]):
    """The first candidate of the batch (in order) that fails, with its outcome, or None."""
    for candidate, result in zip(batch, pool.map(failing, batch)):
        if result is not None:
            return candidate, result
    return None


def join_cases(cases: list[list[bytes]]) -> bytes:
    """A test-count-first input of these cases (each a list of lines)."""
    lines = [line for case in cases for line in case]
    return b"\n".join([str(len(cases)).encode(), *lines]) + b"\n"


def split_cases(data: bytes, valid_alone: Callable[[bytes], bool] | None) -> list | None:
    """The cases of a test-count-first input, each as its lines, or None when it is not one.

    The first line is a count t >= 2 and the other lines are cut into t consecutive cases:
    evenly when they divide (each case then the same number of lines), else, with a validator,
    each case ends at the first line where it is a valid input alone (t = 1). With a validator
    every case must be valid alone, so a single count of items ("n, then n numbers") is split
    only when each piece is itself a valid input, which is then a smaller input all the same."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if not lines or not re.fullmatch(rb"\s*\d+\s*", lines[0]):
        return None
    count, rest = int(lines[0]), lines[1:]
    if count < 2 or len(rest) < count:
        return None
    if len(rest) % count == 0:
        step = len(rest) // count
        cases = [rest[i:i + step] for i in range(0, len(rest), step)]
        if valid_alone is None or all(valid_alone(join_cases([case])) for case in cases):
            return cases
    if valid_alone is None or len(rest) > MAX_SPLIT_LINES:
        return None
    cases, start = [], 0
    for _ in range(count - 1):
        end = start + 1
        while end <= len(rest) and not valid_alone(join_cases([rest[start:end]])):
            end += 1
        if end > len(rest):
            return None
        cases.append(rest[start:end])
        start = end
    last = rest[start:]
    if not last or not valid_alone(join_cases([last])):
        return None
    return cases + [last]


def isolate_cases(failing, cases: list, outcome, pool: ThreadPoolExecutor, jobs: int,
                  deadline: float) -> tuple[list[int], bytes, object]:
    """The fewest cases (their indices from 0) that still fail together, their input and its
    outcome: a single case when one fails alone, the first such in order."""
    def attempt(trials: list[list[int]]):
        inputs = [join_cases([cases[i] for i in trial]) for trial in trials]
        found = first_failure(pool, failing, inputs)
        return None if found is None else (trials[inputs.index(found[0])], *found)

    singles = [[i] for i in range(len(cases))]
    for start in range(0, len(singles), 2 * jobs):
        if time.monotonic() > deadline:
            break
        found = attempt(singles[start:start + 2 * jobs])
        if found:
            return found
    kept, data = list(range(len(cases))), join_cases(cases)
    run = len(kept) // 2
    while run >= 1 and time.monotonic() < deadline:
        found = attempt([trial for s in range(0, len(kept), run)
                         if (trial := kept[:s] + kept[s + run:])])
        if found:
            kept, data, outcome = found
            run = min(run, len(kept) // 2)
        else:
            run //= 2
    return kept, data, outcome


def candidates(data: bytes):
    """Smaller inputs of the same shape: fewer lines, fewer tokens (each optionally with one
    earlier number lowered by one, as a count would be), smaller numbers."""
    text = data.decode("ascii", "replace")
    trailing = text.endswith("\n")
    lines = [line.split(" ") for line in text.split("\n")]
    if trailing:
        lines.pop()

    def render(rows) -> bytes:
        return ("\n".join(" ".join(r) for r in rows) + ("\n" if trailing else "")).encode()

    yield from _fewer_pieces(lines, render)
    for j, row in enumerate(lines):
        for t, tok in enumerate(row):
            if not re.fullmatch(r"-?\d+", tok):
                continue
            v = int(tok)
            # A small number is tried at every smaller value, smallest first, so that a
            # one-number input (a game's position) shrinks to the smallest failing one.
            values = list(range(v)) if 0 < v <= SMALL_NUMBER else \
                [0, 1 if v > 1 else 0, v // 2, v - 1 if v > 0 else v + 1]
            for smaller in dict.fromkeys(values):
                if abs(smaller) < abs(v):
                    rows = [list(x) for x in lines]
                    rows[j][t] = str(smaller)
                    yield render(rows)


def _fewer_pieces(lines: list[list[str]], render):
    """The candidates with lines or tokens removed (see candidates)."""
    def numbers_before(row_limit: int, col_limit: int | None = None):
        for r in range(row_limit + 1):
            for c, tok in enumerate(lines[r]):
                if r == row_limit and (col_limit is None or c >= col_limit):
                    break
                if re.fullmatch(r"-?\d+", tok) and int(tok) >= 1:
                    yield r, c

    def lowered(rows, r, c):
        rows = [list(x) for x in rows]
        rows[r][c] = str(int(rows[r][c]) - 1)
        return rows

    def counts_in_head(row_limit: int):
        # The numbers of the first line (before row_limit): where a count of lines or tokens
        # usually is; looking further would make each candidate cost the whole input.
        for c, tok in enumerate(lines[0] if lines and row_limit >= 0 else []):
            if re.fullmatch(r"\d+", tok) and int(tok) >= 1:
                yield 0, c

    # A big input first loses big pieces (delta debugging): runs of lines, then runs of tokens
    # of a long line, halving in length, each also with a count of the first line lowered by
    # the run's length. A SIZE=max input then shrinks in a few dozen steps, not one per line.
    size = (len(lines) - 1) // 2
    while size >= 2:
        for start in range(1, len(lines) - size + 1, size):
            rest = lines[:start] + lines[start + size:]
            yield render(rest)
            for r, c in counts_in_head(start - 1):
                if int(rest[r][c]) >= size:
                    rows = [list(x) for x in rest]
                    rows[r][c] = str(int(rows[r][c]) - size)
                    yield render(rows)
        size //= 2
    for j, row in enumerate(lines):
        size = len(row) // 2
        while size >= 2:
            for start in range(0, len(row) - size + 1, size):
                rest = [list(x) for x in lines]
                del rest[j][start:start + size]
                yield render(rest)
                for r, c in counts_in_head(j - 1 if j else -1):
                    if int(rest[r][c]) >= size:
                        rows = [list(x) for x in rest]
                        rows[r][c] = str(int(rows[r][c]) - size)
                        yield render(rows)
            size //= 2
    for j in range(len(lines) - 1, 0, -1):
        rest = lines[:j] + lines[j + 1:]
        yield render(rest)
        for r, c in numbers_before(j - 1):
            yield render(lowered(rest, r, c))
    for j in range(len(lines) - 1, -1, -1):
        for t in range(len(lines[j]) - 1, -1, -1):
            if len(lines[j]) < 2:
                continue
            rest = [list(x) for x in lines]
            del rest[j][t]
            yield render(rest)
            for r, c in numbers_before(j, t):
                yield render(lowered(rest, r, c))


def shrink(failing, data: bytes, outcome, pool: ThreadPoolExecutor, jobs: int, deadline: float,
           progress=None) -> tuple[bytes, object, int]:
    """Smaller failing inputs from `candidates`, batch by batch, until none fails or the
    deadline; returns the smallest input, its outcome and the number of steps taken."""
    steps = 0
    improved = True
    while improved and time.monotonic() < deadline:
        improved = False
        batch: list[bytes] = []
        seen = set()
        for candidate in candidates(data):
            if candidate in seen or candidate == data:
                continue
            seen.add(candidate)
            batch.append(candidate)
            if len(batch) < 2 * jobs:
                continue
            found = first_failure(pool, failing, batch)
            batch = []
            if found:
                data, outcome = found
                steps += 1
                improved = True
                if progress:
                    progress.say(f"shrinking the failing input: {len(data)} bytes after "
                                 f"{steps} steps")
                break
            if time.monotonic() > deadline:
                break
        if not improved and batch and time.monotonic() < deadline:
            found = first_failure(pool, failing, batch)
            if found:
                data, outcome = found
                steps += 1
                improved = True
    return data, outcome, steps
