// Games that may never end.
// 1. retrograde.hpp against the plain fixpoint of the definitions
//    (tests/snippets/loopy_search.hpp: sweep all states until nothing
//    changes, one sweep per move of the longest game). Two graphs: random
//    (n states, 2n random moves: short games, few sweeps) and a path with
//    random moves up from its winning states (a forced line of n moves
//    through cycles: n sweeps).
// 3. retrograde_implicit.hpp against retrograde.hpp on the stored moves
//    (the same analysis): CF 786A's circle, n objects, both sets random
//    halves of 1..n-1 (n^2 moves).
// 4. retrograde_prefs.hpp (NEERC 2016 G's orders) against the same two
//    attractors computed by sweeps over all states until nothing changes.
// 5. solo_game.hpp against the walk search of its test (the vertices a
//    walk of exactly k moves reaches, k = 0, 1, ..., 4n + 4) on a draw.
// 2. loopy_grundy.hpp's sum rule against retrograde analysis of the product
//    game (the only other exact method): the outcome of every sum of k
//    tokens on a random graph of n vertices with cycles (n^k sums).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <random>
#include <utility>
#include <vector>

#include "snippets/loopy_grundy.hpp"
#include "snippets/retrograde.hpp"
#include "snippets/retrograde_implicit.hpp"
#include "snippets/retrograde_prefs.hpp"
#include "snippets/solo_game.hpp"
#include "tests/snippets/loopy_search.hpp"

namespace {

using Edges = std::vector<std::pair<int, int>>;

Edges randomMoves(int n, int m, unsigned seed) {
  std::mt19937 rng(seed);
  Edges e;
  for (int i = 0; i < m; i++)
    e.push_back({int(rng() % unsigned(n)), int(rng() % unsigned(n))});
  return e;
}

// range(0) = n; range(1) = 0: random, 1: the path n-1 -> ... -> 0 plus,
// from each odd state (a win: move to v - 1), two random moves up the path:
// cycles everywhere, and the loser at n - 1 is dragged down the whole path.
Edges gameGraph(const benchmark::State& state) {
  int n = int(state.range(0));
  if (state.range(1) == 0) return randomMoves(n, 2 * n, 1);
  std::mt19937 rng(2);
  Edges e;
  for (int v = 1; v < n; v++) {
    e.push_back({v, v - 1});
    for (int i = 0; v % 2 == 1 && v + 1 < n && i < 2; i++)
      e.push_back({v, v + 1 + int(rng() % unsigned(n - v - 1))});
  }
  return e;
}

void BM_retrograde__kit(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = gameGraph(state);
  for (auto _ : state) {
    Retrograde g(n);
    for (auto [a, b] : e) g.addMove(a, b);
    g.solve();
    benchmark::DoNotOptimize(g.outcome.data());
  }
}

void BM_retrograde__naive(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = gameGraph(state);
  std::vector<int> free(static_cast<std::size_t>(n), loopy_search::kFree);
  for (auto _ : state) {
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
    for (auto [a, b] : e) moves[std::size_t(a)].push_back(b);
    auto s = loopy_search::solve(moves, free);
    benchmark::DoNotOptimize(s.result.data());
  }
}

// range(0) = n vertices (2n random moves), range(1) = k tokens.
void BM_loopy_sums__kit(benchmark::State& state) {
  int n = int(state.range(0)), k = int(state.range(1));
  Edges e = randomMoves(n, 2 * n, 3);
  for (auto _ : state) {
    LoopyGrundy g(n);
    for (auto [a, b] : e) g.addMove(a, b);
    g.solve();
    int total = 1, wins = 0;
    for (int i = 0; i < k; i++) total *= n;
    std::vector<int> tokens(static_cast<std::size_t>(k));
    for (int s = 0; s < total; s++) {
      for (int i = 0, x = s; i < k; i++, x /= n) tokens[std::size_t(i)] = x % n;
      wins += g.sumOutcome(tokens) == Outcome::Win;
    }
    benchmark::DoNotOptimize(wins);
  }
}

void BM_loopy_sums__naive(benchmark::State& state) {
  int n = int(state.range(0)), k = int(state.range(1));
  Edges e = randomMoves(n, 2 * n, 3);
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  for (auto [a, b] : e) adj[std::size_t(a)].push_back(b);
  for (auto _ : state) {
    int total = 1, wins = 0;
    for (int i = 0; i < k; i++) total *= n;
    Retrograde g(total);  // a state: token i is digit i in base n
    for (int s = 0; s < total; s++)
      for (int i = 0, x = s, p = 1; i < k; i++, x /= n, p *= n)
        for (int w : adj[std::size_t(x % n)]) g.addMove(s, s + (w - x % n) * p);
    g.solve();
    for (int s = 0; s < total; s++) wins += g.outcome[std::size_t(s)] == Outcome::Win;
    benchmark::DoNotOptimize(wins);
  }
}

// CF 786A: state 2v + p, object v (0 the black hole), player p to move.
struct Circle {
  int n;
  std::vector<int> step[2];  // sorted
};
Circle circle(int n) {
  std::mt19937 rng(786);
  Circle c{n, {}};
  for (auto& s : c.step) {
    for (int x = 1; x < n; x++)
      if (rng() % 2) s.push_back(x);
  }
  return c;
}

void BM_berzerk__kit(benchmark::State& state) {
  Circle c = circle(int(state.range(0)));
  int n = c.n;
  for (auto _ : state) {
    ImplicitRetrograde g(
        2 * n,
        [&](int s) { return s < 2 ? 0 : int(c.step[s % 2].size()); },
        [&](int s, auto visit) {
          int v = s / 2, p = 1 - s % 2;
          for (int x : c.step[p])
            if (v != x) visit(2 * (v > x ? v - x : v - x + n) + p);
        });
    benchmark::DoNotOptimize(g.outcome.data());
  }
}

void BM_berzerk__naive_stored(benchmark::State& state) {
  Circle c = circle(int(state.range(0)));
  int n = c.n;
  for (auto _ : state) {
    Retrograde g(2 * n);
    for (int v = 1; v < n; v++)
      for (int p = 0; p < 2; p++)
        for (int x : c.step[p]) g.addMove(2 * v + p, 2 * ((v + x) % n) + 1 - p);
    g.solve();
    benchmark::DoNotOptimize(g.outcome.data());
  }
}

// NEERC 2016 G on a random graph: n vertices, 2n arcs, state 2v + p.
void BM_prefs__kit(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = randomMoves(n, 2 * n, 5);
  std::vector<int> owner(std::size_t(2 * n));
  for (std::size_t s = 0; s < owner.size(); s++) owner[s] = int(s % 2);
  for (auto _ : state) {
    PrefRetrograde g(owner);
    for (auto [a, b] : e)
      g.addMove(2 * a, 2 * b + 1), g.addMove(2 * a + 1, 2 * b);
    g.solve({Outcome::Draw, Outcome::Win, Outcome::Lose},
            {Outcome::Win, Outcome::Lose, Outcome::Draw});
    benchmark::DoNotOptimize(g.outcome.data());
  }
}

// The same two attractors by sweeping: a state joins an attractor when
// its owner is the attacker and some move leads in, or the defender and
// all moves do; sweep all states until a sweep adds none.
void BM_prefs__naive(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = randomMoves(n, 2 * n, 5);
  std::vector<std::vector<int>> moves(std::size_t(2 * n));
  for (auto [a, b] : e)
    moves[std::size_t(2 * a)].push_back(2 * b + 1),
        moves[std::size_t(2 * a + 1)].push_back(2 * b);
  for (auto _ : state) {
    // Georgiy (odd states) attracts to all dead ends, then to Gennady's.
    auto attract = [&](bool onlyGennadysEnds) {
      std::vector<char> in(moves.size(), 0);
      for (std::size_t v = 0; v < moves.size(); v++)
        in[v] = moves[v].empty() && (!onlyGennadysEnds || v % 2 == 0);
      for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t v = 0; v < moves.size(); v++) {
          if (in[v] || moves[v].empty()) continue;
          bool any = false, all = true;
          for (int w : moves[v]) any |= bool(in[std::size_t(w)]), all &= bool(in[std::size_t(w)]);
          if (v % 2 == 1 ? any : all) in[v] = 1, changed = true;
        }
      }
      return in;
    };
    auto ends = attract(false), georgiy = attract(true);
    benchmark::DoNotOptimize(ends.data());
    benchmark::DoNotOptimize(georgiy.data());
  }
}

