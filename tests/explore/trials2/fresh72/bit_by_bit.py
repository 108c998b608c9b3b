# Bit by Bit (SPOJ DCEPC807): Alice and Bob start with a number n. F(n) is the total number of
# set bits in the binary representations of the numbers 0 .. 2^n - 1. In a turn a player either
# unsets a single set bit of n or unsets two consecutive set bits of n; the number left, x, is the
# new number. The game ends when F(x) is a power of 2 (0 counts as a power of 2). The player with
# no move loses. Alice moves first; both play optimally. The result: whether Alice wins. A
# position: n = 0..1023 declared here (the statement allows 0 <= n <= 10^6). A number whose own F
# is a power of 2 is an ended game: the player to move there has no move (the sample n = 4,
# F(4) = 32, is won by Bob).
positions = numbers(n=range(0, 1024))
result = "win"


def set_bits_below(n):
    # F(n): each of the n bit places is set in exactly half of the 2^n numbers 0 .. 2^n - 1
    return n << (n - 1) if n >= 1 else 0


def ended(n):
    f = set_bits_below(n)
    return f & (f - 1) == 0            # 0 or a power of 2


def moves(position):
    (n,) = position
    if ended(n):
        return []
    options = set()
    bit = 0
    while (1 << bit) <= n:
        if n >> bit & 1:
            options.add((n & ~(1 << bit),))                 # one set bit
            if n >> (bit + 1) & 1:
                options.add((n & ~(3 << bit),))             # two consecutive set bits
        bit += 1
    return sorted(options)
