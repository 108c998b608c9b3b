# A Childhood Game (LightOJ 1020): n marbles. In turn a player takes exactly one or two marbles.
# Who wins depends on who started: when Alice starts, the player who takes the last marble loses;
# when Bob starts, the player who takes the last marble wins. A position: (n, s) with s = 0 when
# Alice starts and s = 1 when Bob starts. A state: (marbles left, s). The result: whether the
# player who starts wins.
positions = numbers(n=range(1, 60), s=range(0, 2))
result = "win"


def moves(state):
    n, s = state
    for take in (1, 2):
        if take <= n:
            yield (n - take, s)


def winner(state):
    n, s = state
    return "mover" if s == 0 else "last"      # no marble left: who took the last one
