// 10^6 random 64-bit nim products: log/exp tables with a 64 -> 32 -> 16
// split against the plain recursion on halves with no tables.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "snippets/nim_product.hpp"

namespace {

using ull = unsigned long long;

ull plainProduct(ull a, ull b, int bits) {
  if (bits == 1) return a & b;
  int h = bits / 2;
  ull lowMask = (1ULL << h) - 1;
  ull a1 = a >> h, a0 = a & lowMask, b1 = b >> h, b0 = b & lowMask;
  ull lo = plainProduct(a0, b0, h);
  ull hi = plainProduct(a1 ^ a0, b1 ^ b0, h) ^ lo;
  ull top = plainProduct(plainProduct(a1, b1, h), 1ULL << (h - 1), h);
  return (hi << h) | (lo ^ top);
}

std::vector<ull> randomValues(std::size_t n) {
  std::mt19937_64 rng(1);
  std::vector<ull> v(n);
  for (ull& x : v) x = rng();
  return v;
}

void BM_nim_product__kit(benchmark::State& state) {
  auto v = randomValues(std::size_t(state.range(0)) + 1);
  nimProduct(1, 1);  // tables built outside the timing
  for (auto _ : state) {
    ull acc = 0;
    for (std::size_t i = 0; i + 1 < v.size(); i++)
      acc ^= nimProduct(v[i], v[i + 1]);
    benchmark::DoNotOptimize(acc);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_nim_product__naive(benchmark::State& state) {
  auto v = randomValues(std::size_t(state.range(0)) + 1);
  for (auto _ : state) {
    ull acc = 0;
    for (std::size_t i = 0; i + 1 < v.size(); i++)
      acc ^= plainProduct(v[i], v[i + 1], 64);
    benchmark::DoNotOptimize(acc);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

}  // namespace

BENCHMARK(BM_nim_product__kit)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_nim_product__naive)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
