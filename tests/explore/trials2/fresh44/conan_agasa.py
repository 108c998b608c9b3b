# Conan and Agasa play a Card Game (Codeforces 914B, Codecraft-18 and Codeforces Round 458): Conan
# has n cards (1 <= n <= 10^5), the i-th with a number a_i (1 <= a_i <= 10^5). In turn, Conan
# first, a player chooses a card and removes it, and also removes every card whose number is
# strictly less than the chosen card's number. A player loses if he cannot make a move on his
# turn, i.e. when no card is left. The answer: Conan if he wins with best play, else Agasa. A
# position: the numbers on the cards (order does not matter), 1 to 7 cards of 1 to 7 declared
# here (the statement allows 10^5 cards of up to 10^5). A state: the numbers of the cards left,
# sorted. The result: whether Conan, the player to move, wins.
positions = multiset(piles=range(1, 8), size=range(1, 8))
result = "win"


def moves(cards):
    for i, v in enumerate(cards):
        if i > 0 and cards[i - 1] == v:
            continue                       # the same number: the same move
        # the chosen card goes, and with it every card of a smaller number; the other cards of
        # number v and every larger card stay
        yield tuple(c for c in cards if c >= v)[1:]
