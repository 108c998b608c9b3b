/**
 * Description: Coin-turning games (Winning Ways ch. 14): a row of coins,
 *   a move turns a set of coins whose rightmost goes heads -> tails. A
 *   row is the sum of its heads: xor the values of the heads' positions.
 *   Turning Turtles (turn 1 or 2 coins; coins 1, 2, ...): n, i.e. Nim.
 *   Mock Turtles (turn 1, 2 or 3 coins; coins 0, 1, ...): the n-th
 *   odious number 2n + [n has an even number of 1 bits].
 *   Ruler (turn any run of consecutive coins ending at the rightmost
 *   one; coins 1, 2, ...): the largest power of 2 dividing n.
 *   2-D product games (a move turns A x B for moves A, B of the two
 *   factors, the top-right coin heads -> tails): Tartan theorem, value
 *   at (x, y) = nim product g1(x) * g2(y). tartanValue takes the nim
 *   product as a parameter: paste snippets/nim_product.hpp too.
 * Domain: (assert) Mock Turtles 0 <= n <= 2^63 - 1; Ruler and Turtles
 *   1 <= n (64-bit); values are unsigned long long.
 * Usage: auto v = coinRowValue(heads, mockTurtleValue<long long>);
 *   // mockTurtleValue(3) == 7, coinRowValue<int>({1, 3}, rulerValue<int>) == 0
 *   auto w = tartanValue(cells, mockTurtleValue<int>, rulerValue<int>,
 *                        nimProduct);  // cells: vector of (x, y)
 * Time: O(1) per coin (O(log n) bit count), plus the nim products
 * Memory: O(1)
 * Status: exhaustive check in tests/snippets/coin_turning_test.cpp
 *   (every row of <= 14 coins of each game, and every 4 x 4 board of
 *   Mock Turtles x Ruler, Ruler x Ruler, Turtles x Turtles and Mock
 *   Turtles x Mock Turtles: mex over the rules == the xor of values);
 *   OEIS A000069 (odious), A006519 (ruler)
 * Source: Berlekamp, Conway, Guy, Winning Ways ch. 14; Lenstra (Tartan
 *   theorem); own code
 */
#pragma once
#include <cassert>
#include <utility>
#include <vector>

template <class T>
unsigned long long turtleValue(T n) {
  assert(n >= 1 && "Turning Turtles coins are 1, 2, ...");
  return static_cast<unsigned long long>(n);
}

template <class T>
unsigned long long mockTurtleValue(T n) {
  assert(n >= 0 && static_cast<unsigned long long>(n) <= (~0ULL >> 1) &&
         "Mock Turtles coins are 0 <= n <= 2^63 - 1");
  unsigned long long x = static_cast<unsigned long long>(n), p = x;
  for (int s = 32; s; s >>= 1) p ^= p >> s;  // parity of the 1 bits
  return 2 * x + (~p & 1);
}

template <class T>
unsigned long long rulerValue(T n) {
  assert(n >= 1 && "Ruler coins are 1, 2, ...");
  unsigned long long x = static_cast<unsigned long long>(n);
  return x & (~x + 1);
}

// Value of a row: the xor of value(p) over the heads' positions p.
template <class T, class Value>
unsigned long long coinRowValue(const std::vector<T>& heads, Value value) {
  unsigned long long s = 0;
  for (const T& p : heads) s ^= value(p);
  return s;
}

// Value of a board of the product game: xor over heads (x, y) of
// mul(g1(x), g2(y)); mul is nimProduct from snippets/nim_product.hpp.
template <class T, class V1, class V2, class Mul>
unsigned long long tartanValue(const std::vector<std::pair<T, T>>& heads,
                               V1 g1, V2 g2, Mul mul) {
  unsigned long long s = 0;
  for (const auto& [x, y] : heads) s ^= mul(g1(x), g2(y));
  return s;
}
