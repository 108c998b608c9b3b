# gNumbers (Baekjoon 12070, the small input): a number is a gNumber when the sum of its decimal
# digits has no positive divisor other than 1 and itself (so 1 is a gNumber, and so is every
# number whose digit sum is a prime). A starting number N is chosen; Laurence and Seymour move in
# turn, Laurence first. On a turn, if the current number C is a gNumber, the player to move loses
# at once; otherwise the player chooses a prime factor P of C and divides C by P again and again
# until P no longer divides it, and the result is the new C. The answer: Laurence or Seymour,
# here whether Laurence, moving first, wins. A position: N, 1..1000 declared here (the copy read
# gave no limits for the small input). A state is C itself: a gNumber has no move, and the player
# to move there has lost; every other C is at least 4, so it has a prime factor to choose.
positions = numbers(n=range(1, 1001))
result = "win"


def _digit_sum(c):
    return sum(int(d) for d in str(c))


def _g_number(c):
    s = _digit_sum(c)
    return all(s % d for d in range(2, s))


def moves(position):
    c = position[0]
    if _g_number(c):
        return []
    out = []
    for f in range(2, c + 1):
        if c % f == 0 and all(f % d for d in range(2, f)):
            rest = c
            while rest % f == 0:
                rest //= f
            out.append((rest,))
    return out
