// Strange Nim and vertex geography: the kit against the plain game
// computation in the same run.
// - strange_nim_table: g(0..20000) for one k, closed recursion with jumps
//   against the plain mex over all floor(x/k) options of every x.
// - strange_nim_big: g(x, k) for 100 values of x below the prime 999999937,
//   k = 30, the worst-case k = 21370 and k = 10^7 (one x), jumps against
//   the one-step recursion.
// - geography / tree_game: every start vertex of a random tree, the
//   rerooting DP / sort against a search from each start (O(n^2)).
// - geography_graph: every start of a random graph (n = 300, m = 900),
//   one matching plus a search per vertex against a new maximum matching
//   of G - v for every v.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "snippets/strange_nim.hpp"
#include "snippets/vertex_geography.hpp"

namespace {

const int kTable = 20000;

void BM_strange_nim_table__kit(benchmark::State& state) {
  long long k = state.range(0);
  for (auto _ : state) {
    long long s = 0;
    for (long long x = 0; x <= kTable; x++) s += strangeNimGrundy(x, k);
    benchmark::DoNotOptimize(s);
  }
}

void BM_strange_nim_table__naive(benchmark::State& state) {
  int k = int(state.range(0));
  for (auto _ : state) {
    std::vector<int> g(kTable + 1, 0), seen(kTable + 2, -1);
    for (int x = 0; x <= kTable; x++) {
      for (int t = 1; t <= x / k; t++) seen[std::size_t(g[std::size_t(x - t)])] = x;
      int m = 0;
      while (seen[std::size_t(m)] == x) m++;
      g[std::size_t(x)] = m;
    }
    benchmark::DoNotOptimize(g.data());
  }
}

// 100 values of x (one for k >= 10^6: the one-step walk is long).
long long bigCount(long long k) { return k >= 1000000 ? 1 : 100; }

void BM_strange_nim_big__kit(benchmark::State& state) {
  long long k = state.range(0);
  for (auto _ : state) {
    long long s = 0;
    for (long long i = 0; i < bigCount(k); i++) s += strangeNimGrundy(999999937LL - i, k);
    benchmark::DoNotOptimize(s);
  }
}

void BM_strange_nim_big__naive(benchmark::State& state) {
  long long k0 = state.range(0);
  for (auto _ : state) {
    long long s = 0;
    for (long long i = 0; i < bigCount(k0); i++) {
      long long x = 999999937LL - i, k = k0;
      while (x % k != 0 && x >= k) x -= x / k + 1;
      s += x % k == 0 ? x / k : 0;
    }
    benchmark::DoNotOptimize(s);
  }
}

std::vector<std::vector<int>> randomTree(int n) {
  std::mt19937 rng{unsigned(n)};
  std::vector<std::vector<int>> adj(std::size_t(n), std::vector<int>{});
  for (int v = 1; v < n; v++) {
    int u = int(rng() % unsigned(v));
    adj[std::size_t(u)].push_back(v), adj[std::size_t(v)].push_back(u);
  }
  return adj;
}

// From each start, the search of the rules on a tree: the token never
// returns, so a vertex wins iff a child (away from the start) loses.
template <class Allowed>
std::vector<char> perStart(const std::vector<std::vector<int>>& adj, Allowed ok) {
  std::size_t n = adj.size();
  std::vector<char> out(n), win(n);
  std::vector<int> order, par(n);
  for (std::size_t r = 0; r < n; r++) {
    order.assign(1, int(r)), par.assign(n, -2), par[r] = -1;
    for (std::size_t i = 0; i < order.size(); i++)
      for (int u : adj[std::size_t(order[i])])
        if (par[std::size_t(u)] == -2 && ok(order[i], u))
          par[std::size_t(u)] = order[i], order.push_back(u);
    for (std::size_t i = order.size(); i-- > 0;) {
      int v = order[i];
      win[std::size_t(v)] = 0;
      for (int u : adj[std::size_t(v)])
        if (par[std::size_t(u)] == v && !win[std::size_t(u)]) win[std::size_t(v)] = 1;
    }
    out[r] = win[r];
  }
  return out;
}

void BM_geography__kit(benchmark::State& state) {
  auto adj = randomTree(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(geographyTreeWins(adj).data());
}

void BM_geography__naive(benchmark::State& state) {
  auto adj = randomTree(int(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(perStart(adj, [](int, int) { return true; }).data());
}

std::vector<long long> stones(int n) {
  std::mt19937 rng{unsigned(n) + 1};
  std::vector<long long> a(std::size_t(n), 0);
  for (auto& x : a) x = rng() % 1000000001u;
  return a;
}

void BM_tree_game__kit(benchmark::State& state) {
  auto adj = randomTree(int(state.range(0)));
  auto a = stones(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(treeGameWins(adj, a).data());
}

void BM_tree_game__naive(benchmark::State& state) {
  auto adj = randomTree(int(state.range(0)));
  auto a = stones(int(state.range(0)));
  auto down = [&](int v, int u) { return a[std::size_t(u)] < a[std::size_t(v)]; };
  for (auto _ : state) benchmark::DoNotOptimize(perStart(adj, down).data());
}

std::vector<std::vector<int>> randomGraph(int n, int m) {
  std::mt19937 rng{unsigned(n + m)};
  std::vector<std::vector<int>> adj(std::size_t(n), std::vector<int>{});
  for (int i = 0; i < m; i++) {
    int u = int(rng() % unsigned(n)), v = int(rng() % unsigned(n));
    if (u == v) continue;
    adj[std::size_t(u)].push_back(v), adj[std::size_t(v)].push_back(u);
  }
  return adj;
}

void BM_geography_graph__kit(benchmark::State& state) {
  auto adj = randomGraph(int(state.range(0)), 3 * int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(geographyWins(adj).data());
}

void BM_geography_graph__naive(benchmark::State& state) {
  auto adj = randomGraph(int(state.range(0)), 3 * int(state.range(0)));
  for (auto _ : state) {
    int nu = BlossomMatching(adj).maximum();
    std::vector<char> win(adj.size());
    for (std::size_t v = 0; v < adj.size(); v++) {
      auto cut = adj;  // G - v: v keeps no edge, no edge reaches v
      cut[v].clear();
      for (auto& l : cut) l.erase(std::remove(l.begin(), l.end(), int(v)), l.end());
      win[v] = BlossomMatching(cut).maximum() < nu;
    }
    benchmark::DoNotOptimize(win.data());
  }
}

}  // namespace

BENCHMARK(BM_strange_nim_table__kit)->Arg(2)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_strange_nim_table__naive)
    ->Arg(2)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_strange_nim_big__kit)->Arg(30)->Arg(21370)->Arg(10000000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_strange_nim_big__naive)->Arg(30)->Arg(21370)->Arg(10000000)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_geography__kit)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_geography__naive)->Arg(3000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_tree_game__kit)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_tree_game__naive)->Arg(3000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_geography_graph__kit)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_geography_graph__naive)->Arg(300)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
