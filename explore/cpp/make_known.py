"""Writes explore/cpp/known.tsv, the table of game sequences `gk explore` matches values
against: each row computed by the kit's own snippets (explore/cpp/families.cpp, or an example
file of docs/explore/games through snippets/grundy_engine.hpp), with its OEIS A-number where
one was checked. tests/explore/test_explore.py recomputes the table.
    python3 explore/cpp/make_known.py [--check]"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from explore.values import EXAMPLES, KNOWN, run_cpp, run_family  # noqa: E402

COUNT = 80
# name, A-number ("-": none checked), family and arguments, first n
ROWS = [
    ("Kayles (octal 0.77)", "A002186", "octal 0.77", 0),
    ("Dawson's chess (octal 0.137)", "A002187", "octal 0.137", 0),
    ("Dawson's Kayles (octal 0.07)", "-", "octal 0.07", 0),
    ("Officers (octal 0.6)", "-", "octal 0.6", 0),
    ("Treblecross (octal 0.007)", "-", "octal 0.007", 0),
    ("Grundy's game", "A002188", "grundy", 0),
    ("Mock Turtles (odious numbers)", "A000069", "mock-turtles", 0),
    ("Ruler", "A006519", "ruler", 1),
    ("subtraction game {1, 3, 4}", "-", "subtraction 1 3 4", 0),
    ("subtraction game {2, 5, 7}", "-", "subtraction 2 5 7", 0),
    ("Lasker's Nim", "-", "lasker", 0),
    ("Strange Nim, K = 3", "-", "strange-nim 3", 0),
]


def octal_reference_rows() -> list[tuple[str, str, str, int]]:
    """The other octal games of docs/octal_reference.tsv, named with that table's source."""
    have = {spec.split()[1] for _, _, spec, _ in ROWS if spec.startswith("octal ")}
    rows = []
    path = Path(__file__).resolve().parents[2] / "docs" / "octal_reference.tsv"
    for line in path.read_text().splitlines():
        if line.startswith("#") or line.startswith("code\t") or not line.strip():
            continue
        code, _, _, source = line.split("\t")[:4]
        if code not in have:
            have.add(code)
            rows.append((f"octal {code} (docs/octal_reference.tsv: {source})", "-",
                         f"octal {code}", 0))
    return rows


def table() -> str:
    out = ["# name\tOEIS\tfamily\tfirst n\tvalues (explore/cpp/make_known.py)"]
    for name, anumber, spec, first in ROWS + octal_reference_rows():
        family, *args = spec.split()
        if family == "file":
            values = run_cpp(EXAMPLES / f"{args[0]}.cpp", [COUNT + first], 0, False).flat[first:]
        else:
            values = run_family(family, args, [COUNT + first], None).flat[first:]
        out.append(f"{name}\t{anumber}\t{spec}\t{first}\t{' '.join(map(str, values))}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    text = table()
    if "--check" in sys.argv:
        sys.exit(0 if KNOWN.read_text() == text else 1)
    KNOWN.write_text(text)
