#include "snippets/retrograde_implicit.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "snippets/retrograde.hpp"
#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;
using loopy_search::edgesOfMask;

int code(Outcome o) {
  return o == Outcome::Win    ? loopy_search::kWin
         : o == Outcome::Lose ? loopy_search::kLose
                              : loopy_search::kDraw;
}

// The game given by callbacks over the edge list, against the fixpoint of
// the definitions and against retrograde.hpp on the stored moves.
void check(int n, const Edges& edges) {
  std::size_t N = std::size_t(n);
  std::vector<std::vector<int>> moves(N), in(N);
  for (auto [a, b] : edges)
    moves[std::size_t(a)].push_back(b), in[std::size_t(b)].push_back(a);
  ImplicitRetrograde g(
      n, [&](int v) { return int(moves[std::size_t(v)].size()); },
      [&](int v, auto visit) {
        for (int u : in[std::size_t(v)]) visit(u);
      });
  auto want = loopy_search::solve(
      moves, std::vector<int>(N, loopy_search::kFree));
  Retrograde stored(n);
  for (auto [a, b] : edges) stored.addMove(a, b);
  stored.solve();
  for (std::size_t v = 0; v < N; v++) {
    ASSERT_EQ(code(g.outcome[v]), want.result[v]) << "state " << v;
    ASSERT_EQ(g.length[v], want.length[v]) << "state " << v;
    ASSERT_EQ(g.outcome[v], stored.outcome[v]);
    ASSERT_EQ(g.length[v], stored.length[v]);
    int b = g.decidedBy[v];
    if (g.outcome[v] == Outcome::Draw || moves[v].empty()) {
      ASSERT_EQ(b, -1) << "state " << v;
      continue;
    }
    ASSERT_NE(std::find(moves[v].begin(), moves[v].end(), b), moves[v].end())
        << "decidedBy of " << v << " is not a move";
    std::size_t w = std::size_t(b);
    ASSERT_EQ(g.outcome[w], g.outcome[v] == Outcome::Win ? Outcome::Lose
                                                         : Outcome::Win);
    ASSERT_EQ(g.length[w], g.length[v] - 1) << "state " << v;
  }
}

}  // namespace

TEST(ImplicitRetrograde, UsageExample) {
  std::vector<std::vector<int>> in = {{1}, {0}, {1}};
  ImplicitRetrograde g(
      3, [&](int v) { return v == 2 ? 0 : v + 1; },
      [&](int v, auto visit) {
        for (int u : in[std::size_t(v)]) visit(u);
      });
  EXPECT_EQ(g.outcome, (std::vector<Outcome>{Outcome::Lose, Outcome::Win,
                                             Outcome::Lose}));
  EXPECT_EQ(g.length, (std::vector<int>{2, 1, 0}));
  EXPECT_EQ(g.decidedBy, (std::vector<int>{1, 2, -1}));
}

TEST(ImplicitRetrograde, EveryGraphOnFourStatesWithLoops) {
#ifdef KIT_SANITIZE
  const unsigned step = 4;  // every 4th graph under the sanitizers
#else
  const unsigned step = 1;
#endif
  for (unsigned mask = 0; mask < (1u << 16); mask += step)
    ASSERT_NO_FATAL_FAILURE(check(4, edgesOfMask(4, mask))) << "mask " << mask;
}

TEST(ImplicitRetrograde, RandomMultigraphs) {
  std::mt19937 rng(20261127);
  for (int iter = 0; iter < 2000; iter++) {
    int n = 1 + int(rng() % 40);
    int m = int(rng() % unsigned(3 * n + 1));
    ASSERT_NO_FATAL_FAILURE(check(n, loopy_search::randomMoves(rng, n, m)))
        << "iteration " << iter;
  }
}

// CF 786A's circle: objects 0..n-1, 0 the black hole; player p moves the
// monster s steps clockwise for s in its set; landing on 0 wins. State
// 2 * v + p; (0, p) has no move (the previous mover won). The callbacks
// compute the moves from the sets; the oracle gets them as lists.
TEST(ImplicitRetrograde, BerzerkCircleAgainstTheFixpoint) {
  std::mt19937 rng(786);
  for (int iter = 0; iter < 1500; iter++) {
    int n = 2 + int(rng() % 9);
    std::vector<int> set[2];
    for (auto& s : set) {
      for (int x = 1; x < n; x++)
        if (rng() % 2) s.push_back(x);
      if (s.empty()) s.push_back(1 + int(rng() % unsigned(n - 1)));
    }
    std::vector<std::vector<int>> moves(std::size_t(2 * n));
    for (int v = 1; v < n; v++)
      for (int p = 0; p < 2; p++)
        for (int x : set[p])
          moves[std::size_t(2 * v + p)].push_back(2 * ((v + x) % n) + 1 - p);
    ImplicitRetrograde g(
        2 * n,
        [&](int s) { return s < 2 ? 0 : int(set[s % 2].size()); },
        [&](int s, auto visit) {
          int v = s / 2, p = 1 - s % 2;  // the mover was p
          for (int x : set[p])
            if ((v - x + n) % n != 0) visit(2 * ((v - x + n) % n) + p);
        });
    auto want = loopy_search::solve(
        moves, std::vector<int>(moves.size(), loopy_search::kFree));
    for (std::size_t s = 0; s < moves.size(); s++) {
      ASSERT_EQ(code(g.outcome[s]), want.result[s]) << iter << " " << s;
      ASSERT_EQ(g.length[s], want.length[s]) << iter << " " << s;
    }
  }
}

void negativeN() { ImplicitRetrograde g(-1, [](int) { return 0; }, [](int, auto) {}); }
void negativeDegree() {
  ImplicitRetrograde g(2, [](int) { return -1; }, [](int, auto) {});
}
void predOutside() {
  ImplicitRetrograde g(2, [](int v) { return v; },
                       [](int, auto visit) { visit(2); });
}
// State 0 has no move but is named as a predecessor of itself; state 1
// loops (1 -> 1), so the analysis is still running when 0 is listed.
void endAsPredecessor() {
  ImplicitRetrograde g(2, [](int v) { return v; },
                       [](int v, auto visit) { visit(v == 0 ? 0 : 1); });
}

TEST(ImplicitRetrogradeDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(negativeN(), "n >= 0");
  EXPECT_DEATH(negativeDegree(), "degree\\(v\\) >= 0");
  EXPECT_DEATH(predOutside(), "states in 0..n-1");
  EXPECT_DEATH(endAsPredecessor(), "preds and degree disagree");
}
