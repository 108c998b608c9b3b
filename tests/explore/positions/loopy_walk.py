# A game that may cycle: a token on 0..n-1 of a ring, step -1 or -2 (mod n) but never onto 0
# twice... simply: from k go to k-1 or k-2 (>= 0), or from k >= 3 go to k+1 if k+1 < n.
n_max = 8
positions = numbers(k=range(0, n_max))
result = "outcome"


def moves(k):
    k = k[0]
    out = [(k - d,) for d in (1, 2) if k - d >= 0]
    if 3 <= k and k + 1 < n_max:
        out.append((k + 1,))
    return out
