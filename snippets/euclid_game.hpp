/**
 * Description: Euclid's game on (a, b): subtract a positive multiple of
 *   the smaller number from the larger, staying >= 0; making a 0 wins
 *   (Cole-Davie; Kattis euclidsgame). The mover wins iff a == b or the
 *   larger / smaller > golden ratio: decided by the first quotient >= 2
 *   along Euclid's algorithm. Grundy values for sums: with the quotients
 *   q1..qk of Euclid's algorithm, fold from the last one,
 *   c = qk; c = q - (q <= c) for q = q(k-1), ..., q1; g = c. Grossman's
 *   variant (numbers stay positive, the game ends at (d, d)) starts
 *   from c = qk - 1 and equals Nivasch's floor(|a/b - b/a|).
 *   euclidMoveTo gives a move to a position of value v (for sums).
 * Domain: (assert) a, b >= 1 (any 64-bit values, also 2^64 - 1).
 * Usage: bool w = euclidFirstWins(34, 12);  // w == true: Stan wins
 *   long long g = euclidGrundy(a, b);   // xor these over a sum; g == 2
 *   auto to = euclidMoveTo(a, b, g2);   // optional (a', b'), value g2
 *   // euclidGrundy(to->first, to->second) == g2
 * Time: O(log min(a, b)): at most 93 quotients
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/euclid_game_test.cpp
 *   (every pair <= 200: winner by game search; both Grundy functions
 *   and every move to a value by mex over the rules); near 2^63 and
 *   2^64 vs exact golden-ratio and Nivasch formulas in 128-bit integers
 *   and vs the mex of the options. Sums of 2-3 games searched whole:
 *   tests/snippets/stress_test.cpp. Kit problem: problems/euclids-game
 * Source: Cole, Davie, Math. Gazette 53 (1969); G. Nivasch, Discrete
 *   Math. 306 (2006); own derivation of the fold (docs/snippets)
 */
#pragma once
#include <cassert>
#include <optional>
#include <utility>

namespace euclid_detail {
using u64 = unsigned long long;
// Value of (a, b) by the fold over the quotients; the last quotient q
// starts the fold at q (ends at 0 wins) or q - 1 (Grossman).
inline u64 fold(u64 a, u64 b, bool grossman) {
  if (a < b) std::swap(a, b);
  u64 q[96];
  int k = 0;
  while (b) {
    q[k++] = a / b;
    u64 r = a % b;
    a = b, b = r;
  }
  u64 c = q[--k] - (grossman ? 1 : 0);
  while (k--) c = q[k] - (q[k] <= c ? 1 : 0);
  return c;
}
template <class T> void checkDomain(T a, T b) {
  assert(a >= 1 && b >= 1 && "a, b >= 1");
  (void)a, (void)b;
}
}  // namespace euclid_detail

// The player to move wins (the one who makes a number 0 wins).
template <class T>
bool euclidFirstWins(T a, T b) {
  euclid_detail::checkDomain(a, b);
  using u64 = unsigned long long;
  u64 x = u64(a), y = u64(b);
  if (x < y) std::swap(x, y);
  for (bool mover = true;; mover = !mover) {
    if (x % y == 0 || x - y >= y) return mover;  // 0 now, or choose
    u64 r = x - y;  // forced: the only move
    x = y, y = r;
  }
}

// Grundy value of (a, b) in the game where making a 0 wins.
template <class T>
T euclidGrundy(T a, T b) {
  euclid_detail::checkDomain(a, b);
  using U = unsigned long long;
  return static_cast<T>(euclid_detail::fold(U(a), U(b), false));
}

// Grundy value in Grossman's variant (results stay positive; the game
// ends at (d, d)): Nivasch's floor(|a/b - b/a|).
template <class T>
T euclidGrossmanGrundy(T a, T b) {
  euclid_detail::checkDomain(a, b);
  using U = unsigned long long;
  return static_cast<T>(euclid_detail::fold(U(a), U(b), true));
}

// A move of the game where making a 0 wins from (a, b) to a position of
// Grundy value v, as the pair after it (same order), or nullopt if no
// option has value v. Options are (r + j b, b), j < q, for a = q b + r:
// j = 0 has value c = g(b, r) (0 if r == 0), j >= 1 has j - (j <= c).
template <class T>
std::optional<std::pair<T, T>> euclidMoveTo(T a, T b, T v) {
  euclid_detail::checkDomain(a, b);
  assert(v >= 0 && "v >= 0");
  using u64 = unsigned long long;
  bool swapped = a < b;
  u64 x = u64(swapped ? b : a), y = u64(swapped ? a : b), w = u64(v);
  u64 q = x / y, r = x % y;
  u64 c = r ? euclid_detail::fold(y, r, false) : 0;
  u64 j = w == c ? 0 : w < c ? w + 1 : w;
  if (j >= q) return std::nullopt;
  T to = static_cast<T>(r + j * y);
  return swapped ? std::make_pair(a, to) : std::make_pair(to, b);
}
