/**
 * Description: Nim multiplication of 64-bit nimbers (the field GF(2^64)
 *   on the integers < 2^64 with xor as addition), its inverse and square
 *   root. A number is four 16-bit digits; products of digits use log/exp
 *   tables of a generator of the 16-bit field, wider ones split
 *   64 -> 32 -> 16 by Karatsuba with X * X = X ^ X/2 for X = 2^16, 2^32.
 *   Multiplying by the constant X/2 adds its log, so no product is
 *   spent on it. Coin-turning games: the value of a 2-D product game
 *   (Tartan theorem; e.g. Turning Corners) at (x, y) is
 *   nimProduct(g1(x), g2(y)); Turning Turtles rows are Nim heaps.
 * Domain: any 64-bit a, b; nimInverse needs a != 0 (assert).
 * Usage: unsigned long long p = nimProduct(a, b);  // tables built once
 *   unsigned long long q = nimInverse(a), r = nimSqrt(a);
 *   // nimProduct(2, 2) == 3, nimProduct(a, q) == 1
 * Time: nimProduct: 9 digit products (18 log + 10 exp table reads);
 *   nimInverse: 16 digit products and one table inverse; nimSqrt: 4
 *   digit products by a constant and 4 table roots. The first call
 *   builds the tables: about 1 ms (docs/snippets/nim_product.md)
 * Memory: 1.1 MiB of tables (a function-local static), 0.5 MiB of
 *   them a zero block that random operands almost never touch
 * Status: exhaustive check in tests/snippets/nim_product_test.cpp (mex
 *   definition for all a, b < 64; 16-bit products vs a table-free
 *   recursion on a grid incl. the top of the tables; field axioms on
 *   random 64-bit values; inverse and square root of every 16-bit
 *   value and of random 64-bit values against a^(2^64-2), a^(2^63))
 *   Random inputs vs the recursion: tests/snippets/stress_test.cpp
 * Source: Conway, On Numbers and Games ch. 6; Winning Ways ch. 14
 *   (Tartan theorem); own code
 */
#pragma once
#include <cassert>
#include <cstdint>

namespace nim_product_detail {
using u32 = std::uint32_t;
using u64 = unsigned long long;
// Table-free product of two nimbers below 2^bits, bits a power of 2
// (builds the tables; the tests' reference).
inline u32 slowMul(u32 a, u32 b, int bits) {
  if (bits == 1) return a & b;
  int h = bits / 2;
  u32 lowMask = (1u << h) - 1;
  u32 a1 = a >> h, a0 = a & lowMask, b1 = b >> h, b0 = b & lowMask;
  u32 lo = slowMul(a0, b0, h);
  u32 hi = slowMul(a1 ^ a0, b1 ^ b0, h) ^ lo;
  u32 top = slowMul(slowMul(a1, b1, h), 1u << (h - 1), h);
  return (hi << h) | (lo ^ top);
}

struct Tables {
  static constexpr u32 kOrder = 65535;  // of the 16-bit group
  // exp[i] = g^i below 3 * kOrder, so a sum of three logs needs no
  // reduction; log[0] = kZero sends a sum with a zero factor into the
  // zero block exp[kZero..]: no branch. halfLog = log(X/2) and
  // halfSqLog = log((X/2)^2), X = 2^16.
  static constexpr u32 kZero = 3 * kOrder;
  u32 log[1 << 16];
  std::uint16_t exp[2 * kZero + kOrder];
  u32 halfLog = 0, halfSqLog = 0;
  Tables() {
    // Below 256 lies the subfield GF(2^8): no generator there.
    for (u32 g = 256;; g++) {
      // x * g is linear over GF(2) in x: xor the images of its bits.
      u32 image[16], low[256], high[256];
      for (u32 bit = 0; bit < 16; bit++) image[bit] = slowMul(1u << bit, g, 16);
      low[0] = high[0] = 0;
      for (u32 x = 1; x < 256; x++) {
        u32 bit = 0;  // the lowest set bit of x
        while (!(x >> bit & 1)) bit++;
        low[x] = low[x & (x - 1)] ^ image[bit];
        high[x] = high[x & (x - 1)] ^ image[bit + 8];
      }
      u32 x = 1, i = 0;
      do {
        exp[i] = static_cast<std::uint16_t>(x);
        log[x] = i++;
        x = low[x & 255] ^ high[x >> 8];
      } while (x != 1);
      if (i != kOrder) continue;  // g is not a generator
      for (; i < kZero; i++) exp[i] = exp[i - kOrder];
      for (; i < 2 * kZero + kOrder; i++) exp[i] = 0;
      log[0] = kZero;
      halfLog = log[0x8000];
      halfSqLog = (2 * halfLog) % kOrder;
      return;
    }
  }
  // x * y * g^c for 16-bit x, y: c is the log of a constant factor.
  u32 mul(u32 x, u32 y, u32 c = 0) const { return exp[log[x] + log[y] + c]; }
  u32 mulConst(u32 x, u32 c) const { return exp[log[x] + c]; }
  // The 32-bit products, with X = 2^16 and h = X/2:
  // (a1 X + a0)(b1 X + b0) = (mid + lo) X + lo + a1 b1 h, where
  // lo = a0 b0 and mid = (a1 + a0)(b1 + b0).
  u32 mul32(u32 a, u32 b) const {
    u32 a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
    u32 lo = mul(a0, b0), mid = mul(a1 ^ a0, b1 ^ b0);
    return (mid ^ lo) << 16 | (lo ^ mul(a1, b1, halfLog));
  }
  // c * H for H = 2^31 = h X, the X/2 of the 64-bit level:
  // (c1 X + c0) h X = (c1 + c0) h X + c1 h^2.
  u32 mulHalf32(u32 c) const {
    u32 c1 = c >> 16, c0 = c & 0xFFFF;
    return mulConst(c1 ^ c0, halfLog) << 16 | mulConst(c1, halfSqLog);
  }
  // mul32(a, b) * H in one pass: with lo, mid, hi of the digits as in
  // mul32, c1 + c0 = mid + hi h and c1 = mid + lo.
  u32 mulTimesHalf32(u32 a, u32 b) const {
    u32 a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
    u32 mid = log[a1 ^ a0] + log[b1 ^ b0];  // its logs once, two uses
    u32 top = exp[mid + halfLog] ^ mul(a1, b1, halfSqLog);
    u32 low = exp[mid + halfSqLog] ^ mul(a0, b0, halfSqLog);
    return top << 16 | low;
  }
  u32 inv16(u32 x) const { return exp[kOrder - log[x]]; }  // x != 0
  // x = s^2 with log s = log x / 2 mod kOrder (kOrder is odd).
  u32 sqrt16(u32 x) const {
    if (!x) return 0;
    u32 l = log[x];
    return exp[l % 2 ? (l + kOrder) / 2 : l / 2];
  }
};

inline const Tables& tables() {
  static const Tables t;
  return t;
}
}  // namespace nim_product_detail

