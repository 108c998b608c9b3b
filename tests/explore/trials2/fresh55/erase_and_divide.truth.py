# Truth for AtCoder AGC 064 C (Erase and Divide Game): retrograde analysis (../oracle.py's
# outcome_search) over the sets of numbers on the board: one move deletes the even numbers and
# maps each odd x to (x - 1) / 2, the other deletes the odd numbers and maps each even x to x / 2;
# an empty board is lost for the player to move (the other made the last operation); what is
# never decided would be a draw. 'W', 'L' or 'D' for Takahashi, moving first. The position is
# the board as a 0/1 string (character i is 1 iff i is written); the search reads it as a set.
from oracle import outcome_search


def _moves(board):
    if not board:
        return []
    return [frozenset((x - 1) // 2 for x in board if x % 2 == 1),
            frozenset(x // 2 for x in board if x % 2 == 0)]


_outcome = outcome_search(_moves)


def valid(position):
    return isinstance(position, str) and set(position) <= {"0", "1"} and "1" in position


def truth(position):
    return _outcome(frozenset(i for i, c in enumerate(position) if c == "1"))
