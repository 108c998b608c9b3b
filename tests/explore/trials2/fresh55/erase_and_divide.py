# Erase and Divide Game (AtCoder AGC 064 C): some non-negative integers are written on a
# blackboard, each at most once (the input gives them as disjoint intervals [l_i, r_i], written in
# order, r_i < l_(i+1)). While one or more integers are on the board, Takahashi and Aoki take
# turns, Takahashi first; a turn performs exactly one of two operations: delete every even number
# and replace each remaining (odd) x by floor(x / 2); or delete every odd number and replace each
# remaining (even) x by x / 2. When no integer is left the game ends and the player who performed
# the last operation wins. (An operation may change nothing: 0 alone survives the second one as 0;
# the statement says the game ends in finitely many operations under optimal play.) A position:
# the board as a string of 0s and 1s, character i being 1 iff i is written; 1..8 characters with
# at least one 1 declared here (the statement allows T <= 10^4 cases, N <= 10^4 intervals and
# numbers up to 10^18). A state: the board as such a string. With no 1 left the game is over:
# the player to move there has lost (the other made the last operation). Since play can go round
# (0 -> 0), the result is W, L or D for the player to move (D: play goes on for ever). The
# result: W if Takahashi, the first player, wins.
positions = string("01", length=range(1, 9)).where(lambda s: "1" in s)
result = "outcome"


def moves(s):
    if "1" not in s:
        return []                                  # the board is empty: the game is over
    odd_kept = s[1::2]                             # evens deleted, each odd 2j+1 becomes j
    even_kept = s[0::2]                            # odds deleted, each even 2j becomes j
    return sorted({odd_kept, even_kept})
