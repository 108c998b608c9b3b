# CHN07 (CodeChef): a row of n letters, each R or B. In turn, the first player first, a player
# picks an R and, with it, zero or more consecutive B's standing immediately to its right, and
# flips every picked letter (R becomes B, B becomes R). A player with no R to pick loses. A
# position: the row. A state: the same string. The result: whether the first player wins.
positions = string("RB", length=range(1, 11))
result = "win"


def moves(s):
    for i, c in enumerate(s):
        if c != "R":
            continue
        j = i
        while True:
            flipped = "".join("B" if x == "R" else "R" for x in s[i:j + 1])
            yield s[:i] + flipped + s[j + 1:]
            if j + 1 < len(s) and s[j + 1] == "B":
                j += 1
            else:
                break
