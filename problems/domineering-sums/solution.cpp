// Domineering rooms (our own problem): the walls split the board into rooms
// and a domino stays inside one room, so the board is the sum of its rooms.
// Rooms are small but not numbers (*, {1|-1}, up, ...): each room's
// canonical form, memoised by its shape, then the canonical sum's outcome.
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "snippets/canonical_game.hpp"

namespace {

// A room shifted into its bounding box: rows x cols, free cells as bits.
using Room = std::tuple<int, int, unsigned long long>;

void moves(const Room& p, std::vector<Room>& left, std::vector<Room>& right) {
  auto [h, w, m] = p;
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++) {
      int i = r * w + c;
      if (!(m >> i & 1)) continue;
      if (r + 1 < h && (m >> (i + w) & 1))  // Vertical (Left)
        left.push_back({h, w, m & ~(1ULL << i) & ~(1ULL << (i + w))});
      if (c + 1 < w && (m >> (i + 1) & 1))  // Horizontal (Right)
        right.push_back({h, w, m & ~(1ULL << i) & ~(1ULL << (i + 1))});
    }
}

}  // namespace

int main() {
  int t;
  if (std::scanf("%d", &t) != 1) return 0;
  CanonicalGames cg;
  std::map<Room, int> memo;
  while (t--) {
    int h, w;
    std::scanf("%d %d", &h, &w);
    std::vector<std::string> g(static_cast<size_t>(h));
    for (auto& row : g) {
      char buf[16];
      std::scanf("%15s", buf);
      row = buf;
    }
    std::vector<std::vector<bool>> seen(static_cast<size_t>(h),
                                        std::vector<bool>(static_cast<size_t>(w)));
    std::vector<int> rooms;
    for (int r0 = 0; r0 < h; r0++)
      for (int c0 = 0; c0 < w; c0++) {
        if (g[size_t(r0)][size_t(c0)] != '.' || seen[size_t(r0)][size_t(c0)])
          continue;
        std::vector<std::pair<int, int>> cells{{r0, c0}};
        seen[size_t(r0)][size_t(c0)] = true;
        for (size_t k = 0; k < cells.size(); k++) {
          auto [r, c] = cells[k];
          const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
          for (int d = 0; d < 4; d++) {
            int a = r + dr[d], b = c + dc[d];
            if (a >= 0 && a < h && b >= 0 && b < w &&
                g[size_t(a)][size_t(b)] == '.' && !seen[size_t(a)][size_t(b)]) {
              seen[size_t(a)][size_t(b)] = true;
              cells.push_back({a, b});
            }
          }
        }
        int rlo = h, rhi = 0, clo = w, chi = 0;
        for (auto [r, c] : cells)
          rlo = std::min(rlo, r), rhi = std::max(rhi, r),
          clo = std::min(clo, c), chi = std::max(chi, c);
        int rh = rhi - rlo + 1, rw = chi - clo + 1;
        unsigned long long m = 0;
        for (auto [r, c] : cells) m |= 1ULL << ((r - rlo) * rw + (c - clo));
        rooms.push_back(cg.of(Room{rh, rw, m}, moves, memo));
      }
    // A room beside its negative (the transposed room) adds 0: cancel such
    // pairs first, so that the partial sums stay small.
    std::map<int, int> count;
    for (int x : rooms) count[x]++;
    std::vector<int> rest;
    for (auto& [x, k] : count) {
      int nx = cg.neg(x);
      auto it = count.find(nx);
      if (nx == x) k %= 2;  // x = -x, so x + x = 0 (*, {1|-1}, ...)
      else if (it != count.end()) {
        int c = std::min(k, it->second);
        k -= c, it->second -= c;
      }
      for (int i = 0; i < k; i++) rest.push_back(x);
      k = 0;
    }
    const char* name[] = {"Vertical", "Horizontal", "Second", "First"};
    char o = cg.outcome(cg.sum(rest));
    std::puts(name[o == 'L' ? 0 : o == 'R' ? 1 : o == 'P' ? 2 : 3]);
  }
}
