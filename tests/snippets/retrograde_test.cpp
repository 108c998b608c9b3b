#include "snippets/retrograde.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <string>
#include <functional>
#include <random>
#include <utility>
#include <vector>

#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;
using loopy_search::edgesOfMask;

int code(Outcome o) {
  return o == Outcome::Win    ? loopy_search::kWin
         : o == Outcome::Lose ? loopy_search::kLose
                              : loopy_search::kDraw;
}
Outcome outcomeOf(int c) {
  return c == loopy_search::kWin    ? Outcome::Win
         : c == loopy_search::kLose ? Outcome::Lose
                                    : Outcome::Draw;
}

// Solves the game both ways and checks outcome, length and best move of
// every state. fixed[v]: loopy_search::kFree or the result set for v.
void check(int n, const Edges& edges, const std::vector<int>& fixed) {
  Retrograde g(n);
  std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
  for (auto [a, b] : edges) g.addMove(a, b), moves[std::size_t(a)].push_back(b);
  for (int v = 0; v < n; v++)
    if (fixed[std::size_t(v)] != loopy_search::kFree)
      g.setResult(v, outcomeOf(fixed[std::size_t(v)]));
  g.solve();
  auto want = loopy_search::solve(moves, fixed);
  for (std::size_t v = 0; v < std::size_t(n); v++) {
    ASSERT_EQ(code(g.outcome[v]), want.result[v]) << "state " << v;
    ASSERT_EQ(g.length[v], want.length[v]) << "state " << v;
    int b = g.bestMove[v], id = g.bestMoveId[v];
    bool ends = fixed[v] != loopy_search::kFree || moves[v].empty();
    if (ends) {
      ASSERT_EQ(b, -1) << "state " << v;
      ASSERT_EQ(id, -1) << "state " << v;
      continue;
    }
    ASSERT_TRUE(id >= 0 && std::size_t(id) < edges.size()) << "state " << v;
    ASSERT_EQ(edges[std::size_t(id)], std::make_pair(int(v), b))
        << "bestMoveId of " << v << " is not the move to bestMove";
    ASSERT_NE(std::find(moves[v].begin(), moves[v].end(), b), moves[v].end())
        << "best move of " << v << " is not a move";
    std::size_t w = std::size_t(b);
    if (g.outcome[v] == Outcome::Draw) {
      ASSERT_EQ(g.outcome[w], Outcome::Draw) << "state " << v;
    } else {
      ASSERT_EQ(g.outcome[w], g.outcome[v] == Outcome::Win ? Outcome::Lose
                                                           : Outcome::Win);
      ASSERT_EQ(g.length[w], g.length[v] - 1) << "state " << v;
    }
  }
}

}  // namespace

TEST(Retrograde, UsageExample) {
  Retrograde g(3);
  g.addMove(0, 1), g.addMove(1, 0), g.addMove(1, 2), g.solve();
  EXPECT_EQ(g.outcome, (std::vector<Outcome>{Outcome::Lose, Outcome::Win,
                                             Outcome::Lose}));
  EXPECT_EQ(g.length, (std::vector<long long>{2, 1, 0}));
  EXPECT_EQ(g.bestMove, (std::vector<int>{1, 2, -1}));
  EXPECT_EQ(g.bestMoveId, (std::vector<int>{0, 2, -1}));
}

