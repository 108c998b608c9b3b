"""Values folded over a rooted tree (docs/explore.md, "A value folded from the leaves"). Many
contest games on a tree with a root, or with a marked vertex the play starts from, are decided by
a recursion from the leaves: a vertex's value is a function of its children's values, and the
answer is the root's. Geography on a tree (a token moved away from where it stands, the player
who cannot move loses) is won at a vertex iff some child is lost; a token moved down a rooted
tree has the mex of its children's Grundy values; the colon principle gives xor (g(c) + 1).

The explorer needs no list of such recursions. The subtree under a child c, rooted (or marked)
at c, is itself a position of the game, and the explorer solves it: its result is c's value. If
the result of every tree computed is one function of the multiset of its children's results (no
multiset of children's results comes with two results), that function is mined over multisets
with the miner's own vocabulary (explore/miner.py, explore/features.py), the whole recursion is
compared with the search on trees two sizes larger, and it is pasted as one pass from the
leaves, O(n) calls of the mined function. Nothing here knows a game: a recursion that only
seemed one on small trees fails on the larger ones, and then nothing is claimed."""
from __future__ import annotations

from typing import Callable

from . import features as feats
from . import miner
from . import positions as shapes

MINE_SECONDS = 5.0
MIN_TABLE = 4           # distinct multisets of children's results needed before a fold is mined
MAX_VALUE = 64          # children's results (Grundy values) above this: not a small fold


def applies(game) -> bool:
    shape = game.shape
    flags = getattr(shape, "params", {})
    return (getattr(shape, "kind", "") == "tree" and
            bool(flags.get("rooted")) != bool(flags.get("marked")) and
            game.result in ("win", "misere", "grundy"))


def _top(p) -> int:
    return p.root if p.root is not None else p.marked


def children(p, shape) -> list:
    """The subtrees under the top vertex's neighbours, each rooted (or marked) at that
    neighbour, in the shape's canonical form."""
    adj = p.adjacency()
    top = _top(p)
    out = []
    for c in adj[top]:
        # the vertices of c's side, c first, renumbered in the order reached
        order, seen = [c], {top, c}
        for v in order:
            for u in adj[v]:
                if u not in seen:
                    seen.add(u)
                    order.append(u)
        at = {v: i for i, v in enumerate(order)}
        edges = tuple(sorted((min(at[u], at[v]), max(at[u], at[v]))
                             for u, v in p.edges if u in at and v in at))
        rooted = shape.params["rooted"]
        sub = shapes.Graph(len(order), edges, None if rooted else 0, 0 if rooted else None)
        out.append(shape.canonical(sub))
    return out


def _value(label) -> int:
    return int(label)       # win / misere: True = the player to move wins, 1


def table(ex, game, positions: list, labels: list) -> dict | None:
    """{the sorted children's results: the result} over every position, or None when one
    multiset of children's results comes with two results."""
    subs = [children(p, game.shape) for p in positions]
    flat = list(dict.fromkeys(q for s in subs for q in s))
    pred = getattr(game.shape, "pred", None)      # a filtered shape: its subtrees must pass
    if pred is not None and not all(pred(q) for q in flat):
        return None
    results = ex.results_or_none(flat) if flat else []
    if results is None:     # start() or moves() refuse a subtree: it is no position of the game
        return None
    got = dict(zip(flat, results))
    out: dict = {}
    for s, lab in zip(subs, labels):
        key = tuple(sorted(_value(got[q]) for q in s))
        if out.setdefault(key, _value(lab)) != _value(lab):
            return None
    return out


def mine(fold: dict, mode: str):
    """The simplest rule over the multiset of children's results giving every result of the
    table, with a C++ form; None when none does."""
    keys = sorted(fold, key=lambda k: (len(k), k))
    values = [fold[k] for k in keys]
    if mode == "win":
        values = [v == 1 for v in values]
    top = max((x for k in keys for x in k), default=0)
    kind = shapes.multiset(piles=range(0, max(top, 1) + 1),
                           size=range(0, max(len(k) for k in keys) + 1))
    result = miner.mine(keys, values, feats.vocabulary(kind, keys), mode,
                        budget_seconds=MINE_SECONDS, fallback=False)
    if not result.exact:
        return None
    return next((r for r in result.rules if r.cpp), None)


