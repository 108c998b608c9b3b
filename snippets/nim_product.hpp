/**
 * Description: Nim multiplication of 64-bit nimbers (the field GF(2^64)
 *   on the integers < 2^64 with xor as addition), its inverse and square
 *   root. Products below 2^16 use log/exp tables of a generator of the
 *   16-bit field; wider ones split 64 -> 32 -> 16 with X * X = X ^ X/2
 *   for X = 2^16, 2^32. Coin-turning games: the value of a 2-D product
 *   game (Tartan theorem; e.g. Turning Corners) at (x, y) is
 *   nimProduct(g1(x), g2(y)); Turning Turtles rows are Nim heaps.
 * Usage: unsigned long long p = nimProduct(a, b);  // tables built once
 *   unsigned long long q = nimInverse(a), r = nimSqrt(a);  // a != 0
 * Time: O(1): at most 9 table products per nimProduct; nimInverse and
 *   nimSqrt use 64 products; first call builds tables in ~1 ms
 * Memory: O(2^16) (384 KB of tables, function-local statics)
 * Status: exhaustive check in tests/snippets/nim_product_test.cpp (mex
 *   definition for all a, b < 64; 16-bit products vs a table-free
 *   recursion on a grid incl. the top of the log table; field axioms,
 *   inverse and square root on random 64-bit values)
 * Source: Conway, On Numbers and Games ch. 6; Winning Ways ch. 14
 *   (Tartan theorem); own code
 */
#pragma once
#include <cstdint>
#include <vector>

namespace nim_product_detail {
// Table-free product of two nimbers below 2^(2^k) (used to build tables).
inline std::uint32_t slowMul(std::uint32_t a, std::uint32_t b, int bits) {
  if (bits == 1) return a & b;
  int h = bits / 2;
  std::uint32_t lowMask = (1u << h) - 1;
  std::uint32_t a1 = a >> h, a0 = a & lowMask, b1 = b >> h, b0 = b & lowMask;
  std::uint32_t lo = slowMul(a0, b0, h);
  std::uint32_t hi = slowMul(a1 ^ a0, b1 ^ b0, h) ^ lo;
  std::uint32_t top = slowMul(slowMul(a1, b1, h), 1u << (h - 1), h);
  return (hi << h) | (lo ^ top);
}

struct Tables {
  std::vector<std::uint16_t> log, exp;  // exp has 2 * 65535 entries
  Tables() : log(65536), exp(2 * 65535) {
    // Find a generator of the cyclic group of order 65535 = 3*5*17*257.
    for (std::uint32_t g = 2;; g++) {
      std::uint32_t x = 1;
      int order = 0;
      do {
        x = slowMul(x, g, 16);
        order++;
      } while (x != 1 && order < 65535);
      if (order != 65535) continue;
      x = 1;
      for (int i = 0; i < 65535; i++) {
        exp[std::size_t(i)] = exp[std::size_t(i + 65535)] =
            static_cast<std::uint16_t>(x);
        log[x] = static_cast<std::uint16_t>(i);
        x = slowMul(x, g, 16);
      }
      return;
    }
  }
};

inline const Tables& tables() {
  static const Tables t;
  return t;
}

inline std::uint32_t mul16(std::uint32_t a, std::uint32_t b) {
  if (a == 0 || b == 0) return 0;
  const Tables& t = tables();
  return t.exp[std::size_t(t.log[a]) + t.log[b]];
}

inline std::uint32_t mul32(std::uint32_t a, std::uint32_t b) {
  std::uint32_t a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
  std::uint32_t lo = mul16(a0, b0);
  std::uint32_t hi = mul16(a1 ^ a0, b1 ^ b0) ^ lo;
  return (hi << 16) | (lo ^ mul16(mul16(a1, b1), 0x8000));
}
}  // namespace nim_product_detail

inline unsigned long long nimProduct(unsigned long long a,
                                     unsigned long long b) {
  using nim_product_detail::mul32;
  std::uint32_t a1 = std::uint32_t(a >> 32), a0 = std::uint32_t(a);
  std::uint32_t b1 = std::uint32_t(b >> 32), b0 = std::uint32_t(b);
  std::uint32_t lo = mul32(a0, b0);
  std::uint32_t hi = mul32(a1 ^ a0, b1 ^ b0) ^ lo;
  std::uint32_t top = mul32(mul32(a1, b1), 0x80000000u);
  return (static_cast<unsigned long long>(hi) << 32) | (lo ^ top);
}

// a^e in the nim field.
inline unsigned long long nimPower(unsigned long long a,
                                   unsigned long long e) {
  unsigned long long r = 1;
  for (; e; e >>= 1, a = nimProduct(a, a))
    if (e & 1) r = nimProduct(r, a);
  return r;
}

// a^(2^64 - 2) = 1 / a in GF(2^64); returns 0 for a = 0.
inline unsigned long long nimInverse(unsigned long long a) {
  return nimPower(a, ~0ULL - 1);
}

// The unique r with r * r = a: squaring is a field automorphism of order
// 64, so r = a^(2^63).
inline unsigned long long nimSqrt(unsigned long long a) {
  for (int i = 0; i < 63; i++) a = nimProduct(a, a);
  return a;
}
