// Other sums. Every-SG: suspense numbers of 10^5 Euclid games (piles up to
// 1000, HDU 3595's range) by euclidSteps in O(log) against the public
// solutions' method, a table over every pair (p, q) <= 1000 filled from all
// moves, then looked up. Misere sums: the outcome of sums of three parts of
// a 40-vertex DAG by the genus table and the tame rule, against a memoised
// misere search of each sum (the only general method without genus theory).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include "snippets/every_sg.hpp"
#include "snippets/misere_genus.hpp"

namespace {

std::vector<std::pair<int, int>> euclidQueries() {
  std::mt19937 rng(1);
  std::vector<std::pair<int, int>> q(100000);
  for (auto& [p, r] : q) p = int(1 + rng() % 1000), r = int(1 + rng() % 1000);
  return q;
}

void BM_every_sg_1e5_euclid_games__kit(benchmark::State& state) {
  auto q = euclidQueries();
  for (auto _ : state) {
    long long best = 0;
    for (auto [p, r] : q) best = std::max(best, euclidSteps(p, r));
    benchmark::DoNotOptimize(best);
  }
}

void BM_every_sg_1e5_euclid_games__naive(benchmark::State& state) {
  auto q = euclidQueries();
  const int m = 1000;
  for (auto _ : state) {
    // s[x][y] from all moves, smaller sums first (every move lowers x + y).
    std::vector<std::vector<int>> s(m + 1, std::vector<int>(m + 1, 0));
    for (int sum = 2; sum <= 2 * m; sum++)
      for (int x = std::max(1, sum - m); x <= std::min(m, sum - 1); x++) {
        int y = sum - x, bestEven = -1, minAll = 1 << 30;
        auto see = [&](int t) {
          if (t % 2 == 0) bestEven = std::max(bestEven, t);
          minAll = std::min(minAll, t);
        };
        for (int k = 1; k * y <= x; k++) see(s[std::size_t(x - k * y)][std::size_t(y)]);
        for (int k = 1; k * x <= y; k++) see(s[std::size_t(x)][std::size_t(y - k * x)]);
        s[std::size_t(x)][std::size_t(y)] = bestEven >= 0 ? bestEven + 1 : minAll + 1;
      }
    int best = 0;
    for (auto [p, r] : q) best = std::max(best, s[std::size_t(p)][std::size_t(r)]);
    benchmark::DoNotOptimize(best);
  }
}

// A 40-vertex DAG whose every vertex is tame: each vertex moves to a few
// lower ones, and vertex v also to v - 1 (checked at start-up).
std::vector<std::vector<int>> tameDag() {
  for (unsigned seed = 1;; seed++) {
    std::mt19937 rng(seed);
    std::vector<std::vector<int>> g(40);
    for (int v = 1; v < 40; v++) {
      g[std::size_t(v)].push_back(v - 1);
      for (int w = 0; w + 1 < v; w++)
        if (rng() % 8 == 0) g[std::size_t(v)].push_back(w);
    }
    GenusTable t = misereGenera(g);
    if (std::all_of(t.tame.begin(), t.tame.end(), [](char c) { return c != 0; }))
      return g;
  }
}

std::vector<std::vector<int>> sumQueries() {
  std::mt19937 rng(2);
  std::vector<std::vector<int>> q(1000);
  for (auto& s : q) s = {int(rng() % 40), int(rng() % 40), int(rng() % 40)};
  return q;
}

void BM_misere_1000_sums_of_3__kit(benchmark::State& state) {
  auto g = tameDag();
  auto q = sumQueries();
  for (auto _ : state) {
    GenusTable t = misereGenera(g);
    int wins = 0;
    for (const auto& s : q) wins += *misereSumFirstWins(t, s);
    benchmark::DoNotOptimize(wins);
  }
}

void BM_misere_1000_sums_of_3__naive(benchmark::State& state) {
  auto g = tameDag();
  auto q = sumQueries();
  for (auto _ : state) {
    std::map<std::vector<int>, bool> memo;
    // Iterative post-order search over sorted triples.
    auto wins = [&](std::vector<int> root) {
      std::sort(root.begin(), root.end());
      std::vector<std::vector<int>> stk = {root};
      while (!stk.empty()) {
        std::vector<int> s = stk.back();
        if (memo.count(s)) { stk.pop_back(); continue; }
        bool ready = true, win = true;
        std::vector<std::vector<int>> next;
        for (std::size_t i = 0; i < s.size(); i++)
          for (int w : g[std::size_t(s[i])]) {
            std::vector<int> t = s;
            t[i] = w;
            std::sort(t.begin(), t.end());
            next.push_back(t);
          }
        if (!next.empty()) {
          win = false;
          for (const auto& t : next) {
            auto it = memo.find(t);
            if (it == memo.end()) ready = false, stk.push_back(t);
            else if (!it->second) win = true;
          }
        }
        if (!ready) continue;
        memo[s] = win, stk.pop_back();
      }
      return memo[root];
    };
    int count = 0;
    for (const auto& s : q) count += wins(s);
    benchmark::DoNotOptimize(count);
  }
}

}  // namespace

BENCHMARK(BM_every_sg_1e5_euclid_games__kit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_every_sg_1e5_euclid_games__naive)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_misere_1000_sums_of_3__kit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_misere_1000_sums_of_3__naive)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
