/**
 * Description: Grundy value of one pile in "take 1..floor(x/k) stones from
 *   a pile of x" (ARC091 F Strange Nim). g(x) = x/k if k | x, otherwise
 *   g(x) = g(x - floor(x/k) - 1). The steps that keep q = floor(x/k) are
 *   taken at once: with r = x mod k, subtract ceil(r/(q+1)) * (q+1).
 * Domain: (assert) 0 <= x <= 10^18, k >= 1, and x/k <= 10^7 or
 *   k <= 10^5 (beyond, up to sqrt(x log x) jumps: 10^18 - 1 with
 *   k = 7.9*10^8 took 13.5 s). All of ARC091 (x, k <= 10^9) is inside.
 * Usage: long long g = strangeNimGrundy(1000000000LL, 1000LL);
 *   bool first = (strangeNimGrundy(5, 2) ^ strangeNimGrundy(3, 3)) != 0;
 *   // strangeNimGrundy(5, 2) == 1, first == false
 * Time: O(min(x/k, k log(x/k))) jumps, at most 10^7 in the domain
 *   (0.05 s at x/k = 10^7, measured); x <= 10^9 needs <= 3.8*10^4
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/strange_nim_test.cpp (mex
 *   table for every x <= 2000, k <= 50; every pair of piles <= 40 with
 *   k <= 6 against a game-tree search; sliding-window mex to 10^6 for
 *   several k; the one-step recursion near 10^9 and near 10^18 with
 *   k <= 10^5; death tests outside the domain); problems/strange-nim
 *   Random rows vs game search: tests/snippets/stress_test.cpp
 * Source: ARC091 F editorials (pattern found by tabulation); proof by
 *   induction in docs/snippets/strange_nim.md; own code
 */
#pragma once
#include <cassert>

inline long long strangeNimGrundy(long long x, long long k) {
  assert(x >= 0 && x <= 1000000000000000000LL && k >= 1 &&
         "0 <= x <= 1e18, k >= 1");
  // Below, at most 10^7 jumps: x/k of them, or k ln(x/k^2) + k.
  assert((x / k <= 10000000 || k <= 100000) &&
         "x/k <= 10^7 or k <= 10^5 (else too many jumps)");
  while (true) {
    long long q = x / k, r = x % k;
    if (r == 0) return q;  // k | x (x = 0 included)
    if (q == 0) return 0;  // 0 < x < k: no move
    // ceil(r / (q+1)) steps of q+1; a single one when q >= k (most jumps)
    x -= r <= q + 1 ? q + 1 : (r + q) / (q + 1) * (q + 1);
  }
}
