/**
 * Description: Walsh-Hadamard transform: XOR convolution, and counting
 *   positions by their nim-sum. H a[i] = sum_j (-1)^popcount(i & j) a[j];
 *   H(a xor-conv b) = Ha * Hb pointwise and H(H a) = n a. Exact over a
 *   signed integer type, or modulo a prime p. If c[v] counts the kinds
 *   of heap worth v, xorPowerMod(c, k, p)[x] counts the ordered positions
 *   of k heaps with nim-sum x (transform once, pointwise power, inverse),
 *   and xorPowerSumMod(c, N, p) sums that over k = 1..N (a pointwise
 *   geometric series). [0] counts the lost positions, the rest are won.
 * Domain: (assert) size a power of two, equal sizes in a convolution.
 *   Mod: 3 <= p < 2^31, p prime (trial division, under assert, once per
 *   modulus), entries in [0, p). Exact: the caller keeps n * max|a| for a
 *   transform, n^2 max|a| max|b| for a convolution, within the type.
 * Usage: std::vector<long long> c(1 << 16); for (int a : A) c[a] = 1;
 *   long long lost = xorPowerSumMod(c, N, 998244353)[0];
 *   // A = {1, 2}, N = 5: lost == 10: 2 of 2 heaps, 8 of 4
 * Time: O(n log n) per transform; xorPowerMod O(n log n + n log k);
 *   xorPowerSumMod O(n log n + n log p) (a modular inverse per entry)
 * Memory: O(n)
 * Status: tests/snippets/xor_convolution_test.cpp (transforms and
 *   convolutions vs the O(n^2) double loop on random vectors, exact and
 *   mod p; powers vs repeated convolution; counts of won and lost
 *   positions vs every sequence of up to 5 heaps decided by a Nim game
 *   search); kit problem nim-counting (AtCoder ABC212 H, both samples)
 *   Random heap kinds vs game search: tests/snippets/stress_test.cpp
 * Source: Walsh-Hadamard transform, standard technique; own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <vector>

namespace xor_conv_detail {
using ll = long long;
inline bool isPowerOfTwo(std::size_t n) { return n && !(n & (n - 1)); }
inline ll powMod(ll b, unsigned long long e, ll p) {
  ll r = 1 % p;
  for (b %= p; e; e >>= 1, b = b * b % p)
    if (e & 1) r = r * b % p;
  return r;
}
inline bool isPrime(ll p) {
  if (p < 2) return false;
  for (ll d = 2; d * d <= p; d++)
    if (p % d == 0) return false;
  return true;
}
// Trial division once per modulus (asserts only): the last prime is kept.
inline bool primeChecked(ll p) {
  static ll last = 0;
  if (p != last && !isPrime(p)) return false;
  last = p;
  return true;
}
inline void checkMod([[maybe_unused]] const std::vector<ll>& a,
                     [[maybe_unused]] ll p) {
  assert(p >= 3 && p < (1LL << 31) && p % 2 == 1 && "3 <= p < 2^31, odd");
  assert(isPowerOfTwo(a.size()) && "size is a power of two");
  for ([[maybe_unused]] ll x : a) assert(x >= 0 && x < p && "0 <= a[i] < p");
}
}  // namespace xor_conv_detail

// In place, unnormalised: applying it twice multiplies by n.
template <class T> void xorTransform(std::vector<T>& a) {
  static_assert(T(-1) < T(0), "exact transforms need a signed type");
  assert(xor_conv_detail::isPowerOfTwo(a.size()) && "size is a power of two");
  for (std::size_t h = 1; h < a.size(); h <<= 1)
    for (std::size_t i = 0; i < a.size(); i += 2 * h)
      for (std::size_t j = i; j < i + h; j++) {
        T u = a[j], v = a[j + h];
        a[j] = static_cast<T>(u + v), a[j + h] = static_cast<T>(u - v);
      }
}

template <class T> void xorTransformInverse(std::vector<T>& a) {
  xorTransform(a);
  T n = static_cast<T>(a.size());
  for (T& x : a) {
    assert(x % n == 0 && "not the transform of an integer vector");
    x = static_cast<T>(x / n);
  }
}

inline void xorTransformMod(std::vector<long long>& a, long long p) {
  xor_conv_detail::checkMod(a, p);
  for (std::size_t h = 1; h < a.size(); h <<= 1)
    for (std::size_t i = 0; i < a.size(); i += 2 * h)
      for (std::size_t j = i; j < i + h; j++) {
        long long u = a[j], v = a[j + h];
        a[j] = u + v >= p ? u + v - p : u + v;
        a[j + h] = u >= v ? u - v : u - v + p;
      }
}

inline void xorTransformInverseMod(std::vector<long long>& a, long long p) {
  assert(xor_conv_detail::primeChecked(p) && "p is prime");
  xorTransformMod(a, p);
  long long inv = xor_conv_detail::powMod(
      static_cast<long long>(a.size() % static_cast<std::size_t>(p)),
      static_cast<unsigned long long>(p - 2), p);
  for (long long& x : a) x = x * inv % p;
}

// c[x] = sum over i ^ j = x of a[i] b[j].
template <class T>
std::vector<T> xorConvolution(std::vector<T> a, std::vector<T> b) {
  assert(a.size() == b.size() && "equal sizes");
  xorTransform(a), xorTransform(b);
  for (std::size_t i = 0; i < a.size(); i++) a[i] = static_cast<T>(a[i] * b[i]);
  xorTransformInverse(a);
  return a;
}

inline std::vector<long long> xorConvolutionMod(std::vector<long long> a,
                                                std::vector<long long> b,
                                                long long p) {
  assert(a.size() == b.size() && "equal sizes");
  xorTransformMod(a, p), xorTransformMod(b, p);
  for (std::size_t i = 0; i < a.size(); i++) a[i] = a[i] * b[i] % p;
  xorTransformInverseMod(a, p);
  return a;
}

// The k-fold xor convolution of c with itself (k = 0: 1 at index 0).
inline std::vector<long long> xorPowerMod(std::vector<long long> c,
                                          unsigned long long k, long long p) {
  xorTransformMod(c, p);
  for (long long& x : c) x = xor_conv_detail::powMod(x, k, p);
  xorTransformInverseMod(c, p);
  return c;
}

// Sum of the k-fold xor convolutions for k = 1..N: pointwise
// r + r^2 + ... + r^N = r (r^N - 1) / (r - 1), or N when r = 1.
inline std::vector<long long> xorPowerSumMod(std::vector<long long> c,
                                             unsigned long long N,
                                             long long p) {
  using xor_conv_detail::powMod;
  xorTransformMod(c, p);
  const auto n = static_cast<long long>(
      N % static_cast<unsigned long long>(p));  // r = 1: r + ... + r^N = N
  for (long long& r : c) {
    if (r == 1) {
      r = n;
      continue;
    }
    long long num = r * ((powMod(r, N, p) + p - 1) % p) % p;
    r = num * powMod(r - 1 + p, static_cast<unsigned long long>(p - 2), p) % p;
  }
  xorTransformInverseMod(c, p);
  return c;
}
