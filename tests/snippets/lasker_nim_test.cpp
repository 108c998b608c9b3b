#include "snippets/lasker_nim.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <numeric>
#include <set>
#include <vector>

#include "tests/snippets/game_search.hpp"
#include "tests/snippets/split_search.hpp"

using game_search::Heaps;

namespace {

// Every multiset of 1..3 heaps with sizes in [1, top], sorted.
std::vector<Heaps> positions(int top) {
  std::vector<Heaps> out;
  for (int a = 1; a <= top; a++) {
    out.push_back({a});
    for (int b = a; b <= top; b++) {
      out.push_back({a, b});
      for (int c = b; c <= top; c++) out.push_back({a, b, c});
    }
  }
  return out;
}

// Textbook values from the definition: a std::set of option values, every
// split into k parts enumerated as a partition.
std::vector<int> slowSplitGrundy(int n, const std::vector<int>& take,
                                 const std::vector<int>& parts) {
  std::vector<int> g(std::size_t(n) + 1, 0);
  for (int m = 1; m <= n; m++) {
    std::set<int> seen;
    for (int s : take)
      if (s <= m) seen.insert(g[std::size_t(m - s)]);
    for (int k : parts) {
      Heaps cur;
      split_search::forEachPartition(m, k, m, cur, [&](const Heaps& p) {
        int x = 0;
        for (int h : p) x ^= g[std::size_t(h)];
        seen.insert(x);
      });
    }
    int mex = 0;
    while (seen.count(mex)) mex++;
    g[std::size_t(m)] = mex;
  }
  return g;
}

struct Rule {
  std::vector<int> take, parts;
  int top;  // heaps of the exhaustive check
};

}  // namespace

TEST(LaskerNim, EveryPositionOfThreeHeapsUpTo12MatchesGameSearch) {
  const int top = 12;
  game_search::WinSearch<Heaps> search(
      split_search::moves(split_search::upTo(3 * top), {2}));
  for (const Heaps& p : positions(top)) {
    long long x = 0;
    for (int h : p) x ^= laskerGrundy((long long)h);
    ASSERT_EQ(search.wins(p), x != 0) << p.size() << " heaps from " << p[0];
  }
  EXPECT_FALSE(search.wins({}));
}

// Every winning move is legal (a take or a split of one heap, as the
// search lists them) and leaves a lost position; lost positions get none.
TEST(LaskerNim, WinningMovesOfEveryPositionUpTo12) {
  const int top = 12;
  game_search::WinSearch<Heaps> search(
      split_search::moves(split_search::upTo(3 * top), {2}));
  int splits = 0;
  for (const Heaps& p : positions(top)) {
    std::vector<long long> big(p.begin(), p.end());
    auto mv = laskerWinningMove(p);
    ASSERT_EQ(mv.has_value(), search.wins(p));
    ASSERT_EQ(laskerWinningMove(big).has_value(), mv.has_value());
    if (!mv) continue;
    Heaps after = p;
    after.erase(after.begin() + mv->heap);
    if (mv->a > 0) after.push_back(mv->a);
    if (mv->b > 0) after.push_back(mv->b), splits++;
    std::sort(after.begin(), after.end());
    ASSERT_TRUE(search.isMove(p, after)) << p.size() << " heaps from " << p[0];
    ASSERT_FALSE(search.wins(after));
  }
  EXPECT_GT(splits, 0);  // the split 1 + (4k+2) is needed somewhere
  auto top31 = laskerWinningMove(std::vector<long long>{2147483647LL, 2147483646LL});
  ASSERT_TRUE(top31.has_value());  // values 2^31 and 2^31 - 2: lower the first
  EXPECT_EQ(top31->heap, 0);
  EXPECT_EQ(top31->a + top31->b, 2147483646LL);
}

