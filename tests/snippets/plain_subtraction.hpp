// Test-only oracles for subtraction games, shared by the tests and the
// benchmarks of subtraction.hpp and bitset_mex.hpp: the textbook mex (a
// std::set of the options' values at every position), the rules of a heap
// beside a Nim heap, the move set of CF 1091H, Take-a-Prime's values.
#pragma once
#include <set>
#include <vector>

#include "tests/snippets/game_search.hpp"

namespace plain_subtraction {

inline std::vector<int> grundy(const std::vector<int>& S, int n) {
  std::vector<int> g(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) {
    std::set<int> seen;
    for (int s : S)
      if (s <= i) seen.insert(g[std::size_t(i - s)]);
    int m = 0;
    while (seen.count(m)) m++;
    g[std::size_t(i)] = m;
  }
  return g;
}

// The rules of (a subtraction heap h[0]) + (a Nim heap h[1]): lost iff
// g(h[0]) == h[1], the check that needs no Sprague-Grundy shortcut.
inline game_search::WinSearch<game_search::Heaps>::Moves heapAndNimHeap(std::vector<int> S) {
  return [S](const game_search::Heaps& h) {
    std::vector<game_search::Heaps> out;
    for (int s : S)
      if (s <= h[0]) out.push_back({h[0] - s, h[1]});
    for (int v = 0; v < h[1]; v++) out.push_back({h[0], v});
    return out;
  };
}

// k in [2, n) with one or two prime factors (with multiplicity), but except.
inline std::vector<int> primesAndSemiprimes(int n, int except = 0) {
  std::vector<int> omega(static_cast<std::size_t>(n), 0);
  std::vector<int> rest(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) rest[std::size_t(i)] = i;
  for (int p = 2; p < n; p++)
    if (rest[std::size_t(p)] == p && omega[std::size_t(p)] == 0)
      for (int m = p; m < n; m += p)
        while (rest[std::size_t(m)] % p == 0)
          rest[std::size_t(m)] /= p, omega[std::size_t(m)]++;
  std::vector<int> S;
  for (int k = 2; k < n; k++)
    if (omega[std::size_t(k)] <= 2 && k != except) S.push_back(k);
  return S;
}

inline std::vector<int> primesBelow(int n) {
  std::vector<int> primes;
  for (int p = 2; p < n; p++) {
    bool prime = true;
    for (int d = 2; d * d <= p; d++) prime &= p % d != 0;
    if (prime) primes.push_back(p);
  }
  return primes;
}

// OEIS A014589, Take-a-Prime: g(0..97), where only the primes <= 97 matter.
inline const std::vector<int> kA014589 = {
    0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    7, 7, 0, 4, 1, 5, 2, 6, 3, 4, 7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7,
    6, 8, 9, 0, 4, 1, 5, 2, 6, 0, 4, 1, 5, 2, 6, 3, 4, 7, 5, 8, 4, 10, 5,
    7, 6, 8, 4, 7, 5, 8, 6, 10, 9, 7, 4, 8, 5, 10, 6, 0, 4, 1, 5, 2, 6, 0,
    4, 1, 5, 2, 6, 3};

}  // namespace plain_subtraction
