// Test-only oracles for Fibonacci Nim, Euclid's game and coin turning,
// from the rules alone: a position is won iff some move reaches a lost
// one; a Grundy value is the mex of the options' values. No theorem of
// the snippets under test is used.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace classics_search {

// Fibonacci Nim: wins[n][t] for 0 <= n <= maxN and 1 <= t <= maxN, the
// mover facing n stones with limit t (a take x in 1..min(t, n) leaves
// n - x with limit 2x; a limit above the pile is the same as the pile).
inline std::vector<std::vector<char>> fibNimTable(int maxN) {
  std::vector<std::vector<char>> win(std::size_t(maxN + 1),
                                     std::vector<char>(std::size_t(maxN + 1), 0));
  for (int n = 1; n <= maxN; n++)
    for (int t = 1; t <= maxN; t++) {
      char w = 0;
      for (int x = 1; x <= std::min(t, n) && !w; x++)
        w = x == n || !win[std::size_t(n - x)][std::size_t(std::min(2 * x, n - x))];
      win[std::size_t(n)][std::size_t(t)] = w;
    }
  return win;
}

// Euclid's game on (a, b), 0 <= a, b <= maxV: subtract a positive multiple
// of the smaller number from the larger, staying >= 0. With toZero, a
// pair with a 0 is over (the player who made the 0 won); otherwise
// (Grossman's variant) the results must stay positive and the game ends
// at (d, d). Grundy values by mex over every option.
inline std::vector<std::vector<int>> euclidGrundyTable(int maxV, bool toZero) {
  std::vector<std::vector<int>> g(std::size_t(maxV + 1),
                                  std::vector<int>(std::size_t(maxV + 1), 0));
  std::vector<char> seen;
  for (int s = 2; s <= 2 * maxV; s++)  // options have a smaller sum
    for (int a = std::max(1, s - maxV); a <= std::min(maxV, s - 1); a++) {
      int b = s - a, hi = std::max(a, b), lo = std::min(a, b);
      seen.assign(std::size_t(hi / lo + 2), 0);
      for (int r = hi - lo; r >= (toZero ? 0 : 1); r -= lo) {
        int v = a >= b ? g[std::size_t(r)][std::size_t(b)]
                       : g[std::size_t(a)][std::size_t(r)];
        if (v < int(seen.size())) seen[std::size_t(v)] = 1;
      }
      int m = 0;
      while (seen[std::size_t(m)]) m++;
      g[std::size_t(a)][std::size_t(b)] = m;
    }
  return g;
}

// A coin-turning game on `coins` coins (bit i of a mask: coin i is heads);
// moves(i) lists the masks a move whose rightmost (or top-right) coin is i
// may turn (each includes bit i). Grundy value of every mask by mex: the
// tests use only "value == 0" (win or loss) and sums with a Nim heap.
inline std::vector<int> coinGameValues(
    int coins, const std::function<std::vector<std::uint32_t>(int)>& moves) {
  std::vector<std::vector<std::uint32_t>> turns(static_cast<std::size_t>(coins));
  for (int i = 0; i < coins; i++) turns[std::size_t(i)] = moves(i);
  std::vector<int> g(std::size_t(1) << coins, 0);
  std::vector<char> seen;
  for (std::uint32_t m = 1; m < (1u << coins); m++) {
    seen.assign(64, 0);
    for (int i = 0; i < coins; i++)
      if (m >> i & 1)
        for (std::uint32_t t : turns[std::size_t(i)]) {
          int v = g[m ^ t];
          if (v >= int(seen.size())) seen.resize(std::size_t(v + 1), 0);
          seen[std::size_t(v)] = 1;
        }
    int v = 0;
    while (v < int(seen.size()) && seen[std::size_t(v)]) v++;
    g[m] = v;
  }
  return g;
}

}  // namespace classics_search
