# Card Game (Codeforces 2104C, Educational Round 178): cards numbered 1 to n; at the start some
# are Alice's and the rest Bob's. Card i beats card j iff i > j, with one exception: card 1 beats
# card n. The game goes on as long as each player has at least one card. Each turn: Alice puts one
# of her cards face up on the table; Bob, seeing it, puts one of his; if Alice's card beats Bob's,
# Alice takes both cards, otherwise Bob takes both. A card taken may be played again later. The
# player who has no card at the beginning of a turn loses. (The statement adds that with best play
# the game ends in a finite number of turns.) A position: the string of n letters, the i-th 'A'
# if card i is Alice's, 'B' if Bob's, with at least one of each (as the input promises); n = 2 to
# 8 declared here (the statement allows up to 50). A state: (the owners' string, the card Alice
# has put on the table this turn, 0 when it is Alice's turn to play). Alice putting a card and
# Bob answering are two moves, so the two players alternate. The result: W if Alice, the first
# player, wins, L if Bob wins, D if play could go on for ever (never, by the statement).
positions = string("AB", length=range(2, 9)).where(lambda s: "A" in s and "B" in s)
result = "outcome"


def start(cards):
    return (cards, 0)


def _beats(i, j, n):
    return (i == 1 and j == n) or (i > j and not (i == n and j == 1))


def moves(state):
    cards, played = state
    n = len(cards)
    if played == 0:                       # Alice's turn begins
        if "A" not in cards or "B" not in cards:
            return                        # someone has no card: the game is over
        for i in range(1, n + 1):
            if cards[i - 1] == "A":
                yield (cards, i)
    else:                                 # Bob answers Alice's card
        for j in range(1, n + 1):
            if cards[j - 1] == "B":
                taker = "A" if _beats(played, j, n) else "B"
                new = list(cards)
                new[played - 1] = new[j - 1] = taker
                yield ("".join(new), 0)


def winner(state):
    cards, played = state                 # Alice is to move and someone has no card
    return "mover" if "A" in cards else "last"


def canonical(state):
    return state
