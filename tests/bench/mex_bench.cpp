// Mex of a k-element list: the kit's timestamped marker against the
// textbook std::set / std::unordered_set mex. Each call gets one of 64
// prepared lists (values in [0, k], shuffled) so branches cannot memorise.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <set>
#include <unordered_set>
#include <vector>

#include "snippets/mex.hpp"

namespace {

std::vector<std::vector<int>> lists(int k) {
  std::mt19937 rng(static_cast<unsigned>(k));
  std::vector<std::vector<int>> out(64);
  for (auto& v : out) {
    v.resize(std::size_t(k));
    for (int& x : v) x = int(rng() % unsigned(k + 1));
  }
  return out;
}

void BM_mex__kit(benchmark::State& state) {
  auto in = lists(int(state.range(0)));
  Mex mex;
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(mex(in[i++ & 63]));
}

void BM_mex__naive_set(benchmark::State& state) {
  auto in = lists(int(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& v = in[i++ & 63];
    std::set<int> s(v.begin(), v.end());
    int m = 0;
    while (s.count(m)) m++;
    benchmark::DoNotOptimize(m);
  }
}

void BM_mex__naive_unordered_set(benchmark::State& state) {
  auto in = lists(int(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& v = in[i++ & 63];
    std::unordered_set<int> s(v.begin(), v.end());
    int m = 0;
    while (s.count(m)) m++;
    benchmark::DoNotOptimize(m);
  }
}

// Values below 64 as a bit mask: the O(1) mex used inside DP loops.
void BM_mex_mask__kit(benchmark::State& state) {
  auto in = lists(int(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) {
    unsigned long long seen = 0;
    for (int x : in[i++ & 63]) seen |= 1ULL << x;
    benchmark::DoNotOptimize(mexOfMask(seen));
  }
}

void BM_mex_mask__naive(benchmark::State& state) {
  BM_mex__naive_set(state);
}

}  // namespace

BENCHMARK(BM_mex__kit)->Arg(8)->Arg(16)->Arg(64)->Arg(256)->Arg(1000);
BENCHMARK(BM_mex__naive_set)->Arg(8)->Arg(16)->Arg(64)->Arg(256)->Arg(1000);
BENCHMARK(BM_mex__naive_unordered_set)
    ->Arg(8)->Arg(16)->Arg(64)->Arg(256)->Arg(1000);
BENCHMARK(BM_mex_mask__kit)->Arg(8)->Arg(16)->Arg(63);
BENCHMARK(BM_mex_mask__naive)->Arg(8)->Arg(16)->Arg(63);
BENCHMARK_MAIN();
