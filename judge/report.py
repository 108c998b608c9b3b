"""Reports: the table of tests, failure details, the summary, and the JSON document."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from .judging import SANITIZER_MARKERS, Report, TestResult

COLOURS = {"AC": "32", "OK": "36", "WA": "31", "PE": "31", "PC": "31", "RE": "31", "TLE": "33",
           "MLE": "33", "OLE": "33", "CE": "35", "JE": "35"}


def use_colour(stream=sys.stdout) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def paint(verdict: str, text: str, colour: bool) -> str:
    if not colour:
        return text
    return f"\033[1;{COLOURS.get(verdict, '0')}m{text}\033[0m"


SANITIZER_REPORT_LINES = 40  # the error, its stack and the allocation's: the legend may go


def mib(kib: int) -> str:
    return f"{kib / 1024:.1f} MiB"


def percent(result: TestResult, time_limit_ms: int) -> int:
    return round(100 * result.time_ms / time_limit_ms)


def row(result: TestResult, time_limit_ms: int, width: int, colour: bool) -> str:
    verdict = paint(result.verdict, f"{result.verdict:<4}", colour)
    line = (f"  {result.name:<{width}}  {verdict} {result.time_ms:>6} ms  {mib(result.memory_kib):>10}"
            f"  {percent(result, time_limit_ms):>4}%")
    if result.rerun:
        line += "  (judged again)"
    return line


def details(result: TestResult) -> list[str]:
    if result.verdict == "AC":  # its stderr, when asked for with --stderr
        return stderr_lines(result)
    lines = []
    interactive = bool(result.transcript or result.interactor_message)
    if result.detail and not interactive:
        lines.append(f"      {result.detail}")
    if interactive:
        lines += dialogue(result)
    if result.output_head:
        if result.verdict != "OK":  # an answerless test's detail already says "the output:"
            lines.append("      output (head):")
        lines += [f"        {line}" for line in result.output_head.splitlines()]
    if result.expected or result.got:
        lines.append(f"      expected: {result.expected}")
        lines.append(f"      got:      {result.got}")
    if result.diff:
        lines.append("      diff (expected -> got):")
        lines += [f"        {line}" for line in result.diff.splitlines()]
    if result.input_file:
        lines.append(f"      input file: {result.input_file}")
        lines.append(f"      remake it:  {result.remake}")
    if result.input_head:
        lines.append("      input:")
        lines += [f"        {line}" for line in result.input_head.splitlines()]
    return lines + stderr_lines(result)


def stderr_lines(result: TestResult) -> list[str]:
    lines = []
    if result.stderr_tail.strip():
        shown = result.stderr_tail.strip().splitlines()
        if any(marker.decode() in result.stderr_tail for marker in SANITIZER_MARKERS):
            lines.append("      stderr (the debug build's report):")
            lines += [f"        {line}" for line in shown[:SANITIZER_REPORT_LINES]]
            if len(shown) > SANITIZER_REPORT_LINES:
                lines.append(f"        ... ({len(shown) - SANITIZER_REPORT_LINES} more lines)")
        else:
            lines.append("      stderr (tail):")
            lines += [f"        {line}" for line in shown[-8:]]
    return lines


def dialogue(result: TestResult) -> list[str]:
    """An interactive test's last lines of dialogue, each marked with its sender, then how it
    ended and what the interactor said (its stderr line, the head of its output file)."""
    lines = []
    if result.transcript:
        shown = len(result.transcript)
        before = (f"the last {shown} of {shown + result.transcript_skipped} lines"
                  if result.transcript_skipped else
                  f"all {shown} lines" if shown > 1 else "its only line")
        lines.append(f"      dialogue ({before}):")
        lines += [f"        {side:<10} | {text}" for side, text in result.transcript]
    else:
        lines.append("      dialogue: nothing was sent")
    if result.detail:
        lines.append(f"      {result.detail}")
    if result.interactor_message and result.interactor_message not in result.detail:
        lines.append(f"      interactor's message: {result.interactor_message}")
    if result.interactor_output:
        lines.append(f"      interactor's output file: {result.interactor_output}")
    return lines


def header(report: Report) -> str:
    p = report.problem
    interpreted = report.runner.startswith(("python3", "pypy3"))
    cached = ("cached" if report.compile_cached else "syntax checked" if interpreted
              else f"compiled in {report.compile_seconds:.1f} s")
    checker = p.checker if p.checker != "float" else f"float (abs {p.float_abs:g}, rel {p.float_rel:g})"
    if p.checker == "custom" and p.custom_checker:
        checker = _shown_path(p.custom_checker)
        if p.protocol == "kattis":
            checker = f"{checker} (Kattis output validator{_args(p)})"
    elif p.kind == "kattis":
        checker = f"Kattis default validator ({_default_validator(p)})"
    judged_by = f"checker {checker}"
    if p.interactive:
        judged_by = f"interactor {_shown_path(p.interactor_source)}"
        if p.protocol == "kattis":
            judged_by += f" (Kattis interactive validator{_args(p)})"
        elif p.checker == "custom" and p.custom_checker:
            judged_by += f", then checker {_shown_path(p.custom_checker)} on its output"
    if p.validation_passes > 1:
        judged_by += f", multi-pass (at most {p.validation_passes} runs a test)"
    text = (f"{p.id}: {report.solution} ({cached}); limits {p.time_limit_ms} ms, "
            f"{p.memory_limit_mib} MiB; {judged_by}")
    if p.kind != "kit":
        text += f"\n{p.id}: {p.kind} package {p.dir}"
        if p.time_limit_note:
            text += f"; {p.time_limit_note}"
    if report.runner:
        text += f"\n{p.id}: built and run with {report.runner}"
    if report.memory_note:
        text += f"\n{p.id}: {report.memory_note}"
    return text


def _args(p) -> str:
    return f", flags {' '.join(p.validator_args)}" if p.validator_args else ""


def _default_validator(p) -> str:
    parts = ["case-insensitive" if p.nocase else "case-sensitive"]
    if p.checker == "float":
        if p.float_abs >= 0:
            parts.append(f"absolute error {p.float_abs:g}")
        if p.float_rel >= 0:
            parts.append(f"relative error {p.float_rel:g}")
    if p.space_exact:
        parts.append("space-change sensitive")
    return ", ".join(parts)


def scores(report: Report) -> list[str]:
    """The groups' scores, one line each, and the total."""
    if report.score is None:
        return []
    width = max(5, *(len(r["group"]) for r in report.scores))
    lines = [f"  {'group':<{width}}  verdict  score / max  ({'policy'})"]
    for r in report.scores:
        needs = (f"; 0: needs {', '.join(r['failed_dependencies'])}"
                 if r.get("failed_dependencies") else "")
        lines.append(f"  {r['group']:<{width}}  {r['verdict']:<7}  {r['score']:>5g} / "
                     f"{r['max']:<5g} ({r['policy']}, {r['tests']} tests{needs})")
    lines.append(f"{report.problem.id}: score {report.score:g} / {report.max_score:g}")
    return lines


