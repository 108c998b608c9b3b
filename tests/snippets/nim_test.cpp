#include "snippets/nim.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

game_search::WinSearch<Heaps> nimSearch(game_search::nimMoves);

template <class T> std::vector<T> as(const Heaps& h) {
  return std::vector<T>(h.begin(), h.end());
}

// Checks every answer of nim.hpp at one position against the search.
void checkPosition(const Heaps& h) {
  bool win = nimSearch.wins(h);
  EXPECT_EQ(nimFirstWins(h), win);
  EXPECT_EQ(nimFirstWins(as<long long>(h)), win);
  EXPECT_EQ(nimFirstWins(as<unsigned long long>(h)), win);
  int winningMoves = 0;
  for (const Heaps& t : nimSearch.options(h)) winningMoves += !nimSearch.wins(t);
  EXPECT_EQ(nimWinningMoveCount(h), winningMoves);
  EXPECT_EQ(nimWinningMoveCount(as<long long>(h)), winningMoves);
  auto mv = nimWinningMove(h);
  ASSERT_EQ(mv.has_value(), win);
  if (!mv) return;
  auto [i, size] = *mv;
  ASSERT_GE(i, 0);
  ASSERT_LT(i, int(h.size()));
  ASSERT_GE(size, 0);
  ASSERT_LT(size, h[std::size_t(i)]);
  Heaps t = h;
  t[std::size_t(i)] = size;
  EXPECT_FALSE(nimSearch.wins(t));
  auto big = nimWinningMove(as<unsigned long long>(h));
  ASSERT_TRUE(big.has_value());
  EXPECT_EQ(big->first, i);
  EXPECT_EQ(big->second, (unsigned long long)size);
}

}  // namespace

TEST(Nim, EveryPositionUpToFourHeapsOfSevenMatchesGameSearch) {
  int positions = 0;
  for (int n = 0; n <= 4; n++)
    game_search::forEachTuple(n, 0, 7, [&](const Heaps& h) {
      checkPosition(h);
      positions++;
    });
  EXPECT_EQ(positions, 1 + 8 + 64 + 512 + 4096);
}

TEST(Nim, RandomManyHeapPositionsMatchSortedSearch) {
  std::mt19937 rng(7);
  game_search::WinSearch<Heaps> search(game_search::sortedNimMoves);
  for (int rep = 0; rep < 300; rep++) {
    Heaps h(std::size_t(5 + rng() % 3));
    for (int& x : h) x = int(rng() % 10);
    std::sort(h.begin(), h.end());
    bool win = search.wins(h);
    ASSERT_EQ(nimFirstWins(h), win) << rep;
    int winningMoves = 0;  // distinct (heap, size) moves to a lost position
    for (std::size_t i = 0; i < h.size(); i++)
      for (int v = 0; v < h[i]; v++) {
        Heaps t = h;
        t[i] = v;
        std::sort(t.begin(), t.end());
        winningMoves += !search.wins(t);
      }
    ASSERT_EQ(nimWinningMoveCount(h), winningMoves) << rep;
  }
}

// 64-bit heaps: a slow but plain rule per heap (lower heap i to the xor of
// the others when that is smaller) against the snippet.
TEST(Nim, Random64BitHeapsAgreeWithPerHeapRule) {
  std::mt19937_64 rng(11);
  for (int rep = 0; rep < 20000; rep++) {
    std::vector<unsigned long long> h(1 + rng() % 8);
    for (auto& x : h) x = rep % 2 ? rng() : rng() % 1000000000000000001ULL;
    if (rep % 5 == 0) h.push_back(h[0] ^ h[h.size() - 1]);  // some P-positions
    int count = 0;
    std::optional<std::pair<int, unsigned long long>> first;
    for (std::size_t i = 0; i < h.size(); i++) {
      unsigned long long others = 0;
      for (std::size_t j = 0; j < h.size(); j++)
        if (j != i) others ^= h[j];
      if (others < h[i]) {
        count++;
        if (!first) first = std::make_pair(int(i), others);
      }
    }
    ASSERT_EQ(nimWinningMoveCount(h), count);
    ASSERT_EQ(nimFirstWins(h), count > 0);
    ASSERT_EQ(nimWinningMove(h), first);
    unsigned long long x = 0;
    for (auto v : h) x ^= v;
    ASSERT_EQ(nimSum(h), x);
  }
}

TEST(Nim, EmptyAndSingleHeap) {
  EXPECT_FALSE(nimFirstWins(std::vector<int>{}));
  EXPECT_FALSE(nimWinningMove(std::vector<int>{}).has_value());
  auto mv = nimWinningMove(std::vector<long long>{1000000000000000000LL});
  ASSERT_TRUE(mv.has_value());
  EXPECT_EQ(*mv, std::make_pair(0, 0LL));
  EXPECT_EQ(nimWinningMoveCount(std::vector<int>{0, 0, 0}), 0);
}
