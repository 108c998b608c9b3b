# Truth for Codeforces 117B (Very Interesting Game): a plain search of the two moves. The first
# player wins when some s1 in 0..a leaves every s2 in 0..b with the 18-digit string s1 s2 (the
# number int(f"{s1:09d}{s2:09d}")) not divisible by mod. True when the first player wins.


def valid(p):
    return len(p) == 3 and p[0] >= 0 and p[1] >= 0 and p[2] >= 1


def truth(p):
    a, b, mod = p
    for s1 in range(a + 1):
        second_wins = False
        for s2 in range(b + 1):
            if int(f"{s1:09d}{s2:09d}") % mod == 0:
                second_wins = True
                break
        if not second_wins:
            return True
    return False
