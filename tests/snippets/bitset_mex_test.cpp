#include "snippets/bitset_mex.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "snippets/subtraction.hpp"
#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

// The plain mex: the set of the options' values at every position.
std::vector<int> plainGrundy(const std::vector<int>& S, int n) {
  std::vector<int> g(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) {
    std::set<int> seen;
    for (int s : S)
      if (s <= i) seen.insert(g[std::size_t(i - s)]);
    int m = 0;
    while (seen.count(m)) m++;
    g[std::size_t(i)] = m;
  }
  return g;
}

std::vector<int> setFromMask(int mask) {
  std::vector<int> S;
  for (int s = 1; s <= 8; s++)
    if (mask >> (s - 1) & 1) S.push_back(s);
  return S;
}

std::vector<int> primesAndSemiprimesBelow(int n, int except) {
  std::vector<int> omega(static_cast<std::size_t>(n), 0);
  std::vector<int> rest(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) rest[std::size_t(i)] = i;
  for (int p = 2; p < n; p++)
    if (rest[std::size_t(p)] == p && omega[std::size_t(p)] == 0)
      for (int m = p; m < n; m += p)
        while (rest[std::size_t(m)] % p == 0)
          rest[std::size_t(m)] /= p, omega[std::size_t(m)]++;
  std::vector<int> S;
  for (int k = 2; k < n; k++)
    if ((omega[std::size_t(k)] == 1 || omega[std::size_t(k)] == 2) &&
        k != except)
      S.push_back(k);
  return S;
}

}  // namespace

// Lengths 1..9 put the largest move s = n - 1 at the last position.
TEST(BitsetMex, EverySetWithinOneToEightMatchesThePlainMex) {
  for (int mask = 0; mask < 256; mask++) {
    std::vector<int> S = setFromMask(mask);
    for (int n : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 59, 60, 63, 64, 65, 128, 129})
      ASSERT_EQ(bitsetSubtractionGrundy(S, n, 9), plainGrundy(S, n))
          << "mask " << mask << " n " << n;
  }
}

// g(a) == v exactly when (subtraction heap a) + (Nim heap v) is lost,
// searched as one position from the rules.
TEST(BitsetMex, EverySetWithinOneToEightMatchesSearchWithNimHeap) {
  for (int mask = 1; mask < 256; mask++) {
    std::vector<int> S = setFromMask(mask);
    auto moves = [&S](const Heaps& h) {
      std::vector<Heaps> out;
      for (int s : S)
        if (s <= h[0]) out.push_back({h[0] - s, h[1]});
      for (int v = 0; v < h[1]; v++) out.push_back({h[0], v});
      return out;
    };
    game_search::WinSearch<Heaps> search(moves);
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
    std::vector<int> S = primesAndSemiprimesBelow(6000, except);
    EXPECT_EQ(bitsetSubtractionGrundy(S, 6000, 100), subtractionGrundy(S, 6000));
  }
}

TEST(BitsetMex, TakeAPrimeIsOeisA014589) {
  std::vector<int> primes;
  for (int p = 2; p < 98; p++) {
    bool prime = true;
    for (int d = 2; d * d <= p; d++) prime &= p % d != 0;
    if (prime) primes.push_back(p);
  }
  const std::vector<int> a014589 = {
      0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
      7, 7, 0, 4, 1, 5, 2, 6, 3, 4, 7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7,
      6, 8, 9, 0, 4, 1, 5, 2, 6, 0, 4, 1, 5, 2, 6, 3, 4, 7, 5, 8, 4, 10, 5,
      7, 6, 8, 4, 7, 5, 8, 6, 10, 9, 7, 4, 8, 5, 10, 6, 0, 4, 1, 5, 2, 6, 0,
      4, 1, 5, 2, 6, 3};
  EXPECT_EQ(bitsetSubtractionGrundy(primes, int(a014589.size()), 11), a014589);
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
