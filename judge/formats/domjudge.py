"""DOMjudge's additions to a Kattis package: domjudge-problem.ini (`name`, `timelimit`),
submissions.json (a submission's `entry_point` and `expected_results`, by its path) and the
`@EXPECTED_RESULTS@:` line of a submission kept outside the verdict folders
(submissions/mixed/, submissions/rejected/...), which names the results it may get."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from ..errors import UserError
from ..problem import Problem
from .common import program_files, why_not_judged

# DOMjudge's results and the kit's verdicts (Kattis' folders decide what else each allows).
RESULTS = {"CORRECT": "AC", "WRONG-ANSWER": "WA", "TIMELIMIT": "TLE", "RUN-ERROR": "RE",
           "NO-OUTPUT": "WA", "OUTPUT-LIMIT": "OLE", "MEMORY-LIMIT": "MLE",
           "COMPILER-ERROR": "CE"}
ANNOTATION = re.compile(rb"@EXPECTED_RESULTS@\s*:\s*([A-Za-z_, -]+)")


def read_ini(directory: Path) -> dict[str, str]:
    """domjudge-problem.ini: `key = value` lines, the value maybe quoted."""
    path = directory / "domjudge-problem.ini"
    if not path.is_file():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        key, sep, value = line.partition("=")
        if sep:
            found[key.strip()] = value.strip().strip("'\"")
    return found


def ini_time_limit_ms(directory: Path) -> int:
    """domjudge-problem.ini's timelimit (seconds), 0 when it has none."""
    value = read_ini(directory).get("timelimit")
    if value is None:
        return 0
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if seconds <= 0:
        raise UserError(f"{directory / 'domjudge-problem.ini'}: timelimit must be a positive "
                        f"number of seconds, not {value!r}")
    return round(1000 * seconds)


def _listing(directory: Path) -> dict[Path, dict]:
    path = directory / "submissions.json"
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        raise UserError(f"{path}: malformed JSON: {error}") from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise UserError(f"{path}: must map each submission's path to its settings "
                        f"({{\"entry_point\": ..., \"expected_results\": [...]}})")
    return {(directory / key.rstrip("/")).resolve(): value for key, value in data.items()}


def entry_points(directory: Path) -> dict[Path, str]:
    """submissions.json's entry points: {the submission's folder: its main file's name}."""
    return {path: str(v["entry_point"]) for path, v in _listing(directory).items()
            if v.get("entry_point")}


def _tag(results, where: str) -> str:
    """The expected verdicts of DOMjudge's result names, as one tag (`AC|TLE`)."""
    names = results if isinstance(results, list) else str(results).replace(",", " ").split()
    tags = []
    for name in names:
        key = str(name).strip().upper().replace("_", "-")
        if key not in RESULTS:
            raise UserError(f"{where}: unknown expected result {name!r} (DOMjudge's are "
                            f"{', '.join(RESULTS)})")
        tags.append(RESULTS[key])
    return "|".join(dict.fromkeys(tags))


def _annotation(entry: Path) -> bytes | None:
    for path in (program_files(entry) if entry.is_dir() else [entry]):
        found = ANNOTATION.search(path.read_bytes()[:8192])
        if found:
            return found.group(1)
    return None


def add_submissions(directory: Path, problem: Problem, verdict_folders) -> None:
    """submissions.json's expected_results (they replace the folder's verdict), then the
    annotated submissions of the other folders of submissions/."""
    listing = _listing(directory)
    where = str(directory / "submissions.json")
    known = {path for path, _ in problem.submissions} | {entry[0] for entry in problem.unjudged}
    for index, (path, tag) in enumerate(problem.submissions):
        results = listing.get(Path(path).resolve(), {}).get("expected_results")
        if results:
            problem.submissions[index] = (path, _tag(results, where))
    base = directory / "submissions"
    others = [d for d in sorted(base.iterdir()) if d.is_dir() and d.name not in verdict_folders] \
        if base.is_dir() else []
    for folder in others:
        files = program_files(folder)
        for entry in sorted(folder.iterdir()):
            if entry.is_file() and entry not in files or entry in known:
                continue
            listed = listing.get(entry.resolve(), {}).get("expected_results")
            said = _annotation(entry)
            if not listed and said is None:
                continue   # nothing says what it should get: not a submission to verify
            try:
                tag = _tag(listed or said.decode(), where if listed else str(entry))
            except UserError as error:
                if listed:
                    raise
                # One bad comment in a file kept aside (check_manually/, ...) is that file's
                # problem, not the package's: it is left out, and said so.
                print(f"warning: {error}; {entry.name} is not verified", file=sys.stderr)
                continue
            why = why_not_judged(entry, problem.entry_points.get(entry.resolve(), ""))
            if why:
                problem.unjudged.append((entry, tag, why))
            else:
                problem.submissions.append((entry, tag))
