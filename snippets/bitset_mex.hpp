/**
 * Description: Grundy values of a subtraction game whose move set S is
 *   huge (thousands of moves) while the values stay small: one bitset per
 *   value v holds the positions that have a move to a position of value
 *   v; g(x) is the least v whose bitset misses x, and then S shifted by x
 *   is OR-ed into the bitset of g(x). S's 64 bit offsets are made once,
 *   so each shift is an OR of whole words; no loop over S per position
 *   (CF 1091H: primes and semiprimes below 2*10^5).
 * Domain: (assert) 0 <= n <= 10^6, but time grows as n^2: 1 s reaches
 *   n ~ 4*10^5 (10^6: 9 s); every s in S >= 1
 *   (moves s >= n never apply); 1 <= maxValue <= 1000 and every value
 *   < maxValue, checked as it is found.
 * Usage: std::vector<int> S = {2, 3, 5, 7};  // take a prime <= 7
 *   std::vector<int> g = bitsetSubtractionGrundy(S, 200000, 100);
 *   // g[6] == 3, g[9] == 0
 * Time: O(n^2 / 128 + n V + 64 |S|), V the largest value + 1:
 *   n = 2*10^5 with S of 6*10^4 moves in about 0.13 s, 5*10^5 1.4 s,
 *   10^6 8.9 s (docs/snippets/bitset_mex.md)
 * Memory: V + 64 bitsets of n bits: (V + 64) n / 8 bytes (4 MB at
 *   V = 100, n = 2*10^5)
 * Status: exhaustive check in tests/snippets/bitset_mex_test.cpp (every
 *   S within {1..8}: a plain mex for positions < 60, and g(a) = v iff heap
 *   a + Nim heap v is lost in a game-tree search, a < 30; random wide sets
 *   across word boundaries vs subtraction.hpp; OEIS A014589); death tests
 *   for the domain. Problem: tricolore (CF 1091H)
 * Source: bitset Grundy technique of CF 1091H's editorial; own code
 */
#pragma once
#include <cassert>
#include <cstdint>
#include <vector>

inline std::vector<int> bitsetSubtractionGrundy(const std::vector<int>& S,
                                                int n, int maxValue) {
  assert(0 <= n && n <= 1000000 && "0 <= n <= 10^6 positions");
  assert(1 <= maxValue && maxValue <= 1000 && "1 <= maxValue <= 1000");
  using Word = std::uint64_t;
  const std::size_t words = std::size_t(n) / 64 + 1;
  // shifted[r]: bit s + r for every move s < n (one word longer), so
  // that each shift by x is a plain OR of words.
  std::vector<std::vector<Word>> shifted(64, std::vector<Word>(words + 1, 0));
  for (int s : S) {
    assert(s >= 1 && "moves take s >= 1 objects");
    if (s >= n) continue;
    for (std::size_t r = 0; r < 64; r++) {
      std::size_t bit = std::size_t(s) + r;
      shifted[r][bit / 64] |= Word(1) << (bit % 64);
    }
  }
  // reach[v] bit y: some x < y of value v has y - x in S.
  std::vector<std::vector<Word>> reach;
  reach.reserve(std::size_t(maxValue));
  std::vector<int> g(static_cast<std::size_t>(n));
  for (int x = 0; x < n; x++) {
    std::size_t w = std::size_t(x) / 64, r = std::size_t(x) % 64;
    std::size_t v = 0;
    while (v < reach.size() && (reach[v][w] >> r & 1)) v++;
    assert(v < std::size_t(maxValue) && "every Grundy value < maxValue");
    if (v == reach.size()) reach.emplace_back(words, 0);
    g[std::size_t(x)] = static_cast<int>(v);
    // reach[v] |= S << x: from word w on, S shifted by r = x % 64.
    Word* to = reach[v].data();
    const Word* from = shifted[r].data();
    for (std::size_t i = w; i < words; i++) to[i] |= from[i - w];
  }
  return g;
}
