# A Game With Numbers (Codeforces 919F): Alice and Bob hold cards, each with a number from 0 to 4
# (the problem: 8 cards each; here h cards each, h = the half of the position's length). In a
# round the player to move chooses one of their own cards a and one of the opponent's cards b
# with a * b != 0, and replaces a by (a + b) mod 5. The player whose cards are all 0 wins (the
# moment they become so). Play may go on for ever: a deal. A position: Alice's h cards, then
# Bob's h cards, with Alice to move (the problem's f = 0; f = 1 is the same game with the hands
# swapped); Alice's cards are not all 0 (the problem guarantees it for the first player). A state:
# (the mover's cards sorted, the other's cards sorted). The result: W, L or D for Alice.
positions = sequence(values=range(0, 5), length=range(2, 7, 2)).where(
    lambda p: any(p[:len(p) // 2]))
result = "outcome"


def start(position):
    h = len(position) // 2
    return (tuple(sorted(position[:h])), tuple(sorted(position[h:])))


def moves(state):
    mine, theirs = state
    if not any(theirs) or not any(mine):
        return                          # the game is over: the player with all 0 has won
    for i, a in enumerate(mine):
        if a == 0 or (i > 0 and mine[i - 1] == a):
            continue
        for j, b in enumerate(theirs):
            if b == 0 or (j > 0 and theirs[j - 1] == b):
                continue
            changed = tuple(sorted(mine[:i] + ((a + b) % 5,) + mine[i + 1:]))
            yield (theirs, changed)


def canonical(state):
    return state
