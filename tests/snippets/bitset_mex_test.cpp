#include "snippets/bitset_mex.hpp"

#include <gtest/gtest.h>

#include <random>

#include "snippets/subtraction.hpp"
#include "tests/snippets/game_search.hpp"
#include "tests/snippets/plain_subtraction.hpp"

using game_search::Heaps;

namespace {

std::vector<int> setFromMask(int mask) {
  std::vector<int> S;
  for (int s = 1; s <= 8; s++)
    if (mask >> (s - 1) & 1) S.push_back(s);
  return S;
}

}  // namespace

// Lengths 1..9 put the largest move s = n - 1 at the last position.
TEST(BitsetMex, EverySetWithinOneToEightMatchesThePlainMex) {
  for (int mask = 0; mask < 256; mask++) {
    std::vector<int> S = setFromMask(mask);
    for (int n : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 59, 60, 63, 64, 65, 128, 129})
      ASSERT_EQ(bitsetSubtractionGrundy(S, n, 9), plain_subtraction::grundy(S, n))
          << "mask " << mask << " n " << n;
  }
}

// g(a) == v exactly when (subtraction heap a) + (Nim heap v) is lost,
// searched as one position from the rules.
TEST(BitsetMex, EverySetWithinOneToEightMatchesSearchWithNimHeap) {
  for (int mask = 1; mask < 256; mask++) {
    std::vector<int> S = setFromMask(mask);
    game_search::WinSearch<Heaps> search(plain_subtraction::heapAndNimHeap(S));
    std::vector<int> g = bitsetSubtractionGrundy(S, 30, 9);
    for (int a = 0; a < 30; a++)
      for (int v = 0; v <= 8; v++)
        ASSERT_EQ(search.wins({a, v}), g[std::size_t(a)] != v)
            << "mask " << mask << " a " << a << " v " << v;
  }
}

// Wide sets (hundreds of moves, values that need many bitsets), lengths
// on both sides of word boundaries, duplicates and moves >= n.
TEST(BitsetMex, RandomWideSetsMatchSubtractionHpp) {
  std::mt19937 rng(1091);
  for (int rep = 0; rep < 40; rep++) {
    int n = 1 + int(rng() % 3000);
    if (rep < 8) n = 64 * (1 + rep) + int(rng() % 3) - 1;
    int size = 1 + int(rng() % 400);
    std::vector<int> S;
    for (int i = 0; i < size; i++) S.push_back(1 + int(rng() % unsigned(n + 50)));
    S.push_back(S.front());  // a duplicate changes nothing
    ASSERT_EQ(bitsetSubtractionGrundy(S, n, 1000), subtractionGrundy(S, n))
        << "rep " << rep;
  }
}

// CF 1091H's move set (primes and semiprimes but one) on a prefix that
// the plain O(n |S|) loop of subtraction.hpp computes quickly.
TEST(BitsetMex, PrimesAndSemiprimesMatchSubtractionHpp) {
  for (int except : {2, 4, 6, 133}) {
    std::vector<int> S = plain_subtraction::primesAndSemiprimes(6000, except);
    EXPECT_EQ(bitsetSubtractionGrundy(S, 6000, 100), subtractionGrundy(S, 6000));
  }
}

TEST(BitsetMex, TakeAPrimeIsOeisA014589) {
  const std::vector<int>& a014589 = plain_subtraction::kA014589;
  EXPECT_EQ(bitsetSubtractionGrundy(plain_subtraction::primesBelow(98),
                                    int(a014589.size()), 11),
            a014589);
}

TEST(BitsetMex, ValueBoundIsExactAndOutOfDomainDies) {
  // S = {1..5}: g(n) = n mod 6, so values < 6 and maxValue 6 suffices.
  std::vector<int> S = {1, 2, 3, 4, 5};
  EXPECT_EQ(bitsetSubtractionGrundy(S, 12, 6).back(), 5);
  EXPECT_DEATH(bitsetSubtractionGrundy(S, 12, 5), "maxValue");
  EXPECT_DEATH(bitsetSubtractionGrundy({1, 0}, 5, 10), "s >= 1");
  EXPECT_DEATH(bitsetSubtractionGrundy({-3}, 5, 10), "s >= 1");
  EXPECT_DEATH(bitsetSubtractionGrundy(S, -1, 10), "0 <= n");
  EXPECT_DEATH(bitsetSubtractionGrundy(S, 1000001, 10), "0 <= n");
  EXPECT_DEATH(bitsetSubtractionGrundy(S, 10, 0), "maxValue <= 1000");
  EXPECT_DEATH(bitsetSubtractionGrundy(S, 10, 1001), "maxValue <= 1000");
}
