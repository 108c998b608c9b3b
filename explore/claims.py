"""The claims of `gk explore` and the status words that say how sure each one is
(docs/explore.md, "What the status words mean"):

- `proven: THEOREM`: a theorem covers the game as it was given: a family of the kit named on
  the command line, whose snippet proved the claim (a period by the subtraction-game or the
  Guy-Smith theorem).
- `proven if moves() = FAMILY beyond n = M: THEOREM`: a game file whose moves() were checked
  to be exactly the family's on every state computed (n <= M); the theorem proves the claim
  for every n if the file's rule stays the family's beyond M. Nothing is known of a file's
  rule past the states computed, so this is a conditional claim, never `proven`.
- `holds on all N computed values; not proven` (2-D: `... computed states ...`, with the
  slice when a 3-D/4-D game is shown as one): checked on every value computed, no theorem.
- `partial match: D of N values differ`: a known sequence that agrees with the values at the
  start and then differs; D counts the differences among the N values compared.
- `searched N values: THEOREM`: the prover looked for a period within N values and found none;
  this says nothing about what comes after.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Claim:
    kind: str            # period, arithmetic, formula, known, p-positions, sum, no-proof, ...
    text: str            # one sentence: what the pattern is
    status: str = ""     # one of the status words above
    cpp: str = ""        # a C++ function that gives the values (may be "")
    extra: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Basis:
    """What the values of a 1-D game rest on: `count` values computed; `family` (e.g. "octal
    0.77", as printed; `spec` as in known.tsv) when the game is that family, named (`by_name`)
    or a file whose moves() were checked to be the family's on every state computed."""
    count: int
    family: str = ""
    spec: str = ""
    by_name: bool = False


def proven(theorem: str, basis: Basis) -> str:
    if basis.by_name:
        return f"proven: {theorem}"
    return f"proven if moves() = {basis.family} beyond n = {basis.count - 1}: {theorem}"


def computed(scope: str) -> str:
    """scope: "200 computed values", "40 x 40 computed states", ..."""
    return f"holds on all {scope}; not proven"


def partial(differ: int, compared: int) -> str:
    return f"partial match: {differ} of {compared} values differ"


def searched(limit: int, theorem: str) -> str:
    return f"searched {limit} values: {theorem}"


def is_proven(status: str) -> bool:
    """True for `proven` and `proven if`: a theorem covers the claim (perhaps on a condition)."""
    return status.startswith("proven")
