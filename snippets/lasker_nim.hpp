/**
 * Description: Heap games with splitting moves (multi-SG). A heap split
 *   into parts becomes a sum of games, so an option's value is the xor of
 *   its parts' values and g(n) = mex over options. laskerGrundy: Lasker's
 *   Nim (take any amount, or split a heap into two non-empty heaps) in
 *   closed form: g(0) = 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
 *   g(4k+4) = 4k+3. laskerWinningMove: a move to a lost position (a take,
 *   or the split 1 + (4k+2) of a heap 4k+3). splitGrundy(n, take, parts):
 *   g(0..n) when a move removes s in take objects (s <= heap) or splits a
 *   heap, removing nothing, into exactly k non-empty heaps for some k in
 *   parts. (Take and split in one move is an octal game: octal.hpp.)
 * Domain: (assert) laskerGrundy, laskerWinningMove: every heap 0 <= x <
 *   max of T (the value of 2^31 - 1 is 2^31: use long long).
 *   splitGrundy: n >= 0, every s in take >= 1, every k in parts >= 2.
 * Usage: long long g = laskerGrundy(7LL);  // g == 8
 *   auto mv = laskerWinningMove(std::vector<long long>{2, 2, 3});
 *   std::vector<int> any(n); std::iota(any.begin(), any.end(), 1);
 *   auto gs = splitGrundy(n, any, {2});  // Lasker's Nim, g(0..n)
 *   // gs[7] == 8, mv->heap == 2, mv->a == 0, mv->b == 0
 * Time: laskerGrundy O(1); laskerWinningMove O(heaps); splitGrundy
 *   O(n |take| + K n^2 W) with K = max k and W = the largest value + 1;
 *   O(n |take| + n^2) for parts {2}
 * Memory: O(K n W): the xors of j parts summing to m, j < K, m <= n
 * Status: exhaustive check in tests/snippets/lasker_nim_test.cpp (every
 *   position of up to 3 heaps <= 12 of Lasker's Nim against a game-tree
 *   search over multisets with take and split moves, every winning move
 *   played; splitGrundy for 8 rule families vs the same search); closed
 *   form vs splitGrundy to n = 2000; kit problem nim-or-not-nim (HDU 3032)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: E. Lasker, Brettspiele der Voelker (1931); Winning Ways ch. 4
 *   (taking and breaking); own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <limits>
#include <numeric>  // std::iota, which the Usage lines use
#include <optional>
#include <vector>

template <class T> T laskerGrundy(T x) {
  assert(x >= 0 && x < std::numeric_limits<T>::max() &&
         "0 <= heap < max of T (g(x) may be x + 1)");
  if (x == 0) return 0;
  T r = static_cast<T>(x % 4);
  return r == 3 ? static_cast<T>(x + 1) : r == 0 ? static_cast<T>(x - 1) : x;
}

// A winning move of Lasker's Nim: heap `heap` becomes heaps a and b (b = 0:
// a take that leaves a, maybe 0). g is its own inverse, so the heap worth
// t < g(h) is g(t) < h, except t = 4k+3 from h = 4k+3: split 1 + (4k+2).
template <class T> struct LaskerMove {
  int heap;
  T a, b;
};
template <class T>
std::optional<LaskerMove<T>> laskerWinningMove(const std::vector<T>& heaps) {
  T x = 0;
  for (const T& h : heaps) x = static_cast<T>(x ^ laskerGrundy(h));
  for (std::size_t i = 0; x != 0 && i < heaps.size(); i++) {
    T g = laskerGrundy(heaps[i]), t = static_cast<T>(g ^ x);
    if (t >= g) continue;
    T y = laskerGrundy(t);
    int at = static_cast<int>(i);
    if (y < heaps[i]) return LaskerMove<T>{at, y, T(0)};
    return LaskerMove<T>{at, T(1), static_cast<T>(heaps[i] - 1)};
  }
  return std::nullopt;  // lost (x = 0)
}

// sets[j][m]: the xors reachable by j + 1 non-empty heaps of total m (kept
// as sorted distinct values); built up as g grows, so that every part of a
// split of n (each part < n) is known when g(n) is computed.
inline std::vector<int> splitGrundy(int n, const std::vector<int>& take,
                                    const std::vector<int>& parts) {
  assert(n >= 0 && "n >= 0");
  int maxK = 1;
  for ([[maybe_unused]] int s : take) assert(s >= 1 && "take s >= 1");
  for (int k : parts) {
    assert(k >= 2 && "split into k >= 2 heaps");
    maxK = std::max(maxK, k);
  }
  std::size_t N = std::size_t(n < 0 ? 0 : n) + 1;
  std::vector<int> g(N, 0), stamp(2, 0);
  std::vector<std::vector<std::vector<int>>> sets(
      static_cast<std::size_t>(maxK), std::vector<std::vector<int>>(N));
  int now = 0;
  auto mark = [&](int v) {
    if (std::size_t(v) >= stamp.size()) stamp.resize(2 * std::size_t(v) + 2, 0);
    stamp[std::size_t(v)] = now;
  };
  for (int m = 1; m <= n; m++) {
    // Xors of j + 1 parts summing to m from a first part a and j more.
    for (int j = 1; j < maxK; j++) {
      ++now;
      std::vector<int>& out = sets[std::size_t(j)][std::size_t(m)];
      for (int a = 1; a + j <= m; a++)
        for (int x : sets[std::size_t(j - 1)][std::size_t(m - a)]) {
          int v = g[std::size_t(a)] ^ x;
          if (std::size_t(v) < stamp.size() && stamp[std::size_t(v)] == now)
            continue;
          mark(v);
          out.push_back(v);
        }
      std::sort(out.begin(), out.end());
    }
    ++now;
    for (int s : take)
      if (s <= m) mark(g[std::size_t(m - s)]);
    for (int k : parts)
      for (int v : sets[std::size_t(k - 1)][std::size_t(m)]) mark(v);
    int mex = 0;
    while (std::size_t(mex) < stamp.size() && stamp[std::size_t(mex)] == now)
      mex++;
    g[std::size_t(m)] = mex;
    sets[0][std::size_t(m)] = {mex};
  }
  return g;
}
