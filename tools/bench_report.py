#!/usr/bin/env python3
"""Run every Google Benchmark program in a directory and print kit/naive pairs.

A measured kit function is named ``BM_<group>__kit`` and its baseline
``BM_<group>__naive`` (or ``BM_<group>__naive_<label>`` when one kit function
has several baselines), registered with the same arguments. For every pair the
table shows both times and the ratio naive/kit: above 1 means the kit is faster.

Timed harnesses written in Python (tests/bench/*_bench.py, e.g. the explorer's solve of a
Python game file against a plain memo) speak the same flags and the same JSON and are run after
the programs, unless --no-python.

Usage: tools/bench_report.py build-bench/bench [--filter REGEX] [--repetitions N]
                             [--real-time] [--no-python]
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

NAME = re.compile(r"^BM_(?P<group>\w+?)__(?P<side>kit|naive(?:_\w+)?)$")
# Arguments Google Benchmark appends to a name that are settings, not inputs.
SETTING = re.compile(
    r"^(iterations|repeats|min_time|min_warmup_time|real_time|process_time|"
    r"manual_time|threads)(:.*)?$")
TO_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
HARNESSES = Path(__file__).resolve().parents[1] / "tests" / "bench"


@dataclass(frozen=True)
class Row:
    group: str
    side: str  # "kit", "naive" or "naive_<label>"
    args: str
    ns: float
    per_item_ns: float | None = None  # from a "per_pos"-style counter


def parse_name(name: str) -> tuple[str, str, str] | None:
    """'BM_mex__naive_set/64/iterations:1' -> ('mex', 'naive_set', '64')."""
    base, *parts = name.split("/")
    match = NAME.match(base)
    if not match:
        return None
    args = "/".join(p for p in parts if not SETTING.match(p))
    return match["group"], match["side"], args


def rows_from_json(data: dict, real_time: bool) -> list[Row]:
    """One row per benchmark: its median when repetitions were run, else its only run."""
    benches = data.get("benchmarks", [])
    medians = [b for b in benches if b.get("aggregate_name") == "median"]
    rows = []
    for bench in medians or benches:
        if not medians and bench.get("run_type", "iteration") != "iteration":
            continue
        if "error_occurred" in bench:
            continue
        parsed = parse_name(bench.get("run_name", bench["name"]))
        if parsed is None:
            continue
        time = bench["real_time" if real_time else "cpu_time"]
        per = [v for k, v in bench.items()
               if k.startswith("per_") and k != "per_family_instance_index"]
        rows.append(Row(*parsed, ns=time * TO_NS[bench.get("time_unit", "ns")],
                        per_item_ns=per[0] * 1e9 if per else None))
    return rows


def three_digits(x: float) -> str:
    """3 significant digits without an exponent: 4.47, 44.9, 1770."""
    if x <= 0:
        return "0"
    decimals = max(0, 2 - math.floor(math.log10(x)))
    return f"{round(x, decimals):.{decimals}f}"


def human(ns: float) -> str:
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if ns >= scale * 0.9995:
            return f"{three_digits(ns / scale)} {unit}"
    return f"{three_digits(ns)} ns"


def table(rows: list[Row]) -> tuple[list[str], list[str]]:
    """Lines of the kit/naive table, and warnings about unpaired rows."""
    kit = {(r.group, r.args): r for r in rows if r.side == "kit"}
    naive = [r for r in rows if r.side != "kit"]
    paired_kits = set()
    lines = [f"{'benchmark':<34} {'args':<10} {'kit':>10} {'naive':>10} {'naive/kit':>10}"]
    warnings = []
    for r in naive:
        k = kit.get((r.group, r.args))
        label = r.group + ("" if r.side == "naive" else f" vs {r.side[6:]}")
        if k is None:
            warnings.append(f"no BM_{r.group}__kit/{r.args} for BM_{r.group}__{r.side}")
            continue
        paired_kits.add((r.group, r.args))
        line = (f"{label:<34} {r.args or '-':<10} {human(k.ns):>10} "
                f"{human(r.ns):>10} {r.ns / k.ns:>9.1f}x")
        if k.per_item_ns is not None and r.per_item_ns is not None:
            line += (f"   per item: {three_digits(k.per_item_ns)} ns"
                     f" vs {three_digits(r.per_item_ns)} ns")
        lines.append(line)
    for key in kit.keys() - paired_kits:
        warnings.append(f"no naive baseline for BM_{key[0]}__kit/{key[1]}")
    return lines, warnings


def run(binary: Path, pattern: str | None, repetitions: int) -> dict:
    # a Python harness runs under this interpreter (it needs no executable bit)
    cmd = [sys.executable] if binary.suffix == ".py" else []
    cmd += [str(binary), "--benchmark_format=json"]
    if pattern:
        cmd.append(f"--benchmark_filter={pattern}")
    if repetitions > 1:
        cmd += [f"--benchmark_repetitions={repetitions}",
                "--benchmark_report_aggregates_only=true"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode == 0 and "Failed to match any benchmarks" in done.stderr:
        return {"benchmarks": []}  # the filter leaves nothing in this program
    if done.returncode != 0 or not done.stdout.strip():
        raise RuntimeError(f"{binary.name} exited with {done.returncode}, "
                           f"no results: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run benchmarks and print naive/kit ratios.")
    parser.add_argument("directory", type=Path, help="directory with the benchmark programs")
    parser.add_argument("--filter", help="only benchmarks matching this regex")
    parser.add_argument("--repetitions", type=int, default=1,
                        help="run each benchmark N times and compare medians")
    parser.add_argument("--real-time", action="store_true",
                        help="compare wall-clock time instead of CPU time")
    parser.add_argument("--no-python", action="store_true",
                        help="skip the Python harnesses of tests/bench/*_bench.py")
    args = parser.parse_args(argv)
    if not args.directory.is_dir():
        print(f"bench_report: {args.directory} is not a directory", file=sys.stderr)
        return 2
    binaries = sorted(p for p in args.directory.iterdir()
                      if p.is_file() and os.access(p, os.X_OK))
    if not binaries:
        print(f"bench_report: no benchmark programs in {args.directory}", file=sys.stderr)
        return 2
    if not args.no_python:
        binaries += sorted(HARNESSES.glob("*_bench.py"))
    failed = False
    for binary in binaries:
        print(f"== {binary.name}", flush=True)
        try:
            rows = rows_from_json(run(binary, args.filter, args.repetitions),
                                  args.real_time)
        except (RuntimeError, json.JSONDecodeError) as err:
            print(f"bench_report: {err}", file=sys.stderr)
            failed = True
            continue
        lines, warnings = table(rows)
        print("\n".join(lines) if len(lines) > 1 else "(no kit/naive pairs)")
        for w in warnings:
            print(f"warning: {w}", file=sys.stderr)
    kind = "wall-clock" if args.real_time else "CPU"
    median = f", median of {args.repetitions} runs" if args.repetitions > 1 else ""
    print(f"(times are {kind} time per iteration{median})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
