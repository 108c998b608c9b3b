# Truth for Codeforces 1359D (Yet Another Yet Another Task): every segment Alice may choose is
# tried, and for each every card Bob may remove; Alice takes the segment whose worst removal is
# best. The value is that score.


def valid(a):
    return len(a) >= 1 and all(-30 <= x <= 30 for x in a)


def truth(a):
    best = None
    n = len(a)
    for l in range(n):
        for r in range(l, n):
            segment = a[l:r + 1]
            worst = min(sum(segment) - segment[j] for j in range(len(segment)))
            if best is None or worst > best:
                best = worst
    return best
