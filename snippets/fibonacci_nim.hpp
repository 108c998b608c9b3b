/**
 * Description: Fibonacci Nim: one pile of n stones; the first move takes
 *   1..n-1, every later move 1..2x where x was the opponent's last take;
 *   taking the last stone wins. With t the current limit, the mover wins
 *   iff the smallest term z of n's Zeckendorf sum (greedy Fibonacci
 *   terms 1, 2, 3, 5, ...) is <= t, and taking z wins. So the first
 *   player (t = n - 1) loses iff n is a Fibonacci number.
 * Domain: (assert) 1 <= n <= 2^63 - 1, t >= 1 (t >= n: may take all).
 * Usage: bool w = fibNimWins(n, t); auto x = fibNimWinningTake(n, t);
 *   bool first = fibNimFirstWins(n);  // n >= 2: n is not Fibonacci
 *   // n = 10, t = 3: w == true, x == 2, first == true
 * Time: O(log n): at most 91 Fibonacci numbers per call
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/fibonacci_nim_test.cpp
 *   (every n <= 300 with every limit against a game-tree search; each
 *   winning take checked); edge n near 2^63 vs an independent
 *   Zeckendorf and the theorem's two steps; OEIS A000045. Random
 *   takes played out: tests/snippets/stress_test.cpp. Kit problem:
 *   problems/fibonacci-nim (HDU 2516)
 * Source: Whinihan, Fibonacci Quarterly 1 (1963); Zeckendorf; own code
 */
#pragma once
#include <cassert>

// The smallest term of the Zeckendorf sum of n (sum of non-consecutive
// Fibonacci numbers 1, 2, 3, 5, ...; the greedy choice finds it).
template <class T>
T fibNimSmallestTerm(T n) {
  using u64 = unsigned long long;
  assert(n >= 1 && u64(n) <= (~0ULL >> 1) && "1 <= n <= 2^63 - 1");
  u64 f[92], m = static_cast<u64>(n);
  int k = 0;
  f[0] = 1, f[1] = 2;  // F(93) > 2^63 fits in 64 bits unsigned
  for (k = 1; f[k] <= m; k++) f[k + 1] = f[k] + f[k - 1];
  u64 last = m;
  for (; k >= 0 && m; k--)
    if (f[k] <= m) m -= f[k], last = f[k];
  return static_cast<T>(last);
}

// The player to move with n stones left and limit t wins.
template <class T>
bool fibNimWins(T n, T t) {
  assert(t >= 1 && "limit t >= 1");
  return fibNimSmallestTerm(n) <= t;
}

// A winning take (the smallest Zeckendorf term), or 0 if the mover loses.
template <class T>
T fibNimWinningTake(T n, T t) {
  assert(t >= 1 && "limit t >= 1");
  T z = fibNimSmallestTerm(n);
  return z <= t ? z : T(0);
}

// The first player, who may take 1..n-1, wins iff n is not Fibonacci.
template <class T>
bool fibNimFirstWins(T n) {
  assert(n >= 2 && "n >= 2 (the first move takes 1..n-1)");
  return fibNimSmallestTerm(n) != n;
}
