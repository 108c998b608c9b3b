// Green Hackenbush: colon principle on 10^6-node trees (random and a path)
// against adjacency lists with an explicit stack; the top-down winning
// edge against trying every edge; fusion on graphs against testing each
// edge for a bridge by a connectivity search without it.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "snippets/hackenbush_graph.hpp"
#include "snippets/hackenbush_tree.hpp"

namespace {

// shape 0: random recursive tree; 1: a path. Vertex 0 is on the ground.
std::vector<int> makeTree(int n, int shape) {
  std::mt19937 rng(5);
  std::vector<int> p(static_cast<std::size_t>(n));
  p[0] = -1;
  for (int v = 1; v < n; v++)
    p[std::size_t(v)] = shape ? v - 1 : int(rng() % unsigned(v));
  return p;
}

// Textbook: children lists, post-order by an explicit stack, skip[v] drops
// the subtree of v.
long long plainTreeValue(const std::vector<int>& parent,
                         const std::vector<char>& skip) {
  std::size_t n = parent.size();
  std::vector<std::vector<int>> kids(n);
  for (std::size_t v = 0; v < n; v++)
    if (parent[v] >= 0 && !skip[v]) kids[std::size_t(parent[v])].push_back(int(v));
  std::vector<long long> g(n, 0);
  long long total = 0;
  for (std::size_t r = 0; r < n; r++) {
    if (parent[r] >= 0) continue;
    std::vector<std::pair<int, std::size_t>> st = {{int(r), 0}};
    while (!st.empty()) {
      auto& [v, i] = st.back();
      if (i < kids[std::size_t(v)].size()) {
        int c = kids[std::size_t(v)][i++];
        st.push_back({c, 0});
        continue;
      }
      int done = v;
      st.pop_back();
      if (!st.empty()) g[std::size_t(st.back().first)] ^= g[std::size_t(done)] + 1;
    }
    total ^= g[r];
  }
  return total;
}

void BM_hackenbush_tree__kit(benchmark::State& state) {
  auto p = makeTree(int(state.range(0)), int(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(hackenbushTreeValue(p));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_hackenbush_tree__naive(benchmark::State& state) {
  auto p = makeTree(int(state.range(0)), int(state.range(1)));
  std::vector<char> skip(p.size(), 0);
  for (auto _ : state) benchmark::DoNotOptimize(plainTreeValue(p, skip));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_hackenbush_tree_move__kit(benchmark::State& state) {
  auto p = makeTree(int(state.range(0)), int(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(hackenbushTreeWinningEdge(p));
}

void BM_hackenbush_tree_move__naive(benchmark::State& state) {
  auto p = makeTree(int(state.range(0)), int(state.range(1)));
  std::vector<char> skip(p.size(), 0);
  for (auto _ : state) {
    int found = -1;
    for (std::size_t v = 1; v < p.size() && found < 0; v++) {
      skip[v] = 1;
      if (plainTreeValue(p, skip) == 0) found = int(v);
      skip[v] = 0;
    }
    benchmark::DoNotOptimize(found);
  }
}

std::vector<std::pair<int, int>> makeGraph(int m) {
  std::mt19937 rng(9);
  int n = m / 2 + 1;
  std::vector<std::pair<int, int>> e;
  for (int v = 1; v < n; v++) e.push_back({int(rng() % unsigned(v)), v});
  while (int(e.size()) < m)
    e.push_back({int(rng() % unsigned(n)), int(rng() % unsigned(n))});
  return e;
}

void BM_hackenbush_graph__kit(benchmark::State& state) {
  auto e = makeGraph(int(state.range(0)));
  int n = int(state.range(0)) / 2 + 1;
  for (auto _ : state) benchmark::DoNotOptimize(hackenbushGraphValue(n, e, {0}));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

// Naive fusion: an edge is a bridge iff its ends are disconnected without
// it (one search per edge); then components and the colon principle.
void BM_hackenbush_graph__naive(benchmark::State& state) {
  auto e = makeGraph(int(state.range(0)));
  int n = int(state.range(0)) / 2 + 1, m = int(e.size());
  for (auto _ : state) {
    std::vector<std::vector<std::pair<int, int>>> adj(static_cast<std::size_t>(n));
    for (int i = 0; i < m; i++) {
      adj[std::size_t(e[std::size_t(i)].first)].push_back({e[std::size_t(i)].second, i});
      adj[std::size_t(e[std::size_t(i)].second)].push_back({e[std::size_t(i)].first, i});
    }
    std::vector<char> bridge(std::size_t(m), 0);
    for (int i = 0; i < m; i++) {
      std::vector<char> seen(std::size_t(n), 0);
      std::vector<int> st = {e[std::size_t(i)].first};
      seen[std::size_t(st[0])] = 1;
      while (!st.empty()) {
        int v = st.back();
        st.pop_back();
        for (auto [w, id] : adj[std::size_t(v)])
          if (id != i && !seen[std::size_t(w)]) seen[std::size_t(w)] = 1, st.push_back(w);
      }
      bridge[std::size_t(i)] = !seen[std::size_t(e[std::size_t(i)].second)];
    }
    benchmark::DoNotOptimize(bridge.data());
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

}  // namespace

BENCHMARK(BM_hackenbush_tree__kit)
    ->Args({1000000, 0})->Args({1000000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hackenbush_tree__naive)
    ->Args({1000000, 0})->Args({1000000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hackenbush_tree_move__kit)
    ->Args({5000, 0})->Args({5000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hackenbush_tree_move__naive)
    ->Args({5000, 0})->Args({5000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hackenbush_graph__kit)
    ->Arg(5000)->Arg(200000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hackenbush_graph__naive)
    ->Arg(5000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
