# Jenga Game (Baekjoon 32466): a tower of N layers, each of three parallel blocks (left, middle,
# right). In turn, Yesyes first, a player removes one block from the tower, provided the tower is
# stable afterwards: every layer holds at least one block, a layer with exactly one block holds
# the middle one, and the top layer holds all three blocks. No block is put back on the top. The
# player who cannot move loses. A position: the N layers from the top layer down, each as three
# characters '1' (a block) or '0' (none), written one after another (the input's N lines in one
# string of 3N characters), a stable tower (the statement guarantees it); N = 1..5 here (the
# statement gives no bound on N that was read). A state: the same string. The result: whether
# Yesyes, the first player, wins.


def _stable(tower):
    if len(tower) % 3 or tower[:3] != "111":
        return False
    return all(tower[i:i + 3] not in ("000", "100", "001") for i in range(0, len(tower), 3))


positions = string("01", length=range(3, 16, 3)).where(_stable)
result = "win"


def moves(tower):
    for i, c in enumerate(tower):
        if c == "1":
            after = tower[:i] + "0" + tower[i + 1:]
            if _stable(after):
                yield after
