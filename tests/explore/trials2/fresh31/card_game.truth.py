# Truth for Codeforces 1739C (Card Game), one split played: a plain memoised minimax (+1 a win
# for the player to move, -1 a loss, 0 a draw) over (the cards of the player to move, the other's cards, the
# card the other just led): the player to move answers with a greater card of their own and, if
# cards are left, leads the next turn; with no greater card the player to move has lost; once
# every card is played the game is a draw. 'W', 'L' or 'D' for Alex.
_END = "end"


def _moves(state):
    if state == _END:
        return []
    mine, other, led = state
    out = []
    if led == 0:
        for z in mine:
            out.append((other, tuple(c for c in mine if c != z), z))
        return out
    for y in mine:
        if y > led:
            rest = tuple(c for c in mine if c != y)
            if not rest:
                out.append(_END)
            for z in rest:
                out.append((other, tuple(c for c in rest if c != z), z))
    return out


_memo = {}


def _memo_value(state):
    """+1: the player to move wins, -1: loses, 0: draw (only once every card is played)."""
    if state == _END:
        return 0
    if state not in _memo:
        options = _moves(state)
        _memo[state] = max(-_memo_value(s) for s in options) if options else -1
    return _memo[state]


def valid(owners):
    return len(owners) >= 2 and len(owners) % 2 == 0 and set(owners) <= set("AB") \
        and owners.count("A") == owners.count("B")


def truth(owners):
    alex = tuple(i + 1 for i, c in enumerate(owners) if c == "A")
    boris = tuple(i + 1 for i, c in enumerate(owners) if c == "B")
    v = _memo_value((alex, boris, 0))
    return "W" if v > 0 else "L" if v < 0 else "D"
