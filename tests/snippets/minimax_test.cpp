#include "snippets/minimax.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "tests/snippets/score_search.hpp"

namespace {

using score_search::Graph;

// The DAG with the moves hi -> lo (hi > lo) of the bits of mask, then
// renamed by perm so that the numbering is not a topological order.
// gains[e] and the payoffs of the ends are the caller's.
struct Case {
  Graph g;
  std::vector<std::pair<int, int>> edges;
};
Case dagOf(int n, unsigned mask, const std::vector<int>& perm) {
  Case c{Graph(static_cast<std::size_t>(n)), {}};
  int bit = 0;
  for (int hi = 1; hi < n; hi++)
    for (int lo = 0; lo < hi; lo++, bit++)
      if (mask >> bit & 1) c.edges.push_back({perm[std::size_t(hi)], perm[std::size_t(lo)]});
  return c;
}

// Solves the game with ScoreDag and ScoreMemo and checks both against the
// game-tree search: values, and that each best move realises the value.
void checkDag(const Graph& g) {
  int n = int(g.moves.size());
  ScoreDag d(n);
  std::vector<int> moveFrom, moveTo;  // by move id: addMove's order
  std::vector<long long> moveGain;
  for (int v = 0; v < n; v++) {
    for (auto [to, gain] : g.moves[std::size_t(v)]) {
      d.addMove(v, to, gain);
      moveFrom.push_back(v), moveTo.push_back(to), moveGain.push_back(gain);
    }
    if (g.ends[std::size_t(v)]) d.setPayoff(v, g.payoff[std::size_t(v)]);
  }
  d.solve();
  ScoreMemo<int> memo;
  auto gen = [&](int v, auto& o) {
    if (g.ends[std::size_t(v)]) return;
    for (auto [to, gain] : g.moves[std::size_t(v)]) o.add(to, gain);
  };
  auto pay = [&](int v) { return g.payoff[std::size_t(v)]; };
  // scoreInOrder on the states renumbered in a topological order (the
  // ends first): rank[v] = its place, at[i] = the state in place i.
  std::vector<int> rank(static_cast<std::size_t>(n), -1), at;
  std::function<void(int)> place = [&](int v) {
    if (rank[std::size_t(v)] >= 0) return;
    if (!g.ends[std::size_t(v)])
      for (auto [to, gain] : g.moves[std::size_t(v)]) place(to);
    rank[std::size_t(v)] = int(at.size()), at.push_back(v);
  };
  for (int v = 0; v < n; v++) place(v);
  ScoreTable ordered = scoreInOrder(
      n,
      [&](int i, auto& o) {
        int v = at[std::size_t(i)];
        if (!g.ends[std::size_t(v)])
          for (auto [to, gain] : g.moves[std::size_t(v)]) o.add(rank[std::size_t(to)], gain);
      },
      [&](int i) { return g.payoff[std::size_t(at[std::size_t(i)])]; });
  for (int v = 0; v < n; v++) {
    std::size_t s = std::size_t(v);
    long long want = score_search::negamax(g, v);
    std::size_t r = std::size_t(rank[s]);
    ASSERT_EQ(ordered.value[r], want) << "scoreInOrder, state " << v;
    int ob = ordered.bestMove[r];
    if (ob >= 0) {
      bool realised = false;
      for (auto [t, gn] : g.moves[s])
        realised = realised || (rank[std::size_t(t)] == ob && gn - score_search::negamax(g, t) == want);
      ASSERT_TRUE(realised) << "scoreInOrder best move of " << v;
    } else {
      ASSERT_TRUE(g.ends[s] || g.moves[s].empty());
    }
    ASSERT_EQ(d.value[s], want) << "ScoreDag, state " << v;
    ASSERT_EQ(memo.value(v, gen, pay), want) << "ScoreMemo, state " << v;
    bool over = g.ends[s] || g.moves[s].empty();
    int b = d.bestMove[s], i = memo.bestMove(v, gen, pay);
    int id = d.bestMoveId[s];
    if (over) {
      ASSERT_EQ(b, -1);
      ASSERT_EQ(i, -1);
      ASSERT_EQ(id, -1);
      continue;
    }
    // The move itself realises the value: among parallel moves, the right one.
    ASSERT_GE(id, 0);
    ASSERT_EQ(moveFrom[std::size_t(id)], v);
    ASSERT_EQ(moveTo[std::size_t(id)], b) << "bestMoveId and bestMove agree";
    ASSERT_EQ(moveGain[std::size_t(id)] - score_search::negamax(g, b), want)
        << "ScoreDag bestMoveId of " << v;
    ASSERT_GE(i, 0);
    auto [to, gain] = g.moves[s][std::size_t(i)];
    ASSERT_EQ(gain - score_search::negamax(g, to), want) << "ScoreMemo move";
    bool realised = false;  // some move to b realises the value
    for (auto [t, gn] : g.moves[s])
      realised = realised || (t == b && gn - score_search::negamax(g, t) == want);
    ASSERT_TRUE(realised) << "ScoreDag best move of " << v;
  }
}

// Every DAG on 1..maxN vertices (numbering shuffled) with every gain of
// gains[0..2] on every move up to allGainsUpTo vertices, gains[e % 3]
// beyond; its ends marked. f(g) returns false to stop.
template <class F>
void forEveryDag(int maxN, int allGainsUpTo, const long long (&gains)[3], F&& f) {
  for (int n = 1; n <= maxN; n++) {
    int pairs = n * (n - 1) / 2;
    std::vector<int> perm(static_cast<std::size_t>(n));
    for (int v = 0; v < n; v++) perm[std::size_t(v)] = (n - v) % n;
    for (unsigned mask = 0; mask < (1u << pairs); mask++) {
      Case c = dagOf(n, mask, perm);
      int m = int(c.edges.size()), combos = 1;
      for (int e = 0; e < m && n <= allGainsUpTo; e++) combos *= 3;
      for (int code = 0; code < combos; code++) {
        Graph g = c.g;
        for (int e = 0, x = code; e < m; e++, x /= 3)
          g.moves[std::size_t(c.edges[std::size_t(e)].first)].push_back(
              {c.edges[std::size_t(e)].second, n <= allGainsUpTo ? gains[x % 3] : gains[e % 3]});
        for (int v = 0; v < n; v++)
          if (g.moves[std::size_t(v)].empty()) g.ends[std::size_t(v)] = true;
        if (!f(g)) return;
      }
    }
  }
}

TEST(ScoreDag, EveryDagUpToFourWithEveryGain) {
  const long long gains[] = {-2, 0, 1};
  forEveryDag(4, 4, gains, [&](Graph& g) {
    for (std::size_t v = 0; v < g.ends.size(); v++)
      if (g.ends[v]) g.payoff[v] = 3 * static_cast<long long>(v) - 4;
    checkDag(g);
    return !HasFatalFailure();
  });
}

// Each player maximises its own total: every DAG on <= 4 vertices (and 5
// with one gain pattern), every gain in {-1, 0, 2} per move, both tie rules,
// against the plain search; each best move realises the value.
void checkOwn(const Graph& g, const std::vector<std::pair<long long, long long>>& pay,
              bool spite) {
  int n = int(g.moves.size());
  OwnScoreDag d(n, spite);
  for (int v = 0; v < n; v++) {
    for (auto [to, gain] : g.moves[std::size_t(v)]) d.addMove(v, to, gain);
    if (g.ends[std::size_t(v)]) d.setPayoff(v, pay[std::size_t(v)].first, pay[std::size_t(v)].second);
  }
  d.solve();
  for (int v = 0; v < n; v++) {
    std::size_t s = std::size_t(v);
    auto want = score_search::ownSearch(g, pay, v, spite);
    ASSERT_EQ(d.value[s], want) << "state " << v << " spite " << spite;
    int b = d.bestMove[s];
    if (b < 0) {
      ASSERT_TRUE(g.ends[s] || g.moves[s].empty());
      continue;
    }
    bool realised = false;
    for (auto [t, gn] : g.moves[s]) {
      auto after = score_search::ownSearch(g, pay, t, spite);
      realised = realised || (t == b && std::make_pair(gn + after.second, after.first) == want);
    }
    ASSERT_TRUE(realised) << "best move of " << v;
  }
}

TEST(OwnScoreDag, EveryDagUpToFourWithEveryGainAndBothTieRules) {
  const long long gains[] = {-1, 0, 2};
  forEveryDag(5, 4, gains, [&](Graph& g) {
    std::vector<std::pair<long long, long long>> pay(g.ends.size(), {0, 0});
    for (std::size_t v = 0; v < g.ends.size(); v++)
      if (g.ends[v]) pay[v] = {static_cast<long long>(v % 3) - 1, 1 - static_cast<long long>(v % 2)};
    checkOwn(g, pay, true);
    checkOwn(g, pay, false);
    return !HasFatalFailure();
  });
}

// A tie the two rules split: at 0 the mover gets 1 either way; moving to 1
// leaves the other 0, moving to 2 leaves it 5.
TEST(OwnScoreDag, TieRulesDiffer) {
  for (bool spite : {true, false}) {
    OwnScoreDag d(3, spite);
    d.addMove(0, 1, 1), d.addMove(0, 2, 1);
    d.setPayoff(1, 0, 0), d.setPayoff(2, 5, 0);
    d.solve();
    EXPECT_EQ(d.value[0], std::make_pair(1LL, spite ? 0LL : 5LL));
    EXPECT_EQ(d.bestMove[0], spite ? 1 : 2);
  }
}

TEST(ScoreDag, EveryDagOnFiveWithEveryPayoffOfTheEnds) {
  const int n = 5;
  const long long payoffs[] = {-1, 0, 2};
  std::vector<int> perm = {3, 0, 4, 1, 2};
  for (unsigned mask = 0; mask < (1u << 10); mask++) {
    Case c = dagOf(n, mask, perm);
    Graph base = c.g;
    for (std::size_t e = 0; e < c.edges.size(); e++)
      base.moves[std::size_t(c.edges[e].first)].push_back(
          {c.edges[e].second, static_cast<long long>(e % 3) - 1});
    std::vector<int> sinks;
    for (int v = 0; v < n; v++)
      if (base.moves[std::size_t(v)].empty()) sinks.push_back(v);
    int combos = 1;
    for (std::size_t i = 0; i < sinks.size(); i++) combos *= 3;
    for (int code = 0; code < combos; code++) {
      Graph g = base;
      for (std::size_t i = 0, x = std::size_t(code); i < sinks.size(); i++, x /= 3)
        g.ends[std::size_t(sinks[i])] = true,
        g.payoff[std::size_t(sinks[i])] = payoffs[x % 3];
      checkDag(g);
      if (HasFatalFailure()) return;
    }
  }
}

// Every DAG on 6 vertices; gains, payoffs and a state that ends the game
// although it has moves, from a seeded generator; parallel moves too.
TEST(ScoreDag, EveryDagOnSixAndParallelMoves) {
  const int n = 6;
  std::mt19937 rng(6);
  std::vector<int> perm = {4, 1, 5, 0, 3, 2};
  for (unsigned mask = 0; mask < (1u << 15); mask++) {
    Case c = dagOf(n, mask, perm);
    Graph g = c.g;
    for (auto [a, b] : c.edges) {
      g.moves[std::size_t(a)].push_back({b, static_cast<long long>(rng() % 7) - 3});
      if (rng() % 8 == 0) g.moves[std::size_t(a)].push_back({b, static_cast<long long>(rng() % 7) - 3});
    }
    for (int v = 0; v < n; v++)
      if (g.moves[std::size_t(v)].empty() || rng() % 6 == 0)
        g.ends[std::size_t(v)] = true, g.payoff[std::size_t(v)] = static_cast<long long>(rng() % 9) - 4;
    checkDag(g);
    if (HasFatalFailure()) return;
  }
}

// Two parallel moves 1 -> 0 gain 1 and 5: bestMove names the state 0
// (both go there), bestMoveId the move that gains 5.
TEST(ScoreDag, BestMoveIdTellsParallelMovesApart) {
  Graph g(2);
  g.moves[1] = {{0, 1}, {0, 5}};
  g.ends[0] = true;
  ScoreDag d(2);
  d.addMove(1, 0, 1), d.addMove(1, 0, 5), d.setPayoff(0, 0), d.solve();
  EXPECT_EQ(d.value[1], score_search::negamax(g, 1));
  EXPECT_EQ(d.bestMove[1], 0);
  EXPECT_EQ(d.bestMoveId[1], 1);
  EXPECT_EQ(d.bestMoveId[0], -1);
}

// clear() forgets the states: the next game's values are its own, not
// the ones memoised for the previous game on the same states.
TEST(ScoreMemo, ClearStartsAFreshGame) {
  ScoreMemo<int> m;
  auto pay = [](int) { return 0LL; };
  for (long long gain : {1LL, 2LL}) {
    Graph g(4);
    for (int v = 1; v < 4; v++) g.moves[std::size_t(v)] = {{v - 1, gain}};
    g.ends[0] = true;
    auto gen = [&](int v, auto& o) { if (v > 0) o.add(v - 1, gain); };
    EXPECT_EQ(m.value(3, gen, pay), score_search::negamax(g, 3)) << "gain " << gain;
    EXPECT_EQ(m.states(), 4u);
    m.clear();
    EXPECT_EQ(m.states(), 0u);
  }
}

// A chain of 10^6 states: nothing recursive.
TEST(ScoreDag, MillionStateChain) {
  const int n = 1000000;
  ScoreDag d(n);
  for (int v = 1; v < n; v++) d.addMove(v, v - 1, 1);
  d.solve();
  // value(v) = 1 - value(v - 1): v mod 2
  EXPECT_EQ(d.value[std::size_t(n - 1)], 1);
  EXPECT_EQ(d.value[std::size_t(n - 2)], 0);
  ScoreMemo<int> memo;
  auto gen = [](int v, auto& o) { if (v > 0) o.add(v - 1, 1); };
  auto pay = [](int) { return 0LL; };
  EXPECT_EQ(memo.value(n - 1, gen, pay), 1);
  EXPECT_EQ(memo.states(), std::size_t(n));
  ScoreTable t = scoreInOrder(n, gen, pay);
  EXPECT_EQ(t.value[std::size_t(n - 1)], 1);
  EXPECT_EQ(t.bestMove[std::size_t(n - 1)], n - 2);
}

// Implicit states of another type: a row of digits as a string, take
// either end; and the same row as a pair (l, r) with its own hash.
TEST(ScoreMemo, StringAndPairStatesAgainstTheSearch) {
  std::vector<long long> a;
  struct PairHash {
    std::size_t operator()(const std::pair<int, int>& p) const {
      return std::size_t(p.first) * 1000003u + std::size_t(p.second);
    }
  };
  for (int len = 0; len <= 6; len++) {
    int combos = 1;
    for (int i = 0; i < len; i++) combos *= 4;
    for (int code = 0; code < combos; code++) {
      std::string row;
      for (int i = 0, x = code; i < len; i++, x /= 4) row += char('0' + x % 4);
      a.assign(row.begin(), row.end());
      for (auto& x : a) x -= '0';
      ScoreMemo<std::string> bySuffix;
      auto gen = [](const std::string& s, auto& o) {
        if (s.empty()) return;
        o.add(s.substr(1), s[0] - '0');
        o.add(s.substr(0, s.size() - 1), s.back() - '0');
      };
      auto zero = [](const auto&) { return 0LL; };
      long long want = score_search::takeEndsSearch(a, 0, a.size());
      ASSERT_EQ(bySuffix.value(row, gen, zero), want) << row;
      ScoreMemo<std::pair<int, int>, PairHash> byEnds;
      auto genEnds = [&](const std::pair<int, int>& p, auto& o) {
        if (p.first == p.second) return;
        o.add({p.first + 1, p.second}, a[std::size_t(p.first)]);
        o.add({p.first, p.second - 1}, a[std::size_t(p.second - 1)]);
      };
      ASSERT_EQ(byEnds.value({0, len}, genEnds, zero), want) << row;
      int b = byEnds.bestMove({0, len}, genEnds, zero);
      if (len == 0) ASSERT_EQ(b, -1);
      else if (b == 0) ASSERT_EQ(a[0] - score_search::takeEndsSearch(a, 1, a.size()), want);
      else ASSERT_EQ(a.back() - score_search::takeEndsSearch(a, 0, a.size() - 1), want);
    }
  }
}

// Every row of <= 7 numbers from {-2, 0, 1, 3}.
TEST(TakeEnds, EveryShortRow) {
  const long long digits[] = {-2, 0, 1, 3};
  for (int len = 0; len <= 7; len++) {
    int combos = 1;
    for (int i = 0; i < len; i++) combos *= 4;
    for (int code = 0; code < combos; code++) {
      std::vector<long long> a;
      for (int i = 0, x = code; i < len; i++, x /= 4) a.push_back(digits[x % 4]);
      long long want = score_search::takeEndsSearch(a, 0, a.size()), sum = 0;
      for (long long x : a) sum += x;
      TakeEnds r = takeEnds(a);
      ASSERT_EQ(r.value, want);
      ASSERT_EQ(r.first - r.second, want);
      ASSERT_EQ(r.first + r.second, sum);
      if (len == 0) continue;
      long long left = a[0] - score_search::takeEndsSearch(a, 1, a.size());
      long long right = a.back() - score_search::takeEndsSearch(a, 0, a.size() - 1);
      ASSERT_EQ(r.takeLeft ? left : right, want);
    }
  }
  std::vector<int> ints = {10, 80, 90, 30};  // EDPC L sample 1
  EXPECT_EQ(takeEnds(ints).value, 10);
  EXPECT_EQ(takeEnds(ints).first, 110);
}

TEST(TakeEnds, LargestContestRow) {
  std::vector<long long> a(3000, 1000000000);  // EDPC L's maximum
  TakeEnds r = takeEnds(a);
  EXPECT_EQ(r.value, 0);
  EXPECT_EQ(r.first, 1500LL * 1000000000);
}

// Every graph on <= 3 states (loops allowed), every choice of Min states,
// of payoffs at the ends and of the endless value; graphs on 4 states
// with the rest drawn from a seeded generator. Values against value
// iteration; each side's best moves, fixed, must hold the value against
// every reply (value iteration of the other side alone).
void checkLoopy(int n, const std::vector<std::vector<int>>& moves,
                const std::vector<bool>& ends, const std::vector<long long>& payoff,
                const std::vector<bool>& isMin, long long endless) {
  LoopyScore g(n, endless);
  for (int v = 0; v < n; v++) {
    std::size_t s = std::size_t(v);
    for (int w : moves[s]) g.addMove(v, w);
    if (ends[s]) g.setPayoff(v, payoff[s]);
    else if (moves[s].empty() && payoff[s] != 0) g.setPayoff(v, payoff[s]);
    if (isMin[s]) g.setMin(v);
  }
  g.solve();
  auto want = score_search::valueIteration(moves, ends, payoff, isMin, endless);
  ASSERT_TRUE(want.stable);
  ASSERT_EQ(g.value, want.value);
  for (int side = 0; side < 2; side++) {  // fix Max's (0) or Min's (1) moves
    std::vector<std::vector<int>> fixed(moves);
    for (std::size_t s = 0; s < std::size_t(n); s++) {
      bool over = ends[s] || moves[s].empty();
      int b = g.bestMove[s];
      if (over) {
        ASSERT_EQ(b, -1) << "state " << s;
        continue;
      }
      ASSERT_NE(std::find(moves[s].begin(), moves[s].end(), b), moves[s].end())
          << "best move of " << s << " is not a move";
      if (isMin[s] == (side == 1)) fixed[s] = {b};
    }
    auto held = score_search::valueIteration(fixed, ends, payoff, isMin, endless);
    ASSERT_TRUE(held.stable);
    ASSERT_EQ(held.value, want.value) << (side ? "Min" : "Max")
                                      << "'s best moves do not hold the value";
  }
}

TEST(LoopyScore, EveryGraphOnThreeStates) {
  const long long payoffs[] = {-1, 2};
  for (int n = 1; n <= 3; n++) {
    int pairs = n * n;
    for (unsigned mask = 0; mask < (1u << pairs); mask++) {
      std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
      for (int b = 0; b < pairs; b++)
        if (mask >> b & 1) moves[std::size_t(b / n)].push_back(b % n);
      for (unsigned who = 0; who < (1u << n); who++)
        for (unsigned pays = 0; pays < (1u << n); pays++)
          for (unsigned stop = 0; stop < (1u << n); stop += 1 + 2 * (mask % 2))
            for (long long endless : {-2LL, 0LL, 2LL, 3LL}) {
              std::vector<bool> isMin(static_cast<std::size_t>(n)), ends(static_cast<std::size_t>(n));
              std::vector<long long> payoff(static_cast<std::size_t>(n));
              for (int v = 0; v < n; v++) {
                isMin[std::size_t(v)] = who >> v & 1;
                ends[std::size_t(v)] = stop >> v & 1;
                payoff[std::size_t(v)] = payoffs[pays >> v & 1];
              }
              checkLoopy(n, moves, ends, payoff, isMin, endless);
              if (HasFatalFailure()) return;
            }
    }
  }
}

TEST(LoopyScore, EveryGraphOnFourStates) {
  const int n = 4;
  std::mt19937 rng(4);
  for (unsigned mask = 0; mask < (1u << 16); mask++) {
    std::vector<std::vector<int>> moves(n);
    for (int b = 0; b < 16; b++)
      if (mask >> b & 1) moves[std::size_t(b / n)].push_back(b % n);
    std::vector<bool> isMin(n), ends(n);
    std::vector<long long> payoff(n);
    for (std::size_t v = 0; v < std::size_t(n); v++) {
      isMin[v] = rng() % 2;
      ends[v] = rng() % 5 == 0;
      payoff[v] = static_cast<long long>(rng() % 5) - 2;
    }
    checkLoopy(n, moves, ends, payoff, isMin, static_cast<long long>(rng() % 5) - 2);
    if (HasFatalFailure()) return;
  }
}

// Alternating turns as states (v, player): a token on a 2-cycle with an
// exit; the payoff table and endless value decide who leaves.
TEST(LoopyScore, WorkedExample) {
  // 0 (Max) <-> 1 (Min), 0 -> 2 (payoff 5), 1 -> 3 (payoff -4)
  LoopyScore g(4, 1);
  g.addMove(0, 1), g.addMove(1, 0), g.addMove(0, 2), g.addMove(1, 3);
  g.setMin(1), g.setPayoff(2, 5), g.setPayoff(3, -4);
  g.solve();
  EXPECT_EQ(g.value, (std::vector<long long>{5, -4, 5, -4}));
  EXPECT_EQ(g.bestMove, (std::vector<int>{2, 3, -1, -1}));
}

void dagCycle() {
  ScoreDag d(2);
  d.addMove(0, 1), d.addMove(1, 0), d.solve();
}
void memoCycle() {
  ScoreMemo<int> m;
  m.value(0, [](int v, auto& o) { o.add(1 - v); }, [](int) { return 0LL; });
}
void moveUpwards() {
  scoreInOrder(2, [](int s, auto& o) { o.add(1 - s); }, [](int) { return 0LL; });
}
void hugeGain() { ScoreDag(2).addMove(0, 1, 1LL << 62); }
void overflowingChain() {
  ScoreDag d(3);
  d.addMove(2, 1, 1LL << 61), d.addMove(1, 0, -(1LL << 61)), d.solve();
}
void hugeRow() { takeEnds(std::vector<long long>{1LL << 60, 1LL << 60, 1}); }
void loopyOutside() { LoopyScore(2, 0).addMove(0, 2); }
void loopyTwice() {
  LoopyScore g(1, 0);
  g.solve(), g.solve();
}
void dagAfterSolve() {
  ScoreDag d(2);
  d.solve(), d.setPayoff(0, 1);
}

void ownCycle() {
  OwnScoreDag d(2);
  d.addMove(0, 1), d.addMove(1, 0);
  d.solve();
}

TEST(MinimaxDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(ScoreDag(-1), "n >= 0");
  EXPECT_DEATH(dagCycle(), "cycle");
  EXPECT_DEATH(memoCycle(), "cycle");
  EXPECT_DEATH(moveUpwards(), "moves go to smaller states");
  EXPECT_DEATH(hugeGain(), "2\\^61");
  EXPECT_DEATH(overflowingChain(), "2\\^61");
  EXPECT_DEATH(hugeRow(), "2\\^61");
  EXPECT_DEATH(loopyOutside(), "states in 0..n-1");
  EXPECT_DEATH(loopyTwice(), "solve once");
  EXPECT_DEATH(dagAfterSolve(), "setPayoff before solve");
  EXPECT_DEATH(LoopyScore(-2, 0), "n >= 0");
  EXPECT_DEATH(ownCycle(), "cycle");
  EXPECT_DEATH(OwnScoreDag(2).addMove(0, 2), "states in 0..n-1");
}

}  // namespace
