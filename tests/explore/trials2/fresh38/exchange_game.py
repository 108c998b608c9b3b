# Exchange Game (AtCoder ABC 380 F): Takahashi holds N cards, Aoki M cards and L cards lie on
# the table (N, M, L >= 1, N + M + L <= 12), each card with a number; everyone sees every card.
# In turn, Takahashi first, a player puts one card of his hand on the table; then, if a card on
# the table has a number less than the card just played, he may take one such card into his
# hand (or take none). The player who cannot move (an empty hand) loses. Restriction chosen
# here: all numbers are different (the statement allows equal numbers), so only their order
# matters. A position: the cards sorted by number, written as one string, a letter per card
# for where it lies: 't' in Takahashi's hand, 'a' in Aoki's, 'c' on the table; 3 to 8 cards
# declared here, each letter at least once. A state: (that string, the letter of the player to
# move). The result: whether Takahashi, the first player, wins.
positions = string("tac", length=range(3, 9)).where(
    lambda s: "t" in s and "a" in s and "c" in s)
result = "win"


def start(cards):
    return (cards, "t")


def moves(state):
    cards, me = state
    other = "a" if me == "t" else "t"
    for j, owner in enumerate(cards):
        if owner != me:
            continue
        played = cards[:j] + "c" + cards[j + 1:]          # the card goes to the table
        yield (played, other)                             # take nothing
        for k in range(j):                                # a table card with a smaller number
            if played[k] == "c":
                yield (played[:k] + me + played[k + 1:], other)


def canonical(state):
    return state
