// Octal values g(0 .. n-1), n = 10^5: the sparse-space method against the
// plain mex over every option (O(n^2) for codes that split heaps).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "snippets/octal.hpp"

namespace {

std::vector<int> plainValues(const std::string& code, int n) {
  std::vector<int> d = {code[0] - '0'};
  for (std::size_t i = 2; i < code.size(); i++) d.push_back(code[i] - '0');
  std::vector<int> g(std::size_t(n), 0);
  std::vector<char> seen;
  for (int x = 1; x < n; x++) {
    seen.assign(std::size_t(2 * 1024), 0);
    for (int j = 0; j < int(d.size()) && j <= x; j++) {
      int m = x - j, dj = d[std::size_t(j)];
      if ((dj & 1) && j > 0 && m == 0) seen[0] = 1;
      if ((dj & 2) && j > 0 && m > 0) seen[std::size_t(g[std::size_t(m)])] = 1;
      if (dj & 4)
        for (int a = 1; 2 * a <= m; a++)
          seen[std::size_t(g[std::size_t(a)] ^ g[std::size_t(m - a)])] = 1;
    }
    int v = 0;
    while (seen[std::size_t(v)]) v++;
    g[std::size_t(x)] = v;
  }
  return g;
}

template <class F>
void run(benchmark::State& state, F f) {
  for (auto _ : state) benchmark::DoNotOptimize(f(int(state.range(0))));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_octal_kayles__kit(benchmark::State& s) {
  run(s, [](int n) { return octalGrundy("0.77", std::size_t(n)); });
}
void BM_octal_kayles__naive(benchmark::State& s) {
  run(s, [](int n) { return plainValues("0.77", n); });
}
void BM_octal_0165__kit(benchmark::State& s) {
  run(s, [](int n) { return octalGrundy("0.165", std::size_t(n)); });
}
void BM_octal_0165__naive(benchmark::State& s) {
  run(s, [](int n) { return plainValues("0.165", n); });
}

}  // namespace

BENCHMARK(BM_octal_kayles__kit)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_octal_kayles__naive)
    ->Arg(100000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_octal_0165__kit)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_octal_0165__naive)
    ->Arg(100000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
