#include "snippets/euclid_game.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "tests/snippets/classics_search.hpp"
#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

using u64 = unsigned long long;
using u128 = unsigned __int128;

// Euclid's game from the rules: from (a, b), both positive, subtract a
// positive multiple of the smaller from the larger, staying >= 0; a pair
// with a 0 has no move (its mover lost: the opponent made the 0).
std::vector<Heaps> euclidMoves(const Heaps& p) {
  std::vector<Heaps> out;
  if (p[0] == 0 || p[1] == 0) return out;
  int hi = std::max(p[0], p[1]), lo = std::min(p[0], p[1]);
  for (int r = hi - lo; r >= 0; r -= lo)
    out.push_back(p[0] >= p[1] ? Heaps{r, p[1]} : Heaps{p[0], r});
  return out;
}

// a >= b >= 1, a < 2^63: a == b or a / b > (1 + sqrt 5) / 2, exactly:
// (2a - b)^2 > 5 b^2, compared as floor((2a - b)^2 / 5) >= b^2 (5 b^2 may
// not fit in 128 bits; equality is impossible, sqrt 5 being irrational).
bool goldenRule(u64 a, u64 b) {
  if (a < b) std::swap(a, b);
  if (a == b) return true;
  u128 x = u128(2 * a - b);
  return x * x / 5 >= u128(b) * b;
}

// Nivasch: floor(|a/b - b/a|) = floor((a^2 - b^2) / (a b)) for a >= b.
u64 nivasch(u64 a, u64 b) {
  if (a < b) std::swap(a, b);
  return u64((u128(a) * a - u128(b) * b) / (u128(a) * b));
}

// The options of (a, b) in the game to 0 as pairs.
std::vector<std::pair<u64, u64>> options(u64 a, u64 b) {
  std::vector<std::pair<u64, u64>> out;
  u64 hi = std::max(a, b), lo = std::min(a, b);
  for (u64 r = hi % lo; r < hi; r += lo)
    out.push_back(a >= b ? std::make_pair(r, b) : std::make_pair(a, r));
  return out;
}

}  // namespace

TEST(EuclidGame, WinnerOfEveryPairUpTo200MatchesGameSearch) {
  game_search::WinSearch<Heaps> search(euclidMoves);
  for (int a = 1; a <= 200; a++)
    for (int b = 1; b <= 200; b++) {
      bool win = search.wins({a, b});
      ASSERT_EQ(euclidFirstWins(a, b), win) << a << " " << b;
      ASSERT_EQ(euclidFirstWins((u64)a, (u64)b), win);
      ASSERT_EQ(goldenRule(u64(a), u64(b)), win) << a << " " << b;
    }
}

TEST(EuclidGame, GrundyOfEveryPairUpTo200MatchesMex) {
  const int maxV = 200;
  auto g = classics_search::euclidGrundyTable(maxV, true);
  auto gross = classics_search::euclidGrundyTable(maxV, false);
  for (int a = 1; a <= maxV; a++)
    for (int b = 1; b <= maxV; b++) {
      int v = g[std::size_t(a)][std::size_t(b)];
      ASSERT_EQ(euclidGrundy(a, b), v) << a << " " << b;
      ASSERT_EQ(euclidGrundy((long long)a, (long long)b), v);
      ASSERT_EQ(euclidFirstWins(a, b), v != 0);
      int w = gross[std::size_t(a)][std::size_t(b)];
      ASSERT_EQ(euclidGrossmanGrundy(a, b), w) << a << " " << b;
      ASSERT_EQ(u64(w), nivasch(u64(a), u64(b))) << a << " " << b;
      // A move to value t exists iff some option has value t.
      std::set<int> values;
      for (auto [x, y] : options(u64(a), u64(b)))
        values.insert(g[std::size_t(x)][std::size_t(y)]);
      for (int t = 0; t <= v + 3; t++) {
        auto to = euclidMoveTo(a, b, t);
        ASSERT_EQ(to.has_value(), values.count(t) == 1) << a << " " << b << " " << t;
        if (!to) continue;
        auto [x, y] = *to;
        ASSERT_TRUE(x == a || y == b);
        auto opts = options(u64(a), u64(b));
        ASSERT_NE(std::find(opts.begin(), opts.end(), std::make_pair(u64(x), u64(y))),
                  opts.end());
        ASSERT_EQ(g[std::size_t(x)][std::size_t(y)], t);
      }
    }
}

