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
