"""Every snippet's Usage is run, and the values it states are checked.

test_snippet_usage.py compiles each Usage; this test runs it. The convention for a stated value
(docs/snippets.md): inside a Usage line's `//` comment, a part (parts are separated by `,`, `;`
or `: ` outside brackets and quotes) of the form `EXPR == VALUE` is a claim: the C++ expression
EXPR, evaluated right after the statement the comment ends, equals VALUE, which is read as an
initializer of EXPR's type (`const T want = VALUE;`): `g == 2`, `t == "1/4"`,
`d.value == {-1, 3, 2}`, `w == {{4, 7}}` (an optional pair). Any other part is prose. The names of a snippet's enums are
in scope (`{Lose, Win}`). Each claim becomes a check in a `main` built around the Usage, which
prints the value it got when it differs; the program is compiled with g++ -std=c++20 -O0 (the
quickest compile) and run.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from test_snippet_usage import COMPANIONS, CONTEXT, ROOT, SNIPPETS, usage_code

# What a Usage reads on stdin, where it reads (fast_input.hpp's Usage states what it reads).
STDIN = {"fast_input.hpp": "7 42 nim\n"}
# A few, always run; every snippet in the full tier.
REPRESENTATIVES = ("minimax.hpp", "mex.hpp", "retrograde.hpp")

SHOW = r"""
#include <iostream>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
// Prints a value as a Usage line would state it, for the message when a claim fails.
template <class T> void kitShow(std::ostream& o, const T& x);
template <class T> void kitShowEach(std::ostream& o, const T& xs) {
  o << '{';
  bool first = true;
  for (const auto& x : xs) o << (first ? "" : ", "), kitShow(o, x), first = false;
  o << '}';
}
template <class T> void kitShow(std::ostream& o, const T& x) {
  if constexpr (std::is_same_v<T, std::string>) o << '"' << x << '"';
  else if constexpr (std::is_same_v<T, char>) o << '\'' << x << '\'';
  else if constexpr (std::is_same_v<T, bool>) o << (x ? "true" : "false");
  else if constexpr (std::is_enum_v<T>) o << static_cast<long long>(x);
  else if constexpr (std::is_arithmetic_v<T>) o << +x;
  else if constexpr (requires { x.first; x.second; })
    o << '{', kitShow(o, x.first), o << ", ", kitShow(o, x.second), o << '}';
  else if constexpr (requires { x.has_value(); *x; })
    x.has_value() ? (o << '{', kitShow(o, *x), o << '}') : (o << "nullopt");
  else if constexpr (requires { x.begin(); x.end(); }) kitShowEach(o, x);
  else o << "(a value that cannot be printed)";
}
static int kitFailures = 0;
"""


def split_top_level(text: str, separators: str = ",;:") -> list[str]:
    """`text` cut at the separators that are outside brackets and quotes (a `:` only when a
    space or the end follows it, so that `std::nullopt` stays whole)."""
    parts, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(text):
        if quote:
            quote = "" if ch == quote and text[i - 1] != "\\" else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch in separators and depth == 0 and (ch != ":" or text[i + 1:i + 2] in (" ", "")):
            parts.append(text[start:i])
            start = i + 1
    return [p.strip() for p in parts + [text[start:]] if p.strip()]


def claims(comment: str) -> list[tuple[str, str]]:
    """The (EXPR, VALUE) claims of one Usage comment."""
    found = []
    for part in split_top_level(comment):
        claim = re.fullmatch(r"(.+?) == (.+)", part)
        if claim:
            found.append((claim.group(1).strip(), claim.group(2).strip()))
    return found


def code_and_comment(line: str) -> tuple[str, str]:
    """A Usage line cut at its `//` comment (a `//` inside a string does not start one)."""
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            quote = "" if ch == quote and line[i - 1] != "\\" else quote
        elif ch in "\"'":
            quote = ch
        elif line.startswith("//", i):
            return line[:i], line[i + 2:]
    return line, ""


def check_statement(expr: str, value: str) -> str:
    text = f"{expr} == {value}".replace("\\", "\\\\").replace('"', '\\"')
    return (f"{{ auto&& kitGot = ({expr}); using KitT = std::decay_t<decltype(kitGot)>;\n"
            f"  const KitT kitWant = {value};\n"
            f"  if (!(kitGot == kitWant)) {{ kitFailures++; std::cout << \"stated {text}, "
            f"got \"; kitShow(std::cout, kitGot); std::cout << '\\n'; }} }}\n")


def checked_program(path: Path, usage: str | None = None) -> tuple[str, int]:
    """The Usage wrapped in a main that checks every claim; (source, number of claims)."""
    usage = usage_code(path) if usage is None else usage
    globals_, locals_ = CONTEXT.get(path.name, ("", ""))
    enums = re.findall(r"enum class (\w+)", path.read_text())
    body, pending, depth, count = [], [], 0, 0
    for line in usage.splitlines():
        code, comment = code_and_comment(line)
        body.append(code)
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        pending += claims(comment)
        if depth == 0 and (code.strip() == "" or code.rstrip().endswith((";", "}"))):
            body += [check_statement(e, v) for e, v in pending]
            count += len(pending)
            pending = []
    count += len(pending)
    body += [check_statement(e, v) for e, v in pending]
    includes = [path.name, *COMPANIONS.get(path.name, [])]
    head = "".join(f'#include "snippets/{name}"\n' for name in includes)
    uses = "".join(f"using enum {name};\n" for name in enums)
    source = (f"{head}{SHOW}{globals_}\nint main() {{\n{uses}{locals_}\n" + "\n".join(body) +
              "\nreturn kitFailures ? 1 : 0;\n}\n")
    return source, count


def run_usage(path: Path, tmp: Path, usage: str | None = None) -> str | None:
    """None when every claim of the Usage holds, else what went wrong."""
    source, _ = checked_program(path, usage)
    exe = tmp / path.stem
    built = subprocess.run(["g++", "-std=c++20", "-O0", "-I", str(ROOT), "-x", "c++", "-",
                            "-o", str(exe)], input=source, capture_output=True, text=True)
    if built.returncode != 0:
        return f"does not compile:\n{source}\n{built.stderr[-3000:]}"
    ran = subprocess.run([str(exe)], input=STDIN.get(path.name, ""), capture_output=True,
                         text=True, timeout=120)
    if ran.returncode != 0:
        return f"{ran.stdout}{ran.stderr[-2000:]}(exit {ran.returncode})"
    return None


def test_the_convention_reads_claims_and_leaves_prose():
    assert claims(" g == 2") == [("g", "2")]
    assert claims(" value == {-1, 3, 2}, t.bestMove") == [("value", "{-1, 3, 2}")]
    assert claims(' "\\u2191*"; s == "a, b"') == [("s", '"a, b"')]
    assert claims(" take a prime <= 7") == []
    assert claims(" triangle: g == 1: why") == [("g", "1")]
    assert claims(" mv == std::nullopt") == [("mv", "std::nullopt")]
    assert code_and_comment('auto s = str("//");  // s == "//"') == ('auto s = str("//");  ',
                                                                     ' s == "//"')


def test_every_usage_states_a_value():
    silent = [p.name for p in SNIPPETS if checked_program(p)[1] == 0]
    assert not silent, f"these Usages state no value (`// EXPR == VALUE`): {silent}"


def test_a_wrong_stated_value_is_caught(tmp_path):
    """The check itself: minimax.hpp's Usage once stated `value {-1, 3, 5}`; the truth is
    {-1, 3, 2} (2 = 5 - 3: the move 2 -> 1 gains 5, then the other player is worth 3)."""
    minimax = ROOT / "snippets" / "minimax.hpp"
    wrong = ("ScoreDag d(3); d.addMove(2, 1, 5), d.addMove(1, 0, 2);\n"
             "d.setPayoff(0, -1), d.solve();  // d.value == {-1, 3, 5}\n")
    said = run_usage(minimax, tmp_path, wrong)
    assert said is not None and "stated d.value == {-1, 3, 5}, got {-1, 3, 2}" in said, said


@pytest.mark.parametrize("name", REPRESENTATIVES)
def test_a_few_usages_hold(name, tmp_path):
    failure = run_usage(ROOT / "snippets" / name, tmp_path)
    assert failure is None, f"{name}'s Usage: {failure}"


@pytest.mark.slow
def test_every_usage_holds(tmp_path):
    if shutil.which("g++") is None:
        pytest.fail("g++ is not installed: run tools/setup.sh test")
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda p: (p.name, run_usage(p, tmp_path)), SNIPPETS))
    failures = [f"{name}'s Usage: {failure}" for name, failure in results if failure]
    assert not failures, "\n\n".join(failures)
