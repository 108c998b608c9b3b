#include "snippets/divisor_nim.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;
using game_search::WinSearch;

namespace {

// OEIS A001222, Omega(n) for n = 1..105.
const int kA001222[] = {
    0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3, 1, 2, 2, 4, 1, 3, 1, 3, 2,
    2, 1, 4, 2, 2, 3, 3, 1, 3, 1, 5, 2, 2, 2, 4, 1, 2, 2, 4, 1, 3,
    1, 3, 3, 2, 1, 5, 2, 3, 2, 3, 1, 4, 2, 4, 2, 2, 1, 4, 1, 2, 3,
    6, 2, 3, 1, 3, 2, 3, 1, 5, 1, 2, 3, 3, 2, 3, 1, 5, 4, 2, 1, 4,
    2, 2, 2, 4, 1, 4, 2, 3, 2, 2, 2, 6, 1, 3, 3, 4, 1, 3, 1, 4, 3};

std::vector<int> properDivisors(int n) {
  std::vector<int> d;
  for (int i = 1; i < n; i++)
    if (n % i == 0) d.push_back(i);
  return d;
}

// The divisor game on heaps h[0..] (sorted), no extra Nim heap.
std::vector<Heaps> divisorMoves(const Heaps& h) {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < h.size(); i++)
    for (int d : properDivisors(h[i])) {
      Heaps t = h;
      t[i] = d;
      std::sort(t.begin(), t.end());
      out.push_back(t);
    }
  return out;
}

// Split towers: h[0] is a Nim heap, h[1..] the towers (> 1, sorted);
// towers of height 1 have no move and are dropped.
std::vector<Heaps> splitMoves(const Heaps& h) {
  std::vector<Heaps> out;
  for (int v = 0; v < h[0]; v++) {
    Heaps t = h;
    t[0] = v;
    out.push_back(t);
  }
  for (std::size_t i = 1; i < h.size(); i++)
    for (int y = 2; y <= h[i]; y++) {
      if (h[i] % y) continue;
      Heaps t = h;
      int z = h[i] / y;
      t.erase(t.begin() + std::ptrdiff_t(i));
      if (z > 1) t.insert(t.end(), std::size_t(y), z);
      std::sort(t.begin() + 1, t.end());
      out.push_back(t);
    }
  return out;
}

}  // namespace

TEST(DivisorNim, OmegaMatchesOeisA001222) {
  std::vector<int> om = omegaTable(105);
  ASSERT_EQ(om.size(), 106u);
  EXPECT_EQ(om[0], 0);
  for (int n = 1; n <= 105; n++) {
    EXPECT_EQ(om[std::size_t(n)], kA001222[n - 1]) << n;
    EXPECT_EQ(bigOmega(n), kA001222[n - 1]) << n;
  }
}

TEST(DivisorNim, TinyTables) {
  EXPECT_EQ(omegaTable(0), std::vector<int>({0}));
  EXPECT_EQ(omegaTable(1), std::vector<int>({0, 0}));
  EXPECT_EQ(omegaTable(2), std::vector<int>({0, 0, 1}));
}

TEST(DivisorNim, SieveAgreesWithTrialDivision) {
  const int n = 300000;
  std::vector<int> om = omegaTable(n);
  for (int i = 1; i <= n; i++) ASSERT_EQ(om[std::size_t(i)], bigOmega(i)) << i;
}

TEST(DivisorNim, BigOmegaOnLargeNumbers) {
  EXPECT_EQ(bigOmega(1ULL << 63), 63);
  EXPECT_EQ(bigOmega(2147483647), 1);  // 2^31 - 1, prime
  EXPECT_EQ(bigOmega(18446744073709551615ULL), 7);  // 3*5*17*257*641*65537*6700417
  EXPECT_EQ(bigOmega(999983LL * 999983LL * 999983LL), 3);
  EXPECT_EQ(bigOmega(1000003LL * 999983LL), 2);
  EXPECT_EQ(bigOmega(1000003ULL * 999983ULL * 10007ULL), 3);
  EXPECT_EQ(bigOmega(2LL * 1000000007LL), 2);
  EXPECT_EQ(bigOmega(1), 0);
  EXPECT_EQ(bigOmega((short)32767), 3);  // 7 * 31 * 151
}

// A value v is the Grundy value of heap n exactly when heap n plus a Nim
// heap of size v is lost; decided here by searching the game tree.
TEST(DivisorNim, SingleHeapValueIsOmegaByGameSearch) {
  WinSearch<Heaps> search([](const Heaps& s) {
    std::vector<Heaps> out;
    for (int d : properDivisors(s[0])) out.push_back({d, s[1]});
    for (int w = 0; w < s[1]; w++) out.push_back({s[0], w});
    return out;
  });
  std::vector<int> om = omegaTable(200);
  for (int n = 1; n < 200; n++)
    for (int v = 0; v <= 9; v++)
      ASSERT_EQ(search.wins({n, v}), v != om[std::size_t(n)]) << n << " " << v;
}

TEST(DivisorNim, MultiHeapPositionsByGameSearch) {
  WinSearch<Heaps> search(divisorMoves);
  std::vector<int> om = omegaTable(64);
  int lost = 0;
  for (int a = 1; a <= 64; a++)
    for (int b = a; b <= 64; b++) {
      bool xorWins = (om[std::size_t(a)] ^ om[std::size_t(b)]) != 0;
      ASSERT_EQ(search.wins({a, b}), xorWins) << a << " " << b;
      for (int c = b; c <= 64; c++) {
        int x = om[std::size_t(a)] ^ om[std::size_t(b)] ^ om[std::size_t(c)];
        ASSERT_EQ(search.wins({a, b, c}), x != 0) << a << " " << b << " " << c;
        lost += x == 0;
      }
    }
  EXPECT_GT(lost, 1000);  // the search meets many lost positions
}

TEST(DivisorNim, SplitTowersValueByGameSearch) {
  WinSearch<Heaps> search(splitMoves);
  for (int x = 1; x <= 48; x++)
    for (int v = 0; v <= 6; v++) {
      Heaps s = {v};
      if (x > 1) s.push_back(x);
      ASSERT_EQ(search.wins(s), v != splitTowersGrundy(x)) << x << " " << v;
    }
  for (int a = 2; a <= 24; a++)
    for (int b = a; b <= 24; b++)
      ASSERT_EQ(search.wins({0, a, b}),
                splitTowersGrundy(a) != splitTowersGrundy(b))
          << a << " " << b;
  EXPECT_EQ(splitTowersGrundy(1000000007LL * 4), 2);
}

// bigOmega(-12) once returned 5 (the cast to unsigned made it 2^64 - 12).
TEST(DivisorNimDeathTest, OutsideTheDomainFailsAnAssert) {
  EXPECT_DEATH(bigOmega(-12), "n >= 1");
  EXPECT_DEATH(bigOmega(0), "n >= 1");
  EXPECT_DEATH(splitTowersGrundy(0), "height >= 1");
  EXPECT_DEATH(omegaTable(-1), "n >= 0");
}
