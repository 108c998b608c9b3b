"""The explorer is its own package: the judge never imports it, its modules import each other
without a circle, and every way in (gk explore, python3 -m judge explore, make explore) reaches
it."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imports(path: Path, package: str) -> set[str]:
    """The modules a file imports, absolute (a relative import resolved inside `package`)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = package + (f".{base}" if base else "")
                # `from . import pattern` names a module of the package
                out.update(f"{base}.{a.name}" for a in node.names if not node.module)
            out.add(base)
    return out


def test_judge_does_not_import_the_explorer():
    for path in sorted((ROOT / "judge").glob("*.py")):
        bad = {m for m in _imports(path, "judge") if m == "explore" or m.startswith("explore.")}
        assert not bad, f"{path.name} imports {bad}"
        text = path.read_text()
        assert "import_module(\"explore" not in text and "__import__(\"explore" not in text


def test_no_import_circle_inside_the_explorer():
    modules = {p.stem: p for p in (ROOT / "explore").glob("*.py")}
    graph = {name: {m.split(".")[1] for m in _imports(path, "explore")
                    if m.startswith("explore.") and m.split(".")[1] in modules} - {name}
             for name, path in modules.items()}
    assert {"cli", "values", "pattern", "render", "code"} <= set(graph)
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for dep in sorted(graph[name]):
            assert state.get(dep) != 1, "import circle: " + " -> ".join(trail + [name, dep])
            if dep not in state:
                visit(dep, trail + [name])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def test_the_cpp_side_lives_beside_the_package():
    cpp = ROOT / "explore" / "cpp"
    for name in ("explore.hpp", "glue.hpp", "driver.cpp", "families.cpp", "known.tsv",
                 "make_known.py"):
        assert (cpp / name).is_file(), name
    assert not (ROOT / "tools" / "explore").exists()


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


# Every way in reaches the explorer's own --help (its exit statuses, not the judge's).
def test_every_entry_reaches_the_explorer():
    for argv in ([str(ROOT / "tools" / "gk"), "explore", "--help"],
                 [sys.executable, "-m", "judge", "explore", "--help"],
                 [sys.executable, "-m", "explore", "--help"]):
        run = _run(argv)
        assert run.returncode == 0, (argv, run.stderr)
        assert run.stdout.startswith("usage: gk explore"), run.stdout[:200]
        assert "the code to paste differs from the computed values" in run.stdout
        assert "every test accepted" not in run.stdout  # the judge's statuses
    listed = _run([sys.executable, "-m", "judge", "--help"])
    assert "explore" in listed.stdout
    bad = _run([str(ROOT / "tools" / "gk"), "explore", "no-such-game"])
    assert bad.returncode == 2 and bad.stderr.startswith("gk explore: no-such-game")
