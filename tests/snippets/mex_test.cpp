#include "snippets/mex.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace {
int slowMex(const std::vector<int>& values) {
  std::set<int> s(values.begin(), values.end());
  int m = 0;
  while (s.count(m)) m++;
  return m;
}
}  // namespace

TEST(Mex, EverySubsetOfSmallValuesMatchesSetMex) {
  Mex mex;  // one marker reused across all calls, as in a DP
  for (int mask = 0; mask < (1 << 11); mask++) {
    std::vector<int> values;
    for (int v = -1; v <= 9; v++)
      if (mask >> (v + 1) & 1) values.push_back(v);
    ASSERT_EQ(mex(values), slowMex(values)) << mask;
    std::vector<int> twice = values;  // duplicates and reversed order
    twice.insert(twice.end(), values.rbegin(), values.rend());
    ASSERT_EQ(mex(twice), slowMex(values)) << mask;
  }
}

TEST(Mex, RandomListsWithLargeAndNegativeValues) {
  std::mt19937 rng(3);
  Mex mex;
  for (int rep = 0; rep < 20000; rep++) {
    std::vector<int> values(rng() % 300);
    int range = 1 + int(rng() % 400);
    for (int& v : values) v = int(rng() % unsigned(range)) - (rep % 3 == 0);
    if (rep % 7 == 0) values.push_back(1 << 30);
    ASSERT_EQ(mex(values), slowMex(values)) << rep;
  }
  EXPECT_EQ(mex({}), 0);
}

TEST(MexOfMask, EveryMaskOfTenBitsAndTheFullMask) {
  for (unsigned long long m = 0; m < (1u << 10); m++) {
    std::vector<int> values;
    for (int v = 0; v < 10; v++)
      if (m >> v & 1) values.push_back(v);
    ASSERT_EQ(mexOfMask(m), slowMex(values)) << m;
  }
  EXPECT_EQ(mexOfMask(~0ULL), 64);
  EXPECT_EQ(mexOfMask(~0ULL >> 1), 63);
  EXPECT_EQ(mexOfMask((1ULL << 40) - 1), 40);
}

// Random insert/erase sequences against a recomputed multiset mex, for
// several sizes so that one, two and three levels of words are used.
TEST(DynamicMex, RandomInsertEraseMatchesMultisetMex) {
  std::mt19937 rng(5);
  for (int maxValue : {0, 1, 62, 63, 64, 100, 4095, 4096, 5000, 300000}) {
    DynamicMex d(maxValue);
    std::multiset<int> s;
    ASSERT_EQ(d.get(), 0);
    int steps = maxValue > 10000 ? 400000 : 20000;
    for (int step = 0; step < steps; step++) {
      int hi = std::min(maxValue + 3, step % 2 ? 70 : maxValue + 3);
      int v = int(rng() % unsigned(hi + 2)) - 1;  // -1 .. hi
      bool inRange = v >= 0 && v <= maxValue;
      if (rng() % 5 < 3 || s.empty()) {
        d.insert(v);
        if (inRange) s.insert(v);
      } else {
        if (rng() % 2 && !s.empty()) v = *s.begin();  // erase the low ones
        d.erase(v);
        auto it = s.find(v);
        if (it != s.end()) s.erase(it);
      }
      if (maxValue > 10000 && step % 97) continue;  // check often, not always
      int m = 0;
      while (s.count(m)) m++;
      ASSERT_EQ(d.get(), m) << maxValue << " " << step;
    }
  }
}

TEST(DynamicMex, InsertTwiceNeedsEraseTwice) {
  DynamicMex d(10);
  d.insert(0);
  d.insert(0);
  d.insert(1);
  EXPECT_EQ(d.get(), 2);
  d.erase(0);
  EXPECT_EQ(d.get(), 2);
  d.erase(0);
  EXPECT_EQ(d.get(), 0);
  d.erase(0);  // absent: no effect
  d.insert(0);
  EXPECT_EQ(d.get(), 2);
  for (int v = 0; v <= 10; v++) d.insert(v);
  EXPECT_EQ(d.get(), 11);
  d.insert(11);  // above maxValue: ignored
  d.erase(5);
  EXPECT_EQ(d.get(), 5);
}

// Dense multisets: whole 64-value words fill up and empty again, so the
// upper levels of the word tree must be cleared and restored correctly.
TEST(DynamicMex, FullWordsAtEveryLevel) {
  for (int maxValue : {63, 64, 127, 4095, 4096, 262143, 262144}) {
    DynamicMex d(maxValue);
    for (int v = 0; v <= maxValue; v++) d.insert(v);
    ASSERT_EQ(d.get(), maxValue + 1);
    for (int v : {0, 1, 63, 64, 4095, 4096, 262143}) {
      if (v > maxValue) continue;
      d.erase(v);
      ASSERT_EQ(d.get(), v) << maxValue;
      d.insert(v);
      ASSERT_EQ(d.get(), maxValue + 1) << maxValue;
    }
  }
  std::mt19937 rng(7);
  const int maxValue = 5000;
  DynamicMex d(maxValue);
  std::vector<int> count(maxValue + 1, 0);
  for (int v = 0; v <= maxValue; v++) d.insert(v), count[std::size_t(v)]++;
  for (int step = 0; step < 200000; step++) {
    int v = int(rng() % (maxValue + 1));
    if (count[std::size_t(v)] > 0 && rng() % 2) {
      d.erase(v), count[std::size_t(v)]--;
    } else {
      d.insert(v), count[std::size_t(v)]++;
    }
    if (step % 50) continue;
    int m = 0;
    while (m <= maxValue && count[std::size_t(m)] > 0) m++;
    ASSERT_EQ(d.get(), m) << step;
  }
}

// DynamicMex(-2) once built no table and read out of bounds on get().
TEST(MexDeathTest, NegativeDynamicMexBoundFailsAnAssert) {
  EXPECT_DEATH(DynamicMex(-2), "maxValue");
  EXPECT_DEATH(DynamicMex(-1), "maxValue");
  DynamicMex zero(0);
  EXPECT_EQ(zero.get(), 0);
  zero.insert(0);
  EXPECT_EQ(zero.get(), 1);
}
