# Integer Game (UVa 11489): a number written with the digits 1..9. Players S and T take turns,
# S first; a move deletes one digit, allowed only when the digits left sum to a multiple of 3
# (or no digit is left). Who cannot move loses.
positions = string("123456", length=range(1, 5))


def moves(s):
    for i in range(len(s)):
        rest = s[:i] + s[i + 1:]
        if sum(map(int, rest)) % 3 == 0:
            yield rest


def canonical(s):
    return "".join(sorted(s))                   # the order of the digits never matters
