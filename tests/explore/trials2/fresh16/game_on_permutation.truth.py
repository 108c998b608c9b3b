# Truth for Codeforces 1860C: a memoised search over the chip's index in the sequence; from index
# i the chip goes to any j < i with p_j < p_i; the player who cannot move wins. True when the
# player to move at the last index (Bob) wins.
def valid(position):
    return len(position) >= 1 and len(set(position)) == len(position)


def truth(position):
    p = tuple(position)
    mover_wins = []
    for i in range(len(p)):                    # from the left: every move goes to a smaller index
        options = [j for j in range(i) if p[j] < p[i]]
        # no move: the mover wins; else the mover wins by moving where the next mover loses
        mover_wins.append(not options or any(not mover_wins[j] for j in options))
    return mover_wins[-1]
