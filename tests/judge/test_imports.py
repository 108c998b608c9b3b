"""The judge's modules import one another one way: no circle, not even through an import made
inside a function (STYLE.md: a module never imports one that imports it back)."""
from __future__ import annotations

import ast

from conftest import ROOT

JUDGE = ROOT / "judge"
# The circle judging <-> packages <-> scoring is being taken apart on the branch judge-packages
# (issue 28, item 9): when it is merged, this exception goes.
BEING_SPLIT = {"judge.judging", "judge.packages", "judge.scoring"}


def module_name(path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path) -> set[str]:
    """The judge modules a file imports, wherever the import statement is."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            target = base + (node.module.split(".") if node.module else [])
            if node.level == 0 and target[:1] != ["judge"]:
                continue
            if node.module is None:  # from . import x, y
                found |= {".".join(target + [alias.name]) for alias in node.names}
            else:
                found.add(".".join(target))
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("judge.")}
    return found


def graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in JUDGE.rglob("*.py")}
    return {name: {m for m in imports_of(path) if m in modules and m != name}
            for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_finder_sees_a_circle_through_a_lazy_import():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_in_the_judge():
    edges = graph()
    assert "judge.compiler" in edges["judge.commands"]   # the graph is read at all
    assert [c for c in circles(edges) if not c <= BEING_SPLIT] == []