def _shown_path(path) -> str:
    try:
        return str(Path(path).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def summary(report: Report, colour: bool) -> str:
    p = report.problem
    if report.verdict == "CE":
        return f"{p.id}: {paint('CE', 'CE', colour)} compile error, no test run"
    total = len(report.tests)
    unchecked = sum(t.verdict == "OK" for t in report.tests)
    checked = total - unchecked
    text = f"{p.id}: {paint(report.verdict, report.verdict, colour)} {report.passed}/{checked} passed"
    if unchecked:
        text += f"; {unchecked} without an answer ran cleanly (output shown)"
    if report.not_run:
        text += f"; stopped at the first failure, {report.not_run} not run"
    if report.tests:
        slow = max(report.tests, key=lambda t: t.time_ms)
        big = max(report.tests, key=lambda t: t.memory_kib)
        # The test's name is quoted: "slowest 2 2 ms" read as one number (Polygon names tests 1, 2, ...).
        text += (f"; slowest '{slow.name}': {slow.time_ms} ms ({percent(slow, p.time_limit_ms)}% "
                 f"of {p.time_limit_ms} ms); most memory '{big.name}': {mib(big.memory_kib)}")
    return text


def one_line(report: Report, colour: bool) -> str:
    """The `--all` line: verdict, passed/total, max % of the time limit, max memory."""
    p = report.problem
    verdict = paint(report.verdict, f"{report.verdict:<4}", colour)
    if report.verdict == "CE":
        return f"{p.id:<28} {verdict} compile error"
    total = len(report.tests)
    top = max((percent(t, p.time_limit_ms) for t in report.tests), default=0)
    memory = max((t.memory_kib for t in report.tests), default=0)
    line = (f"{p.id:<28} {verdict} {report.passed:>3}/{total:<3} max {top:>3}% of "
            f"{p.time_limit_ms} ms  max {mib(memory)}")
    bad = [t for t in report.tests if t.verdict != "AC"]
    if bad:
        line += f"  first failure: {bad[0].name} {bad[0].verdict} {bad[0].detail[:80]}"
    return line


def to_json(report: Report) -> dict:
    return {
        "problem": report.problem.id,
        "kind": report.problem.kind,
        "solution": str(report.solution),
        "verdict": report.verdict,
        "compile": {"ok": report.compile_ok, "cached": report.compile_cached,
                    "seconds": round(report.compile_seconds, 3), "message": report.compile_message},
        "runner": report.runner,
        "memory_note": report.memory_note,
        "not_run": report.not_run,
        "time_limit_ms": report.problem.time_limit_ms,
        "memory_limit_mib": report.problem.memory_limit_mib,
        "passed": report.passed,
        "score": report.score,
        "max_score": report.max_score,
        "groups": report.scores,
        "tests": [{"name": t.name, "verdict": t.verdict, "time_ms": t.time_ms,
                   "memory_kib": t.memory_kib, "detail": t.detail, "wall_ms": t.wall_ms,
                   "expected": t.expected, "got": t.got, "stderr_tail": t.stderr_tail,
                   "rerun_alone": t.rerun, "input_file": t.input_file, "remake": t.remake,
                   "output_head": t.output_head, "diff": t.diff,
                   "transcript": [{"from": side, "line": text} for side, text in t.transcript],
                   "transcript_skipped": t.transcript_skipped,
                   "interactor_message": t.interactor_message,
                   "interactor_output": t.interactor_output,
                   "points": t.points, "group": t.group}
                  for t in report.tests],
    }


def dumps(document) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False)
