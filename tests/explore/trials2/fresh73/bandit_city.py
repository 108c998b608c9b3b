# Bandit in a City (Codeforces 1436D): n squares joined by n - 1 one-way roads, a road from square
# p_i to square i for i = 2..n (p_i < i), so every square is reached from the main square 1. At
# the start the bandit is on square 1 and a_i citizens are on square i. Then, repeatedly: first
# each citizen on a square with some outgoing road chooses one of those roads and moves along it;
# then the bandit moves along one of the roads going out of his square. This repeats until the
# bandit is on a square with no outgoing road; he catches all the citizens on that square. The
# bandit maximises the number caught, the citizens (who cooperate) minimise it; both know where
# everyone is. The answer: the number caught with optimal play.
# A position: p_2 .. p_n, then a_1 .. a_n, the input's two lines in one sequence (length 2n - 1);
# declared here: n = 2..4 with 0 <= a_i <= 3 (1,680 sequences kept by the filter: p_i < i); the
# statement allows n <= 2 * 10^5 and a_i <= 10^9.
# The game as one zero-sum game of the bandit and the citizens, alternating strictly: the bandit's
# first move is a pass (his only move), so that the citizens' first move comes second and the
# value of a position (the bandit's side moving first) is the answer. The citizens' move is one
# move of all of them at once (every way to send each citizen on a square with outgoing roads
# along one of them); the bandit's move into a square with no outgoing road earns him the
# citizens there, and the game ends.
# A state: (the parents p_2 .. p_n, the citizens on each square, the bandit's square (0-based),
# the phase: "pass" before the bandit's first pass, "citizens" or "bandit" for whose move it is).
from itertools import product


def _tree_ok(p):
    if len(p) % 2 == 0:
        return False
    n = (len(p) + 1) // 2
    return n >= 2 and all(1 <= p[i - 2] < i for i in range(2, n + 1))


positions = sequence(values=range(0, 4), length=range(3, 8, 2)).where(_tree_ok)
result = "score"


def start(p):
    n = (len(p) + 1) // 2
    return (tuple(p[:n - 1]), tuple(p[n - 1:]), 0, "pass")


def _children(parents, v):
    # the squares (0-based) a road from square v (0-based) leads to
    return [i for i in range(1, len(parents) + 1) if parents[i - 1] - 1 == v]


def _splits(total, parts):
    # every way to send `total` citizens along `parts` roads (how many take each)
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _splits(total - first, parts - 1):
            yield (first,) + rest


def moves(state):
    parents, people, bandit, phase = state
    n = len(people)
    if phase == "pass":
        return [((parents, people, bandit, "citizens"), 0)]
    if phase == "citizens":
        choices = []
        for v in range(n):
            kids = _children(parents, v)
            if kids and people[v] > 0:
                choices.append([(v, kids, split) for split in _splits(people[v], len(kids))])
        options = set()
        for pick in product(*choices):
            after = list(people)
            for v, kids, split in pick:
                after[v] -= people[v]
                for w, count in zip(kids, split):
                    after[w] += count
            options.add((parents, tuple(after), bandit, "bandit"))
        return [(s, 0) for s in sorted(options)]
    kids = _children(parents, bandit)
    out = []
    for w in kids:
        if _children(parents, w):
            out.append(((parents, people, w, "citizens"), 0))
        else:
            out.append(((parents, people, w, "end"), people[w]))
    return out


def canonical(state):
    return state