// Two tokens, each on its own copy of the graph 0 -> 0 (a loop), 0 -> 1:
// state 2a + b. Moving token A along its loop and token B along its loop
// both lead from (0, 0) back to (0, 0); the state alone does not say
// which token moved, the move's id does.
TEST(Retrograde, BestMoveIdNamesTheMoveWhenStatesDoNot) {
  Retrograde g(4);
  std::vector<std::pair<int, int>> edges;
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++) {
      if (a == 0) edges.push_back({2 * a + b, 2 * 0 + b}),
                  edges.push_back({2 * a + b, 2 * 1 + b});  // token A
      if (b == 0) edges.push_back({2 * a + b, 2 * a + 0}),
                  edges.push_back({2 * a + b, 2 * a + 1});  // token B
    }
  for (auto [x, y] : edges) g.addMove(x, y);
  g.solve();
  // (1, 1) has no move; (0, 1) and (1, 0) move to it and win; (0, 0)
  // may loop for ever on either token: a draw, best move a loop.
  EXPECT_EQ(g.outcome[3], Outcome::Lose);
  EXPECT_EQ(g.outcome[0], Outcome::Draw);
  EXPECT_EQ(g.bestMove[0], 0);
  int id = g.bestMoveId[0];
  ASSERT_GE(id, 0);
  EXPECT_EQ(edges[std::size_t(id)], std::make_pair(0, 0));
  EXPECT_TRUE(id == 0 || id == 2);  // token A's loop (0) or token B's (2)
}

TEST(Retrograde, CycleWithoutExitIsDrawAndLoopIsDraw) {
  Retrograde g(4);  // 0 <-> 1, 2 -> 2 (a pass for ever), 3 -> 2
  g.addMove(0, 1), g.addMove(1, 0), g.addMove(2, 2), g.addMove(3, 2);
  g.solve();
  for (int v = 0; v < 4; v++) {
    EXPECT_EQ(g.outcome[std::size_t(v)], Outcome::Draw);
    EXPECT_EQ(g.length[std::size_t(v)], -1);
  }
  EXPECT_EQ(g.bestMove, (std::vector<int>{1, 0, 2, 2}));
}

TEST(Retrograde, LoserDragsTheGameOut) {
  // 0 -> 1 -> 2 (2 has no move), and 0 -> 3 -> 4 -> 5 -> 6 (6 no move):
  // 1 and 5 win at once, 3 wins in 3; state 0 loses either way, and the
  // longest loss goes through 3.
  Retrograde g(7);
  for (auto [a, b] : Edges{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 5}, {5, 6}})
    g.addMove(a, b);
  g.solve();
  EXPECT_EQ(g.outcome[0], Outcome::Lose);
  EXPECT_EQ(g.length[0], 4);
  EXPECT_EQ(g.bestMove[0], 3);
}

TEST(Retrograde, WinnerTakesTheShortestWin) {
  // 0 -> 1 (no move) and 0 -> 2 -> 3 -> 4 (no move): both win for 0,
  // the direct one in 1 move.
  Retrograde g(5);
  for (auto [a, b] : Edges{{0, 2}, {2, 3}, {3, 4}, {0, 1}}) g.addMove(a, b);
  g.solve();
  EXPECT_EQ(g.outcome[0], Outcome::Win);
  EXPECT_EQ(g.length[0], 1);
  EXPECT_EQ(g.bestMove[0], 1);
}

TEST(Retrograde, SetResultsEndTheGame) {
  // 0 -> 1 -> 2 -> 0: 2 is declared a win for the player to move there,
  // so 1 must not move to it; 1 then has no other move and loses.
  Retrograde g(3);
  g.addMove(0, 1), g.addMove(1, 2), g.addMove(2, 0);
  g.setResult(2, Outcome::Win), g.solve();
  EXPECT_EQ(g.outcome, (std::vector<Outcome>{Outcome::Win, Outcome::Lose,
                                             Outcome::Win}));
  EXPECT_EQ(g.length, (std::vector<long long>{2, 1, 0}));
  EXPECT_EQ(g.bestMove, (std::vector<int>{1, 2, -1}));
  Retrograde d(2);  // a declared draw: its moves are ignored
  d.addMove(0, 1), d.addMove(1, 0), d.addMove(1, 1);
  d.setResult(1, Outcome::Draw), d.solve();
  EXPECT_EQ(d.outcome, (std::vector<Outcome>{Outcome::Draw, Outcome::Draw}));
  EXPECT_EQ(d.length, (std::vector<long long>{-1, -1}));
  EXPECT_EQ(d.bestMove, (std::vector<int>{1, -1}));
}

