# Game with Telephone Numbers (Codeforces 1155B, Educational Round 63): a telephone number is a
# sequence of exactly 11 digits whose first digit is 8. Vasya and Petya start from a string s of
# n digits, n odd, 13 <= n < 10^5. In turn, Vasya first, a player must choose one character of
# the current string and erase it. The game ends when the string has 11 characters: if it is a
# telephone number Vasya wins, otherwise Petya wins. A position: s, of length 13 or 15 declared
# here, over the digits '0' and '8' (restriction chosen: every digit other than 8 is written
# '0'; the statement allows any decimal digits and n up to 10^5). A state: the current string
# (n is odd and each move erases one character, so Vasya is to move exactly when its length is
# odd). Decided at its end through winner(): at length 11 Vasya is to move, and he has won iff
# the string starts with 8. The result: whether Vasya, the first player, wins.
positions = string("08", length=range(13, 16, 2))
result = "win"


def moves(state):
    if len(state) <= 11:
        return                        # the game has ended
    seen = set()
    for i in range(len(state)):
        nxt = state[:i] + state[i + 1:]
        if nxt not in seen:
            seen.add(nxt)
            yield nxt


def winner(state):
    # the game ends at length 11, odd, so the player to move there is Vasya
    return "mover" if state[0] == "8" else "last"
