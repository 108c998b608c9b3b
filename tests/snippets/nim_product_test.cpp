#include "snippets/nim_product.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <memory>
#include <random>
#include <set>

namespace {

using ull = unsigned long long;

// The definition: a*b = mex { a'b ^ ab' ^ a'b' : a' < a, b' < b }.
TEST(NimProduct, MatchesMexDefinitionBelow64) {
  const int n = 64;
  std::vector<std::vector<ull>> d(n, std::vector<ull>(n));
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      std::vector<bool> seen(n * n + 1);
      for (int x = 0; x < a; x++)
        for (int y = 0; y < b; y++)
          seen[d[x][b] ^ d[a][y] ^ d[x][y]] = true;
      ull m = 0;
      while (seen[m]) m++;
      d[a][b] = m;
      ASSERT_EQ(nimProduct(ull(a), ull(b)), m) << a << " " << b;
    }
}

// Table-free recursion over 16 bits against the log/exp path, including
// the largest logs (sum of logs near 2 * 65534).
TEST(NimProduct, SixteenBitGridAndTableTop) {
  std::vector<std::uint32_t> v;
  for (std::uint32_t x = 0; x < 65536; x += 257) v.push_back(x);
  for (std::uint32_t x = 65500; x < 65536; x++) v.push_back(x);
  for (std::uint32_t a : v)
    for (std::uint32_t b : v)
      ASSERT_EQ(nimProduct(a, b), nim_product_detail::slowMul(a, b, 16));
  const auto& t = nim_product_detail::tables();
  std::uint32_t top = t.exp[65534];  // the generator's largest power
  EXPECT_EQ(nimProduct(top, top),
            nim_product_detail::slowMul(top, top, 16));
  EXPECT_EQ(nimProduct(0xFFFFFFFFFFFFFFFFULL, 0), 0ULL);
  EXPECT_EQ(nimProduct(1ULL << 32, 1ULL << 32), (1ULL << 32) ^ (1ULL << 31));
}

TEST(NimProduct, FieldAxiomsOnRandom64Bit) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; i++) {
    ull a = rng(), b = rng(), c = rng();
    ASSERT_EQ(nimProduct(a, b), nimProduct(b, a));
    ASSERT_EQ(nimProduct(nimProduct(a, b), c), nimProduct(a, nimProduct(b, c)));
    ASSERT_EQ(nimProduct(a, b ^ c), nimProduct(a, b) ^ nimProduct(a, c));
    ASSERT_EQ(nimProduct(a, 1), a);
    if (i < 2000 && a) {
      ASSERT_EQ(nimProduct(a, nimInverse(a)), 1ULL);
      ull r = nimSqrt(a);
      ASSERT_EQ(nimProduct(r, r), a);
    }
  }
}

// The inverse and the root by the norm and the Frobenius split, against
// their definitions by powers: a^(2^64 - 2) and a^(2^63).
TEST(NimProduct, InverseAndSqrtMatchPowers) {
  for (ull a = 1; a < 65536; a++) {
    ASSERT_EQ(nimProduct(a, nimInverse(a)), 1ULL) << a;
    ull r = nimSqrt(a);
    ASSERT_LT(r, 65536ULL);  // the 16-bit field is closed
    ASSERT_EQ(nimProduct(r, r), a) << a;
  }
  EXPECT_EQ(nimSqrt(0), 0ULL);
  std::mt19937_64 rng(11);
  for (int i = 0; i < 300; i++) {
    ull a = rng() >> (rng() % 64);
    if (a == 0) continue;
    ASSERT_EQ(nimInverse(a), nimPower(a, ~0ULL - 1)) << a;
    ASSERT_EQ(nimSqrt(a), nimPower(a, 1ULL << 63)) << a;
  }
}

// Every program pays for the tables on its first product; they once took
// 60-85 ms (the generator search multiplied by the table-free recursion).
// A complexity guard, not a benchmark: they take about 0.4 ms now (see
// docs/snippets/nim_product.md), so 30 ms of CPU leaves a wide margin
// for sanitizers and load.
TEST(NimProduct, TablesBuildInAFewMilliseconds) {
  std::clock_t start = std::clock();
  auto t = std::make_unique<nim_product_detail::Tables>();
  double ms = 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_LT(ms, 30.0) << "building the tables took " << ms << " ms of CPU";
  EXPECT_EQ(t->exp[t->log[12345]], 12345u);
}

TEST(NimProductDeathTest, ZeroHasNoInverse) {
  EXPECT_DEATH(nimInverse(0), "no inverse");
}

}  // namespace