// Positions owned by the player to move: state 2 * v + p, player p moves
// along its own edges and passes the turn. Left (p = 0) moves 0 -> 1,
// 1 -> 0 and 1 -> 2; Right (p = 1) moves 0 -> 1 and 1 -> 0 only.
TEST(Retrograde, TwoPlayersWithTheirOwnMoves) {
  auto id = [](int v, int p) { return 2 * v + p; };
  Edges left = {{0, 1}, {1, 0}, {1, 2}}, right = {{0, 1}, {1, 0}};
  Retrograde g(6);
  for (auto [a, b] : left) g.addMove(id(a, 0), id(b, 1));
  for (auto [a, b] : right) g.addMove(id(a, 1), id(b, 0));
  g.solve();
  // Right to move on 0 must go to 1, where Left escapes to 2 and wins.
  EXPECT_EQ(g.outcome[std::size_t(id(0, 1))], Outcome::Lose);
  EXPECT_EQ(g.length[std::size_t(id(0, 1))], 2);
  EXPECT_EQ(g.outcome[std::size_t(id(1, 0))], Outcome::Win);
  EXPECT_EQ(g.bestMove[std::size_t(id(1, 0))], id(2, 1));
  // Left to move on 0 reaches 1 with Right to move, who returns: a draw.
  EXPECT_EQ(g.outcome[std::size_t(id(0, 0))], Outcome::Draw);
  EXPECT_EQ(g.outcome[std::size_t(id(1, 1))], Outcome::Draw);
}

// A partizan subtraction game (Left takes 1 or 2, Right takes 1 or 3; no
// move loses) encoded by turn, against a recursive minimax over the rules.
TEST(Retrograde, PartizanSubtractionGameByTurn) {
  const int N = 200;
  const std::vector<int> take[2] = {{1, 2}, {1, 3}};
  Retrograde g(2 * (N + 1));
  for (int h = 0; h <= N; h++)
    for (int p = 0; p < 2; p++)
      for (int t : take[p])
        if (t <= h) g.addMove(2 * h + p, 2 * (h - t) + (1 - p));
  g.solve();
  std::vector<std::vector<int>> memo(N + 1, std::vector<int>(2, -1));
  std::function<bool(int, int)> wins = [&](int h, int p) -> bool {
    int& m = memo[std::size_t(h)][std::size_t(p)];
    if (m >= 0) return m;
    m = 0;
    for (int t : take[p])
      if (t <= h && !wins(h - t, 1 - p)) m = 1;
    return m;
  };
  for (int h = 0; h <= N; h++)
    for (int p = 0; p < 2; p++)
      ASSERT_EQ(g.outcome[std::size_t(2 * h + p)],
                wins(h, p) ? Outcome::Win : Outcome::Lose)
          << h << " " << p;
}

TEST(Retrograde, EveryGraphOnFourStatesWithLoops) {
  const std::vector<int> free(4, loopy_search::kFree);
  for (unsigned mask = 0; mask < (1u << 16); mask++) {
    Edges e = edgesOfMask(4, mask, true);
    ASSERT_NO_FATAL_FAILURE(check(4, e, free)) << "mask " << mask;
    // and one pattern of set results per graph, spread over all 4^4
    std::vector<int> fixed(4);
    unsigned pat = (mask * 2654435761u) >> 24;
    for (std::size_t v = 0; v < 4; v++) fixed[v] = int(pat >> (2 * v) & 3) - 1;
    ASSERT_NO_FATAL_FAILURE(check(4, e, fixed)) << "mask " << mask;
  }
}

TEST(Retrograde, EveryGraphOnThreeStatesWithEverySetOfResults) {
  for (unsigned mask = 0; mask < (1u << 9); mask++)
    for (unsigned pat = 0; pat < 64; pat++) {
      std::vector<int> fixed(3);
      for (std::size_t v = 0; v < 3; v++)
        fixed[v] = int(pat >> (2 * v) & 3) - 1;
      ASSERT_NO_FATAL_FAILURE(check(3, edgesOfMask(3, mask, true), fixed))
          << "mask " << mask << " results " << pat;
    }
}

