#include "snippets/wythoff.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

std::vector<Heaps> wythoffMoves(const Heaps& p) {
  std::vector<Heaps> out;
  for (int x = 0; x < p[0]; x++) out.push_back({x, p[1]});
  for (int y = 0; y < p[1]; y++) out.push_back({p[0], y});
  for (int t = 1; t <= std::min(p[0], p[1]); t++)
    out.push_back({p[0] - t, p[1] - t});
  return out;
}

// P-positions built greedily: a_k is the least number not yet used by an
// earlier pair, b_k = a_k + k.
std::vector<std::pair<long long, long long>> greedyPairs(int count) {
  std::vector<char> used(std::size_t(3 * count + 10), 0);
  std::vector<std::pair<long long, long long>> pairs;
  long long a = 0;
  for (int k = 0; k < count; k++) {
    while (used[std::size_t(a)]) a++;
    long long b = a + k;
    used[std::size_t(a)] = used[std::size_t(b)] = 1;
    pairs.push_back({a, b});
  }
  return pairs;
}

using u128 = unsigned __int128;

// a == floor(k * phi) iff 2a - k <= k sqrt(5) < 2a + 2 - k, squared exactly.
bool isFloorKPhi(unsigned long long k, unsigned long long a) {
  if (k == 0) return a == 0;
  u128 lo = u128(2) * a - k, hi = u128(2) * a + 2 - k, five = u128(5) * k * k;
  return lo * lo <= five && five < hi * hi;
}

}  // namespace

TEST(Wythoff, EveryPositionUpTo120MatchesGameSearch) {
  game_search::WinSearch<Heaps> search(wythoffMoves);
  for (int a = 0; a <= 120; a++)
    for (int b = 0; b <= 120; b++) {
      bool win = search.wins({a, b});
      ASSERT_EQ(wythoffIsP(a, b), !win) << a << " " << b;
      ASSERT_EQ(wythoffIsP((long long)a, (long long)b), !win);
      auto mv = wythoffWinningMove(a, b);
      ASSERT_EQ(mv.has_value(), win);
      if (!mv) continue;
      Heaps to{mv->first, mv->second};
      ASSERT_TRUE(search.isMove({a, b}, to)) << a << " " << b;
      ASSERT_FALSE(search.wins(to)) << a << " " << b;
      auto big = wythoffWinningMove((unsigned long long)a, (unsigned long long)b);
      ASSERT_TRUE(big.has_value());
      ASSERT_EQ(big->first, (unsigned long long)mv->first);
      ASSERT_EQ(big->second, (unsigned long long)mv->second);
    }
}

TEST(Wythoff, PairsMatchGreedyConstructionToAMillion) {
  auto pairs = greedyPairs(1000000);
  for (int k = 0; k < 1000000; k++) {
    auto p = wythoffPair((long long)k);
    ASSERT_EQ(p, pairs[std::size_t(k)]) << k;
    ASSERT_TRUE(wythoffIsP(p.second, p.first));
  }
  EXPECT_EQ(wythoffPair(7), std::make_pair(11, 18));
}

TEST(Wythoff, OeisA000201AndA001950) {
  const std::vector<long long> lower = {  // A000201, n >= 1
      1,  3,  4,  6,  8,  9,  11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27,
      29, 30, 32, 33, 35, 37, 38, 40, 42, 43, 45, 46, 48, 50, 51, 53, 55,
      56, 58, 59, 61, 63, 64, 66, 67, 69, 71, 72, 74, 76, 77, 79, 80, 82,
      84, 85, 87, 88, 90, 92, 93, 95, 97, 98, 100, 101, 103, 105, 106, 108,
      110};
  const std::vector<long long> upper = {  // A001950, n >= 1
      2,  5,  7,  10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41,
      44, 47, 49, 52, 54, 57, 60, 62, 65, 68, 70, 73, 75, 78, 81, 83};
  for (std::size_t i = 0; i < lower.size(); i++)
    EXPECT_EQ(wythoffPair((long long)i + 1).first, lower[i]);
  for (std::size_t i = 0; i < upper.size(); i++)
    EXPECT_EQ(wythoffPair((long long)i + 1).second, upper[i]);
}

