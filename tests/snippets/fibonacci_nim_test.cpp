#include "snippets/fibonacci_nim.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/snippets/classics_search.hpp"

namespace {

using u64 = unsigned long long;
const u64 kTop = ~0ULL >> 1;  // 2^63 - 1

// Zeckendorf terms of n, independent of the snippet: repeatedly the
// largest Fibonacci number <= the rest, found by a fresh upward scan.
std::vector<u64> zeckendorf(u64 n) {
  std::vector<u64> terms;
  while (n) {
    u64 a = 1, b = 2;  // consecutive Fibonacci numbers, a <= n
    while (b <= n) {
      u64 c = a + b;
      a = b, b = c;
    }
    terms.push_back(a);
    n -= a;
  }
  return terms;
}

bool isFibonacci(u64 n) {
  u64 a = 1, b = 2;
  while (a < n) {
    u64 c = a + b;
    a = b, b = c;
  }
  return a == n;
}

}  // namespace

TEST(FibonacciNim, EveryPositionUpTo300MatchesGameSearch) {
  const int maxN = 300;
  auto win = classics_search::fibNimTable(maxN);
  for (int n = 1; n <= maxN; n++)
    for (int t = 1; t <= maxN + 5; t++) {
      bool w = win[std::size_t(n)][std::size_t(std::min(t, maxN))];
      ASSERT_EQ(fibNimWins(n, t), w) << n << " " << t;
      ASSERT_EQ(fibNimWins((u64)n, (u64)t), w);
      int x = fibNimWinningTake(n, t);
      ASSERT_EQ(x != 0, w) << n << " " << t;
      if (!x) continue;
      ASSERT_TRUE(1 <= x && x <= std::min(t, n));
      ASSERT_TRUE(x == n || !win[std::size_t(n - x)][std::size_t(std::min(2 * x, n - x))])
          << n << " " << t;
    }
  for (int n = 2; n <= maxN; n++)
    ASSERT_EQ(fibNimFirstWins(n), bool(win[std::size_t(n)][std::size_t(n - 1)])) << n;
}

TEST(FibonacciNim, FirstPlayerLosesExactlyOnOeisA000045) {
  // A000045 from F(3) = 2: the losing pile sizes for the first player.
  const std::vector<long long> fib = {2,    3,    5,    8,     13,    21,   34,
                                      55,   89,   144,  233,   377,   610,  987,
                                      1597, 2584, 4181, 6765,  10946, 17711};
  std::size_t next = 0;
  for (long long n = 2; n <= 20000; n++) {
    bool lost = next < fib.size() && fib[next] == n;
    ASSERT_EQ(fibNimFirstWins(n), !lost) << n;
    if (lost) next++;
  }
  EXPECT_EQ(next, fib.size());
  EXPECT_FALSE(fibNimFirstWins(7540113804746346429LL));  // F(92)
  EXPECT_TRUE(fibNimFirstWins(7540113804746346430LL));
}

TEST(FibonacciNim, SmallestTermExamples) {
  EXPECT_EQ(fibNimSmallestTerm(1), 1);
  EXPECT_EQ(fibNimSmallestTerm(4), 1);    // 3 + 1
  EXPECT_EQ(fibNimSmallestTerm(10), 2);   // 8 + 2
  EXPECT_EQ(fibNimSmallestTerm(100), 3);  // 89 + 8 + 3
  EXPECT_EQ(fibNimWinningTake(13, 12), 0);
  EXPECT_EQ(fibNimWinningTake(13, 13), 13);
}

// Near 2^63 and near 10^18: the smallest term equals the last term of an
// independent Zeckendorf sum (checked to be one: Fibonacci terms, no two
// consecutive, summing to n), and both steps of the theorem hold locally:
// after taking z the rest's smallest term exceeds 2z, and every take
// x < z leaves a rest whose smallest term is <= 2x.
TEST(FibonacciNim, ExactNearTwoToTheSixtyThree) {
  std::mt19937_64 rng(61);
  for (int rep = 0; rep < 3000; rep++) {
    u64 n = rep < 1000   ? kTop - u64(rep)
            : rep < 2000 ? 1000000000000000000ULL - 500 + u64(rep - 1000)
                         : rng() % kTop + 1;
    auto terms = zeckendorf(n);
    u64 sum = 0;
    for (std::size_t i = 0; i < terms.size(); i++) {
      ASSERT_TRUE(isFibonacci(terms[i]));
      if (i) {  // no two adjacent terms
        ASSERT_FALSE(isFibonacci(terms[i - 1] + terms[i]));
      }
      sum += terms[i];
    }
    ASSERT_EQ(sum, n);
    u64 z = fibNimSmallestTerm(n);
    ASSERT_EQ(z, terms.back()) << n;
    ASSERT_EQ(fibNimSmallestTerm((long long)n), (long long)z);
    if (z < n) {
      ASSERT_GT(fibNimSmallestTerm(n - z), 2 * z) << n;
    }
    for (u64 x = 1; x < z && x <= 200; x++)
      ASSERT_LE(fibNimSmallestTerm(n - x), 2 * x) << n << " " << x;
    ASSERT_EQ(fibNimWinningTake(n, z), z);
    if (z > 1) {
      ASSERT_EQ(fibNimWinningTake(n, z - 1), 0ULL);
    }
  }
}

TEST(FibonacciNimDeath, OutsideTheDomain) {
  EXPECT_DEATH(fibNimWins(0, 1), "1 <= n");
  EXPECT_DEATH(fibNimWins(5, 0), "t >= 1");
  EXPECT_DEATH(fibNimSmallestTerm(~0ULL), "1 <= n");
  EXPECT_DEATH(fibNimFirstWins(1), "n >= 2");
  EXPECT_DEATH(fibNimWinningTake(-3LL, 2LL), "1 <= n");
}