// CF 936B: n vertices, the cycle 0 -> 1 -> ... -> n-1 -> 0 and n random
// moves: no dead end, a Draw, so the walk search runs all its 4n + 5 layers.
Edges soloGraph(int n) {
  Edges e = randomMoves(n, n, 9);
  for (int v = 0; v < n; v++) e.push_back({v, (v + 1) % n});
  return e;
}

void BM_solo__kit(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = soloGraph(n);
  for (auto _ : state) {
    SoloGame g(n);
    for (auto [a, b] : e) g.addMove(a, b);
    auto r = g.solve(0, 1);
    benchmark::DoNotOptimize(r.walk.data());
  }
}

void BM_solo__naive(benchmark::State& state) {
  int n = int(state.range(0));
  Edges e = soloGraph(n);
  std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
  for (auto [a, b] : e) moves[std::size_t(a)].push_back(b);
  for (auto _ : state) {
    std::vector<char> at(std::size_t(n), 0);
    at[0] = 1;
    int found = -1;
    for (int k = 0; k <= 4 * n + 4 && found < 0; k++) {
      for (int v = 0; v < n; v++)
        if (at[std::size_t(v)] && k % 2 == 1 && moves[std::size_t(v)].empty()) found = k;
      std::vector<char> next(std::size_t(n), 0);
      for (int v = 0; v < n; v++)
        if (at[std::size_t(v)])
          for (int w : moves[std::size_t(v)]) next[std::size_t(w)] = 1;
      at.swap(next);
    }
    benchmark::DoNotOptimize(found);
  }
}

}  // namespace

BENCHMARK(BM_retrograde__kit)->Args({100000, 0})->Args({5000, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_retrograde__naive)->Args({100000, 0})->Args({5000, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_sums__kit)->Args({300, 2})->Args({60, 3})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_sums__naive)->Args({300, 2})->Args({60, 3})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_berzerk__kit)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_berzerk__naive_stored)->Arg(1000)->Arg(3000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_prefs__kit)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_prefs__naive)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_solo__kit)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_solo__naive)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
