# Truth for LeetCode 2017: every path of robot 1 (the column where it goes down), the grid with
# that path set to 0, every path of robot 2 on it; robot 2 takes its best, robot 1 the least of
# those; the value is minus that.
def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    n = len(position) // 2
    top, bottom = list(position[:n]), list(position[n:])
    best = None
    for c in range(n):
        t = [0 if i <= c else v for i, v in enumerate(top)]
        b = [0 if i >= c else v for i, v in enumerate(bottom)]
        second = max(sum(t[:d + 1]) + sum(b[d:]) for d in range(n))
        if best is None or second < best:
            best = second
    return -best
