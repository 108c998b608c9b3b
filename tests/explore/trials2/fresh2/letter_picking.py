# Letter Picking (Codeforces 1728D): a string of even length. Alice, then Bob, in turn, take the
# first or the last letter of it and prepend it to their own string (both start empty). When
# the string is used up, the lexicographically smaller own string wins; equal strings draw.
positions = string("ab", length=range(2, 9, 2))
result = "outcome"


def start(s):
    return (s, "", "")                # what is left, Alice's string, Bob's string


def moves(state):
    s, alice, bob = state
    if not s:
        return
    alice_moves = len(alice) == len(bob)
    for letter, rest in ((s[0], s[1:]), (s[-1], s[:-1])):
        if alice_moves:
            yield (rest, letter + alice, bob)
        else:
            yield (rest, alice, letter + bob)


def winner(state):
    s, alice, bob = state             # the string is used up: Alice is the player to move
    if alice == bob:
        return "draw"
    return "mover" if alice < bob else "last"


def canonical(state):
    return state
