# Ada and Game of Divisors (SPOJ ADAGAME4): a pile of N stones. Ada and Vinit move in turn, Ada
# first. The player to move picks at least 1 and at most d(N) stones, where d(N) is the number of
# divisors of the current N (N changes after each move). The player who faces an empty pile
# (N == 0) gets no stone and loses. Both play optimally. The result: whether Ada, the first
# player, wins. A position: N = 1..1000 declared here (the statement allows 1 <= N <= 2*10^7).
positions = numbers(n=range(1, 1001))
result = "win"


def divisor_count(n):
    count = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            count += 1 if d * d == n else 2
        d += 1
    return count


def moves(position):
    (n,) = position
    if n == 0:
        return []
    return [(n - k,) for k in range(1, divisor_count(n) + 1)]
