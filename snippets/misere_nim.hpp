/**
 * Description: Misere Nim (the player who takes the last object loses): the
 *   win test and one winning move (heap index, new size). Play as in Nim
 *   until the move would leave only heaps of size <= 1; then leave an odd
 *   number of 1-heaps.
 * Domain: (assert) heaps >= 0 and at least one of them > 0. With no
 *   object left the game is over (the player to move has won), so there
 *   is no move to ask for: in the domain, misereFirstWins(h) is true
 *   exactly when misereWinningMove(h) holds a move.
 * Usage: std::vector<long long> h{1, 1, 5};
 *   if (auto mv = misereWinningMove(h)) { auto [i, size] = *mv; }
 *   // misereWinningMove(h) == {{2, 1}}: leave 1, 1, 1
 * Time: O(number of heaps)
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/misere_nim_test.cpp (every
 *   position of up to 4 heaps of size <= 7 against a misere game-tree
 *   search; every winning move checked to lead to a lost position; the
 *   empty position dies on the assert)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: C. L. Bouton (1901), the misere remark; own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

template <class T> bool misereFirstWins(const std::vector<T>& heaps) {
  T x = 0;
  bool big = false, any = false;
  for (const T& h : heaps) {
    assert(h >= 0 && "heap sizes are >= 0");
    x = static_cast<T>(x ^ h), big |= h > 1, any |= h > 0;
  }
  assert(any && "no object left: the game is over");
  return big ? x != 0 : x == 0;  // all <= 1: x is the parity of 1-heaps
}

// nullopt exactly when the position is lost.
template <class T>
std::optional<std::pair<int, T>>
misereWinningMove(const std::vector<T>& heaps) {
  if (!misereFirstWins(heaps)) return std::nullopt;
  std::size_t n = heaps.size(), bigCount = 0, bigAt = 0, ones = 0;
  T x = 0;
  for (std::size_t i = 0; i < n; i++) {
    x = static_cast<T>(x ^ heaps[i]);
    if (heaps[i] > 1) bigCount++, bigAt = i;
    ones += heaps[i] == 1;
  }
  auto move = [](std::size_t i, T to) {
    return std::make_pair(static_cast<int>(i), to);
  };
  if (bigCount == 1)  // the endgame switch: leave an odd number of 1-heaps
    return move(bigAt, static_cast<T>(ones % 2 == 1 ? 0 : 1));
  for (std::size_t i = 0; i < n; i++) {
    // No big heap: an even, non-zero number of 1-heaps; take one.
    if (bigCount == 0 && heaps[i] == 1) return move(i, T(0));
    T to = static_cast<T>(heaps[i] ^ x);  // >= 2 big heaps: as in Nim
    if (bigCount > 1 && to < heaps[i]) return move(i, to);
  }
  return std::nullopt;  // unreachable in the domain
}
