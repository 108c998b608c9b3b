#include "snippets/retrograde_prefs.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;
using loopy_search::edgesOfMask;
using Order = std::array<Outcome, 3>;
using O = Outcome;

// Player 1's order opposed to player 0's: listed by who wins, reversed.
Order opposed(const Order& order0) {
  Order o;
  for (std::size_t i = 0; i < 3; i++) {
    Outcome x = order0[2 - i];
    o[i] = x == O::Win ? O::Lose : x == O::Lose ? O::Win : O::Draw;
  }
  return o;
}

std::vector<Order> everyOrder() {
  Order o = {O::Lose, O::Draw, O::Win};  // sorted by the enum's value
  std::vector<Order> all;
  do all.push_back(o);
  while (std::next_permutation(o.begin(), o.end()));
  return all;
}

// The rules alone: a positional strategy picks one move at each state of
// its player; the play from s under both is a walk that ends at a state
// without a move (its owner loses) or repeats a state (endless). Ending as
// player 0 sees it: 0 = player 0 wins, 1 = endless, 2 = player 1 wins.
int play(int s, const std::vector<int>& choice,
         const std::vector<std::vector<int>>& moves,
         const std::vector<int>& owner) {
  std::vector<char> seen(moves.size(), 0);
  for (int v = s;; v = moves[std::size_t(v)][std::size_t(choice[std::size_t(v)])]) {
    if (moves[std::size_t(v)].empty()) return owner[std::size_t(v)] == 0 ? 2 : 0;
    if (seen[std::size_t(v)]) return 1;
    seen[std::size_t(v)] = 1;
  }
}

// For each start: the best ending player 0 can force with a positional
// strategy against every positional reply (max over its strategies of
// the min over the opponent's), as a result for the owner of the start.
// Positional strategies are optimal in these games (docs/snippets/
// retrograde_prefs.md), and the max-min over them is the definition.
std::vector<Outcome> search(const std::vector<std::vector<int>>& moves,
                            const std::vector<int>& owner, const Order& order0) {
  std::size_t n = moves.size();
  std::array<int, 3> rank{};  // rank of an ending for player 0, 0 best
  for (int i = 0; i < 3; i++) {
    Outcome x = order0[std::size_t(i)];
    rank[std::size_t(x == O::Win ? 0 : x == O::Draw ? 1 : 2)] = i;
  }
  std::vector<int> best(n, 3), choice(n, 0);
  std::vector<std::size_t> mine[2];
  for (std::size_t v = 0; v < n; v++)
    if (!moves[v].empty()) mine[owner[v]].push_back(v);
  // Odometer over the choices of the states in `which`.
  auto next = [&](const std::vector<std::size_t>& which) {
    for (std::size_t v : which) {
      if (++choice[v] < int(moves[v].size())) return true;
      choice[v] = 0;
    }
    return false;
  };
  do {
    std::vector<int> worst(n, -1);
    do {
      for (std::size_t s = 0; s < n; s++)
        worst[s] = std::max(worst[s], rank[std::size_t(play(int(s), choice, moves, owner))]);
    } while (next(mine[1]));
    for (std::size_t s = 0; s < n; s++) best[s] = std::min(best[s], worst[s]);
  } while (next(mine[0]));
  std::vector<Outcome> out(n);
  for (std::size_t s = 0; s < n; s++) {
    Outcome forP0 = order0[std::size_t(best[s])];
    out[s] = owner[s] == 0 || forP0 == O::Draw ? forP0
             : forP0 == O::Win                 ? O::Lose
                                               : O::Win;
  }
  return out;
}

void check(int n, const Edges& edges, const std::vector<int>& owner,
           const Order& order0) {
  std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
  PrefRetrograde g(owner);
  for (auto [a, b] : edges) g.addMove(a, b), moves[std::size_t(a)].push_back(b);
  g.solve(order0, opposed(order0));
  ASSERT_EQ(g.outcome, search(moves, owner, order0));
}

}  // namespace

TEST(PrefRetrograde, UsageExample) {
  PrefRetrograde g({0, 1, 1});
  g.addMove(0, 1), g.addMove(0, 2), g.addMove(2, 0);
  g.solve({O::Draw, O::Win, O::Lose}, {O::Win, O::Lose, O::Draw});
  EXPECT_EQ(g.outcome, (std::vector<Outcome>{O::Draw, O::Lose, O::Draw}));
  PrefRetrograde usual({0, 1, 1});
  usual.addMove(0, 1), usual.addMove(0, 2), usual.addMove(2, 0);
  usual.solve({O::Win, O::Draw, O::Lose}, {O::Win, O::Draw, O::Lose});
  EXPECT_EQ(usual.outcome, (std::vector<Outcome>{O::Win, O::Lose, O::Lose}));
}

