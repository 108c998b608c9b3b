# Removing Digits (Project Euler 961): the game starts from a positive integer written in
# decimal. The two players take turns; a turn removes one digit of the number, and any zeros
# then left at the front are dropped (from 105 a turn reaches 5, 10 or 15). The player who
# removes the last nonzero digit (the number becomes zero, nothing of it left) wins. The result:
# whether the first player, moving first, can force a win. A position: the number's digits as a
# string, no zero at the front, 1..4 digits declared here (every n below 10^4: 9,999 strings;
# the problem counts the winning n below 10^18, so up to 18 digits). A state: the digits left,
# zeros at the front dropped, "" once no digit (or only zeros) is left; "" has no move, so the
# player to move there has lost (normal play), which is the rule that the one who removed the
# last nonzero digit wins.
positions = string("0123456789", length=range(1, 5)).where(lambda s: s[0] != "0")
result = "win"


def moves(digits):
    out = set()
    for i in range(len(digits)):
        out.add((digits[:i] + digits[i + 1:]).lstrip("0"))
    return sorted(out)
