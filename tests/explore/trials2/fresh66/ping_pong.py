# Ping-pong (Codeforces 1455C): Alice has x stamina, Bob y. The server of a play strikes the ball,
# then the receiver returns it, and so on alternately until one of them does not return; that one
# loses the play and the winner serves the next play. Alice serves the first play. Each hit
# (serve or return) costs 1 stamina; a player without stamina cannot return (and loses the play)
# or serve (then the other player serves instead). When both are out of stamina the game is over.
# A player may choose not to return (losing the play, saving stamina); a server with stamina must
# serve. Each plays to maximise first their own number of wins, second to minimise the other's.
# The answer: Alice's and Bob's wins; the value here is Alice's wins (score = "own": the first
# player's own total; ties = "least": among equal totals, the other's least).
# A position: (x, y), 1..12 each declared here (144 positions); the statement allows up to 10^6.
# Each decision is a move, so the players alternate strictly: a serve or a return is the hitter's
# move, not returning the receiver's; a player due to serve without stamina makes a forced pass
# (the other then serves). A state: (the stamina of the player to move, the other's stamina,
# "serve" or "return", the point of the play just won owed to the player to move (1) or not (0)).
# The winner of a play is the next to move (it serves or passes), and that move collects the
# point; at the end final() gives it.
positions = numbers(x=range(1, 13), y=range(1, 13))
result = "score"
score = "own"
ties = "least"


def start(position):
    x, y = position
    return (x, y, "serve", 0)


def moves(state):
    mine, theirs, phase, owed = state
    if phase == "serve":
        if mine > 0:
            return [((theirs, mine - 1, "return", 0), owed)]
        if theirs > 0:                               # the other serves instead
            return [((theirs, mine, "serve", 0), owed)]
        return []                                    # both out of stamina: the game is over
    options = [((theirs, mine, "serve", 1), 0)]      # not returning: the other wins the play
    if mine > 0:
        options.append(((theirs, mine - 1, "return", 0), 0))
    return options


def final(state):
    mine, theirs, phase, owed = state
    return (owed, 0)


def canonical(state):
    return state