def folded(rule, p) -> int:
    """The recursion's value at p's top vertex, from the leaves up, in Python."""
    adj = p.adjacency()
    top = _top(p)
    parent, order = {top: -1}, [top]
    for v in order:
        for u in adj[v]:
            if u not in parent:
                parent[u] = v
                order.append(u)
    kids: dict = {v: [] for v in order}
    value = {}
    for v in reversed(order):
        value[v] = int(rule.evaluate(tuple(sorted(kids[v]))))
        if parent[v] != -1:
            kids[parent[v]].append(value[v])
    return value[top]


def code(rule, game_name: str, mode: str, var: str) -> tuple[str, str]:
    """(the C++ to paste, its entry point's name)."""
    top = "marked" if var == "gm" else "root"
    ret, name = ("bool", "firstWins") if mode == "win" else ("long long", "grundy")
    values = ("1 = the player to move wins there" if mode == "win" else
              "their Grundy values")
    text = f"""\
// a vertex's value from its children's: {rule.text}, over the multiset a of the children's
// values ({values}); the answer is the value at the {top} vertex
// (found by gk explore on {game_name}; checked, not proven)
long long foldChildren(std::vector<long long> a) {{
  std::sort(a.begin(), a.end());
  return (long long)({rule.cpp});
}}
{ret} {name}(int n, const std::vector<std::vector<int>>& adj, int {top}) {{
  std::vector<int> order{{{top}}}, parent(n, -1);
  parent[{top}] = {top};
  for (std::size_t i = 0; i < order.size(); ++i)       // breadth first from the {top} vertex
    for (int u : adj[order[i]])
      if (parent[u] == -1) {{ parent[u] = order[i]; order.push_back(u); }}
  std::vector<std::vector<long long>> kids(n);
  std::vector<long long> value(n);
  for (std::size_t i = order.size(); i-- > 0;) {{      // the leaves first
    int v = order[i];
    value[v] = foldChildren(kids[v]);
    if (v != {top}) kids[parent[v]].push_back(value[v]);
  }}
  return value[{top}];
}}
"""
    return text, name


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the results fold from the leaves; ([], "",
    "") otherwise. past(seen): the positions of the sizes past the game's shape, not in seen,
    solved as far as the budget allows: (positions, labels, what each size is in words)."""
    if not applies(game) or not positions:
        return [], "", ""
    mode = "grundy" if game.result == "grundy" else "win"
    fold = table(ex, game, positions, labels)
    if fold is None or len(fold) < MIN_TABLE or \
            any(x > MAX_VALUE for k in fold for x in k):
        return [], "", ""
    rule = mine(fold, mode)
    if rule is None:
        return [], "", ""
    every, want = list(positions), [_value(v) for v in labels]
    if any(folded(rule, p) != w for p, w in zip(every, want)):
        return [], "", ""
    # two sizes past the trees computed: a recursion that only seemed one shows there
    larger, larger_labels, whats = past(every)
    if not larger:
        return [], "", ""       # nothing past the mined trees: no claim
    what = "; ".join(whats)
    bad = [p for p, lab in zip(larger, larger_labels)
           if folded(rule, p) != _value(lab)]
    if bad:
        return [], "", ""
    var = "gm" if game.shape.params["marked"] else "gr"
    top = "marked" if var == "gm" else "root"
    lines = [f"recurrence: the value at a vertex is a function of its children's values (each "
             f"child's subtree, {top} at it, is a position of the game, solved by the search): "
             f"{rule.text}, over the multiset of the children's values; it gives all "
             f"{len(every):,} results computed ({len(fold):,} multisets of children's values) "
             f"and {len(larger):,} larger ones ({what})  [checked, not proven]"]
    text, name = code(rule, game.name, mode, var)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, var, every + larger, want + [_value(v) for v in
                                                                 larger_labels], mode)
        lines.append(checked)
    return lines, text, checked
