#include "snippets/staircase_nim.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

// steps[0] is the floor; move c >= 1 coins from step i >= 1 to step i - 1.
std::vector<Heaps> stairMoves(const Heaps& s) {
  std::vector<Heaps> out;
  for (std::size_t i = 1; i < s.size(); i++)
    for (int c = 1; c <= s[i]; c++) {
      Heaps t = s;
      t[i] -= c;
      t[i - 1] += c;
      out.push_back(t);
    }
  return out;
}

// Non-decreasing piles: lower one pile, keeping the order.
std::vector<Heaps> sortedPileMoves(const Heaps& p) {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); i++)
    for (int v = i ? p[i - 1] : 0; v < p[i]; v++) {
      Heaps t = p;
      t[i] = v;
      out.push_back(t);
    }
  return out;
}

game_search::WinSearch<Heaps> stairs(stairMoves);
game_search::WinSearch<Heaps> piles(sortedPileMoves);

void checkStaircase(const Heaps& s) {
  bool win = stairs.wins(s);
  ASSERT_EQ(staircaseValue(s) != 0, win);
  auto mv = staircaseWinningMove(s);
  ASSERT_EQ(mv.has_value(), win);
  if (!mv) return;
  auto [i, c] = *mv;
  ASSERT_GE(i, 1);
  ASSERT_LT(i, int(s.size()));
  ASSERT_GE(c, 1);
  ASSERT_LE(c, s[std::size_t(i)]);
  Heaps t = s;
  t[std::size_t(i)] -= c;
  t[std::size_t(i - 1)] += c;
  ASSERT_FALSE(stairs.wins(t));
}

}  // namespace

TEST(StaircaseNim, EveryStaircaseOfFourStepsWithFiveCoinsMatchesSearch) {
  int count = 0;
  for (int n = 1; n <= 5; n++)  // floor plus up to 4 steps
    game_search::forEachTuple(n, 0, 5, [&](const Heaps& s) {
      checkStaircase(s);
      count++;
    });
  EXPECT_EQ(count, 6 + 36 + 216 + 1296 + 7776);
}

TEST(StaircaseNim, RandomTallStaircases) {
  std::mt19937 rng(23);
  for (int rep = 0; rep < 200; rep++) {
    Heaps s(std::size_t(6 + rng() % 3));
    for (int& x : s) x = int(rng() % 3);
    s[0] = 0;
    checkStaircase(s);
  }
}

// The Kamyki reduction: sorted piles and their staircase of differences.
TEST(StaircaseNim, EverySortedPileTupleMatchesSearchThroughSteps) {
  int count = 0;
  for (int n = 1; n <= 4; n++)
    game_search::forEachTuple(n, 0, 7, [&](const Heaps& p) {
      if (!std::is_sorted(p.begin(), p.end())) return;
      count++;
      Heaps s = sortedPilesToSteps(p);
      ASSERT_EQ(s.size(), p.size() + 1);
      bool win = piles.wins(p);
      ASSERT_EQ(staircaseValue(s) != 0, win);
      auto mv = staircaseWinningMove(s);
      ASSERT_EQ(mv.has_value(), win);
      if (!mv) return;
      // Step j holds the gap under pile n - j: lower that pile by c.
      std::size_t pile = p.size() - std::size_t(mv->first);
      Heaps t = p;
      t[pile] -= mv->second;
      ASSERT_TRUE(piles.isMove(p, t));
      ASSERT_FALSE(piles.wins(t));
    });
  EXPECT_EQ(count, 8 + 36 + 120 + 330);
}

TEST(StaircaseNim, LargeValues) {
  const long long e18 = 1000000000000000000LL;
  std::vector<long long> p{3, e18 - 5, e18};
  auto s = sortedPilesToSteps(p);
  EXPECT_EQ(s, (std::vector<long long>{0, 5, e18 - 8, 3}));
  EXPECT_EQ(staircaseValue(s), 5 ^ 3);
  auto mv = staircaseWinningMove(s);
  ASSERT_TRUE(mv.has_value());
  EXPECT_EQ(*mv, std::make_pair(1, 2LL));  // step 1 keeps 5 ^ 6 = 3
}

TEST(StaircaseNimDeathTest, OutsideTheDomainFailsAnAssert) {
  EXPECT_DEATH(staircaseValue(std::vector<int>{0, -1, 2}), ">= 0");
  EXPECT_DEATH(sortedPilesToSteps(std::vector<int>{3, 2}), "sorted");
  EXPECT_DEATH(sortedPilesToSteps(std::vector<int>{-1, 2}), "sorted");
}