TEST(LaskerNim, FirstValuesShowThePeriodFourSwap) {
  const std::vector<int> want = {0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11};
  for (int x = 0; x < int(want.size()); x++)
    EXPECT_EQ(laskerGrundy(x), want[std::size_t(x)]) << x;
}

TEST(LaskerNim, ClosedFormMatchesSplitGrundyTo2000) {
  const int n = 2000;
  std::vector<int> any(n);
  std::iota(any.begin(), any.end(), 1);
  auto g = splitGrundy(n, any, {2});
  for (int x = 0; x <= n; x++) ASSERT_EQ(g[std::size_t(x)], laskerGrundy(x)) << x;
}

TEST(LaskerNim, SixtyFourBitHeaps) {
  EXPECT_EQ(laskerGrundy(2147483647LL), 2147483648LL);  // HDU 3032's top
  EXPECT_EQ(laskerGrundy(2147483648LL), 2147483647LL);
  EXPECT_EQ(laskerGrundy(LLONG_MAX - 1), LLONG_MAX - 1);
  EXPECT_EQ(laskerGrundy(LLONG_MAX - 4), LLONG_MAX - 3);  // 4k+3 -> 4k+4
  EXPECT_EQ(laskerGrundy(LLONG_MAX - 3), LLONG_MAX - 4);
  EXPECT_EQ(laskerGrundy(~0ULL - 1), ~0ULL - 1);
  EXPECT_EQ(laskerGrundy(2147483646), 2147483646);
}

TEST(SplitGrundy, RuleFamiliesMatchGameSearch) {
  const std::vector<Rule> rules = {
      {split_search::upTo(30), {2}, 10},  // Lasker's Nim
      {{1, 2}, {2}, 9},
      {{}, {2}, 10},        // split only: a heap of 1 is dead
      {{}, {3}, 10},
      {split_search::upTo(30), {3}, 9},
      {{1}, {2, 3}, 8},
      {{2, 3}, {2}, 9},
      {split_search::upTo(24), {2, 3, 4}, 8},
  };
  for (const Rule& r : rules) {
    game_search::WinSearch<Heaps> search(split_search::moves(r.take, r.parts));
    std::vector<int> take;  // amounts that matter up to the top heap
    for (int s : r.take)
      if (s <= r.top) take.push_back(s);
    auto g = splitGrundy(r.top, take, r.parts);
    ASSERT_EQ(g, slowSplitGrundy(r.top, take, r.parts));
    for (const Heaps& p : positions(r.top)) {
      int x = 0;
      for (int h : p) x ^= g[std::size_t(h)];
      ASSERT_EQ(search.wins(p), x != 0)
          << "rule " << (&r - rules.data()) << " heaps from " << p[0];
    }
  }
}

TEST(SplitGrundy, LargerTablesMatchTheDefinition) {
  for (const auto& parts : std::vector<std::vector<int>>{{2}, {3}, {2, 4}})
    for (const auto& take : std::vector<std::vector<int>>{{}, {1}, {1, 4, 5}}) {
      ASSERT_EQ(splitGrundy(60, take, parts), slowSplitGrundy(60, take, parts));
    }
  EXPECT_EQ(splitGrundy(0, {1}, {2}), std::vector<int>{0});
}

TEST(LaskerNimDeathTest, OutsideTheDomainFailsAnAssert) {
  EXPECT_DEATH(laskerGrundy(-1), "0 <= heap");
  EXPECT_DEATH(laskerGrundy(INT_MAX), "0 <= heap");  // 2^31 does not fit
  EXPECT_DEATH(laskerGrundy(~0ULL), "0 <= heap");
  EXPECT_DEATH(laskerWinningMove(std::vector<int>{3, -1}), "0 <= heap");
  EXPECT_DEATH(splitGrundy(-1, {1}, {2}), "n >= 0");
  EXPECT_DEATH(splitGrundy(5, {0}, {2}), "take s >= 1");
  EXPECT_DEATH(splitGrundy(5, {1}, {1}), "k >= 2");
}
