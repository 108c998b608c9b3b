#include "snippets/loopy_grundy.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "snippets/grundy_engine.hpp"
#include "snippets/retrograde.hpp"
#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;
using loopy_search::edgesOfMask;
constexpr int kInf = LoopyGrundy::kInf;

LoopyGrundy solved(int n, const Edges& edges) {
  LoopyGrundy g(n);
  for (auto [a, b] : edges) g.addMove(a, b);
  g.solve();
  return g;
}

int code(Outcome o) {
  return o == Outcome::Win    ? loopy_search::kWin
         : o == Outcome::Lose ? loopy_search::kLose
                              : loopy_search::kDraw;
}

// The sum of k tokens on the graph as one game: a state is the tuple of
// token vertices (token 0 is the lowest digit in base n), a move moves one
// token along one edge. Solved by the rules alone (loopy_search), then
// every state is checked against the sum rule and sumMove:
// - outcomes agree;
// - the move is a real move, to a Lose state from a Win, to a Draw from a
//   Draw;
// - the winner's moves force the win: in the game where the winner may
//   only play sumMove and the loser anything, every Win state is still a
//   win, within 1 + 2 * (sum of counters after the first move) moves.
void checkSums(int n, const Edges& edges, int k) {
  LoopyGrundy g = solved(n, edges);
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  for (auto [a, b] : edges) adj[std::size_t(a)].push_back(b);
  int states = 1;
  for (int i = 0; i < k; i++) states *= n;
  auto tokensOf = [&](int s) {
    std::vector<int> t(static_cast<std::size_t>(k));
    for (auto& x : t) x = s % n, s /= n;
    return t;
  };
  auto stateOf = [&](const std::vector<int>& t) {
    int s = 0;
    for (int i = k - 1; i >= 0; i--) s = s * n + t[std::size_t(i)];
    return s;
  };
  std::vector<std::vector<int>> moves(static_cast<std::size_t>(states));
  for (int s = 0; s < states; s++) {
    std::vector<int> t = tokensOf(s);
    for (std::size_t i = 0; i < t.size(); i++)
      for (int w : adj[std::size_t(t[i])]) {
        std::vector<int> u = t;
        u[i] = w;
        moves[std::size_t(s)].push_back(stateOf(u));
      }
  }
  const std::vector<int> free(static_cast<std::size_t>(states), loopy_search::kFree);
  auto truth = loopy_search::solve(moves, free);
  std::vector<std::vector<int>> strategy = moves;  // winner: one move
  std::vector<int> after(static_cast<std::size_t>(states), -1);
  for (int s = 0; s < states; s++) {
    std::vector<int> t = tokensOf(s);
    Outcome o = g.sumOutcome(t);
    ASSERT_EQ(code(o), truth.result[std::size_t(s)]) << "sum state " << s;
    LoopyGrundy::Move mv = g.sumMove(t);
    if (moves[std::size_t(s)].empty()) {
      ASSERT_EQ(mv.token, -1);
      ASSERT_EQ(mv.to, -1);
      continue;
    }
    ASSERT_TRUE(mv.token >= 0 && mv.token < k) << "sum state " << s;
    const auto& from = adj[std::size_t(t[std::size_t(mv.token)])];
    ASSERT_NE(std::find(from.begin(), from.end(), mv.to), from.end())
        << "not a move, sum state " << s;
    t[std::size_t(mv.token)] = mv.to;
    int next = stateOf(t);
    int r = truth.result[std::size_t(next)];
    if (o == Outcome::Win) {
      ASSERT_EQ(r, loopy_search::kLose) << "sum state " << s;
      strategy[std::size_t(s)] = {next};
      after[std::size_t(s)] = next;
    } else if (o == Outcome::Draw) {
      ASSERT_EQ(r, loopy_search::kDraw) << "sum state " << s;
    }
  }
  auto played = loopy_search::solve(strategy, free);
  for (int s = 0; s < states; s++) {
    if (truth.result[std::size_t(s)] != loopy_search::kWin) continue;
    ASSERT_EQ(played.result[std::size_t(s)], loopy_search::kWin)
        << "the winning moves let the loser escape, sum state " << s;
    long long phi = 0;
    for (int v : tokensOf(after[std::size_t(s)]))
      phi += g.counter[std::size_t(v)];
    ASSERT_GE(played.length[std::size_t(s)], truth.length[std::size_t(s)]);
    ASSERT_LE(played.length[std::size_t(s)], 1 + 2 * phi)
        << "sum state " << s;
  }
}

