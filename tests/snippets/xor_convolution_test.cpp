#include "snippets/xor_convolution.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

const long long kP = 998244353;
using Vec = std::vector<long long>;

// The definition: H a[i] = sum_j (-1)^popcount(i & j) a[j].
Vec naiveTransform(const Vec& a, long long p = 0) {
  Vec out(a.size(), 0);
  for (std::size_t i = 0; i < a.size(); i++)
    for (std::size_t j = 0; j < a.size(); j++) {
      long long t = __builtin_popcountll(i & j) % 2 ? -a[j] : a[j];
      out[i] = p ? ((out[i] + t) % p + p) % p : out[i] + t;
    }
  return out;
}

// The definition: c[i ^ j] += a[i] b[j].
Vec naiveConvolution(const Vec& a, const Vec& b, long long p = 0) {
  Vec c(a.size(), 0);
  for (std::size_t i = 0; i < a.size(); i++)
    for (std::size_t j = 0; j < b.size(); j++) {
      long long t = a[i] * b[j];
      c[i ^ j] = p ? (c[i ^ j] + t % p) % p : c[i ^ j] + t;
    }
  return c;
}

Vec randomVec(std::mt19937_64& rng, std::size_t n, long long lo, long long hi) {
  Vec a(n);
  for (auto& x : a) x = lo + (long long)(rng() % (unsigned long long)(hi - lo + 1));
  return a;
}

// Positions of k heaps: the number of ordered sequences of k heaps from
// `kinds` that a Nim game search (from the rules alone) finds won and lost.
std::pair<long long, long long> searchCounts(const std::vector<int>& kinds, int k,
                                             game_search::WinSearch<Heaps>& search) {
  long long won = 0, lost = 0;
  game_search::forEachTuple(k, 0, int(kinds.size()) - 1, [&](const Heaps& pick) {
    Heaps h;
    for (int i : pick) h.push_back(kinds[std::size_t(i)]);
    std::sort(h.begin(), h.end());
    (search.wins(h) ? won : lost)++;
  });
  return {won, lost};
}

}  // namespace

TEST(XorConvolution, TransformMatchesTheDefinitionExactAndModP) {
  std::mt19937_64 rng(1);
  for (std::size_t n = 1; n <= 256; n *= 2)
    for (int rep = 0; rep < 5; rep++) {
      Vec a = randomVec(rng, n, -1000000, 1000000);
      Vec h = a;
      xorTransform(h);
      ASSERT_EQ(h, naiveTransform(a)) << n;
      xorTransformInverse(h);
      ASSERT_EQ(h, a);
      std::vector<int> small(a.begin(), a.end());
      xorTransform(small);
      for (std::size_t i = 0; i < n; i++) ASSERT_EQ(small[i], naiveTransform(a)[i]);
      Vec m = randomVec(rng, n, 0, kP - 1);
      Vec hm = m;
      xorTransformMod(hm, kP);
      ASSERT_EQ(hm, naiveTransform(m, kP)) << n;
      xorTransformInverseMod(hm, kP);
      ASSERT_EQ(hm, m);
    }
}

// Issue 27: with p = 998244353 random entries never sum to p, so `u + v > p`
// in place of `>=` (p left unreduced) went unseen. Small primes and every
// vector of length 2 and 4 reach u + v == p and u == v, both edges.
TEST(XorConvolution, ModTransformOfEveryVectorOverSmallPrimes) {
  for (long long p : {3LL, 5LL, 7LL, 13LL})
    for (std::size_t n : {std::size_t(2), std::size_t(4)}) {
      Vec a(n, 0);
      while (true) {
        Vec h = a;
        xorTransformMod(h, p);
        ASSERT_EQ(h, naiveTransform(a, p)) << "p " << p;
        xorTransformInverseMod(h, p);
        ASSERT_EQ(h, a) << "p " << p;
        std::size_t i = 0;
        while (i < n && a[i] == p - 1) a[i++] = 0;
        if (i == n) break;
        a[i]++;
      }
      Vec pair = {1, p - 1};  // 1 + (p - 1) == p must give 0, not p
      xorTransformMod(pair, p);
      EXPECT_EQ(pair, (Vec{0, 2})) << "p " << p;
    }
}

TEST(XorConvolution, ConvolutionMatchesTheDoubleLoop) {
  std::mt19937_64 rng(2);
  for (std::size_t n = 1; n <= 128; n *= 2)
    for (int rep = 0; rep < 5; rep++) {
      Vec a = randomVec(rng, n, -1000, 1000), b = randomVec(rng, n, -1000, 1000);
      ASSERT_EQ(xorConvolution(a, b), naiveConvolution(a, b)) << n;
      for (long long p : {kP, 1000000007LL, 3LL, 2147483647LL}) {
        Vec x = randomVec(rng, n, 0, p - 1), y = randomVec(rng, n, 0, p - 1);
        ASSERT_EQ(xorConvolutionMod(x, y, p), naiveConvolution(x, y, p)) << p;
      }
    }
}

