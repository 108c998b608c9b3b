# Monsters Battle (CodeChef MONSTBAT, LunchTime 81): Chef has N monsters and Chefina M, each with a
# value and in attack mode or defense mode. Chef plays first, then they alternate. In a turn the
# current player may either end the game at once, or choose one of their own living monsters in
# attack mode and one of the other player's monsters in defense mode: the defending monster is
# killed and the attacking one changes to defense mode (a monster in defense mode never changes
# back). Each player maximises X - Y, X the sum of the values of their own living monsters (both
# modes), Y the same for the other player. The answer: Chef's sum minus Chefina's after the game
# ends, both playing best. A position: Chef's monsters, a 0, then Chefina's monsters, each monster
# written as its value, positive in attack mode and negative in defense mode (V_1,i with D_1, then
# V_2,j with D_2, the input's lines one after another); 3 to 6 numbers in -2..2 declared here, kept
# by a filter to those with exactly one 0, not at either end (N, M >= 1), and at least one negative
# number after it (the statement: Chefina has at least one monster in defense mode at the start).
# The statement allows 10^5 monsters a side with values up to 10^9. A state: (Chef's living
# monsters, sorted; Chefina's, sorted; whose turn: 0 Chef, 1 Chefina; 1 once the game has been
# ended, 0 before; ending the game passes the turn, like any move). A score game decided at its
# end: every move scores 0, and where the game has been ended the player to move there gets
# her (or his) sum minus the other's (final()), so that the mover's total minus the other's at
# the start is Chef's sum minus Chefina's, the answer.


def _split(p):
    i = p.index(0)
    return p[:i], p[i + 1:]


def _allowed(p):
    if p.count(0) != 1 or p[0] == 0 or p[-1] == 0:
        return False
    chef, chefina = _split(p)
    return any(v < 0 for v in chefina)


positions = sequence(values=range(-2, 3), length=range(3, 7)).where(_allowed)
result = "score"


def start(position):
    chef, chefina = _split(position)
    return (tuple(sorted(chef)), tuple(sorted(chefina)), 0, 0)


def moves(state):
    chef, chefina, side, over = state
    if over:
        return
    yield ((chef, chefina, 1 - side, 1), 0)       # end the game now: the other is to move there
    mine, theirs = (chef, chefina) if side == 0 else (chefina, chef)
    for i, a in enumerate(mine):
        if a <= 0 or (i > 0 and mine[i - 1] == a):
            continue                              # an attacker, each value once
        for j, d in enumerate(theirs):
            if d >= 0 or (j > 0 and theirs[j - 1] == d):
                continue                          # a defender, each value once
            new_mine = tuple(sorted(mine[:i] + (-a,) + mine[i + 1:]))
            new_theirs = theirs[:j] + theirs[j + 1:]
            if side == 0:
                yield ((new_mine, new_theirs, 1, 0), 0)
            else:
                yield ((new_theirs, new_mine, 0, 0), 0)


def final(state):
    chef, chefina, side, over = state
    difference = sum(abs(v) for v in chef) - sum(abs(v) for v in chefina)
    return difference if side == 0 else -difference


def canonical(state):
    return state