Edges randomGraph(std::mt19937& rng, int n, int m, bool acyclic) {
  Edges e;
  for (int i = 0; i < m; i++) {
    int a = int(rng() % unsigned(n)), b = int(rng() % unsigned(n));
    if (acyclic && a == b) continue;
    if (acyclic && a < b) std::swap(a, b);  // moves go down
    e.push_back({a, b});
  }
  return e;
}

}  // namespace

TEST(LoopyGrundy, UsageExample) {
  LoopyGrundy g = solved(2, {{0, 0}, {0, 1}});
  EXPECT_EQ(g.value, (std::vector<int>{kInf, 0}));
  EXPECT_TRUE(g.infinite(0));
  EXPECT_EQ(g.kSet(0), (std::vector<int>{0}));
  EXPECT_EQ(g.sumOutcome({0}), Outcome::Win);
  EXPECT_EQ(g.sumOutcome({0, 0}), Outcome::Draw);
  EXPECT_EQ(g.sumOutcome({0, 1}), Outcome::Win);
  LoopyGrundy::Move mv = g.sumMove({0, 1});
  EXPECT_EQ(mv.token, 0);
  EXPECT_EQ(mv.to, 1);
}

TEST(LoopyGrundy, CycleWithoutExitIsInfiniteWithEmptyK) {
  LoopyGrundy g = solved(3, {{0, 1}, {1, 2}, {2, 0}});
  for (int v = 0; v < 3; v++) {
    EXPECT_TRUE(g.infinite(v));
    EXPECT_TRUE(g.kSet(v).empty());
    EXPECT_EQ(g.counter[std::size_t(v)], -1);
  }
  EXPECT_EQ(g.sumOutcome({0}), Outcome::Draw);
  EXPECT_EQ(g.sumOutcome({}), Outcome::Lose);
}

// 0 -> 1, 0 -> 2, 1 -> 0: 1 and 2 both have value 0, but 0 -> 1 lets the
// opponent answer 1 -> 0 for ever; the smaller counter picks 0 -> 2.
TEST(LoopyGrundy, WinningMoveTakesTheSmallerCounter) {
  LoopyGrundy g = solved(3, {{0, 1}, {0, 2}, {1, 0}});
  EXPECT_EQ(g.value, (std::vector<int>{1, 0, 0}));
  EXPECT_LT(g.counter[2], g.counter[1]);
  LoopyGrundy::Move mv = g.sumMove({0});
  EXPECT_EQ(mv.token, 0);
  EXPECT_EQ(mv.to, 2);
}

// The example worked in docs/snippets/loopy_grundy.md.
TEST(LoopyGrundy, WorkedExampleOfTheDocs) {
  LoopyGrundy g = solved(5, {{1, 0}, {2, 2}, {2, 0}, {3, 4}, {4, 3}, {4, 1}});
  EXPECT_EQ(g.value, (std::vector<int>{0, 1, kInf, kInf, kInf}));
  EXPECT_EQ(g.kSet(2), (std::vector<int>{0}));
  EXPECT_TRUE(g.kSet(3).empty());
  EXPECT_EQ(g.kSet(4), (std::vector<int>{1}));
  EXPECT_EQ(g.sumOutcome({1, 4}), Outcome::Win);
  LoopyGrundy::Move mv = g.sumMove({1, 4});
  EXPECT_EQ(mv.token, 1);
  EXPECT_EQ(mv.to, 1);
  EXPECT_EQ(g.sumOutcome({1, 1}), Outcome::Lose);
  EXPECT_EQ(g.sumOutcome({0, 4}), Outcome::Draw);
  EXPECT_EQ(g.sumOutcome({1, 2}), Outcome::Draw);
  EXPECT_EQ(g.sumOutcome({2, 4}), Outcome::Draw);
  EXPECT_EQ(g.sumOutcome({2}), Outcome::Win);
  EXPECT_EQ(g.sumOutcome({3}), Outcome::Draw);
  mv = g.sumMove({0, 4});  // keep the draw: 4 -> 3 (K = {}), not 4 -> 1
  EXPECT_EQ(mv.token, 1);
  EXPECT_EQ(mv.to, 3);
}

TEST(LoopyGrundy, EveryGraphOnThreeVerticesSumsOfOneTwoThreeTokens) {
  for (unsigned mask = 0; mask < (1u << 9); mask++)
    for (int k = 1; k <= 3; k++)
      ASSERT_NO_FATAL_FAILURE(checkSums(3, edgesOfMask(3, mask), k))
          << "mask " << mask << ", " << k << " tokens";
}

// 2^16 graphs; under the sanitizers every 16th.
TEST(LoopyGrundy, EveryGraphOnFourVerticesSumsOfTwoTokens) {
#ifdef KIT_SANITIZE
  const unsigned step = 16;
#else
  const unsigned step = 1;
#endif
  for (unsigned mask = 0; mask < (1u << 16); mask += step)
    ASSERT_NO_FATAL_FAILURE(checkSums(4, edgesOfMask(4, mask), 2))
        << "mask " << mask;
}

