// Grundy table of CF 1091H's subtraction game (move set: primes and
// semiprimes below n, all values < 100) for n positions: the kit's bitset
// mex against the plain O(n |S|) mex of subtraction.hpp (a timestamped
// marker per position, over every move). The "per_pos" counter is the
// time per position in seconds.
#include <benchmark/benchmark.h>

#include <vector>

#include "snippets/bitset_mex.hpp"
#include "snippets/subtraction.hpp"
#include "tests/snippets/plain_subtraction.hpp"

namespace {

void perPosition(benchmark::State& state) {
  state.counters["per_pos"] = benchmark::Counter(
      double(state.range(0)), benchmark::Counter::kIsIterationInvariantRate |
                                  benchmark::Counter::kInvert);
}

void BM_bitset_mex__kit(benchmark::State& state) {
  int n = int(state.range(0));
  auto S = plain_subtraction::primesAndSemiprimes(n);
  for (auto _ : state) benchmark::DoNotOptimize(bitsetSubtractionGrundy(S, n, 100));
  perPosition(state);
}

void BM_bitset_mex__naive(benchmark::State& state) {
  int n = int(state.range(0));
  auto S = plain_subtraction::primesAndSemiprimes(n);
  for (auto _ : state) benchmark::DoNotOptimize(subtractionGrundy(S, n));
  perPosition(state);
}

}  // namespace

BENCHMARK(BM_bitset_mex__kit)
    ->Arg(20000)->Arg(50000)->Arg(200000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_bitset_mex__naive)
    ->Arg(20000)->Arg(50000)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
