#include "snippets/dyadic.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace {

long double real(Dyadic d) { return std::ldexp((long double)d.num, -d.k); }

// Conway's construction: on day n+1 a number is born in every gap between
// consecutive numbers born by day n, and one beyond each end. The simplest
// number in an interval is the one born first (unique: two numbers born on
// the same day have an earlier one between them).
TEST(Dyadic, SimplestIsFirstBornByDay7) {
  std::map<long double, int> born;  // value -> birthday
  std::vector<Dyadic> all = {Dyadic(0)};
  born[0] = 0;
  for (int day = 1; day <= 7; day++) {
    std::sort(all.begin(), all.end());
    std::vector<Dyadic> next = {all.front() - Dyadic(1), all.back() + Dyadic(1)};
    for (std::size_t i = 0; i + 1 < all.size(); i++) {
      Dyadic s = all[i] + all[i + 1];
      next.push_back(Dyadic(s.num, s.k + 1));  // the midpoint
    }
    for (Dyadic d : next) born[real(d)] = day, all.push_back(d);
  }
  ASSERT_EQ(all.size(), 255u);
  std::sort(all.begin(), all.end());
  std::vector<std::optional<Dyadic>> ends = {std::nullopt};
  for (Dyadic d : all) ends.push_back(d);
  long long pairs = 0;
  for (auto lo : ends)
    for (auto hi : ends) {
      if (lo && hi && !(*lo < *hi)) continue;
      if (!lo && !hi) continue;
      // The first-born number strictly inside.
      std::optional<Dyadic> best;
      for (Dyadic d : all)
        if ((!lo || *lo < d) && (!hi || d < *hi) &&
            (!best || born[real(d)] < born[real(*best)]))
          best = d;
      // The simplest number inside is born no later than any other
      // inside, so it is in the list whenever the interval holds one.
      if (!best) continue;
      pairs++;
      ASSERT_EQ(dyadicSimplest(lo, hi), *best)
          << (lo ? lo->str() : "-inf") << " " << (hi ? hi->str() : "+inf");
    }
  EXPECT_GT(pairs, 30000);
  EXPECT_EQ(dyadicSimplest(std::nullopt, std::nullopt), Dyadic(0));
}

TEST(Dyadic, ConwayExamples) {
  using O = std::optional<Dyadic>;
  EXPECT_EQ(dyadicSimplest(Dyadic(0), O()).str(), "1");           // {0|} = 1
  EXPECT_EQ(dyadicSimplest(O(), Dyadic(0)).str(), "-1");          // {|0} = -1
  EXPECT_EQ(dyadicSimplest(Dyadic(0), Dyadic(1)).str(), "1/2");   // {0|1}
  EXPECT_EQ(dyadicSimplest(Dyadic(-1), Dyadic(0)).str(), "-1/2");
  EXPECT_EQ(dyadicSimplest(Dyadic(-5), Dyadic(7)).str(), "0");
  EXPECT_EQ(dyadicSimplest(Dyadic(3, 1), Dyadic(17, 3)).str(), "2");
  EXPECT_EQ(dyadicSimplest(Dyadic(1, 2), Dyadic(3, 2)).str(), "1/2");
  EXPECT_EQ(dyadicSimplest(Dyadic(5, 3), Dyadic(3, 2)).str(), "11/16");
  EXPECT_EQ(dyadicSimplest(Dyadic(-9, 1), O()).str(), "0");
  EXPECT_EQ(dyadicSimplest(O(), Dyadic(-9, 1)).str(), "-5");
}

TEST(Dyadic, ArithmeticVsLongDouble) {
  std::vector<Dyadic> v;
  for (long long n = -40; n <= 40; n += 3)
    for (int k = 0; k <= 6; k++) v.push_back(Dyadic(n, k));
  for (Dyadic a : v)
    for (Dyadic b : v) {
      ASSERT_EQ(real(a + b), real(a) + real(b));
      ASSERT_EQ(real(a - b), real(a) - real(b));
      ASSERT_EQ(a < b, real(a) < real(b));
      ASSERT_EQ(a == b, real(a) == real(b));
      ASSERT_EQ(a.floorScaled(2), (long long)std::floor(real(a) * 4));
    }
  EXPECT_EQ(Dyadic(6, 2).str(), "3/2");
  EXPECT_EQ(Dyadic(-6, 2).str(), "-3/2");
  EXPECT_EQ((Dyadic(1, 62) + Dyadic(-1, 62)).str(), "0");
}

TEST(DyadicDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(Dyadic(1, 63), "k <= 62");
  EXPECT_DEATH(Dyadic(LLONG_MAX) + Dyadic(1), "overflow");
  EXPECT_DEATH(Dyadic(1) + Dyadic(1, 62) + Dyadic(3), "overflow");
  EXPECT_DEATH(dyadicSimplest(Dyadic(1), Dyadic(1)), "lo < hi");
}

}  // namespace