TEST(LoopyGrundy, RandomGraphsSumsOfTwoAndThreeTokens) {
  std::mt19937 rng(11);
#ifdef KIT_SANITIZE
  const int cases = 60;
#else
  const int cases = 300;
#endif
  for (int iter = 0; iter < cases; iter++) {
    int n = 4 + int(rng() % 4);  // 4..7 vertices
    Edges e = randomGraph(rng, n, int(rng() % unsigned(3 * n)), false);
    ASSERT_NO_FATAL_FAILURE(checkSums(n, e, 2)) << "iteration " << iter;
    if (n <= 6) {
      ASSERT_NO_FATAL_FAILURE(checkSums(n, e, 3)) << "iteration " << iter;
    }
  }
}

TEST(LoopyGrundy, AcyclicGraphsHaveTheOrdinaryGrundyValues) {
  std::mt19937 rng(5);
  for (int iter = 0; iter < 500; iter++) {
    int n = 1 + int(rng() % 60);
    Edges e = randomGraph(rng, n, int(rng() % unsigned(4 * n)), true);
    LoopyGrundy g = solved(n, e);
    std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
    for (auto [a, b] : e) adj[std::size_t(a)].push_back(b);
    GrundyEngine<int> eng(static_cast<std::size_t>(n));
    for (int v = 0; v < n; v++)
      ASSERT_EQ(g.value[std::size_t(v)],
                eng.value(v, [&](int x, GrundyEngine<int>::Options& o) {
                  for (int w : adj[std::size_t(x)]) o.add(w);
                }))
          << "iteration " << iter << " vertex " << v;
  }
}

// Single tokens against the retrograde analysis of the graph itself.
TEST(LoopyGrundy, OneTokenAgreesWithRetrograde) {
  std::mt19937 rng(3);
  for (int iter = 0; iter < 2000; iter++) {
    int n = 1 + int(rng() % 30);
    Edges e = randomGraph(rng, n, int(rng() % unsigned(3 * n)), false);
    LoopyGrundy g = solved(n, e);
    Retrograde r(n);
    for (auto [a, b] : e) r.addMove(a, b);
    r.solve();
    for (int v = 0; v < n; v++)
      ASSERT_EQ(g.sumOutcome({v}), r.outcome[std::size_t(v)]) << iter;
  }
}

// The worst case of the labelling: a transitive tournament (every vertex
// moves to every lower one) has values 0..n-1, n stages.
TEST(LoopyGrundy, LargeGraphsInTime) {
  const int n = 200000;
  std::mt19937 rng(9);
  Edges e = randomGraph(rng, n, 2 * n, false);
  std::clock_t t0 = std::clock();  // CPU time: the machine may be loaded
  LoopyGrundy g = solved(n, e);
  const int t = 630;  // t (t - 1) / 2 = 198135 moves
  Edges tour;
  for (int a = 0; a < t; a++)
    for (int b = 0; b < a; b++) tour.push_back({a, b});
  LoopyGrundy h = solved(t, tour);
  double sec = double(std::clock() - t0) / CLOCKS_PER_SEC;
  RecordProperty("solve_seconds", std::to_string(sec));
  for (int v = 0; v < t; v++) ASSERT_EQ(h.value[std::size_t(v)], v);
  int infinite = 0;
  for (int v = 0; v < n; v++) infinite += g.infinite(v);
  EXPECT_GT(infinite, 0);
#ifdef KIT_SANITIZE
  EXPECT_LT(sec, 20.0);  // the sanitizers slow it down about tenfold
#else
  EXPECT_LT(sec, 2.0);
#endif
}

void queryBeforeSolve() {
  LoopyGrundy g(2);
  (void)g.sumOutcome({0});
}
void tokenOutside() {
  LoopyGrundy g(2);
  g.solve();
  (void)g.sumOutcome({2});
}
void solveTwice() {
  LoopyGrundy g(2);
  g.solve(), g.solve();
}
void moveOutside() {
  LoopyGrundy g(2);
  g.addMove(-1, 0);
}

TEST(LoopyGrundyDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(LoopyGrundy(-1), "n >= 0");
  EXPECT_DEATH(queryBeforeSolve(), "queries after solve");
  EXPECT_DEATH(tokenOutside(), "vertices in 0..n-1");
  EXPECT_DEATH(solveTwice(), "solve once");
  EXPECT_DEATH(moveOutside(), "vertices in 0..n-1");
}
