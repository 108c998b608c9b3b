// momotetsu, wrong: each player maximises his own points instead of the
// difference (entering a square also decides which squares the opponent
// may enter next, so a smaller gain can be the better move).
#include <cstdio>
#include <string>
#include <vector>

int main() {
  int h, w;
  if (std::scanf("%d %d", &h, &w) != 2) return 1;
  std::vector<std::string> a(static_cast<std::size_t>(h));
  char buf[2048];
  for (auto& row : a) std::scanf("%2047s", buf), row = buf;
  // own[i][j], other[i][j]: the points the mover at (i, j) and the other
  // player gain from here on when each maximises his own points.
  std::vector<std::vector<long long>> own(h, std::vector<long long>(w)), other = own;
  for (int i = h - 1; i >= 0; i--)
    for (int j = w - 1; j >= 0; j--) {
      if (i == h - 1 && j == w - 1) continue;
      bool any = false;
      for (auto [ni, nj] : {std::pair{i, j + 1}, std::pair{i + 1, j}}) {
        if (ni >= h || nj >= w) continue;
        long long c = a[ni][nj] == '+' ? 1 : -1;
        long long mine = c + other[ni][nj], theirs = own[ni][nj];
        if (!any || mine > own[i][j]) own[i][j] = mine, other[i][j] = theirs, any = true;
      }
    }
  long long d = own[0][0] - other[0][0];
  std::puts(d > 0 ? "Takahashi" : d < 0 ? "Aoki" : "Draw");
}
