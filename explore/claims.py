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


# ---------------------------------------------------------------- the evidence of a mined rule

@dataclass
class Evidence:
    """What the check of a mined rule on positions the miner never saw did, against what it
    promised (docs/explore.md, "What a claim's evidence is"). A claim is printed, and its code
    pasted, only when the promise was kept: every promised grown size checked to its end (whole
    positions), or every value of the extended range computed (games on numbers)."""
    promised: int = 0       # grown sizes promised (whole.CHECK_SIZES), 0: nothing promised
    checked: int = 0        # of them, checked to their end
    solved: int = 0         # larger positions solved
    what: str = ""          # what was checked, in words
    needed: float = 0.0     # the --budget that would finish the promised check (an estimate)
    why: str = "the CPU budget (--budget)"
    remedy: str = ""        # what else gets the whole check, when more budget would not
    blocked: str = ""       # nothing of a promised size could be solved: what blocked it

    @property
    def complete(self) -> bool:
        return self.checked >= self.promised


def rule_claim(fits: str, beyond: str, evidence: Evidence | None, rerun: str = "",
               verb: str = "holds on") -> str:
    """The status of a mined rule, after `rule: TEXT -- `: `holds on all FITS BEYOND; not
    proven` when the promised check was done; else what was checked and how to get the whole
    check (`rerun`, e.g. "gk explore game.py --budget 60"), with no "holds" anywhere: a rule
    whose promised check was cut is not claimed (and may_paste says no code)."""
    if evidence is None or evidence.complete:
        return f"{verb} all {fits}{beyond}; not proven"
    how = evidence.remedy or rerun or (
        f"run again with --budget {budget_figure(evidence.needed)}" if evidence.needed else "")
    return (f"NOT CLAIMED: fits all {fits}, but {evidence.why} stopped the check on larger "
            f"positions after {evidence.checked} of the {evidence.promised} grown sizes it "
            f"promised ({evidence.solved:,} larger positions solved: {evidence.what}); no code "
            f"is pasted" + (f"; {evidence.blocked}" if evidence.blocked else
                            f"; for the whole check {how}" if how else ""))


def may_paste(evidence: Evidence | None) -> bool:
    """Code is pasted only for a claim whose promised check was done."""
    return evidence is None or evidence.complete


def budget_figure(seconds: float) -> int:
    """A --budget to suggest: the estimate, rounded up to a round number of seconds."""
    for step in (5, 10, 30, 60, 300, 600):
        if seconds <= step * 12:
            return max(step, -(-int(seconds + 0.999) // step) * step)
    return -(-int(seconds) // 600) * 600
