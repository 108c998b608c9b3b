// The generic engine on a game of 10^6 states against a plain recursive
// memo (the usual contest code: recursion, a memo array, a std::set mex).
// Game: a token at (x, y), 0 <= x, y < 1000; a move lowers x or y by 1..3,
// or both by 1. Every state is reached from (999, 999).
#include <benchmark/benchmark.h>

#include <set>
#include <unordered_map>
#include <vector>

#include "snippets/grundy_engine.hpp"

namespace {

const int kSide = 1000;

template <class Emit>
void forEachMove(long long s, Emit emit) {
  long long x = s / kSide, y = s % kSide;
  for (int d = 1; d <= 3; d++) {
    if (x >= d) emit((x - d) * kSide + y);
    if (y >= d) emit(x * kSide + y - d);
  }
  if (x >= 1 && y >= 1) emit((x - 1) * kSide + y - 1);
}

const long long kTop = (long long)kSide * kSide - 1;

void BM_engine_table__kit(benchmark::State& state) {
  for (auto _ : state) {
    GrundyEngine<long long> eng(std::size_t(kSide) * kSide);
    benchmark::DoNotOptimize(eng.value(kTop, [](long long s, auto& o) {
      forEachMove(s, [&o](long long t) { o.add(t); });
    }));
  }
}

int recursiveTable(long long s, std::vector<int>& memo) {
  int& m = memo[std::size_t(s)];
  if (m >= 0) return m;
  std::set<int> seen;
  forEachMove(s, [&](long long t) { seen.insert(recursiveTable(t, memo)); });
  int g = 0;
  while (seen.count(g)) g++;
  return memo[std::size_t(s)] = g;
}

void BM_engine_table__naive(benchmark::State& state) {
  for (auto _ : state) {
    std::vector<int> memo(std::size_t(kSide) * kSide, -1);
    benchmark::DoNotOptimize(recursiveTable(kTop, memo));
  }
}

// The same game with every state in the hash map (no table).
void BM_engine_hash__kit(benchmark::State& state) {
  for (auto _ : state) {
    GrundyEngine<long long> eng;
    benchmark::DoNotOptimize(eng.value(kTop, [](long long s, auto& o) {
      forEachMove(s, [&o](long long t) { o.add(t); });
    }));
  }
}

int recursiveHash(long long s, std::unordered_map<long long, int>& memo) {
  auto it = memo.find(s);
  if (it != memo.end()) return it->second;
  std::set<int> seen;
  forEachMove(s, [&](long long t) { seen.insert(recursiveHash(t, memo)); });
  int g = 0;
  while (seen.count(g)) g++;
  return memo[s] = g;
}

void BM_engine_hash__naive(benchmark::State& state) {
  for (auto _ : state) {
    std::unordered_map<long long, int> memo;
    benchmark::DoNotOptimize(recursiveHash(kTop, memo));
  }
}

}  // namespace

BENCHMARK(BM_engine_table__kit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_engine_table__naive)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_engine_hash__kit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_engine_hash__naive)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
