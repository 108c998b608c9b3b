# Kicker (Codeforces 411C): players 1 and 2 form the first team, players 3 and 4 the second. Each
# player i has a defence skill a_i and an attack skill b_i. First the first team decides which of
# its players plays attack and which plays defence; then the second team does the same, knowing
# the first team's choice. A team's defence is the defence skill of its defender, its attack the
# attack skill of its attacker. A team is guaranteed to beat the other when its defence is
# strictly greater than the opponent's attack and its attack strictly greater than the opponent's
# defence. Both teams arrange optimally. The result: W if the first team can win ("Team 1"), L if
# the second team can ("Team 2"), D if neither team can definitely win ("Draw").
# A position: a_1 b_1 a_2 b_2 a_3 b_3 a_4 b_4, the input's four lines in one sequence; declared
# here: skills 1..3 (6,561 sequences); the statement allows 1 <= a_i, b_i <= 100.
# A state: (the skills, the first team's choice or None before it, the second team's choice or
# None); a choice is the index (0 or 1) within the team of the player who plays attack. The game
# is decided at its end through winner(): the player to move there is the first team.
positions = sequence(values=range(1, 4), length=range(8, 9))
result = "outcome"


def start(p):
    return (tuple(p), None, None)


def moves(state):
    p, first, second = state
    if first is None:
        return [(p, 0, None), (p, 1, None)]
    if second is None:
        return [(p, first, 0), (p, first, 1)]
    return []


def _team(p, team, attacker):
    # (defence, attack) of a team whose player `attacker` (0 or 1 within the team) attacks
    i = 2 * team + attacker              # the attacker's index among the four players
    j = 2 * team + (1 - attacker)        # the defender's
    return p[2 * j], p[2 * i + 1]


def winner(state):
    p, first, second = state
    d1, a1 = _team(p, 0, first)
    d2, a2 = _team(p, 1, second)
    if d1 > a2 and a1 > d2:
        return "mover"                    # the first team, to move at the end, won
    if d2 > a1 and a2 > d1:
        return "last"                     # the second team made the last move and won
    return "draw"


def canonical(state):
    return state
