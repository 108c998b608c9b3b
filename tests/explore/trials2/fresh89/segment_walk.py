# Interval Game (AtCoder AGC 025 C): Takahashi stands at 0 on a number line; Aoki holds N
# segments [L_i, R_i] (integers, L_i < R_i). In each of N steps Aoki names a segment not named
# before and Takahashi walks to some point of it; after the N steps Takahashi walks back to 0.
# K is the total distance Takahashi walked; Aoki names segments to make K as large as possible,
# Takahashi walks to make it as small as possible. The answer: K under best play. A position:
# the sequence L_1, R_1, .., L_N, R_N, values -3..3 and N = 1..3 declared here, kept when every
# L_i < R_i (the statement allows N <= 10^5 and |L_i|, |R_i| <= 10^5). Restriction: Takahashi
# walks to whole-number points only (the statement lets him stop at any real point; with whole
# ends and a whole start, a best point can be taken among whole ones, since the distance still
# to walk changes its slope only at whole points). A state: ("name", Takahashi's point, the
# segments left) for Aoki, ("walk", point, the segment named, the segments left) for Takahashi;
# a walk scores its length against Takahashi, the last one with the way back to 0 added. The
# value, Aoki's (the first to move): K.


def _fits(p):
    return len(p) % 2 == 0 and all(lo < hi for lo, hi in zip(p[0::2], p[1::2]))


positions = sequence(values=range(-3, 4), length=range(2, 7, 2)).where(_fits)
result = "score"


def start(p):
    return ("name", 0, tuple(sorted(zip(p[0::2], p[1::2]))))


def moves(state):
    if state[0] == "name":
        _, x, left = state
        return [(("walk", x, seg, left[:i] + left[i + 1:]), 0)
                for i, seg in enumerate(left) if seg not in left[:i]]
    _, x, (lo, hi), left = state
    out = []
    for y in range(lo, hi + 1):
        cost = abs(x - y) + (abs(y) if not left else 0)
        out.append((("name", y, left), -cost))
    return out


def canonical(state):
    return state
