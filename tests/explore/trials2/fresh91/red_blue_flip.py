# Malvika and Animesh play Red-Blue cards Game (Baekjoon 30154): n cards lie in a row, each
# red on one side and blue on the other, given from left to right as a string of R (red face
# up) and B (blue face up). Malvika and Animesh move in turn, Malvika first. A move chooses one
# card showing red, together with zero or more consecutive cards showing blue that start right
# after it (a block of blue cards directly to its right, possibly empty, and not necessarily
# the whole run of blue cards there); every chosen card is flipped, so the red card turns blue
# and the chosen blue cards turn red. The player who cannot move loses. The result: whether
# Malvika, moving first, wins. A position: the string of R and B, lengths 1..10 declared here
# (the statement allows n <= 500 and T <= 100 strings a test). A state is the string itself.
positions = string("RB", length=range(1, 11))
result = "win"


def moves(cards):
    out = []
    n = len(cards)
    for i, face in enumerate(cards):
        if face != "R":
            continue
        # the chosen red card and the j blue cards right after it, j = 0, 1, ... while blue
        j = 0
        while True:
            out.append(cards[:i] + "B" + "R" * j + cards[i + 1 + j:])
            if i + 1 + j < n and cards[i + 1 + j] == "B":
                j += 1
            else:
                break
    return out
