/**
 * Description: Wythoff's game (lower one pile, or both piles by the same
 *   amount). The k-th P-position is (floor(k phi), floor(k phi) + k),
 *   computed exactly as (k + isqrt(5 k^2)) / 2 with 128-bit integers, no
 *   floating point. P-position test and one winning move (piles after it).
 *   Needs unsigned __int128 (g++, clang++): the one snippet that is not
 *   -Wpedantic clean, and says so here.
 * Domain: (assert) piles 0 <= a, b <= 8 * 10^18 (5 a^2 must fit in 128
 *   bits); 0 <= k <= 3 * 10^18 (the pair then fits in long long).
 * Usage: auto [a, b] = wythoffPair(1000000000000000000LL);
 *   auto after = wythoffWinningMove(4LL, 9LL);  // after == {{4, 7}}
 *   // wythoffPair(1) == {1, 2}
 * Time: O(64) multiplications of 128-bit numbers per call
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/wythoff_test.cpp (every
 *   position with piles <= 120 against a game-tree search; every winning
 *   move checked); pairs vs the greedy construction up to k = 10^6 and vs
 *   exact inequalities for random k up to 3e18; OEIS A000201, A001950
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: W. A. Wythoff, "A modification of the game of Nim" (1907);
 *   Beatty sequences; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <optional>
#include <utility>

namespace wythoff_detail {
using u128 = unsigned __int128;
using u64 = unsigned long long;
inline u64 isqrt(u128 n) {  // largest r with r * r <= n, n < 2^128
  u64 r = 0;
  for (int b = 63; b >= 0; b--) {
    u64 c = r | (1ULL << b);
    if (u128(c) * c <= n) r = c;
  }
  return r;
}
// floor(k * phi) = floor((k + sqrt(5 k^2)) / 2): sqrt(5 k^2) is irrational
// for k > 0, so its floor may replace it.
inline u64 lower(u64 k) { return u64((k + u128(isqrt(u128(5) * k * k))) / 2); }
// floor(a / phi) = floor((sqrt(5 a^2) - a) / 2), the same way.
inline u64 belowOverPhi(u64 a) { return (isqrt(u128(5) * a * a) - a) / 2; }
constexpr u64 kMaxPile = 8000000000000000000ULL, kMaxK = kMaxPile / 8 * 3;
template <class T> bool inRange(T x, u64 top) {
  return x >= 0 && static_cast<u64>(x) <= top;
}
}  // namespace wythoff_detail

template <class T>
std::pair<T, T> wythoffPair(T k) {
  assert(wythoff_detail::inRange(k, wythoff_detail::kMaxK) && "0 <= k <= 3e18");
  auto a = wythoff_detail::lower(static_cast<unsigned long long>(k));
  return {static_cast<T>(a),
          static_cast<T>(a + static_cast<unsigned long long>(k))};
}

// (a, b) with a <= b is P iff a = floor(d phi) for d = b - a (>= d).
template <class T>
bool wythoffIsP(T a, T b) {
  using wythoff_detail::inRange;
  assert(inRange(a, wythoff_detail::kMaxPile) &&
         inRange(b, wythoff_detail::kMaxPile) && "0 <= piles <= 8e18");
  if (a > b) std::swap(a, b);
  auto d = static_cast<unsigned long long>(b - a);
  return static_cast<unsigned long long>(a) >= d &&
         wythoff_detail::lower(d) == static_cast<unsigned long long>(a);
}

// The piles after a winning move, or nullopt on a P-position.
template <class T>
std::optional<std::pair<T, T>> wythoffWinningMove(T a, T b) {
  bool swapped = a > b;
  if (swapped) std::swap(a, b);
  auto put = [&](T x, T y) {
    return swapped ? std::make_pair(y, x) : std::make_pair(x, y);
  };
  if (wythoffIsP(a, b)) return std::nullopt;
  if (a == 0) return put(0, 0);
  using U = unsigned long long;
  // Every positive integer is a lower or an upper P-coordinate (Beatty).
  U k = wythoff_detail::belowOverPhi(U(a)) + 1;  // a = lower(k) if lower
  if (wythoff_detail::lower(k) == U(a)) {
    U d = U(b - a);
    if (d > k) return put(a, static_cast<T>(U(a) + k));  // lower b
    U ad = wythoff_detail::lower(d);  // d < k: both piles down by a - a_d
    return put(static_cast<T>(ad), static_cast<T>(ad + d));
  }
  U j = U(a) - k + 1;  // a = lower(j) + j: move b down to lower(j)
  return put(a, static_cast<T>(wythoff_detail::lower(j)));
}
