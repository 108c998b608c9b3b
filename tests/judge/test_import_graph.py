"""The judge's modules import one another one way only (STYLE.md: a package never imports one
that imports it back): the graph of judge/'s imports, the ones inside functions included (a
late import is still a circle of dependencies), has no cycle."""
from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

JUDGE = ROOT / "judge"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The judge modules `path` imports, wherever in the file the import stands."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[:len(base) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])])
            found.add(target)
            # `from . import sandbox`: the name is a module of its own.
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {name for name in found if name in modules}


def import_graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in JUDGE.rglob("*.py")}
    modules = set(files)
    return {name: imports_of(path, modules) - {name} for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.add(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_circle_and_not_a_chain():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_the_graph_sees_late_and_relative_imports():
    graph = import_graph()
    assert "judge.judging" in graph["judge.commands"]        # at the top
    assert "judge.stress" in graph["judge.commands"]         # inside a function
    assert "judge.problem" in graph["judge.formats.kattis"]  # `from ..problem import`
    assert "judge.sandbox" in graph["judge.judging"]         # `from . import sandbox`


def test_the_judge_has_no_import_circle():
    found = [sorted(c) for c in circles(import_graph())]
    assert not found, f"import circles in judge/: {found}"


def test_judging_never_imports_a_package_format():
    graph = import_graph()
    reached, todo = set(), ["judge.judging"]
    while todo:
        for other in graph[todo.pop()] - reached:
            reached.add(other)
            todo.append(other)
    assert not {m for m in reached if m.startswith("judge.formats")}