TEST(EuclidGame, KattisSampleAndExamples) {
  EXPECT_TRUE(euclidFirstWins(34, 12));   // Stan wins
  EXPECT_FALSE(euclidFirstWins(15, 24));  // Ollie wins
  EXPECT_TRUE(euclidFirstWins(7, 7));
  EXPECT_EQ(euclidGrundy(5, 1), 5);       // (k, 0) for k < 5
  EXPECT_EQ(euclidGrundy(3, 2), 0);
  EXPECT_EQ(euclidGrossmanGrundy(5, 1), 4);
  EXPECT_EQ(euclidGrossmanGrundy(1, 1), 0);
}

// Consecutive Fibonacci numbers are the longest games: every move forced.
TEST(EuclidGame, FibonacciPairsUpTo2To64) {
  u64 x = 1, y = 2;
  bool moverWins = true;  // (2, 1): 2 = 2 * 1
  for (int k = 0; k < 90; k++) {
    ASSERT_EQ(euclidFirstWins(y, x), moverWins) << y;
    ASSERT_EQ(euclidGrundy(y, x), k == 0 ? 2ULL : moverWins ? 1ULL : 0ULL) << y;
    ASSERT_EQ(euclidGrossmanGrundy(y, x), moverWins ? 1ULL : 0ULL) << y;
    u64 z = x + y;
    x = y, y = z;
    moverWins = !moverWins;
  }
}

// Near 2^63 and 2^64: the winner against the golden-ratio rule (for
// numbers below 2^63) and the mex of the options' values; Grossman's
// values against Nivasch's formula; moves to values land on them.
TEST(EuclidGame, ExactAtSixtyFourBits) {
  std::mt19937_64 rng(67);
  const u64 top63 = ~0ULL >> 1;
  for (int rep = 0; rep < 20000; rep++) {
    u64 a, b;
    switch (rep % 4) {
      case 0: a = top63 - rng() % 1000, b = top63 - rng() % 1000000; break;
      case 1: a = ~0ULL - rng() % 1000, b = rng() % (~0ULL) + 1; break;
      case 2: a = rng() % top63 + 1, b = a / (1 + rng() % 5) + rng() % 3 + 1; break;
      default: a = rng() | 1, b = rng() >> (rng() % 64) | 1;
    }
    bool win = euclidFirstWins(a, b);
    u64 g = euclidGrundy(a, b);
    ASSERT_EQ(win, g != 0) << a << " " << b;
    if (a <= top63 && b <= top63) {
      ASSERT_EQ(win, goldenRule(a, b)) << a << " " << b;
      ASSERT_EQ(euclidGrossmanGrundy(a, b), nivasch(a, b)) << a << " " << b;
    }
    if (std::max(a, b) / std::min(a, b) > 64) continue;
    auto opts = options(a, b);
    std::set<u64> values;
    for (auto [x, y] : opts) values.insert(x && y ? euclidGrundy(x, y) : 0);
    u64 mex = 0;
    while (values.count(mex)) mex++;
    ASSERT_EQ(g, mex) << a << " " << b;
    for (u64 t : values) {
      auto to = euclidMoveTo(a, b, t);
      ASSERT_TRUE(to.has_value());
      ASSERT_EQ(to->first && to->second ? euclidGrundy(to->first, to->second) : 0, t);
    }
  }
  EXPECT_TRUE(euclidFirstWins(~0ULL, ~0ULL));
  EXPECT_EQ(euclidGrundy(~0ULL, 1ULL), ~0ULL);
  EXPECT_EQ(euclidGrundy(1LL, (long long)top63), (long long)top63);
}

TEST(EuclidGameDeath, OutsideTheDomain) {
  EXPECT_DEATH(euclidFirstWins(0, 5), "a, b >= 1");
  EXPECT_DEATH(euclidGrundy(5LL, -1LL), "a, b >= 1");
  EXPECT_DEATH(euclidGrossmanGrundy(0ULL, 0ULL), "a, b >= 1");
  EXPECT_DEATH(euclidMoveTo(3, 2, -1), "v >= 0");
}
