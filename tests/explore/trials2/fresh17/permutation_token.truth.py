# Truth for Codeforces 1033C (token on cell 1): a memoised search over the token's cell; from
# cell i it may go to any cell j with a_j > a_i and |i - j| a multiple of a_i; no move loses.
# True when the player to move first wins.
def valid(position):
    return len(position) >= 1 and len(set(position)) == len(position) and min(position) >= 1


def truth(position):
    a = tuple(position)
    n = len(a)
    memo = {}

    def wins(i):
        if i not in memo:
            memo[i] = any(not wins(j) for j in range(n)
                          if a[j] > a[i] and abs(i - j) % a[i] == 0)
        return memo[i]
    return wins(0)
