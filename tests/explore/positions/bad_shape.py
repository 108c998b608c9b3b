positions = multiset(piles=[1, 3])
def moves(p): return []
