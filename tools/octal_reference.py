#!/usr/bin/env python3
"""Check the published octal periods of docs/octal_reference.tsv with the table tool.

Each row's period and preperiod must be what `table` proves (Guy-Smith) from its own values.
A row whose `differs` column names another preperiod is a known disagreement with the
published figure: the tool must prove that one instead, and the report says so.

Usage: tools/octal_reference.py --table build/tools/table [--max-values N]
Rows needing more than N values (default 10^6) are listed as not checked, with the count.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT / "docs" / "octal_reference.tsv"


@dataclass(frozen=True)
class Row:
    code: str
    period: int
    preperiod: int
    source: str
    differs: int | None  # the preperiod the kit proves, where it is not the published one

    def values_needed(self) -> int:
        """Values the Guy-Smith check needs: 2 n1 + 2 p + k, n1 = max(preperiod, 1)."""
        k = len(self.code) - 2
        return 2 * max(self.expected_preperiod(), 1) + 2 * self.period + k

    def expected_preperiod(self) -> int:
        return self.differs if self.differs is not None else self.preperiod


def read_rows(path: Path = REFERENCE) -> list[Row]:
    rows = []
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    header = lines[0].split("\t")
    assert header == ["code", "period", "preperiod", "source", "differs"], header
    for line in lines[1:]:
        code, period, pre, source, differs = line.split("\t")
        rows.append(Row(code, int(period), int(pre), source, int(differs) if differs else None))
    return rows


def check(row: Row, table: Path) -> tuple[bool, str]:
    """Runs the table tool on the row's game; (passed, one-line report)."""
    # The prover checks at sizes growing by 1.25x: this limit always reaches a check past the need.
    limit = max(1000, row.values_needed() * 5 // 4 + 256)
    start = time.monotonic()
    run = subprocess.run([str(table), "--n", "1", "--limit", str(limit), "--", "octal", row.code],
                         capture_output=True, text=True)
    seconds = time.monotonic() - start
    last = run.stdout.splitlines()[-1] if run.stdout else run.stderr.strip()
    want = f"period {row.period} preperiod {row.expected_preperiod()}"
    passed = run.returncode == 0 and last == want
    note = f" (published preperiod {row.preperiod}; see docs/snippets/octal.md)" if row.differs else ""
    verdict = "ok" if passed else f"FAILED: got '{last}', want '{want}'"
    return passed, f"{row.code:10} {verdict}{note}  [{seconds:.2f} s; {row.source}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", type=Path, required=True, help="the built table tool")
    parser.add_argument("--max-values", type=int, default=10**6,
                        help="skip rows whose check needs more values than this (default 10^6)")
    args = parser.parse_args()
    if not args.table.is_file():
        print(f"octal_reference: {args.table} does not exist; build it with make {args.table}", file=sys.stderr)
        return 2
    failed = checked = 0
    for row in read_rows():
        if row.values_needed() > args.max_values:
            print(f"{row.code:10} not checked: needs {row.values_needed():,} values (--max-values {args.max_values:,})"
                  f"  [{row.source}]")
            continue
        passed, line = check(row, args.table)
        checked += 1
        failed += not passed
        print(line)
    print(f"{checked - failed} of {checked} checked rows agree with the published periods")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
