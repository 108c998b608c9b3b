def moves(p): return []
