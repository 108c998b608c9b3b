"""Nim product from its definition, for small operands only.

a * b = mex { a' * b  xor  a * b'  xor  a' * b' : a' < a, b' < b }   (Conway, On Numbers and Games).

The table is filled in increasing order of a and b up to the largest operand of the input; no
field structure, no splitting into halves. O(N^4) for operands below N, so tiny inputs only.
"""
import sys


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    t = data[0]
    pairs = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(t)]
    size = max(max(p) for p in pairs) + 1
    product = [[0] * size for _ in range(size)]
    for a in range(size):
        row = product[a]
        for b in range(size):
            seen = set()
            for a2 in range(a):
                row2 = product[a2]
                for b2 in range(b):
                    seen.add(row2[b] ^ row[b2] ^ row2[b2])
            value = 0
            while value in seen:
                value += 1
            row[b] = value
    print("\n".join(str(product[a][b]) for a, b in pairs))


if __name__ == "__main__":
    main()
