"""Four numbers read as two points on a board (explore/features.py, number_features): each
point's x + y, max and min. CF 533C Board Game, written from its rules (two pawns racing to the
corner, one moving like a rook step, the other like a king step, either may skip a turn), gets
the editorial's rule; the pasted code is compared with a plain fixpoint search of the loopy game
on a board larger than the explorer's."""
from __future__ import annotations

from explore_run import ROOT, explore_json, run_words

# the trial set's CF 533C, written from its rules
BOARD_GAME = (ROOT / "tests/explore/trials2/fresh10/board_game.py").read_text()


def fixpoint(top: int) -> dict:
    """W / L / D of every state (pawns in 0..top), by the plain fixpoint of the rules: won if
    some move reaches a lost state, lost if every move reaches a won one, else drawn."""
    def moves(s):
        xp, yp, xv, yv, pol = s
        if (xp, yp) == (0, 0) or (xv, yv) == (0, 0):
            return []
        out = [(xp, yp, xv, yv, not pol)]
        steps = ((-1, 0), (0, -1)) if pol else ((-1, 0), (0, -1), (-1, -1))
        for dx, dy in steps:
            if pol:
                x, y = xp + dx, yp + dy
                if x >= 0 and y >= 0 and (x, y) != (xv, yv):
                    out.append((x, y, xv, yv, False))
            else:
                x, y = xv + dx, yv + dy
                if x >= 0 and y >= 0 and (x, y) != (xp, yp):
                    out.append((xp, yp, x, y, True))
        return out
    r = range(top + 1)
    states = [(a, b, c, d, p) for a in r for b in r for c in r for d in r for p in (True, False)
              if (a, b) != (c, d)]
    value = {s: "D" for s in states}
    changed = True
    while changed:
        changed = False
        for s in states:
            if value[s] != "D":
                continue
            got = [value[t] for t in moves(s)]
            new = "W" if "L" in got else "L" if all(v == "W" for v in got) else "D"
            if new != "D":
                value[s], changed = new, True
    return value


def test_two_pawns_racing_to_the_corner_get_the_editorials_rule(tmp_path):
    got = explore_json(tmp_path, BOARD_GAME)       # the default budget: the check needs it
    assert got["rules"] and "max(xv, yv)" in got["rules"][0], got["rules"]
    value = fixpoint(9)
    cases = [(a, b, c, d) for (a, b, c, d, p), v in value.items()
             if p and (a, b) != (0, 0) and (c, d) != (0, 0) and max(a, b, c, d) >= 6]
    main = ("int main() { long long a, b, c, d; while (std::cin >> a >> b >> c >> d) "
            "std::cout << outcome(a, b, c, d) << '\\n'; }\n")
    out = run_words(tmp_path, got["code"], main, [" ".join(map(str, q)) for q in cases])
    assert out == [value[(*q, True)] for q in cases]



def test_each_points_distances_are_features_of_four_numbers():
    # the quick part of the race above (which runs in the full tier: 27 s): four numbers read as
    # two points give each point's x + y, max and min, by their definitions
    from explore import features
    positions = [(a, b, c, d) for a in range(3) for b in range(3) for c in range(3)
                 for d in range(2)]
    by_name = {f.name: f for f in features.number_features(positions, ("p", "q", "r", "s"))}
    for p in positions:
        for (x, y), (i, j) in ((("p", "q"), (0, 1)), (("r", "s"), (2, 3))):
            assert by_name[f"{x} + {y}"].fn(p) == p[i] + p[j]
            assert by_name[f"max({x}, {y})"].fn(p) == max(p[i], p[j])
            assert by_name[f"min({x}, {y})"].fn(p) == min(p[i], p[j])


def chase_outcomes(n: int) -> dict:
    """W / L / D of (r1, c1, r2, c2, white to move) on an n x n board, by the plain fixpoint of
    the rules (Luogu P4576): white steps one cell, black one or two in a straight line, and who
    moves onto the other piece wins."""
    cells = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]

    def moves(w, b, white):
        r, c = w if white else b
        out = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            for k in ((1,) if white else (1, 2)):
                to = (r + k * dr, c + k * dc)
                if 1 <= to[0] <= n and 1 <= to[1] <= n:
                    out.append(to)
        return out
    states = [(w, b, t) for w in cells for b in cells if w != b for t in (True, False)]
    value = {s: "D" for s in states}
    changed = True
    while changed:
        changed = False
        for w, b, white in states:
            if value[w, b, white] != "D":
                continue
            after = []
            for to in moves(w, b, white):
                if to == (b if white else w):
                    after.append("L")                   # a capture: the other player lost
                else:
                    after.append(value[(to, b, False) if white else (w, to, True)])
            new = "W" if "L" in after else "L" if after and all(v == "W" for v in after) else "D"
            if new != "D":
                value[w, b, white] = new
                changed = True
    return {(n, *w, *b): v for (w, b, white), v in value.items() if white}


def test_points_named_by_a_shared_number_beside_a_side_have_their_distances():
    """Five numbers (n, r1, c1, r2, c2): the two named points' distances are features, and the
    chase's rule (white wins iff it starts next to black) is found on boards up to 4 x 4 and
    holds on boards of 5 to 7."""
    from explore.features import vocabulary
    from explore.miner import mine, verify
    from explore.positions import numbers
    small = {p: v for n in (2, 3, 4) for p, v in chase_outcomes(n).items()}
    larger = {p: v for n in (5, 6, 7) for p, v in chase_outcomes(n).items()}
    shape = numbers(n=range(2, 5), r1=range(1, 5), c1=range(1, 5), r2=range(1, 5), c2=range(1, 5))
    positions = sorted(small)
    got = mine(positions, [small[p] for p in positions], vocabulary(shape, positions), "outcome")
    assert got.exact, got.summary()
    assert "steps(r1, c1)(r2, c2)" in got.rules[0].features, got.rules[0].text
    for rule in got.rules:
        assert verify(rule, sorted(larger), [larger[p] for p in sorted(larger)]) == [], rule.text