// The sample of NEERC 2016 G: 6 vertices, Gennady (0) prefers an endless
// game to a win, Georgiy (1) a loss to an endless game. State 2v + p.
TEST(PrefRetrograde, GameOnGraphSample) {
  Edges arcs = {{1, 2}, {2, 1}, {2, 3}, {1, 4}, {4, 1}, {4, 5}, {5, 6}};
  std::vector<int> owner;
  for (int v = 0; v < 6; v++) owner.push_back(0), owner.push_back(1);
  PrefRetrograde g(owner);
  for (auto [a, b] : arcs)
    for (int p = 0; p < 2; p++) g.addMove(2 * (a - 1) + p, 2 * (b - 1) + 1 - p);
  g.solve({O::Draw, O::Win, O::Lose}, {O::Win, O::Lose, O::Draw});
  std::string line[2];
  for (int p = 0; p < 2; p++)
    for (int v = 0; v < 6; v++) {
      Outcome o = g.outcome[std::size_t(2 * v + p)];
      line[p] += o == O::Win ? 'W' : o == O::Lose ? 'L' : 'D';
    }
  EXPECT_EQ(line[0], "WDLDWL");
  EXPECT_EQ(line[1], "DWLLWL");
}

TEST(PrefRetrograde, EveryGraphOnThreeStatesEveryOwnerEveryOrder) {
  for (unsigned mask = 0; mask < (1u << 9); mask++)
    for (unsigned own = 0; own < 8; own++)
      for (const Order& order0 : everyOrder()) {
        std::vector<int> owner = {int(own & 1), int(own >> 1 & 1), int(own >> 2)};
        ASSERT_NO_FATAL_FAILURE(check(3, edgesOfMask(3, mask), owner, order0))
            << "mask " << mask << " owners " << own;
      }
}

TEST(PrefRetrograde, RandomGraphsEveryOrder) {
  std::mt19937 rng(2016);
  for (int iter = 0; iter < 1500; iter++) {
    int n = 1 + int(rng() % 6);
    Edges e;
    std::vector<int> owner;
    for (int v = 0; v < n; v++) {
      owner.push_back(int(rng() % 2));
      int d = int(rng() % 4);  // at most 3 moves: 3^6 strategy pairs
      for (int i = 0; i < d; i++) e.push_back({v, int(rng() % unsigned(n))});
    }
    for (const Order& order0 : everyOrder())
      ASSERT_NO_FATAL_FAILURE(check(n, e, owner, order0)) << "iteration " << iter;
  }
}

// The standard orders (win, then draw, then loss, for both) with moves
// passing the turn are ordinary retrograde analysis: the fixpoint of the
// definitions, on larger graphs than the strategy search reaches.
TEST(PrefRetrograde, StandardOrdersAreTheFixpoint) {
  std::mt19937 rng(27);
  for (int iter = 0; iter < 1000; iter++) {
    int n = 1 + int(rng() % 30);
    std::vector<std::vector<int>> moves(std::size_t(2 * n));
    std::vector<int> owner;
    for (int v = 0; v < n; v++) owner.push_back(0), owner.push_back(1);
    PrefRetrograde g(owner);
    int m = int(rng() % unsigned(2 * n + 1));
    for (int i = 0; i < m; i++) {
      int a = int(rng() % unsigned(n)), b = int(rng() % unsigned(n));
      for (int p = 0; p < 2; p++) {
        g.addMove(2 * a + p, 2 * b + 1 - p);
        moves[std::size_t(2 * a + p)].push_back(2 * b + 1 - p);
      }
    }
    g.solve({O::Win, O::Draw, O::Lose}, {O::Win, O::Draw, O::Lose});
    auto want = loopy_search::solve(
        moves, std::vector<int>(moves.size(), loopy_search::kFree));
    for (std::size_t s = 0; s < moves.size(); s++)
      ASSERT_EQ(int(g.outcome[s]), want.result[s]) << iter << " " << s;
  }
}

void badOwner() { PrefRetrograde g({0, 2}); }
void moveOutside() {
  PrefRetrograde g({0, 1});
  g.addMove(0, 2);
}
void notOpposed() {  // both prefer a loss to an endless game
  PrefRetrograde g({0, 1});
  g.solve({O::Win, O::Lose, O::Draw}, {O::Win, O::Lose, O::Draw});
}
void notAPermutation() {
  PrefRetrograde g({0, 1});
  g.solve({O::Win, O::Win, O::Lose}, {O::Win, O::Lose, O::Lose});
}
void solveTwice() {
  PrefRetrograde g({0});
  g.solve({O::Win, O::Draw, O::Lose}, {O::Win, O::Draw, O::Lose});
  g.solve({O::Win, O::Draw, O::Lose}, {O::Win, O::Draw, O::Lose});
}

TEST(PrefRetrogradeDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(badOwner(), "owner in \\{0, 1\\}");
  EXPECT_DEATH(moveOutside(), "states in 0..n-1");
  EXPECT_DEATH(notOpposed(), "opposed permutations");
  EXPECT_DEATH(notAPermutation(), "opposed permutations");
  EXPECT_DEATH(solveTwice(), "solve once");
}
