# Vlak (Baekjoon 20508): Nina and Emilija each have a favourite song, a list of words. The paper is
# empty at the start; they move in turn, Nina first, a move appending one letter to the word on the
# paper, so that the word written after the move is a prefix of some word of the mover's own song.
# A player who cannot move loses. The result: whether Nina, the first player, wins (the answer
# "Nina"). A position: the input as one line, Nina's words separated by single spaces, a bar, then
# Emilija's words likewise, every word non-empty, over the letters a and b; lines of 3..8
# characters declared here (the statement allows any lowercase letters and a total length of the
# words up to 200,000). A state: (the word on the paper; 0 when Nina is to move, 1 when Emilija
# is; both songs).
positions = string("ab |", length=range(3, 9)).where(
    lambda line: line.count("|") == 1
    and all(word for side in line.split("|") for word in side.split(" ")))
result = "win"


def start(line):
    nina, emilija = line.split("|")
    return ("", 0, tuple(sorted(set(nina.split(" ")))), tuple(sorted(set(emilija.split(" ")))))


def moves(state):
    word, turn, nina, emilija = state
    song = nina if turn == 0 else emilija
    options = set()
    for letter in "ab":
        after = word + letter
        if any(w.startswith(after) for w in song):
            options.add((after, 1 - turn, nina, emilija))
    return sorted(options)


def canonical(state):
    return state