// All 2^20 graphs take about a second; under the sanitizers every 8th.
TEST(Retrograde, EveryGraphOnFiveStatesWithoutLoops) {
  const std::vector<int> free(5, loopy_search::kFree);
#ifdef KIT_SANITIZE
  const unsigned step = 8;
#else
  const unsigned step = 1;
#endif
  for (unsigned mask = 0; mask < (1u << 20); mask += step)
    ASSERT_NO_FATAL_FAILURE(check(5, edgesOfMask(5, mask, false), free))
        << "mask " << mask;
}

TEST(Retrograde, RandomGraphsWithMultiMovesAndResults) {
  std::mt19937 rng(20261124);
  for (int iter = 0; iter < 3000; iter++) {
    int n = 1 + int(rng() % 40);
    int m = int(rng() % std::size_t(3 * n + 1));
    Edges e;
    for (int i = 0; i < m; i++) e.push_back({int(rng() % unsigned(n)),
                                             int(rng() % unsigned(n))});
    std::vector<int> fixed(std::size_t(n), loopy_search::kFree);
    for (auto& f : fixed)
      if (rng() % 6 == 0) f = int(rng() % 3);
    ASSERT_NO_FATAL_FAILURE(check(n, e, fixed)) << "iteration " << iter;
  }
}

// Long forced lines: a path where the loser must walk to the end.
TEST(Retrograde, MillionStatesTwoMillionMoves) {
  const int n = 1000000;
  std::mt19937 rng(7);
  Retrograde g(n);
  for (int v = 0; v + 1 < n; v++) g.addMove(v, v + 1);
  for (int i = 0; i < n; i++)
    g.addMove(int(rng() % unsigned(n)), int(rng() % unsigned(n)));
  std::clock_t t0 = std::clock();  // CPU time: the machine may be loaded
  g.solve();
  double sec = double(std::clock() - t0) / CLOCKS_PER_SEC;
  RecordProperty("solve_seconds", std::to_string(sec));
  // Every best move agrees with the answers at both of its ends.
  EXPECT_EQ(g.outcome[std::size_t(n - 1)], Outcome::Lose);
  for (int v = 0; v < n; v++) {
    int b = g.bestMove[std::size_t(v)];
    if (v == n - 1) continue;
    ASSERT_GE(b, 0);
    Outcome o = g.outcome[std::size_t(v)], w = g.outcome[std::size_t(b)];
    if (o == Outcome::Draw) {
      ASSERT_EQ(w, Outcome::Draw);
    } else {
      ASSERT_EQ(w, o == Outcome::Win ? Outcome::Lose : Outcome::Win);
      ASSERT_EQ(g.length[std::size_t(b)], g.length[std::size_t(v)] - 1);
    }
  }
#ifdef KIT_SANITIZE
  EXPECT_LT(sec, 20.0);  // the sanitizers slow it down about tenfold
#else
  EXPECT_LT(sec, 2.0);
#endif
}

void addOutside() {
  Retrograde g(2);
  g.addMove(0, 2);
}
void setOutside() {
  Retrograde g(2);
  g.setResult(-1, Outcome::Win);
}
void solveTwice() {
  Retrograde g(2);
  g.solve(), g.solve();
}
void addAfterSolve() {
  Retrograde g(2);
  g.solve(), g.addMove(0, 1);
}

TEST(RetrogradeDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(Retrograde(-1), "n >= 0");
  EXPECT_DEATH(addOutside(), "states in 0..n-1");
  EXPECT_DEATH(setOutside(), "states in 0..n-1");
  EXPECT_DEATH(solveTwice(), "solve once");
  EXPECT_DEATH(addAfterSolve(), "addMove before solve");
}
