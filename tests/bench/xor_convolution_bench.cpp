// XOR convolution of two random vectors of length n = 2^b: the kit (two
// Walsh-Hadamard transforms, a pointwise product, one inverse) against the
// O(4^b) double loop c[i ^ j] += a[i] b[j], mod 998244353 and exact.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "snippets/xor_convolution.hpp"

namespace {

const long long kP = 998244353;

std::vector<long long> randomVec(int bits, long long hi, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::vector<long long> a(std::size_t(1) << bits);
  for (auto& x : a) x = (long long)(rng() % (unsigned long long)hi);
  return a;
}

void BM_xor_convolution_mod__kit(benchmark::State& state) {
  int b = int(state.range(0));
  auto x = randomVec(b, kP, 1), y = randomVec(b, kP, 2);
  for (auto _ : state) benchmark::DoNotOptimize(xorConvolutionMod(x, y, kP));
}

void BM_xor_convolution_mod__naive(benchmark::State& state) {
  int b = int(state.range(0));
  auto x = randomVec(b, kP, 1), y = randomVec(b, kP, 2);
  for (auto _ : state) {
    std::vector<long long> c(x.size(), 0);
    for (std::size_t i = 0; i < x.size(); i++)
      for (std::size_t j = 0; j < y.size(); j++)
        c[i ^ j] = (c[i ^ j] + x[i] * y[j]) % kP;
    benchmark::DoNotOptimize(c.data());
  }
}

// Exact: entries below 1000, so n^2 * 1000^2 fits in long long for b <= 14.
void BM_xor_convolution_exact__kit(benchmark::State& state) {
  int b = int(state.range(0));
  auto x = randomVec(b, 1000, 3), y = randomVec(b, 1000, 4);
  for (auto _ : state) benchmark::DoNotOptimize(xorConvolution(x, y));
}

void BM_xor_convolution_exact__naive(benchmark::State& state) {
  int b = int(state.range(0));
  auto x = randomVec(b, 1000, 3), y = randomVec(b, 1000, 4);
  for (auto _ : state) {
    std::vector<long long> c(x.size(), 0);
    for (std::size_t i = 0; i < x.size(); i++)
      for (std::size_t j = 0; j < y.size(); j++) c[i ^ j] += x[i] * y[j];
    benchmark::DoNotOptimize(c.data());
  }
}

}  // namespace

BENCHMARK(BM_xor_convolution_mod__kit)
    ->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_xor_convolution_mod__naive)
    ->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_xor_convolution_exact__kit)
    ->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_xor_convolution_exact__naive)
    ->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_MAIN();
