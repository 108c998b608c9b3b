#include "snippets/strange_nim.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "tests/snippets/game_search.hpp"

namespace {

// g(0..n) for one k by the definition: mex over the values of x - t,
// 1 <= t <= floor(x / k).
std::vector<long long> mexTable(int n, int k) {
  std::vector<long long> g(std::size_t(n) + 1, 0);
  for (int x = 0; x <= n; x++) {
    std::vector<char> seen(std::size_t(x / k) + 2, 0);
    for (int t = 1; t <= x / k; t++) {
      long long v = g[std::size_t(x - t)];
      if (v < (long long)seen.size()) seen[std::size_t(v)] = 1;
    }
    long long m = 0;
    while (seen[std::size_t(m)]) m++;
    g[std::size_t(x)] = m;
  }
  return g;
}

// The same definition to large n in O(n log n): the options of x are the
// window [x - floor(x/k), x - 1], whose ends never move left, so counts of
// the values in the window and the set of absent values give each mex.
std::vector<long long> windowMexTable(int n, int k) {
  std::vector<long long> g(std::size_t(n) + 1, 0);
  std::vector<int> count(std::size_t(n) + 2, 0);
  std::set<long long> absent;
  for (long long v = 0; v <= n + 1; v++) absent.insert(v);
  int lo = 0, hi = 0;  // window = [lo, hi)
  for (int x = 0; x <= n; x++) {
    int newLo = x - x / k;
    for (; hi < x; hi++)
      if (count[std::size_t(g[std::size_t(hi)])]++ == 0) absent.erase(g[std::size_t(hi)]);
    for (; lo < newLo; lo++)
      if (--count[std::size_t(g[std::size_t(lo)])] == 0) absent.insert(g[std::size_t(lo)]);
    g[std::size_t(x)] = *absent.begin();
  }
  return g;
}

// The recursion one step at a time (no jumps): about k ln(x/k) + x/k steps.
long long oneStep(long long x, long long k) {
  while (x % k != 0 && x >= k) x -= x / k + 1;
  return x % k == 0 ? x / k : 0;
}

}  // namespace

TEST(StrangeNim, SmallValues) {
  EXPECT_EQ(strangeNimGrundy(0, 1), 0);
  EXPECT_EQ(strangeNimGrundy(7, 1), 7);  // k = 1: take any number, Nim
  EXPECT_EQ(strangeNimGrundy(1, 2), 0);
  EXPECT_EQ(strangeNimGrundy(5, 2), 1);  // options 4 (2), 3 (0)
  EXPECT_EQ(strangeNimGrundy(6, 2), 3);
  EXPECT_EQ(strangeNimGrundy(3, 3), 1);
  EXPECT_EQ(strangeNimGrundy(1000000000LL, 1000000000LL), 1);
  EXPECT_EQ(strangeNimGrundy(999999999LL, 1000000000LL), 0);
}

TEST(StrangeNim, MatchesMexTableForEveryXTo2000AndKTo50) {
  for (int k = 1; k <= 50; k++) {
    auto g = mexTable(2000, k);
    for (int x = 0; x <= 2000; x++)
      ASSERT_EQ(strangeNimGrundy(x, k), g[std::size_t(x)]) << x << " " << k;
  }
}

// Two piles (x1, k1) + (x2, k2): lost for the mover iff the values are
// equal, decided by a search of the whole two-pile game from the rules.
TEST(StrangeNim, TwoPileSumsMatchGameSearch) {
  using game_search::Heaps;  // {x1, k1, x2, k2}
  game_search::WinSearch<Heaps> search([](const Heaps& p) {
    std::vector<Heaps> out;
    for (int i = 0; i < 4; i += 2)
      for (int t = 1; t <= p[std::size_t(i)] / p[std::size_t(i) + 1]; t++) {
        Heaps q = p;
        q[std::size_t(i)] -= t;
        out.push_back(q);
      }
    return out;
  });
  for (int k1 = 1; k1 <= 6; k1++)
    for (int k2 = k1; k2 <= 6; k2++)
      for (int x1 = 0; x1 <= 40; x1++)
        for (int x2 = 0; x2 <= 40; x2++) {
          bool lost = strangeNimGrundy(x1, k1) == strangeNimGrundy(x2, k2);
          ASSERT_EQ(search.wins({x1, k1, x2, k2}), !lost)
              << x1 << " " << k1 << " " << x2 << " " << k2;
        }
}

TEST(StrangeNim, MatchesWindowMexToAMillion) {
  for (int k : {7, 100, 3000, 300000}) {
    auto g = windowMexTable(1000000, k);
    for (int x = 0; x <= 1000000; x++)
      ASSERT_EQ(strangeNimGrundy(x, k), g[std::size_t(x)]) << x << " " << k;
  }
}

TEST(StrangeNim, MatchesOneStepRecursionNearTenToTheNine) {
  std::mt19937_64 rng(91);
  for (int rep = 0; rep < 250; rep++) {
    long long x = 1000000000LL - (long long)(rng() % 1000000);
    long long k = 1 + (long long)(rng() % (rep < 100 ? 30 : rep < 200 ? 3000 : 30000));
    ASSERT_EQ(strangeNimGrundy(x, k), oneStep(x, k)) << x << " " << k;
  }
}

// The domain's large end: x near 10^18 with k <= 10^5 (about k ln(x/k^2)
// jumps of one step, then the quotients below k), against single steps.
TEST(StrangeNim, MatchesOneStepRecursionNearTenToTheEighteen) {
  std::mt19937_64 rng(18);
  for (int rep = 0; rep < 12; rep++) {
    long long x = 1000000000000000000LL - (long long)(rng() % 1000000);
    long long k = rep < 4 ? 2 + rep : 1 + (long long)(rng() % 100000);
    ASSERT_EQ(strangeNimGrundy(x, k), oneStep(x, k)) << x << " " << k;
  }
  EXPECT_EQ(strangeNimGrundy(1000000000000000000LL, 100000),
            oneStep(1000000000000000000LL, 100000));
}

TEST(StrangeNimDeathTest, OutsideDomain) {
  EXPECT_DEATH(strangeNimGrundy(-1, 2), "0 <= x");
  EXPECT_DEATH(strangeNimGrundy(5, 0), "k >= 1");
  EXPECT_DEATH(strangeNimGrundy(1000000000000000001LL, 2), "1e18");
  // Issue 27: 1.27 * 10^9 jumps (13.5 s) once; now outside the domain.
  EXPECT_DEATH(strangeNimGrundy(999999999999999999LL, 790000000LL), "x/k <= 10\\^7");
  EXPECT_DEATH(strangeNimGrundy(100000000100001LL, 100001LL), "x/k <= 10\\^7");
  // Both edges of the domain are inside it.
  EXPECT_GE(strangeNimGrundy(1000000000000000000LL, 100000000000LL), 0);
  EXPECT_GE(strangeNimGrundy(1000000000000000000LL, 100000LL), 0);
}
