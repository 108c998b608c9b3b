# Training Before the Olympiad (Codeforces 1916C): an array a. Masha and Olya take turns, Masha
# first. If the array has one element the game ends; otherwise the player to move chooses two
# different indices i, j, removes a_i and a_j and adds floor((a_i + a_j) / 2) * 2. Masha wants the
# final number as large as possible, Olya as small as possible. The problem asks the final number
# for every prefix of a; here the game on the whole array (its last prefix). A position: the array
# as a multiset (the order does not matter to the moves), 1..6 numbers of 1..7 declared here (1,715
# positions); the statement allows n <= 10^5 and a_i <= 10^9. A state: (the numbers, sorted; 0 when
# Masha is to move, 1 when Olya is). The value of a position (Masha's side: Masha moves first) is
# the final number: final() gives it to Masha when she is the player to move at the end, and its
# negative to Olya.
positions = multiset(piles=range(1, 8), size=range(1, 7))
result = "score"


def start(a):
    return (tuple(sorted(a)), 0)


def moves(state):
    a, turn = state
    options = set()
    for i in range(len(a)):
        for j in range(i + 1, len(a)):
            rest = a[:i] + a[i + 1:j] + a[j + 1:]
            merged = (a[i] + a[j]) // 2 * 2
            options.add(((tuple(sorted(rest + (merged,))), 1 - turn), 0))
    return sorted(options)


def final(state):
    a, turn = state
    return a[0] if turn == 0 else -a[0]


def canonical(state):
    return state
