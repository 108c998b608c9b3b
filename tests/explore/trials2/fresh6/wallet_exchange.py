# Wallet Exchange (Codeforces 1919A): Alice's wallet holds a coins, Bob's b coins. In turn,
# Alice first, a player may first swap wallets with the opponent (or not), and then must
# remove one coin from the wallet they now hold, which must not be empty. The player who cannot
# make a move loses. A position: (a, b), the mover's coins first.
positions = numbers(a=range(1, 16), b=range(1, 16))


def moves(state):
    mine, theirs = state
    if mine >= 1:
        yield (theirs, mine - 1)          # keep the wallet, pay a coin; the opponent moves next
    if theirs >= 1:
        yield (mine, theirs - 1)          # swap, then pay a coin from the wallet taken
