/**
 * Description: Staircase Nim. steps[0] is the floor; a move takes >= 1
 *   coins from step i >= 1 down to step i - 1. The position is worth the
 *   xor of the odd steps. A winning move is (step, coins moved).
 *   sortedPilesToSteps: non-decreasing piles where a move lowers one pile
 *   and keeps the order are the staircase of consecutive differences,
 *   read from the largest pile down (the same game tree).
 * Domain: (assert) coin counts >= 0; piles >= 0 and non-decreasing.
 * Usage: std::vector<long long> s{0, 3, 1, 2};  // floor, steps 1..3
 *   auto mv = staircaseWinningMove(s);  // mv == {{1, 1}}: 2 xor 2 is 0
 * Time: O(number of steps)
 * Memory: O(1); sortedPilesToSteps O(number of piles)
 * Status: exhaustive check in tests/snippets/staircase_nim_test.cpp (every
 *   staircase of up to 4 steps with <= 5 coins each, and every sorted
 *   tuple of up to 4 piles <= 7, against a game-tree search; every winning
 *   move checked)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: staircase Nim, Berlekamp-Conway-Guy, Winning Ways ch. 2; own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

// Coins on even steps never matter: a move from an even step can be
// undone by moving the same coins one step further down.
template <class T> T staircaseValue(const std::vector<T>& steps) {
  for ([[maybe_unused]] const T& c : steps)
    assert(c >= 0 && "coin counts are >= 0");
  T x = 0;
  for (std::size_t i = 1; i < steps.size(); i += 2)
    x = static_cast<T>(x ^ steps[i]);
  return x;
}

template <class T>
std::optional<std::pair<int, T>>
staircaseWinningMove(const std::vector<T>& steps) {
  T x = staircaseValue(steps);
  if (x == 0) return std::nullopt;
  for (std::size_t i = 1; i < steps.size(); i += 2) {
    T keep = static_cast<T>(steps[i] ^ x);
    if (keep < steps[i])
      return std::make_pair(static_cast<int>(i),
                            static_cast<T>(steps[i] - keep));
  }
  return std::nullopt;  // unreachable for non-negative counts
}

// piles[0] <= piles[1] <= ...; step j >= 1 holds the gap under pile n - j
// (pile 0 stands on 0). Lowering pile i by c moves c coins from step n - i
// to step n - i - 1.
template <class T>
std::vector<T> sortedPilesToSteps(const std::vector<T>& piles) {
  std::size_t n = piles.size();
  for (std::size_t i = 0; i < n; i++)
    assert(piles[i] >= (i ? piles[i - 1] : T(0)) && "0 <= piles, sorted");
  std::vector<T> steps(n + 1, T(0));
  for (std::size_t i = 0; i < n; i++)
    steps[n - i] = static_cast<T>(piles[i] - (i ? piles[i - 1] : T(0)));
  return steps;
}
