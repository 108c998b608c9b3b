// A deliberately wrong Marbles solution: it treats every marble as its own
// game of Wythoff (the one-marble game really is Wythoff) and xors the
// plain Wythoff Grundy values. With several marbles that is not the game:
// it ends when the FIRST marble reaches (0,0), so row 0, column 0 and the
// diagonal are poison, and the values must be taken on the other cells.
// Both samples pass; e.g. (1,3) and (4,8) have Wythoff values 4 and 1
// (xor 5, it says Y), but both are worth 1 without the poison cells: N.
#include <cstdio>
#include <set>

int main() {
  const int kMax = 100;
  static int g[kMax + 1][kMax + 1];
  for (int l = 0; l <= kMax; l++)
    for (int c = 0; c <= kMax; c++) {
      std::set<int> seen;
      for (int u = 1; u <= l; u++) seen.insert(g[l - u][c]);
      for (int u = 1; u <= c; u++) seen.insert(g[l][c - u]);
      for (int u = 1; u <= l && u <= c; u++) seen.insert(g[l - u][c - u]);
      int m = 0;
      while (seen.count(m)) m++;
      g[l][c] = m;
    }
  int n = 0, x = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  for (int i = 0, l = 0, c = 0; i < n; i++) {
    if (std::scanf("%d %d", &l, &c) != 2) return 1;
    x ^= g[l][c];
  }
  std::puts(x != 0 ? "Y" : "N");
}
