/**
 * Description: The proper-divisor game (replace n >= 1 by a divisor d < n)
 *   is Nim on Omega(n), the number of prime factors of n counted with
 *   multiplicity. omegaTable sieves Omega(0..n) (Omega(0) = Omega(1) = 0);
 *   bigOmega factors one n by trial division. splitTowersGrundy is the
 *   value of "split X into Y > 1 equal towers": [X even] + Omega(odd part).
 * Domain: (assert) bigOmega n >= 1 (to 2^64 - 1), splitTowersGrundy
 *   x >= 1, omegaTable n >= 0.
 * Usage: std::vector<int> om = omegaTable(100000);  // om[12] == 3
 *   int g = bigOmega(1000000007LL * 2);  // g == 2; splitTowersGrundy(12) == 2
 * Time: omegaTable O(n) (linear sieve); bigOmega O(sqrt n); split too
 * Memory: omegaTable O(n); bigOmega O(1)
 * Status: exhaustive check in tests/snippets/divisor_nim_test.cpp (game-tree
 *   search: heap n plus a Nim heap v is lost iff v == Omega(n), n < 200;
 *   every 2- and 3-heap divisor position up to 64; split-towers multisets
 *   plus a Nim heap, X <= 48); OEIS A001222
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: Omega(d) < Omega(n) for d | n, d < n, and every smaller count is
 *   reached (drop prime factors); Sprague-Grundy; own code
 */
#pragma once
#include <cassert>
#include <vector>

// Omega(i) for i = 0..n by a linear sieve of smallest prime factors.
inline std::vector<int> omegaTable(int n) {
  assert(n >= 0 && "n >= 0");
  std::vector<int> om(std::size_t(n < 1 ? 1 : n + 1), 0), primes;
  std::vector<int> spf(om.size(), 0);
  for (int i = 2; i <= n; i++) {
    if (spf[std::size_t(i)] == 0) {
      spf[std::size_t(i)] = i;
      primes.push_back(i);
    }
    om[std::size_t(i)] = om[std::size_t(i / spf[std::size_t(i)])] + 1;
    for (int p : primes) {
      if (p > spf[std::size_t(i)] || (long long)p * i > n) break;
      spf[std::size_t(p * i)] = p;
    }
  }
  return om;
}

// Omega(n) for one n >= 1 (up to 2^64 - 1) by trial division.
template <class T> int bigOmega(T n) {
  assert(n >= 1 && "Omega(n) needs n >= 1");
  unsigned long long x = (unsigned long long)n;
  int count = 0;
  for (; x % 2 == 0 && x > 0; x /= 2) count++;
  for (unsigned long long p = 3; p <= x / p; p += 2)
    for (; x % p == 0; x /= p) count++;
  return count + (x > 1);
}

// Tower Breakers, Again!: a tower X >= 1 may become Y > 1 towers of height
// X / Y. An even Y leaves value 0 (equal pairs cancel), an odd Y leaves
// g(X / Y); the value works out to [X even] + Omega(odd part of X).
template <class T> int splitTowersGrundy(T x) {
  assert(x >= 1 && "towers have height >= 1");
  unsigned long long v = (unsigned long long)x;
  int even = v % 2 == 0;
  while (v % 2 == 0) v /= 2;
  return even + bigOmega(v);
}
