#include "snippets/moore_nim.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

// Moore's Nim_k on multisets: lower between 1 and k heaps, each to any
// smaller size. States are sorted (the game ignores heap order).
struct MooreMoves {
  int k;
  std::vector<Heaps> operator()(const Heaps& h) const {
    std::vector<Heaps> out;
    Heaps t = h;
    extend(h, t, 0, 0, out);
    return out;
  }
  void extend(const Heaps& h, Heaps& t, std::size_t i, int changed,
              std::vector<Heaps>& out) const {
    if (i == h.size()) {
      if (changed == 0) return;
      Heaps s = t;
      std::sort(s.begin(), s.end());
      out.push_back(s);
      return;
    }
    extend(h, t, i + 1, changed, out);
    if (changed == k) return;
    for (int v = 0; v < h[i]; v++) {
      t[i] = v;
      extend(h, t, i + 1, changed + 1, out);
    }
    t[i] = h[i];
  }
};

bool legalMove(const Heaps& from, const Heaps& to, int k) {
  if (from.size() != to.size()) return false;
  int changed = 0;
  for (std::size_t i = 0; i < from.size(); i++) {
    if (to[i] > from[i] || to[i] < 0) return false;
    changed += to[i] < from[i];
  }
  return changed >= 1 && changed <= k;
}

void checkPosition(game_search::WinSearch<Heaps>& search, const Heaps& h,
                   int k) {
  Heaps sorted = h;
  std::sort(sorted.begin(), sorted.end());
  bool win = search.wins(sorted);
  ASSERT_EQ(mooreFirstWins(h, k), win);
  auto after = mooreWinningMove(h, k);
  ASSERT_EQ(after.has_value(), win);
  if (!after) return;
  ASSERT_TRUE(legalMove(h, *after, k));
  Heaps t = *after;
  std::sort(t.begin(), t.end());
  ASSERT_FALSE(search.wins(t));
}

}  // namespace

TEST(MooreNim, EveryPositionUpToFourHeapsOfSevenForKOneToThree) {
  for (int k = 1; k <= 3; k++) {
    game_search::WinSearch<Heaps> search(MooreMoves{k});
    for (int n = 0; n <= 4; n++)
      game_search::forEachTuple(n, 0, 7, [&](const Heaps& h) {
        checkPosition(search, h, k);
      });
  }
}

TEST(MooreNim, EveryPositionOfFiveHeapsOfThreeForKOneToFour) {
  for (int k = 1; k <= 4; k++) {
    game_search::WinSearch<Heaps> search(MooreMoves{k});
    game_search::forEachTuple(5, 0, 3, [&](const Heaps& h) {
      checkPosition(search, h, k);
    });
  }
}

TEST(MooreNim, RandomSixHeapPositions) {
  std::mt19937 rng(41);
  for (int k = 1; k <= 5; k++) {
    game_search::WinSearch<Heaps> search(MooreMoves{k});
    for (int rep = 0; rep < 40; rep++) {
      Heaps h(6);
      for (int& x : h) x = int(rng() % 5);
      checkPosition(search, h, k);
    }
  }
}

// 64-bit heaps: the move must be legal and reach a position where every
// bit count is divisible by k + 1 (counted here directly).
TEST(MooreNim, Random64BitHeaps) {
  std::mt19937_64 rng(43);
  for (int rep = 0; rep < 3000; rep++) {
    int k = 1 + int(rng() % 6);
    std::vector<long long> h(1 + rng() % 10);
    for (auto& x : h) x = (long long)(rng() % 1000000000000000001ULL);
    auto after = mooreWinningMove(h, k);
    ASSERT_EQ(after.has_value(), mooreFirstWins(h, k));
    if (!after) continue;
    int changed = 0;
    for (std::size_t i = 0; i < h.size(); i++) {
      ASSERT_GE((*after)[i], 0);
      ASSERT_LE((*after)[i], h[i]);
      changed += (*after)[i] < h[i];
    }
    ASSERT_GE(changed, 1);
    ASSERT_LE(changed, k);
    for (int b = 0; b < 63; b++) {
      int count = 0;
      for (long long x : *after) count += int(x >> b & 1);
      ASSERT_EQ(count % (k + 1), 0) << rep << " bit " << b;
    }
  }
}

TEST(MooreNim, KOneIsNimAndLargeKTakesEverything) {
  std::vector<unsigned long long> h{5, 9, 12};
  EXPECT_EQ(mooreFirstWins(h, 1), (5 ^ 9 ^ 12) != 0);
  auto after = mooreWinningMove(h, 3);  // k >= n: empty every heap
  ASSERT_TRUE(after.has_value());
  EXPECT_FALSE(mooreFirstWins(*after, 3));
  EXPECT_FALSE(mooreFirstWins(std::vector<int>{}, 2));
}

// k = -1 once divided by zero (count % (k + 1)).
TEST(MooreNimDeathTest, OutsideTheDomainFailsAnAssert) {
  const std::vector<long long> h = {1, 2, 3};
  EXPECT_DEATH(mooreFirstWins(h, -1), "k >= 1");
  EXPECT_DEATH(mooreFirstWins(h, 0), "k >= 1");
  EXPECT_DEATH(mooreWinningMove(h, -1), "k >= 1");
  EXPECT_DEATH(mooreFirstWins(std::vector<int>{1, -2}, 2), ">= 0");
}
