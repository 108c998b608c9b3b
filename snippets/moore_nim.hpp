/**
 * Description: Moore's Nim_k: a move lowers at least one and at most k
 *   heaps. The position is lost for the mover iff, for every bit, the
 *   number of heaps with that bit set is divisible by k + 1 (k = 1 is Nim).
 *   mooreWinningMove returns the heaps after one winning move.
 * Domain: (assert) k >= 1 and every heap >= 0.
 * Usage: std::vector<long long> h{1, 2, 3, 4};
 *   auto after = mooreWinningMove(h, 2);  // nullopt if lost
 *   // after == {{1, 2, 3, 3}}: every bit column sums to 0 mod 3
 * Time: O(n log(max heap))
 * Memory: O(n)
 * Status: exhaustive check in tests/snippets/moore_nim_test.cpp (every
 *   position of up to 4 heaps of size <= 7 for k = 1, 2, 3 and of 5 heaps
 *   of size <= 3, against a game-tree search; every move checked legal
 *   and losing for the opponent); random 64-bit heaps
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: E. H. Moore, "A generalization of the game called Nim",
 *   Annals of Mathematics 11 (1910); own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <optional>
#include <vector>

template <class T>
bool mooreFirstWins(const std::vector<T>& heaps, int k) {
  assert(k >= 1 && "a move lowers 1 to k heaps, k >= 1");
  for ([[maybe_unused]] const T& h : heaps)
    assert(h >= 0 && "heap sizes are >= 0");
  for (int b = 0; b < 64; b++) {
    int count = 0;
    for (const T& h : heaps)
      count += static_cast<int>((static_cast<unsigned long long>(h) >> b) & 1);
    if (count % (k + 1)) return true;
  }
  return false;
}

// From the top bit down. A heap already lowered at a higher bit ("free")
// may take any lower bits. At each bit, with r = (ones among the untouched
// heaps) mod (k + 1): either set the bit on k + 1 - r free heaps, or lower
// r more untouched heaps that have the bit (this keeps <= k heaps touched).
template <class T>
std::optional<std::vector<T>> mooreWinningMove(const std::vector<T>& heaps,
                                               int k) {
  if (!mooreFirstWins(heaps, k)) return std::nullopt;
  std::size_t n = heaps.size();
  std::vector<unsigned long long> v(n);
  for (std::size_t i = 0; i < n; i++)
    v[i] = static_cast<unsigned long long>(heaps[i]);
  std::vector<char> isFree(n, 0);
  std::vector<std::size_t> freeHeaps;
  for (int b = 63; b >= 0; b--) {
    unsigned long long bit = 1ULL << b;
    int ones = 0;
    for (std::size_t i = 0; i < n; i++) ones += !isFree[i] && (v[i] & bit);
    int r = ones % (k + 1), need = r ? k + 1 - r : 0;
    for (std::size_t i : freeHeaps) v[i] &= ~bit;
    if (freeHeaps.size() >= static_cast<std::size_t>(need)) {
      for (int j = 0; j < need; j++) v[freeHeaps[std::size_t(j)]] |= bit;
      continue;
    }
    for (std::size_t i = 0; i < n && r > 0; i++)
      if (!isFree[i] && (v[i] & bit)) {
        v[i] &= ~bit;
        isFree[i] = 1;
        freeHeaps.push_back(i);
        r--;
      }
  }
  std::vector<T> after(n);
  for (std::size_t i = 0; i < n; i++) after[i] = static_cast<T>(v[i]);
  return after;
}
