// Games that may never end.
// 1. retrograde.hpp against the plain fixpoint of the definitions
//    (tests/snippets/loopy_search.hpp: sweep all states until nothing
//    changes, one sweep per move of the longest game). Two graphs: random
//    (n states, 2n random moves: short games, few sweeps) and a path with
//    random moves up from its winning states (a forced line of n moves
//    through cycles: n sweeps).
// 2. loopy_grundy.hpp's sum rule against retrograde analysis of the product
//    game (the only other exact method): the outcome of every sum of k
//    tokens on a random graph of n vertices with cycles (n^k sums).
#include <benchmark/benchmark.h>

#include <random>
#include <utility>
#include <vector>

#include "snippets/loopy_grundy.hpp"
#include "snippets/retrograde.hpp"
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

}  // namespace

BENCHMARK(BM_retrograde__kit)->Args({100000, 0})->Args({5000, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_retrograde__naive)->Args({100000, 0})->Args({5000, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_sums__kit)->Args({300, 2})->Args({60, 3})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_sums__naive)->Args({300, 2})->Args({60, 3})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
