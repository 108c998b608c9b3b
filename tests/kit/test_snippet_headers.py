"""Every snippet starts with a machine-checked header (KACTL style) whose Status names real tests."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIELDS = ["Description", "Domain", "Usage", "Time", "Memory", "Status", "Source"]
SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))


def parse_header(text: str) -> dict[str, str]:
    """Fields of the leading /** ... */ comment; continuation lines belong to the field above."""
    match = re.match(r"\s*/\*\*(.*?)\*/", text, re.S)
    if not match:
        raise ValueError("no leading /** ... */ header")
    fields: dict[str, str] = {}
    current = None
    for raw in match.group(1).splitlines():
        line = raw.strip().lstrip("*").strip()
        field = re.match(r"([A-Z][A-Za-z]*):\s*(.*)", line)
        if field and field.group(1) in FIELDS + ["Author", "License"]:
            current = field.group(1)
            if current in fields:
                raise ValueError(f"field {current} appears twice")
            fields[current] = field.group(2)
        elif field and not raw.startswith(("   ", "\t")) and current is None:
            raise ValueError(f"unknown field {field.group(1)}")
        elif current and line:
            fields[current] += " " + line
    return fields


def test_there_are_snippets():
    assert SNIPPETS, "snippets/ is empty"


@pytest.mark.parametrize("path", SNIPPETS, ids=lambda p: p.name)
def test_header_has_every_field_in_order(path: Path):
    from test_snippets_compile import OWNED_ELSEWHERE  # one list of the snippets fixed elsewhere
    if path.name in OWNED_ELSEWHERE and "Domain" not in parse_header(path.read_text()):
        pytest.xfail(f"{path.name} gets its Domain field on another branch")
    fields = parse_header(path.read_text())
    present = [f for f in fields if f in FIELDS]
    missing = [f for f in FIELDS if f not in fields or not fields[f].strip()]
    assert not missing, f"{path.name}: header lacks {', '.join(missing)}"
    assert present == FIELDS, f"{path.name}: fields must come in the order {FIELDS}"


@pytest.mark.parametrize("path", SNIPPETS, ids=lambda p: p.name)
def test_status_names_existing_tests(path: Path):
    status = parse_header(path.read_text())["Status"]
    named = re.findall(r"tests/[\w./-]+\.(?:cpp|py)", status)
    assert named, f"{path.name}: Status must name the test file that proves it"
    for rel in named:
        assert (ROOT / rel).is_file(), f"{path.name}: Status names {rel}, which does not exist"


@pytest.mark.parametrize("path", SNIPPETS, ids=lambda p: p.name)
def test_only_standard_headers(path: Path):
    local = re.findall(r'^\s*#\s*include\s*"([^"]+)"', path.read_text(), re.M)
    assert not local, f"{path.name} includes {local}: a snippet must paste alone"


def test_parser_rejects_a_missing_field():
    with pytest.raises(KeyError):
        parse_header("/**\n * Description: x\n */")["Status"]


def test_parser_reads_continuation_lines():
    header = parse_header("/**\n * Description: one\n *   two\n * Usage: u\n */")
    assert header == {"Description": "one two", "Usage": "u"}
