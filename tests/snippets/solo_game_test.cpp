#include "snippets/solo_game.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;
using loopy_search::edgesOfMask;

// The rules alone: at[k] = the vertices a walk of exactly k moves from s
// can stand on. The walker wins with a walk of k moves, k of the given
// parity, ending where no move is left; the shortest such k is looked for
// up to 4n + 4 moves (well past any repetition of (vertex, parity)). It
// can walk for ever iff some walk has n moves (n moves visit n + 1
// vertices: one repeats, and that cycle can be walked for ever; a cycle
// reachable from s gives walks of every length).
struct Truth {
  Outcome outcome;
  int shortest;  // moves of a shortest winning walk, -1 if none
};
Truth search(int n, const std::vector<std::vector<int>>& moves, int s,
             int parity) {
  std::vector<char> at(std::size_t(n), 0);
  at[std::size_t(s)] = 1;
  bool forever = false;
  for (int k = 0; k <= 4 * n + 4; k++) {
    for (int v = 0; v < n; v++)
      if (at[std::size_t(v)] && moves[std::size_t(v)].empty() && k % 2 == parity)
        return {Outcome::Win, k};
    if (k == n) forever = std::count(at.begin(), at.end(), 1) > 0;
    std::vector<char> next(std::size_t(n), 0);
    for (int v = 0; v < n; v++)
      if (at[std::size_t(v)])
        for (int w : moves[std::size_t(v)]) next[std::size_t(w)] = 1;
    at = next;
  }
  return {forever ? Outcome::Draw : Outcome::Lose, -1};
}

void check(int n, const Edges& edges) {
  std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
  SoloGame g(n);
  for (auto [a, b] : edges) g.addMove(a, b), moves[std::size_t(a)].push_back(b);
  for (int s = 0; s < n; s++)
    for (int parity = 0; parity < 2; parity++) {
      SoloGame::Result r = g.solve(s, parity);
      Truth t = search(n, moves, s, parity);
      ASSERT_EQ(r.outcome, t.outcome) << "start " << s << " parity " << parity;
      if (r.outcome != Outcome::Win) {
        ASSERT_TRUE(r.walk.empty());
        continue;
      }
      ASSERT_EQ(int(r.walk.size()) - 1, t.shortest) << "not a shortest walk";
      ASSERT_EQ(r.walk.front(), s);
      for (std::size_t i = 0; i + 1 < r.walk.size(); i++) {
        const auto& out = moves[std::size_t(r.walk[i])];
        ASSERT_NE(std::find(out.begin(), out.end(), r.walk[i + 1]), out.end())
            << "not a move: " << r.walk[i] << " -> " << r.walk[i + 1];
      }
      ASSERT_TRUE(moves[std::size_t(r.walk.back())].empty());
    }
}

}  // namespace

TEST(SoloGame, UsageExample) {
  SoloGame g(3);
  g.addMove(0, 1), g.addMove(1, 2), g.addMove(0, 2);
  auto r = g.solve(0, 1);
  EXPECT_EQ(r.outcome, Outcome::Win);
  EXPECT_EQ(r.walk, (std::vector<int>{0, 2}));
  EXPECT_EQ(g.solve(0, 0).walk, (std::vector<int>{0, 1, 2}));
}

// A cycle the walker may take to change parity: 0 -> 1 -> 2 -> 0, and
// 0 -> 3 (no move). Odd: straight to 3. Even: round the cycle first.
TEST(SoloGame, ParityThroughACycle) {
  SoloGame g(4);
  for (auto [a, b] : Edges{{0, 1}, {1, 2}, {2, 0}, {0, 3}}) g.addMove(a, b);
  EXPECT_EQ(g.solve(0, 1).walk, (std::vector<int>{0, 3}));
  EXPECT_EQ(g.solve(0, 0).walk, (std::vector<int>{0, 1, 2, 0, 3}));
}

// A cycle that the start cannot reach does not make a draw.
TEST(SoloGame, OnlyCyclesReachableFromTheStartCount) {
  SoloGame g(4);  // 0 -> 1 (no move); 2 <-> 3
  g.addMove(0, 1), g.addMove(2, 3), g.addMove(3, 2), g.addMove(3, 0);
  EXPECT_EQ(g.solve(0, 0).outcome, Outcome::Lose);
  EXPECT_EQ(g.solve(2, 0).outcome, Outcome::Draw);
}

TEST(SoloGame, EveryGraphOnFourVerticesWithLoops) {
#ifdef KIT_SANITIZE
  const unsigned step = 4;  // every 4th graph under the sanitizers
#else
  const unsigned step = 1;
#endif
  for (unsigned mask = 0; mask < (1u << 16); mask += step)
    ASSERT_NO_FATAL_FAILURE(check(4, edgesOfMask(4, mask))) << "mask " << mask;
}

TEST(SoloGame, RandomGraphs) {
  std::mt19937 rng(936);
  for (int iter = 0; iter < 2000; iter++) {
    int n = 1 + int(rng() % 25);
    int m = int(rng() % unsigned(2 * n + 1));
    ASSERT_NO_FATAL_FAILURE(check(n, loopy_search::randomMoves(rng, n, m)))
        << "iteration " << iter;
  }
}

// A path of 10^5 vertices, walked without recursion: its end comes after
// n - 1 moves, the wrong parity, and there is no cycle: Lose. A move
// 2 -> 0 makes a cycle of 3 moves at the start that flips the parity: a
// win in n + 2 moves.
TEST(SoloGame, LongPathNoRecursion) {
  const int n = 100000;
  SoloGame g(n);
  for (int v = 0; v + 1 < n; v++) g.addMove(v, v + 1);
  auto r = g.solve(0, n % 2);  // n - 1 moves: the wrong parity
  EXPECT_EQ(r.outcome, Outcome::Lose);
  g.addMove(2, 0);  // a cycle of 3 moves
  r = g.solve(0, n % 2);
  ASSERT_EQ(r.outcome, Outcome::Win);
  EXPECT_EQ(r.walk.size(), std::size_t(n + 3));
}

void startOutside() {
  SoloGame g(2);
  g.solve(2, 1);
}
void badParity() {
  SoloGame g(2);
  g.solve(0, 2);
}
void moveOutside() {
  SoloGame g(2);
  g.addMove(-1, 0);
}

TEST(SoloGameDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(SoloGame(-1), "n >= 0");
  EXPECT_DEATH(startOutside(), "vertices in 0..n-1");
  EXPECT_DEATH(badParity(), "parity 0 or 1");
  EXPECT_DEATH(moveOutside(), "vertices in 0..n-1");
}
