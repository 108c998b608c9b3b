#include "snippets/every_sg.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tests/snippets/every_search.hpp"

namespace {

using Graph = std::vector<std::vector<int>>;

// Appends a game to `g` and returns the offset of its vertex 0.
int append(Graph& g, const Graph& part) {
  int base = int(g.size());
  for (const auto& out : part) {
    g.emplace_back();
    for (int w : out) g.back().push_back(w + base);
  }
  return base;
}

Graph randomDag(std::mt19937& rng, int n, int percent) {
  Graph g(static_cast<std::size_t>(n));
  for (int v = 0; v < n; v++)
    for (int w = 0; w < v; w++)
      if (int(rng() % 100) < percent) g[std::size_t(v)].push_back(w);
  return g;
}

Graph subtractionGame(const std::vector<int>& S, int maxHeap) {
  Graph g(static_cast<std::size_t>(maxHeap + 1));
  for (int h = 0; h <= maxHeap; h++)
    for (int s : S)
      if (s <= h) g[std::size_t(h)].push_back(h - s);
  return g;
}

// Euclid game with piles 0..m: vertex x * (m + 1) + y.
Graph euclidGame(int m) {
  Graph g(static_cast<std::size_t>((m + 1) * (m + 1)));
  for (int x = 1; x <= m; x++)
    for (int y = 1; y <= m; y++) {
      auto& out = g[std::size_t(x * (m + 1) + y)];
      for (int k = 1; k * y <= x; k++) out.push_back((x - k * y) * (m + 1) + y);
      for (int k = 1; k * x <= y; k++) out.push_back(x * (m + 1) + y - k * x);
    }
  return g;
}

// Checks every multiset of 1..3 vertices of `g` against the product-game
// search.
void checkCompounds(const Graph& g) {
  std::vector<int> s = everySteps(g);
  every_search::EverySearch search(g);
  int n = int(g.size());
  auto check = [&](const std::vector<int>& c) {
    std::vector<int> st;
    for (int v : c) st.push_back(s[std::size_t(v)]);
    ASSERT_EQ(everySumFirstWins(st), search.wins(c)) << c.size();
  };
  for (int a = 0; a < n; a++) {
    check({a});
    for (int b = a; b < n; b++) {
      check({a, b});
      for (int c = b; c < n; c++) check({a, b, c});
    }
  }
}

}  // namespace

TEST(EverySg, HandExample) {
  // 0 over; 1 -> 0; 2 -> 1; 3 -> {0, 2}: win by 3 -> 2 (s = 2 even), s = 3.
  Graph g = {{}, {0}, {1}, {0, 2}};
  EXPECT_EQ(everySteps(g), (std::vector<int>{0, 1, 2, 3}));
  // A P-position (4 -> {1, 3}, both odd) hastens: 1 + min = 2.
  g.push_back({1, 3});
  EXPECT_EQ(everySteps(g)[4], 2);
  EXPECT_FALSE(everySumFirstWins(std::vector<int>{2, 1, 0}));
  EXPECT_TRUE(everySumFirstWins(std::vector<int>{2, 3}));
}

TEST(EverySg, AllCompoundsOfRandomDagsAndSubtractionGames) {
  std::mt19937 rng(11);
  Graph g;
  for (int i = 0; i < 4; i++) append(g, randomDag(rng, 7, 20 + 15 * i));
  for (auto S : {std::vector<int>{1}, {2}, {1, 2}, {1, 3}, {2, 3},
                 {1, 2, 3}, {1, 4}})
    append(g, subtractionGame(S, 9));
  checkCompounds(g);
}

TEST(EverySg, EuclidCompoundsMatchSearch) {
  checkCompounds(euclidGame(12));            // every triple, piles <= 12
}

TEST(EverySg, EuclidStepsMatchTheGraph) {
  const int m = 60;
  std::vector<int> s = everySteps(euclidGame(m));
  for (int x = 0; x <= m; x++)
    for (int y = 0; y <= m; y++) {
      ASSERT_EQ(euclidSteps(x, y), s[std::size_t(x * (m + 1) + y)]);
      ASSERT_EQ(euclidSteps((long long)x, (long long)y), euclidSteps(y, x));
    }
}

TEST(EverySg, ForcedEuclidMoveIsNotStretched) {
  EXPECT_EQ(euclidSteps(3, 2), 2);  // (3,2) -> (1,2) -> over: GG wins
  EXPECT_FALSE(everySumFirstWins(std::vector<long long>{euclidSteps(3, 2)}));
  EXPECT_TRUE(everySumFirstWins(std::vector<long long>{euclidSteps(1, 1)}));
  EXPECT_FALSE(everySumFirstWins(
      std::vector<long long>{euclidSteps(1, 1), euclidSteps(3, 2)}));
}

TEST(EverySg, FibonacciPairsAreForcedChains) {
  // (F(k+1), F(k)) moves only to (F(k-1), F(k)) down to (2, 1): s = k - 1.
  unsigned long long a = 1, b = 2;  // F(2), F(3)
  for (int k = 3; k <= 92; k++) {
    EXPECT_EQ(euclidSteps(b, a), k - 2) << k;
    EXPECT_EQ(euclidSteps((long long)a, (long long)b), k - 2);
    unsigned long long c = a + b;
    a = b, b = c;
  }
}

TEST(EverySg, DeepChainIsIterative) {
  const int n = 1000000;
  Graph g(static_cast<std::size_t>(n));
  for (int v = 1; v < n; v++) g[std::size_t(v)].push_back(v - 1);
  std::vector<int> s = everySteps(g);
  EXPECT_EQ(s[std::size_t(n - 1)], n - 1);
}

TEST(EverySgDeathTest, CyclesAndNegativeInputDie) {
  Graph g = {{1}, {0}};
  EXPECT_DEATH(everySteps(g), "cycle");
  EXPECT_DEATH(euclidSteps(-1, 3), ">= 0");
  EXPECT_DEATH(everySumFirstWins(std::vector<int>{1, -2}), ">= 0");
}