// Large k: the exact defining inequality, and consecutive pairs partition
// the integers locally (a_{k+1} - a_k is 1 or 2, b_{k+1} - b_k is 2 or 3).
TEST(Wythoff, LargeKExactToThreeTimesTenToTheEighteen) {
  std::mt19937_64 rng(47);
  const unsigned long long top = 3000000000000000000ULL;
  for (int rep = 0; rep < 20000; rep++) {
    unsigned long long k = rep < 100 ? top - 1 - (unsigned long long)rep : rng() % top;
    auto [a, b] = wythoffPair(k);
    ASSERT_TRUE(isFloorKPhi(k, a)) << (unsigned long long)k;
    ASSERT_EQ(b, a + k);
    auto [a2, b2] = wythoffPair(k + 1);
    ASSERT_TRUE(a2 - a == 1 || a2 - a == 2);
    ASSERT_TRUE(b2 - b == 2 || b2 - b == 3);
    ASSERT_TRUE(wythoffIsP(a, b));
    ASSERT_TRUE(wythoffIsP((long long)b, (long long)a));
    ASSERT_FALSE(wythoffIsP(a + 1, b));
    ASSERT_FALSE(wythoffIsP(a, b - 1));
  }
}

// Large positions: the move is legal and reaches a P-position, whose own
// test is proven by the greedy and exact checks above.
TEST(Wythoff, WinningMovesOnHugePiles) {
  std::mt19937_64 rng(53);
  const long long top = 8000000000000000000LL - 1000;
  for (int rep = 0; rep < 20000; rep++) {
    long long a = (long long)(rng() % (unsigned long long)top);
    long long b = rep % 3 ? (long long)(rng() % (unsigned long long)top)
                          : a + (long long)(rng() % 1000);
    if (rep % 7 == 0) {
      auto p = wythoffPair((long long)(rng() % 3000000000000000000ULL));
      a = p.first + (long long)(rng() % 3), b = p.second;
    }
    auto mv = wythoffWinningMove(a, b);
    ASSERT_EQ(mv.has_value(), !wythoffIsP(a, b));
    if (!mv) continue;
    auto [x, y] = *mv;
    ASSERT_TRUE(wythoffIsP(x, y));
    ASSERT_GE(x, 0);
    ASSERT_GE(y, 0);
    bool one = (x == a && y < b) || (y == b && x < a);
    bool both = x < a && a - x == b - y;
    ASSERT_TRUE(one || both) << a << " " << b;
  }
}

// At the edge of the domain every answer is still exact: positions with
// piles near 8e18 (a P-position is checked by the defining inequality of
// floor(d phi), independent of the snippet's square root).
TEST(Wythoff, ExactAtTheEdgeOfTheDomain) {
  const unsigned long long top = 8000000000000000000ULL;
  std::mt19937_64 rng(59);
  for (int rep = 0; rep < 2000; rep++) {
    unsigned long long a = top - rng() % 1000000, b = top - rng() % 1000000;
    if (rep % 2) a = top - rng() % (top / 2);
    auto mv = wythoffWinningMove(a, b);
    if (!mv) {
      unsigned long long lo = std::min(a, b), hi = std::max(a, b);
      ASSERT_TRUE(isFloorKPhi(hi - lo, lo)) << a << " " << b;
      continue;
    }
    auto [x, y] = *mv;
    unsigned long long lo = std::min(x, y), hi = std::max(x, y);
    ASSERT_TRUE(isFloorKPhi(hi - lo, lo)) << a << " " << b;
    ASSERT_TRUE((x == a && y < b) || (y == b && x < a) || (x < a && a - x == b - y));
  }
  auto [pa, pb] = wythoffPair(3000000000000000000ULL);
  EXPECT_TRUE(isFloorKPhi(3000000000000000000ULL, pa));
  EXPECT_EQ(pb - pa, 3000000000000000000ULL);
}

// Beyond 8e18 the 128-bit square root overflowed: moves that do not win
// and wrong P-tests for large unsigned long long pairs. Now an assert.
TEST(WythoffDeathTest, OutsideTheDomainFailsAnAssert) {
  const unsigned long long big = 18000000000000000000ULL;
  EXPECT_DEATH(wythoffIsP(0ULL, big), "piles");
  EXPECT_DEATH(wythoffWinningMove(1ULL, big), "piles");
  EXPECT_DEATH(wythoffWinningMove(8000000000000000001LL, 5LL), "piles");
  EXPECT_DEATH(wythoffIsP(-1, 2), "piles");
  EXPECT_DEATH(wythoffPair(3000000000000000001LL), "k <=");
  EXPECT_DEATH(wythoffPair(-1), "k <=");
}
