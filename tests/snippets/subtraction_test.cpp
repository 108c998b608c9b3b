#include "snippets/subtraction.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <random>
#include <set>

#include "tests/snippets/game_search.hpp"
#include "tests/snippets/plain_subtraction.hpp"

using game_search::Heaps;

namespace {

std::vector<int> setFromMask(int mask) {
  std::vector<int> S;
  for (int s = 1; s <= 7; s++)
    if (mask >> (s - 1) & 1) S.push_back(s);
  return S;
}

// Smallest (period, preperiod) seen in a long finite sequence: the periodic
// part must cover at least the second half of the data.
std::pair<int, int> observedPeriod(const std::vector<int>& g) {
  int n = int(g.size());
  for (int q = 1; q < n / 3; q++) {
    int p = n - q;  // smallest p with g[i] == g[i + q] for i in [p, n - q)
    while (p > 0 && g[std::size_t(p - 1)] == g[std::size_t(p - 1 + q)]) p--;
    if (p <= n / 2) return {q, p};
  }
  return {-1, -1};
}

// The direct computation is at least 4 times longer than the proof needed.
void checkPeriod(const std::vector<int>& S, int limit, int direct) {
  auto per = findSubtractionPeriod(S, limit);
  ASSERT_TRUE(per.has_value());
  direct = std::max(direct, 4 * (per->preperiod + per->period) + 100);
  std::vector<int> g = plain_subtraction::grundy(S, direct);
  for (int i = 0; i < direct; i++)
    ASSERT_EQ(per->at((unsigned long long)i), g[std::size_t(i)]) << i;
  auto [q, p] = observedPeriod(g);
  EXPECT_EQ(per->period, q);
  EXPECT_EQ(per->preperiod, p);
  EXPECT_EQ(per->values.size(), std::size_t(p + q));
  unsigned long long big = 1000000000000000000ULL;
  for (unsigned long long n = big - 100; n <= big; n++)
    ASSERT_EQ(per->at(n), per->at(n - (unsigned long long)q));
}

}  // namespace

// g(a) == v exactly when (subtraction heap a) + (Nim heap v) is lost; that
// sum is searched as one position, from the definition.
TEST(Subtraction, EverySetWithinOneToSevenMatchesSearchWithNimHeap) {
  for (int mask = 1; mask < 128; mask++) {
    std::vector<int> S = setFromMask(mask);
    game_search::WinSearch<Heaps> search(plain_subtraction::heapAndNimHeap(S));
    std::vector<int> g = subtractionGrundy(S, 40);
    ASSERT_EQ(g.size(), 40u);
    for (int a = 0; a < 40; a++)
      for (int v = 0; v <= 8; v++)
        ASSERT_EQ(search.wins({a, v}), g[std::size_t(a)] != v)
            << "mask " << mask << " a " << a << " v " << v;
  }
}

TEST(Subtraction, EveryThreeHeapSumWithinOneToSevenMatchesSearch) {
  for (int mask = 1; mask < 128; mask++) {
    std::vector<int> S = setFromMask(mask);
    auto moves = [&S](const Heaps& h) {
      std::vector<Heaps> out;
      for (std::size_t i = 0; i < h.size(); i++)
        for (int s : S)
          if (s <= h[i]) {
            Heaps t = h;
            t[i] -= s;
            out.push_back(t);
          }
      return out;
    };
    game_search::WinSearch<Heaps> search(moves);
    std::vector<int> g = subtractionGrundy(S, 10);
    game_search::forEachTuple(3, 0, 9, [&](const Heaps& h) {
      int x = g[std::size_t(h[0])] ^ g[std::size_t(h[1])] ^
              g[std::size_t(h[2])];
      ASSERT_EQ(search.wins(h), x != 0) << mask;
    });
  }
}

TEST(Subtraction, RandomSetsMatchSetBasedMexIncludingWideSets) {
  std::mt19937 rng(29);
  for (int rep = 0; rep < 60; rep++) {
    int size = rep < 30 ? 1 + int(rng() % 12) : 64 + int(rng() % 40);
    std::set<int> s;
    while (int(s.size()) < size) s.insert(1 + int(rng() % unsigned(2 * size + 20)));
    std::vector<int> S(s.begin(), s.end());
    std::shuffle(S.begin(), S.end(), rng);
    ASSERT_EQ(subtractionGrundy(S, 5000), plain_subtraction::grundy(S, 5000)) << rep;
  }
  EXPECT_TRUE(subtractionGrundy({1, 2}, 0).empty());
  EXPECT_EQ(subtractionGrundy({}, 5), std::vector<int>(5, 0));
}

// Every reported period against 20000 directly computed values.
TEST(Subtraction, PeriodsOfEverySetWithinOneToSeven) {
  for (int mask = 1; mask < 128; mask++) checkPeriod(setFromMask(mask), 2000, 20000);
}

