// Oracle for games that may never end: the definitions of a forced win
// and a forced loss, iterated to a fixpoint, with no queue and no order
// of processing. A state is won in k moves when some move reaches a state
// lost in k - 1; lost in k when it has moves and every move reaches a
// state won in k - 1 (normal play: no move, lost in 0). The smallest such
// k is the length of the game (the winner hurries, the loser delays);
// states that never qualify are draws. O(rounds * moves), rounds <= n + 1.
#pragma once
#include <cstddef>
#include <utility>
#include <vector>

namespace loopy_search {

constexpr int kLose = 0, kDraw = 1, kWin = 2, kFree = -1;
constexpr int kNever = 1 << 30;

struct Solution {
  std::vector<int> result;  // kLose, kDraw or kWin for the player to move
  std::vector<int> length;  // moves under optimal play; -1 for a draw
};

// moves[v]: the states one move away from v. fixed[v]: kFree, or the
// result of v, where the game ends at once (its moves are ignored).
inline Solution solve(const std::vector<std::vector<int>>& moves,
                      const std::vector<int>& fixed) {
  std::size_t n = moves.size();
  std::vector<int> winIn(n, kNever), loseIn(n, kNever);
  for (std::size_t v = 0; v < n; v++) {
    if (fixed[v] == kWin) winIn[v] = 0;
    if (fixed[v] == kLose || (fixed[v] == kFree && moves[v].empty()))
      loseIn[v] = 0;
  }
  for (int k = 1;; k++) {
    bool changed = false;
    for (std::size_t v = 0; v < n; v++) {
      if (fixed[v] != kFree || moves[v].empty()) continue;
      if (winIn[v] != kNever || loseIn[v] != kNever) continue;
      bool someLost = false, allWon = true;
      for (int w : moves[v]) {
        someLost = someLost || loseIn[std::size_t(w)] <= k - 1;
        allWon = allWon && winIn[std::size_t(w)] <= k - 1;
      }
      if (someLost) winIn[v] = k, changed = true;
      else if (allWon) loseIn[v] = k, changed = true;
    }
    if (!changed) break;
  }
  Solution s{std::vector<int>(n, kDraw), std::vector<int>(n, -1)};
  for (std::size_t v = 0; v < n; v++) {
    if (winIn[v] != kNever) s.result[v] = kWin, s.length[v] = winIn[v];
    if (loseIn[v] != kNever) s.result[v] = kLose, s.length[v] = loseIn[v];
  }
  return s;
}

// The graph on n states whose moves are the set bits of mask, taken in the
// order (0, 0), (0, 1), ..., (n - 1, n - 1), the loops (a, a) left out
// when loops is false: mask = 0 .. 2^(n^2) - 1 (or 2^(n^2 - n) - 1) runs
// over every directed graph on n states.
inline std::vector<std::pair<int, int>> edgesOfMask(int n, unsigned mask,
                                                    bool loops = true) {
  std::vector<std::pair<int, int>> e;
  int bit = 0;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      if (a == b && !loops) continue;
      if (mask >> bit & 1) e.push_back({a, b});
      bit++;
    }
  return e;
}

// m moves between random states of 0..n-1 (loops and repeats allowed).
template <class Rng>
std::vector<std::pair<int, int>> randomMoves(Rng& rng, int n, int m) {
  std::vector<std::pair<int, int>> e;
  for (int i = 0; i < m; i++)
    e.push_back({static_cast<int>(rng() % unsigned(n)),
                 static_cast<int>(rng() % unsigned(n))});
  return e;
}

}  // namespace loopy_search
