# Bad Card (AtCoder ABC 210 B): a deck of N cards, each good (0) or bad (1), at least one bad.
# In turn, Takahashi first, a player draws the top card and eats it; the first player to eat a
# bad card loses. A position: the deck from the top as a string over 01. A state: the deck left.
# A player facing a bad card on top has lost (no move is left to them that does not lose), so a
# move exists only when the top card is good. The result: whether Takahashi, the first player,
# wins.
positions = string("01", length=range(1, 13)).where(lambda s: "1" in s)
result = "win"


def moves(deck):
    if deck and deck[0] == "0":
        yield deck[1:]