TEST(Subtraction, PeriodsOfRandomSetsWithPreperiods) {
  std::mt19937 rng(31);
  int withPreperiod = 0;
  for (int rep = 0; rep < 150; rep++) {
    std::set<int> s;
    int size = 2 + int(rng() % 4);
    while (int(s.size()) < size) s.insert(1 + int(rng() % (rep < 100 ? 12 : 20)));
    std::vector<int> S(s.begin(), s.end());
    checkPeriod(S, 20000, 20000);
    withPreperiod += findSubtractionPeriod(S, 20000)->preperiod > 0;
  }
  EXPECT_GT(withPreperiod, 0);  // the preperiod path is exercised
  checkPeriod({}, 10, 1000);    // no move: all zero, period 1
  for (int rep = 0; rep < 5; rep++) {  // |S| >= 64 uses the marker path
    std::set<int> s;
    while (s.size() < 70) s.insert(1 + int(rng() % 75));
    checkPeriod(std::vector<int>(s.begin(), s.end()), 20000, 20000);
  }
}

TEST(Subtraction, NoPeriodWithinTooSmallLimit) {
  EXPECT_FALSE(findSubtractionPeriod({5, 7}, 10).has_value());
  auto per = findSubtractionPeriod({1, 3, 4}, 1000);
  ASSERT_TRUE(per.has_value());
  EXPECT_EQ(per->preperiod, 0);
  EXPECT_EQ(per->period, 7);
  EXPECT_EQ(per->values, (std::vector<int>{0, 1, 0, 1, 2, 3, 2}));
}

// A window of max(S) values must repeat, so a limit <= max(S) cannot give a
// period; the search once spent O(max S) computing B^max(S) before seeing
// that (1.6 s for {1, 2 * 10^9} at limit 10). A complexity guard, not a
// benchmark: the bound is 10^4 times what the call now costs.
TEST(Subtraction, PeriodSearchCostDoesNotGrowWithMaxS) {
  std::clock_t start = std::clock();
  for (int rep = 0; rep < 10; rep++)
    EXPECT_FALSE(findSubtractionPeriod({1, 2000000000}, 10).has_value());
  double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_LT(seconds, 0.5) << "10 searches with limit 10 took " << seconds << " s of CPU";
  // The window still decides: limit max(S) + 1 is the first that can repeat.
  EXPECT_FALSE(findSubtractionPeriod({1}, 1).has_value());
  EXPECT_TRUE(findSubtractionPeriod({1}, 3).has_value());
}

// The figures docs/snippets/subtraction.md states, measured here: over all
// 21679 sets of 2..5 elements within {1..20} the largest preperiod is 277
// and the largest period 309; a set of 70 elements <= 90 reaches preperiod
// 145245 and period 44320, beyond the usage example's limit of 100000.
TEST(Subtraction, LargestPeriodsOfSmallSetsAndOneWideSet) {
  int sets = 0, maxPre = 0, maxPer = 0;
  std::vector<int> argPre, argPer;
  for (int mask = 0; mask < (1 << 20); mask++) {
    int size = __builtin_popcount(unsigned(mask));
    if (size < 2 || size > 5) continue;
    std::vector<int> S;
    for (int b = 0; b < 20; b++)
      if (mask >> b & 1) S.push_back(b + 1);
    auto per = findSubtractionPeriod(S, 1000);
    ASSERT_TRUE(per.has_value());
    sets++;
    if (per->preperiod > maxPre) maxPre = per->preperiod, argPre = S;
    if (per->period > maxPer) maxPer = per->period, argPer = S;
  }
  EXPECT_EQ(sets, 21679);
  EXPECT_EQ(maxPre, 277);
  EXPECT_EQ(argPre, (std::vector<int>{4, 9, 14, 18, 20}));
  EXPECT_EQ(maxPer, 309);
  EXPECT_EQ(argPer, (std::vector<int>{4, 6, 13, 15, 19}));

  const std::set<int> missing = {2,  7,  9,  13, 17, 20, 31, 34, 39, 43,
                                 50, 51, 58, 60, 63, 64, 71, 78, 82, 83};
  std::vector<int> wide;
  for (int s = 1; s <= 90; s++)
    if (!missing.count(s)) wide.push_back(s);
  ASSERT_EQ(wide.size(), 70u);
  EXPECT_FALSE(findSubtractionPeriod(wide, 100000).has_value());
  auto per = findSubtractionPeriod(wide, 200000);
  ASSERT_TRUE(per.has_value());
  EXPECT_EQ(per->preperiod, 145245);
  EXPECT_EQ(per->period, 44320);
}

TEST(Subtraction, OeisSequences) {
  auto first = [](const std::vector<int>& S, int n) { return subtractionGrundy(S, n); };
  // A000035 (n mod 2), A010872 (n mod 3), A010873 (n mod 4): S = {1..k}.
  for (int k = 1; k <= 3; k++) {
    std::vector<int> S;
    for (int s = 1; s <= k; s++) S.push_back(s);
    auto g = first(S, 100);
    for (int n = 0; n < 100; n++) ASSERT_EQ(g[std::size_t(n)], n % (k + 1));
  }
  // A014586, Take-a-Square: within n <= 98 only squares <= 98 matter.
  std::vector<int> squares;
  for (int r = 1; r * r <= 98; r++) squares.push_back(r * r);
  const std::vector<int> a014586 = {
      0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0,
      1, 2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1,
      2, 3, 2, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 0, 1, 0, 1,
      2, 4, 3, 0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2,
      6, 4, 5, 0, 1, 6, 4};
  EXPECT_EQ(first(squares, int(a014586.size())), a014586);
  // A014589, Take-a-Prime: primes <= 97.
  EXPECT_EQ(first(plain_subtraction::primesBelow(98), int(plain_subtraction::kA014589.size())),
            plain_subtraction::kA014589);
}
