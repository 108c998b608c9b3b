# Kayles on a row of pins: knock down one pin (X) or two adjacent ones; '.' is a gap.
# Who cannot move loses. (The blocks of pins between gaps are independent heaps of Kayles.)
positions = string(".X", length=range(1, 9))


def moves(s):
    for i in range(len(s)):
        if s[i] == "X":
            yield s[:i] + "." + s[i + 1:]
            if i + 1 < len(s) and s[i + 1] == "X":
                yield s[:i] + ".." + s[i + 2:]
