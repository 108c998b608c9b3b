# Tokitsukaze and Duel (Codeforces 1190C): a row of n cards, each showing side 0 or 1, and a
# number k. In turn, Tokitsukaze first, a player chooses k consecutive cards and turns them all
# to the same side (0 or 1, the player's choice; cards already showing it stay). The player after
# whose move all n cards show the same side wins. When play can go on for ever, it is a draw.
# The result: W / L / D for the first player. (The row starts with both sides showing.)
k = param("k", 2)
positions = string("01", length=range(2, 11)).where(
    lambda s: "0" in s and "1" in s and len(s) >= k)
result = "outcome"


def moves(s):
    if "0" not in s or "1" not in s:          # the last move made every card alike: it won
        return
    for i in range(len(s) - k + 1):
        for side in "01":
            yield s[:i] + side * k + s[i + k:]


def canonical(state):
    return state
