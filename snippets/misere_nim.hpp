/**
 * Description: Misere Nim (the player who takes the last object loses): the
 *   win test and one winning move (heap index, new size). Play as in Nim
 *   until the move would leave only heaps of size <= 1; then leave an odd
 *   number of 1-heaps.
 * Usage: std::vector<long long> h{1, 1, 5};
 *   if (misereFirstWins(h)) { auto [i, size] = *misereWinningMove(h); }
 * Time: O(number of heaps)
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/misere_nim_test.cpp (every
 *   position of up to 4 heaps of size <= 7 against a misere game-tree
 *   search; every winning move checked to lead to a lost position)
 * Source: C. L. Bouton (1901), the misere remark; own code
 */
#pragma once
#include <optional>
#include <utility>
#include <vector>

// With no object left the player to move has already won (the opponent
// took the last one), so the empty position counts as a win.
template <class T> bool misereFirstWins(const std::vector<T>& heaps) {
  T x = 0;
  bool big = false;
  for (const T& h : heaps) x = static_cast<T>(x ^ h), big |= h > 1;
  return big ? x != 0 : x == 0;  // all <= 1: x is the parity of 1-heaps
}

// nullopt when the position is lost, or when no move exists at all.
template <class T>
std::optional<std::pair<int, T>>
misereWinningMove(const std::vector<T>& heaps) {
  if (!misereFirstWins(heaps)) return std::nullopt;
  int n = static_cast<int>(heaps.size()), bigCount = 0, bigAt = -1;
  int ones = 0;
  T x = 0;
  for (int i = 0; i < n; i++) {
    x = static_cast<T>(x ^ heaps[i]);
    if (heaps[i] > 1) bigCount++, bigAt = i;
    ones += heaps[i] == 1;
  }
  if (bigCount == 1)  // the endgame switch: leave an odd number of 1-heaps
    return std::make_pair(bigAt, static_cast<T>(ones % 2 == 1 ? 0 : 1));
  if (bigCount == 0) {  // even number of 1-heaps: take one of them
    for (int i = 0; i < n; i++)
      if (heaps[i] == 1) return std::make_pair(i, T(0));
    return std::nullopt;  // no move at all: the mover has already won
  }
  for (int i = 0; i < n; i++) {  // >= 2 big heaps remain after any move
    T to = static_cast<T>(heaps[i] ^ x);
    if (to < heaps[i]) return std::make_pair(i, to);
  }
  return std::nullopt;
}
