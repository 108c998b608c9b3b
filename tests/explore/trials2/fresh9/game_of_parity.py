# The Game of Parity (Codeforces 549C): n cities, the i-th with a_i people, and a number k. In
# turn, Stannis first, a player burns one city (it and its people are gone) until exactly k
# cities are left. Stannis wins if the total number of people left is odd, Daenerys if it is
# even. The result: whether Stannis, the first player, wins.
k = param("k", 2)
assert k >= 1, "the rules ask for k >= 1"
positions = multiset(piles=range(1, 7), size=range(1, 8)).where(lambda a: len(a) >= k)


def start(cities):
    return (cities, True)             # the cities left, Stannis to move


def moves(state):
    cities, stannis = state
    if len(cities) == k:
        return
    for i, a in enumerate(cities):
        if i > 0 and cities[i - 1] == a:
            continue
        yield (cities[:i] + cities[i + 1:], not stannis)


def winner(state):
    cities, stannis = state           # k cities left
    stannis_wins = sum(cities) % 2 == 1
    return "mover" if stannis_wins == stannis else "last"


def canonical(state):
    return state
