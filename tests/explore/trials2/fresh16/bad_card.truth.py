# Truth for AtCoder ABC 210 B: play the deck from the top; the player to move eats the top card;
# eating a bad card loses. True when Takahashi (first) wins.
def valid(position):
    return "1" in position


def truth(position):
    takahashi_moves = True
    for card in position:
        if card == "1":
            return not takahashi_moves         # the player who eats it loses
        takahashi_moves = not takahashi_moves
    raise ValueError("no bad card")
