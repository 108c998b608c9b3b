#include "snippets/coin_turning.hpp"

#include <gtest/gtest.h>

#include <random>

#include <cstdint>
#include <functional>
#include <vector>

#include "snippets/nim_product.hpp"
#include "tests/snippets/classics_search.hpp"

namespace {

using u32 = std::uint32_t;
using u64 = unsigned long long;
using Moves = std::vector<u32>;

// The moves of each 1-D game as sets of coin indices 0..coins-1 whose
// rightmost is i (bit i set). Index i is position i for Mock Turtles
// (coins 0, 1, ...) and position i + 1 for Turtles and Ruler (1, 2, ...).
Moves turtleMoves(int i) {  // turn i alone, or i and one coin to its left
  Moves out = {1u << i};
  for (int j = 0; j < i; j++) out.push_back(1u << i | 1u << j);
  return out;
}
Moves mockTurtleMoves(int i) {  // i and up to two coins to its left
  Moves out = turtleMoves(i);
  for (int j = 0; j < i; j++)
    for (int k = j + 1; k < i; k++) out.push_back(1u << i | 1u << j | 1u << k);
  return out;
}
Moves rulerMoves(int i) {  // a run of consecutive coins ending at i
  Moves out;
  for (int j = i; j >= 0; j--) out.push_back(((1u << (i + 1)) - 1) ^ ((1u << j) - 1));
  return out;
}

struct Game {
  const char* name;
  std::function<Moves(int)> moves;
  std::function<u64(int)> value;  // of the coin with index i
};

const Game kGames[] = {
    {"Turning Turtles", turtleMoves, [](int i) { return turtleValue(i + 1); }},
    {"Mock Turtles", mockTurtleMoves, [](int i) { return mockTurtleValue(i); }},
    {"Ruler", rulerMoves, [](int i) { return rulerValue(i + 1); }},
};

// The product game on a w x h board (coin (x, y) is bit y * w + x): a
// move turns A x B for a move A of the first game with rightmost x and a
// move B of the second with rightmost y.
std::function<Moves(int)> productMoves(const Game& g1, const Game& g2, int w) {
  return [&g1, &g2, w](int cell) {
    Moves out;
    for (u32 a : g1.moves(cell % w))
      for (u32 b : g2.moves(cell / w)) {
        u32 m = 0;
        for (int x = 0; x < w; x++)
          for (int y = 0; y < 8; y++)
            if ((a >> x & 1) && (b >> y & 1)) m |= 1u << (y * w + x);
        out.push_back(m);
      }
    return out;
  };
}

}  // namespace

TEST(CoinTurning, EveryRowOfFourteenCoinsMatchesMexOverTheRules) {
  const int coins = 14;
  for (const Game& game : kGames) {
    auto g = classics_search::coinGameValues(coins, game.moves);
    for (u32 mask = 0; mask < (1u << coins); mask++) {
      std::vector<int> heads;
      for (int i = 0; i < coins; i++)
        if (mask >> i & 1) heads.push_back(i);
      ASSERT_EQ(coinRowValue(heads, game.value), u64(g[mask])) << game.name << " " << mask;
    }
  }
}

TEST(CoinTurning, TartanTheoremOnEveryFourByFourBoard) {
  const int w = 4, h = 4;
  const Game& turtles = kGames[0];
  const Game& mock = kGames[1];
  const Game& ruler = kGames[2];
  const std::pair<const Game*, const Game*> products[] = {
      {&mock, &ruler}, {&ruler, &ruler}, {&turtles, &turtles}, {&mock, &mock}, {&ruler, &mock}};
  for (auto [g1, g2] : products) {
    auto g = classics_search::coinGameValues(w * h, productMoves(*g1, *g2, w));
    for (u32 mask = 0; mask < (1u << (w * h)); mask++) {
      std::vector<std::pair<int, int>> heads;
      for (int c = 0; c < w * h; c++)
        if (mask >> c & 1) heads.push_back({c % w, c / w});
      u64 v = tartanValue(heads, g1->value, g2->value, nimProduct);
      ASSERT_EQ(v, u64(g[mask])) << g1->name << " x " << g2->name << " " << mask;
    }
  }
}

TEST(CoinTurning, OeisA000069AndA006519) {
  const std::vector<u64> odious = {1,  2,  4,  7,  8,  11, 13, 14, 16, 19, 21, 22, 25, 26,
                                   28, 31, 32, 35, 37, 38, 41, 42, 44, 47, 49, 50, 52, 55};
  for (std::size_t n = 0; n < odious.size(); n++) EXPECT_EQ(mockTurtleValue(n), odious[n]);
  const std::vector<u64> ruler = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16,
                                  1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 32};
  for (std::size_t n = 1; n <= ruler.size(); n++) EXPECT_EQ(rulerValue(n), ruler[n - 1]);
}

// The Mock Turtles values are the odious numbers in increasing order:
// checked against a plain bit count for n up to 10^6 and near 2^63.
TEST(CoinTurning, MockTurtlesAreOdiousUpToTwoToTheSixtyThree) {
  auto odious = [](u64 v) {
    int bits = 0;
    for (; v; v &= v - 1) bits++;
    return bits % 2 == 1;
  };
  u64 next = 1;
  for (long long n = 0; n < 1000000; n++, next++) {
    while (!odious(next)) next++;
    ASSERT_EQ(mockTurtleValue(n), next) << n;
  }
  const u64 top = ~0ULL >> 1;
  for (u64 n = top - 1000; n <= top; n++) {
    u64 v = mockTurtleValue(n);
    ASSERT_TRUE(odious(v) && (v == 2 * n || v == 2 * n + 1)) << n;
  }
  EXPECT_EQ(rulerValue(1ULL << 63), 1ULL << 63);
  EXPECT_EQ(rulerValue(~0ULL), 1ULL);
}

// A second check above 2^32 (issue 27: only the test above saw a mutant
// there), without counting bits: 2m and 2m + 1 differ in one bit, so
// exactly one of 4m, 4m + 1 and one of 4m + 2, 4m + 3 is odious, and
// g(2m) + g(2m + 1) = 8m + 3; a power of two n = 2^k is odious, so is 2n.
// Around every power of two from 2^32 to 2^62, and at random coins of
// every length against the compiler's parity builtin.
TEST(CoinTurning, MockTurtlesPairsAndPowersAboveTwoToTheThirtyTwo) {
  for (int k = 32; k <= 62; k++) {
    u64 power = 1ULL << k;
    EXPECT_EQ(mockTurtleValue(power), 2 * power) << k;
    for (u64 m = power / 2 - 64; m <= power / 2 + 64; m++)
      ASSERT_EQ(mockTurtleValue(2 * m) + mockTurtleValue(2 * m + 1), 8 * m + 3) << m;
  }
  std::mt19937_64 rng(63);
  for (int rep = 0; rep < 100000; rep++) {
    u64 n = rng() >> (1 + rng() % 40);  // below 2^63, of every length
    u64 v = mockTurtleValue(n);
    ASSERT_EQ(v >> 1, n);
    ASSERT_EQ(__builtin_parityll(v), 1) << n;
  }
}

TEST(CoinTurningDeath, OutsideTheDomain) {
  EXPECT_DEATH(mockTurtleValue(-1), "0 <= n");
  EXPECT_DEATH(mockTurtleValue(~0ULL), "0 <= n");
  EXPECT_DEATH(rulerValue(0), "1, 2");
  EXPECT_DEATH(turtleValue(0LL), "1, 2");
}
