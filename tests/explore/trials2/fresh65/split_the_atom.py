# Don't Split The Atom! (Baekjoon 19253): n atoms. Professor Zoom first divides the atoms into two
# non-empty groups. Then Doctor Horrible takes one of the groups (for his own use) and splits the
# other into two non-empty parts; then Professor takes one of those parts and splits the other;
# and so on, every turn taking one of the two parts just made and splitting the other. A player
# forced to split a single atom loses (the explosion). The result: whether Professor, the first
# player, wins (the answer 'A'). A position: n, 1..60 declared here (the statement allows n <= 10^6).
# A state: the parts handed to the player to move, as (smaller, larger): (0, n) at the start, when
# Professor has the one group of n atoms to divide; a move takes one part (when there are two) and
# splits the other, of at least two atoms, into two non-empty parts. Where every part handed over
# is a single atom, the player to move can only split a single atom: no move, and that player loses.
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    return (0, position[0])


def moves(state):
    options = set()
    for part in set(state):
        if part >= 2:
            for a in range(1, part // 2 + 1):
                options.add((a, part - a))
    return sorted(options)


def canonical(state):
    return state
