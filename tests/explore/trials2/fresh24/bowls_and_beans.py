# 茶碗と豆 (AtCoder ARC 038 C, Bowls and Beans), with one number c for every bowl: bowls 0, 1, ...,
# N - 1 in a row, bowl i (i >= 1) holding A_i beans and carrying the number C_i; here every C_i =
# min(c, i) (the statement allows any 1 <= C_i <= i). In turn, the first player first, a player
# takes one bean from a bowl i >= 1 and puts it into a bowl j with i - C_i <= j < i. The player who
# cannot move (every bean is in bowl 0) loses. A position: A_1 .. A_{N-1}, a sequence (bowl 0
# starts empty; its beans never move). A state: the beans in bowls 1 .. N - 1. The result: whether
# the first player wins.
c = param("c", 2)
assert c >= 1, "C_i >= 1"
positions = sequence(values=range(0, 4), length=range(1, 6))
result = "win"


def moves(beans):
    for i, a in enumerate(beans, 1):          # bowl i holds beans[i - 1]
        if a == 0:
            continue
        for j in range(max(0, i - min(c, i)), i):
            nxt = list(beans)
            nxt[i - 1] -= 1
            if j >= 1:
                nxt[j - 1] += 1
            yield tuple(nxt)
