# Prijateljice (COCI; Baekjoon's copy): Leona collected n words and Zoe m words, all of them
# distinct, each player's words given in lexicographic order. They play in turn, Leona first. In
# a move the player says a word from her own pile that is lexicographically greater than the
# previous word said and begins with the same letter as the previous word or with the letter
# just after it in the alphabet. Leona's first move is her lexicographically smallest word. A
# player who cannot make a move loses. Both play optimally. The result: whether Leona, the first
# player, wins. A position: one string, Leona's words separated by commas, then "|", then Zoe's
# words separated by commas (the input's two lists), over the letters a, b, c; lengths 3..7
# declared here (the statement allows n, m <= 10^5, total length <= 10^6, any lowercase letters).
# A word already said is smaller than every later one, so it can never be said again. A state:
# (the position, the last word said or "" before the first move, whose turn: 0 Leona, 1 Zoe).


def _piles(text):
    if text.count("|") != 1:
        return None
    leona, zoe = (part.split(",") for part in text.split("|"))
    words = leona + zoe
    if "" in words or len(set(words)) != len(words):
        return None
    if leona != sorted(leona) or zoe != sorted(zoe):
        return None
    return leona, zoe


positions = string("abc,|", length=range(3, 8)).where(lambda s: _piles(s) is not None)
result = "win"


def start(text):
    return (text, "", 0)


def moves(state):
    text, last, turn = state
    pile = _piles(text)[turn]
    if last == "":
        return [(text, min(pile), 1)]                 # Leona opens with her smallest word
    follow = (last[0], chr(ord(last[0]) + 1))
    return [(text, word, 1 - turn) for word in pile if word > last and word[0] in follow]
