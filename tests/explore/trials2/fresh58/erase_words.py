# A String Game (CodeChef ASTRGAME): a string S is written on a whiteboard and a dictionary of
# N words is given. Teddy and Tracy move in turn, Teddy first; in a turn the player must erase a
# contiguous substring (of one of the pieces left) that is a word of the dictionary. After a
# substring is erased the parts to its left and right are separated: no later erased word may
# lie partly on each side. The player who cannot erase any substring loses. A position: the
# string S over the letters 'a' and 'b', lengths 1..10 declared here (the statement allows
# |S| <= 30 over 'a'..'z', N <= 30 words of up to 30 letters). The dictionary is given with the
# input: here the parameter `d` chooses one of three dictionaries over 'a' and 'b' (1: ab, ba;
# 2: a, bab; 3: aa, bb, aba). A state: the pieces left, each a non-empty string, sorted. The
# result: whether Teddy, the first player, wins.
DICTIONARIES = {1: ("ab", "ba"), 2: ("a", "bab"), 3: ("aa", "bb", "aba")}
d = param("d", 1)
assert d in DICTIONARIES, "d chooses one of the dictionaries 1, 2, 3"
WORDS = DICTIONARIES[d]
positions = string("ab", length=range(1, 11))
result = "win"


def start(s):
    return (s,)


def moves(pieces):
    options = set()
    for i, piece in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        for word in WORDS:
            at = piece.find(word)
            while at >= 0:
                left, right = piece[:at], piece[at + len(word):]
                options.add(tuple(sorted(rest + tuple(p for p in (left, right) if p))))
                at = piece.find(word, at + 1)
    return sorted(options)


def canonical(pieces):
    return tuple(sorted(pieces))
