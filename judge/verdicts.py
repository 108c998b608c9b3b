"""The verdicts and their order: the worst one is a run's (and a group's) verdict."""
from __future__ import annotations

# Worst first: the top-level verdict is the worst test's. PC: a checker gave partial points;
# OK: ran cleanly on an input that has no answer to check against (its output is shown).
SEVERITY = ["JE", "CE", "TLE", "MLE", "OLE", "RE", "WA", "PE", "PC", "AC", "OK"]


def worst(verdicts) -> str:
    verdicts = list(verdicts)
    return min(verdicts, key=SEVERITY.index) if verdicts else "AC"
