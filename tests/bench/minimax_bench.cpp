// Score games (snippets/minimax.hpp) against the plain searches of
// tests/snippets/score_search.hpp, in the same run.
// 1. takeEnds (O(n^2), one row of n numbers) against the recursion over
//    intervals with a std::map memo, and against the search of every
//    order of takes (2^n plays) on short rows.
// 2. ScoreMemo on the same game as implicit (l, r) states, against the
//    search of every play.
// 3. ScoreDag on a grid of right/down moves (momotetsu's shape) against
//    negamax over every path (C(2k, k) of them on a k x k grid).
// 4. LoopyScore on graphs with cycles against value iteration of the
//    truncated game (rounds until nothing changes): a random graph (few
//    rounds) and a path with moves back up it (about n rounds).
#include <benchmark/benchmark.h>

#include <map>
#include <random>
#include <utility>
#include <vector>

#include "snippets/minimax.hpp"
#include "tests/snippets/score_search.hpp"

namespace {

std::vector<long long> randomRow(long long n) {
  std::mt19937_64 rng(7);
  std::vector<long long> a(static_cast<std::size_t>(n));
  for (auto& x : a) x = static_cast<long long>(rng() % 1000000000) + 1;
  return a;
}

void BM_take_ends__kit(benchmark::State& state) {
  auto a = randomRow(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(takeEnds(a).value);
}

long long byMap(const std::vector<long long>& a, std::size_t l, std::size_t r,
                std::map<std::pair<std::size_t, std::size_t>, long long>& memo) {
  if (l == r) return 0;
  auto it = memo.find({l, r});
  if (it != memo.end()) return it->second;
  long long v = std::max(a[l] - byMap(a, l + 1, r, memo), a[r - 1] - byMap(a, l, r - 1, memo));
  return memo[{l, r}] = v;
}

void BM_take_ends__naive_map(benchmark::State& state) {
  auto a = randomRow(state.range(0));
  for (auto _ : state) {
    std::map<std::pair<std::size_t, std::size_t>, long long> memo;
    benchmark::DoNotOptimize(byMap(a, 0, a.size(), memo));
  }
}

void BM_take_ends__naive_search(benchmark::State& state) {
  auto a = randomRow(state.range(0));
  for (auto _ : state)
    benchmark::DoNotOptimize(score_search::takeEndsSearch(a, 0, a.size()));
}

struct PairHash {
  std::size_t operator()(const std::pair<int, int>& p) const {
    return std::size_t(p.first) << 20 ^ std::size_t(p.second);
  }
};

void BM_memo_take_ends__kit(benchmark::State& state) {
  auto a = randomRow(state.range(0));
  int n = static_cast<int>(a.size());
  auto gen = [&](const std::pair<int, int>& p, auto& o) {
    if (p.first == p.second) return;
    o.add({p.first + 1, p.second}, a[std::size_t(p.first)]);
    o.add({p.first, p.second - 1}, a[std::size_t(p.second - 1)]);
  };
  auto zero = [](const std::pair<int, int>&) { return 0LL; };
  for (auto _ : state) {
    ScoreMemo<std::pair<int, int>, PairHash> memo;
    benchmark::DoNotOptimize(memo.value({0, n}, gen, zero));
  }
}

void BM_memo_take_ends__naive(benchmark::State& state) {
  auto a = randomRow(state.range(0));
  for (auto _ : state)
    benchmark::DoNotOptimize(score_search::takeEndsSearch(a, 0, a.size()));
}

// A k x k grid, moves right and down, gain +-1 by a fixed pattern.
score_search::Graph grid(int k) {
  score_search::Graph g(static_cast<std::size_t>(k * k));
  std::mt19937 rng(3);
  std::vector<long long> cell(static_cast<std::size_t>(k * k));
  for (auto& c : cell) c = rng() % 2 ? 1 : -1;
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k; j++) {
      auto& m = g.moves[std::size_t(i * k + j)];
      if (j + 1 < k) m.push_back({i * k + j + 1, cell[std::size_t(i * k + j + 1)]});
      if (i + 1 < k) m.push_back({(i + 1) * k + j, cell[std::size_t((i + 1) * k + j)]});
    }
  return g;
}

void BM_grid_dag__kit(benchmark::State& state) {
  int k = static_cast<int>(state.range(0));
  auto g = grid(k);
  for (auto _ : state) {
    ScoreDag d(k * k);
    for (int v = 0; v < k * k; v++)
      for (auto [to, gain] : g.moves[std::size_t(v)]) d.addMove(v, to, gain);
    d.solve();
    benchmark::DoNotOptimize(d.value[0]);
  }
}

void BM_grid_dag__naive(benchmark::State& state) {
  auto g = grid(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(score_search::negamax(g, 0));
}

struct Loopy {
  std::vector<std::vector<int>> moves;
  std::vector<bool> ends, isMin;
  std::vector<long long> payoff;
};

// range(0) = n states; range(1) = 0: 2n random moves, a tenth of the
// states end the game (short forced lines); 1: the path n-1 -> ... -> 0
// (0 ends the game) with two random moves up the path from each Max
// state, Max and Min alternating: forced lines of up to n moves through
// cycles, so value iteration needs about n rounds.
Loopy loopyGraph(const benchmark::State& state) {
  long long n = state.range(0);
  std::mt19937 rng(5);
  Loopy l{std::vector<std::vector<int>>(static_cast<std::size_t>(n)),
          std::vector<bool>(static_cast<std::size_t>(n)),
          std::vector<bool>(static_cast<std::size_t>(n)),
          std::vector<long long>(static_cast<std::size_t>(n))};
  std::size_t size = std::size_t(n);
  if (state.range(1) == 0) {
    for (long long e = 0; e < 2 * n; e++)
      l.moves[rng() % size].push_back(static_cast<int>(rng() % size));
    for (std::size_t v = 0; v < size; v++) {
      l.ends[v] = rng() % 10 == 0, l.isMin[v] = rng() % 2;
      l.payoff[v] = static_cast<long long>(rng() % 201) - 100;
    }
    return l;
  }
  l.payoff[0] = 100;
  for (std::size_t v = 1; v < size; v++) {
    l.isMin[v] = v % 2 == 0;
    l.moves[v].push_back(static_cast<int>(v - 1));
    for (int i = 0; !l.isMin[v] && v + 1 < size && i < 2; i++)
      l.moves[v].push_back(static_cast<int>(v + 1 + rng() % (size - v - 1)));
  }
  return l;
}

void BM_loopy_score__kit(benchmark::State& state) {
  Loopy l = loopyGraph(state);
  int n = static_cast<int>(l.moves.size());
  for (auto _ : state) {
    LoopyScore g(n, 0);
    for (int v = 0; v < n; v++) {
      for (int w : l.moves[std::size_t(v)]) g.addMove(v, w);
      if (l.ends[std::size_t(v)] || l.moves[std::size_t(v)].empty())
        g.setPayoff(v, l.payoff[std::size_t(v)]);
      if (l.isMin[std::size_t(v)]) g.setMin(v);
    }
    g.solve();
    benchmark::DoNotOptimize(g.value.data());
  }
}

void BM_loopy_score__naive(benchmark::State& state) {
  Loopy l = loopyGraph(state);
  for (auto _ : state) {
    auto r = score_search::valueIteration(l.moves, l.ends, l.payoff, l.isMin, 0);
    benchmark::DoNotOptimize(r.value.data());
  }
}

}  // namespace

BENCHMARK(BM_take_ends__kit)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_take_ends__naive_map)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_take_ends__naive_search)->Arg(20)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_memo_take_ends__kit)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_memo_take_ends__naive)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_grid_dag__kit)->Arg(10)->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_grid_dag__naive)->Arg(10)->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_score__kit)->Args({10000, 0})->Args({3000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_loopy_score__naive)->Args({10000, 0})->Args({3000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
