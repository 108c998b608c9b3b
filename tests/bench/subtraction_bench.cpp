// Grundy table of a subtraction game for n = 10^7 positions: the kit
// (bit-mask mex, |S| <= 63) against a std::set mex per position.
// The "per_pos" counter is the time per position in seconds.
#include <benchmark/benchmark.h>

#include <random>
#include <set>
#include <vector>

#include "snippets/subtraction.hpp"
#include "tests/snippets/plain_subtraction.hpp"

namespace {

const int kN = 10000000;

std::vector<int> moveSet(int size) {
  std::mt19937 rng(static_cast<unsigned>(size));
  std::set<int> s;
  while (int(s.size()) < size) s.insert(1 + int(rng() % unsigned(3 * size)));
  return std::vector<int>(s.begin(), s.end());
}

void perPosition(benchmark::State& state) {
  state.counters["per_pos"] = benchmark::Counter(
      double(kN), benchmark::Counter::kIsIterationInvariantRate |
                      benchmark::Counter::kInvert);
}

void BM_subtraction_table__kit(benchmark::State& state) {
  auto S = moveSet(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(subtractionGrundy(S, kN));
  perPosition(state);
}

void BM_subtraction_table__naive(benchmark::State& state) {
  auto S = moveSet(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(plain_subtraction::grundy(S, kN));
  perPosition(state);
}

}  // namespace

BENCHMARK(BM_subtraction_table__kit)
    ->Arg(3)->Arg(10)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_subtraction_table__naive)
    ->Arg(3)->Arg(10)->Arg(50)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
