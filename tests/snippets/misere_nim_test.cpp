#include "snippets/misere_nim.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

game_search::WinSearch<Heaps> misere(game_search::nimMoves, true);

void checkMove(game_search::WinSearch<Heaps>& search, const Heaps& h,
               bool sortStates) {
  bool anyMove = false;
  for (int x : h) anyMove |= x > 0;
  if (!anyMove) return;  // the game is over: outside the domain
  bool win = search.wins(h);
  ASSERT_EQ(misereFirstWins(h), win);
  ASSERT_EQ(misereFirstWins(std::vector<long long>(h.begin(), h.end())), win);
  auto mv = misereWinningMove(h);
  // In the domain a move exists exactly when the position is won, so the
  // usage line `if (misereFirstWins(h)) *misereWinningMove(h)` is safe.
  if (!win) {
    ASSERT_FALSE(mv.has_value());
    return;
  }
  ASSERT_TRUE(mv.has_value());
  auto [i, size] = *mv;
  ASSERT_GE(i, 0);
  ASSERT_LT(i, int(h.size()));
  ASSERT_GE(size, 0);
  ASSERT_LT(size, h[std::size_t(i)]);
  Heaps t = h;
  t[std::size_t(i)] = size;
  if (sortStates) std::sort(t.begin(), t.end());
  ASSERT_FALSE(search.wins(t));
}

}  // namespace

TEST(MisereNim, EveryPositionUpToFourHeapsOfSevenMatchesGameSearch) {
  int positions = 0;
  for (int n = 0; n <= 4; n++)
    game_search::forEachTuple(n, 0, 7, [&](const Heaps& h) {
      checkMove(misere, h, false);
      positions++;
    });
  EXPECT_EQ(positions, 4681);
}

// The endgame region (many heaps of size <= 2) where misere differs most.
TEST(MisereNim, EveryPositionOfSevenHeapsOfAtMostTwo) {
  game_search::forEachTuple(7, 0, 2, [&](const Heaps& h) {
    checkMove(misere, h, false);
  });
}

TEST(MisereNim, RandomManyHeapPositionsMatchSortedSearch) {
  std::mt19937 rng(17);
  game_search::WinSearch<Heaps> search(game_search::sortedNimMoves, true);
  for (int rep = 0; rep < 400; rep++) {
    Heaps h(std::size_t(5 + rng() % 4));
    for (int& x : h) x = int(rng() % (rep % 2 ? 3 : 10));
    std::sort(h.begin(), h.end());
    checkMove(search, h, true);
  }
}

TEST(MisereNim, LargeHeapsEndgameSwitch) {
  const long long big = 1000000000000000000LL;
  auto mv = misereWinningMove(std::vector<long long>{1, 1, big});
  ASSERT_TRUE(mv.has_value());
  EXPECT_EQ(*mv, std::make_pair(2, 1LL));  // leave three 1-heaps
  mv = misereWinningMove(std::vector<long long>{1, big, 1, 1});
  ASSERT_TRUE(mv.has_value());
  EXPECT_EQ(*mv, std::make_pair(1, 0LL));
  EXPECT_FALSE(misereFirstWins(std::vector<long long>{big, big}));
  EXPECT_FALSE(misereFirstWins(std::vector<long long>{1}));
}

// The position with no object left once made `*misereWinningMove(h)`
// dereference an empty optional after misereFirstWins(h) said "wins".
TEST(MisereNimDeathTest, TheFinishedGameIsOutsideTheDomain) {
  for (const auto& h : {std::vector<long long>{}, std::vector<long long>{0, 0}}) {
    EXPECT_DEATH(misereFirstWins(h), "game is over");
    EXPECT_DEATH(misereWinningMove(h), "game is over");
  }
  EXPECT_DEATH(misereFirstWins(std::vector<int>{2, -1}), ">= 0");
}
