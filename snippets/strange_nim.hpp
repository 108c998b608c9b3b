/**
 * Description: Grundy value of one pile in "take 1..floor(x/k) stones from
 *   a pile of x" (ARC091 F Strange Nim). g(x) = x/k if k | x, otherwise
 *   g(x) = g(x - floor(x/k) - 1). The steps that keep q = floor(x/k) are
 *   taken at once: with r = x mod k, subtract ceil(r/(q+1)) * (q+1).
 * Domain: (assert) 0 <= x <= 10^18, k >= 1.
 * Usage: long long g = strangeNimGrundy(1000000000LL, 1000LL);
 *   bool first = (strangeNimGrundy(5, 2) ^ strangeNimGrundy(3, 3)) != 0;
 * Time: O(min(x/k, k log(x/k))) jumps, at most ~sqrt(x log x): 10^9 with
 *   the worst k takes ~3*10^4 jumps (tests/snippets/strange_nim_test.cpp)
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/strange_nim_test.cpp (mex
 *   table for every x <= 2000, k <= 50; every pair of piles <= 40 with
 *   k <= 6 against a game-tree search; sliding-window mex to 10^6 for
 *   several k; the one-step recursion near 10^9); problems/strange-nim
 *   Random rows vs game search: tests/snippets/stress_test.cpp
 * Source: ARC091 F editorials (pattern found by tabulation); proof by
 *   induction in docs/snippets/strange_nim.md; own code
 */
#pragma once
#include <cassert>

inline long long strangeNimGrundy(long long x, long long k) {
  assert(x >= 0 && x <= 1000000000000000000LL && k >= 1 &&
         "0 <= x <= 1e18, k >= 1");
  while (true) {
    long long q = x / k, r = x % k;
    if (r == 0) return q;  // k | x (x = 0 included)
    if (q == 0) return 0;  // 0 < x < k: no move
    // ceil(r / (q+1)) steps of q+1; a single one when q >= k (most jumps)
    x -= r <= q + 1 ? q + 1 : (r + q) / (q + 1) * (q + 1);
  }
}