TEST(XorConvolution, PowersMatchRepeatedConvolution) {
  std::mt19937_64 rng(3);
  for (std::size_t n : {1u, 2u, 8u, 32u}) {
    Vec c = randomVec(rng, n, 0, 5);
    Vec acc(n, 0), sum(n, 0);
    acc[0] = 1;  // k = 0: the empty position, nim-sum 0
    for (unsigned k = 0; k <= 12; k++) {
      ASSERT_EQ(xorPowerMod(c, k, kP), acc) << n << " " << k;
      if (k >= 1) {
        for (std::size_t i = 0; i < n; i++) sum[i] = (sum[i] + acc[i]) % kP;
        ASSERT_EQ(xorPowerSumMod(c, k, kP), sum) << n << " " << k;
      }
      acc = naiveConvolution(acc, c, kP);
    }
  }
  Vec zero(4, 0);
  EXPECT_EQ(xorPowerSumMod(zero, 1000000, kP), zero);
}

// A transform value r = 1 (or = 1 mod p) takes the branch that avoids
// dividing by r - 1; r = 0 and r = p - 1 are ordinary.
TEST(XorConvolution, GeometricSumAtRatioOneZeroAndMinusOne) {
  const unsigned long long N = 1000000000000ULL;
  Vec one = {1, 0};  // transform (1, 1): every position has nim-sum 0
  Vec s = xorPowerSumMod(one, N, kP);
  EXPECT_EQ(s[0], (long long)(N % kP));
  EXPECT_EQ(s[1], 0);
  Vec flip = {0, 1};  // transform (1, p - 1): nim-sum 1 iff k is odd
  Vec f = xorPowerSumMod(flip, 7, kP);
  EXPECT_EQ(f[0], 3);  // k = 2, 4, 6
  EXPECT_EQ(f[1], 4);  // k = 1, 3, 5, 7
}

// The counting recipe against the rules: every ordered sequence of k heaps
// drawn from a list of heap kinds (repeats allowed) is decided by a plain
// Nim game search; lost ones have nim-sum 0 by nothing but that search.
TEST(XorConvolution, CountsOfWonAndLostPositionsMatchGameSearch) {
  game_search::WinSearch<Heaps> search(game_search::sortedNimMoves);
  const std::vector<std::vector<int>> kindLists = {
      {1, 2}, {3, 5, 7}, {1, 2, 3}, {0, 4, 5}, {1, 1, 6}, {2, 3, 5, 6, 7}};
  for (const auto& kinds : kindLists) {
    Vec c(8, 0);
    for (int v : kinds) c[std::size_t(v)]++;
    long long lostSum = 0;
    for (int k = 1; k <= 5; k++) {
      auto [won, lost] = searchCounts(kinds, k, search);
      EXPECT_EQ(xorPowerMod(c, (unsigned)k, kP)[0], lost) << k;
      long long total = 1;
      for (int i = 0; i < k; i++) total *= (long long)kinds.size();
      EXPECT_EQ(won + lost, total);
      lostSum += lost;
      EXPECT_EQ(xorPowerSumMod(c, (unsigned)k, kP)[0], lostSum) << k;
    }
  }
}

// AtCoder ABC212 H, both samples: won = (K + ... + K^N) - lost.
TEST(XorConvolution, NimCountingSamples) {
  auto count = [](unsigned long long N, const std::vector<int>& A) {
    Vec c(1 << 16, 0);
    for (int a : A) c[std::size_t(a)] = 1;
    long long K = (long long)A.size(), total = 0, pw = 1;
    for (unsigned long long m = 1; m <= N; m++)
      pw = pw * K % kP, total = (total + pw) % kP;
    return (total - xorPowerSumMod(c, N, kP)[0] + kP) % kP;
  };
  EXPECT_EQ(count(2, {1, 2}), 4);
  EXPECT_EQ(count(100, {3, 5, 7}), 112184936);
}

TEST(XorConvolutionDeathTest, OutsideTheDomainFailsAnAssert) {
  Vec three(3, 1), four(4, 1), eight(8, 1);
  EXPECT_DEATH(xorTransform(three), "power of two");
  EXPECT_DEATH(xorTransformMod(three, kP), "power of two");
  EXPECT_DEATH(xorConvolution(four, eight), "equal sizes");
  EXPECT_DEATH(xorTransformMod(four, 4), "odd");
  EXPECT_DEATH(xorTransformMod(four, 1LL << 31), "p < 2\\^31");
  EXPECT_DEATH(xorTransformInverseMod(four, 15), "prime");
  Vec bad = {1, -1};
  EXPECT_DEATH(xorTransformMod(bad, kP), "0 <= a\\[i\\] < p");
  Vec notImage = {1, 0};  // the exact inverse of (1, 0) is (1/2, 1/2)
  EXPECT_DEATH(xorTransformInverse(notImage), "not the transform");
}