// (A1 Y + A0)(B1 Y + B0) with Y = 2^32 and H = Y/2, as in mul32.
inline unsigned long long nimProduct(unsigned long long a,
                                     unsigned long long b) {
  const nim_product_detail::Tables& t = nim_product_detail::tables();
  std::uint32_t a1 = std::uint32_t(a >> 32), a0 = std::uint32_t(a);
  std::uint32_t b1 = std::uint32_t(b >> 32), b0 = std::uint32_t(b);
  std::uint32_t lo = t.mul32(a0, b0), mid = t.mul32(a1 ^ a0, b1 ^ b0);
  return static_cast<unsigned long long>(mid ^ lo) << 32 |
         (lo ^ t.mulTimesHalf32(a1, b1));
}

// a^e in the nim field.
inline unsigned long long nimPower(unsigned long long a,
                                   unsigned long long e) {
  unsigned long long r = 1;
  for (; e; e >>= 1, a = nimProduct(a, a))
    if (e & 1) r = nimProduct(r, a);
  return r;
}

// 1 / (a1 X + a0) = (a1 X + a0 + a1) / N with the norm
// N = a0 (a0 + a1) + a1^2 X/2 in the half-size field, at both levels.
inline unsigned long long nimInverse(unsigned long long a) {
  assert(a != 0 && "0 has no inverse");
  const nim_product_detail::Tables& t = nim_product_detail::tables();
  auto inv32 = [&](std::uint32_t x) {
    std::uint32_t x1 = x >> 16, x0 = x & 0xFFFF;
    std::uint32_t n = t.inv16(t.mul(x0, x0 ^ x1) ^ t.mul(x1, x1, t.halfLog));
    return t.mul(x1, n) << 16 | t.mul(x0 ^ x1, n);
  };
  std::uint32_t a1 = std::uint32_t(a >> 32), a0 = std::uint32_t(a);
  std::uint32_t n = inv32(t.mul32(a0, a0 ^ a1) ^ t.mulTimesHalf32(a1, a1));
  return static_cast<unsigned long long>(t.mul32(a1, n)) << 32 |
         t.mul32(a0 ^ a1, n);
}

// The unique r with r * r = a (squaring is additive in characteristic 2):
// (s1 X + s0)^2 = s1^2 X + s1^2 X/2 + s0^2, so s1 = sqrt(a1) and
// s0 = sqrt(a0 + a1 X/2), at both levels.
inline unsigned long long nimSqrt(unsigned long long a) {
  const nim_product_detail::Tables& t = nim_product_detail::tables();
  auto sqrt32 = [&](std::uint32_t x) {
    std::uint32_t x1 = x >> 16, x0 = x & 0xFFFF;
    return t.sqrt16(x1) << 16 | t.sqrt16(x0 ^ t.mulConst(x1, t.halfLog));
  };
  std::uint32_t a1 = std::uint32_t(a >> 32), a0 = std::uint32_t(a);
  return static_cast<unsigned long long>(sqrt32(a1)) << 32 |
         sqrt32(a0 ^ t.mulHalf32(a1));
}
