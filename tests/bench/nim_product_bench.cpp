// 10^6 random 64-bit nim products: the kit (four 16-bit digits, Karatsuba
// at both levels with the constant X/2 folded into the logs: 9 digit
// products) against
//  - naive_log16: the 16-bit log/exp-table method in its fastest form we
//    know, an independent implementation kept here as the yardstick:
//    64 -> 32 -> 16 by Karatsuba, products by X/2 folded into the logs,
//    and no branch for zero (log 0 points into a zero block of the exp
//    table);
//  - naive: the plain recursion on halves with no tables.
// Also the start-up: building the kit's tables (a fresh copy each time).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

#include "snippets/nim_product.hpp"

namespace {

using ull = unsigned long long;
using u32 = std::uint32_t;

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

// The yardstick: its own generator search and tables, nothing shared with
// the snippet but the table-free slowMul used to find the generator.
class Log16 {
 public:
  Log16() {
    const u32 order = 65535;
    for (u32 g = 256;; g++) {
      u32 x = 1, i = 0;
      do {
        exp_[i] = static_cast<std::uint16_t>(x);
        log_[x] = i++;
        x = nim_product_detail::slowMul(x, g, 16);
      } while (x != 1 && i <= order);
      if (i == order) break;
    }
    for (u32 i = order; i < kZero; i++) exp_[i] = exp_[i - order];
    log_[0] = kZero;  // any sum with a zero factor lands in the zero block
    for (u32 i = kZero; i < kSize; i++) exp_[i] = 0;
    h_ = log_[0x8000];
    hh_ = log_[mul16(0x8000, 0x8000)];
  }
  u32 mul16(u32 a, u32 b) const { return exp_[log_[a] + log_[b]]; }
  u32 mul32(u32 a, u32 b) const {
    u32 a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
    u32 lo = mul16(a0, b0);
    u32 hi = mul16(a1 ^ a0, b1 ^ b0) ^ lo;
    return (hi << 16) | (lo ^ exp_[log_[a1] + log_[b1] + h_]);
  }
  // The 32-bit product times 2^31 = 0x8000 * 2^16, in the log domain.
  u32 mul32Half(u32 a, u32 b) const {
    u32 a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
    u32 lm = log_[a1 ^ a0] + log_[b1 ^ b0];
    u32 top = exp_[lm + h_] ^ exp_[log_[a1] + log_[b1] + hh_];
    u32 low = exp_[lm + hh_] ^ exp_[log_[a0] + log_[b0] + hh_];
    return (top << 16) | low;
  }
  ull mul64(ull a, ull b) const {
    u32 a1 = u32(a >> 32), a0 = u32(a), b1 = u32(b >> 32), b0 = u32(b);
    u32 lo = mul32(a0, b0);
    u32 hi = mul32(a1 ^ a0, b1 ^ b0) ^ lo;
    return (ull(hi) << 32) | (lo ^ mul32Half(a1, b1));
  }

 private:
  static constexpr u32 kZero = 3 * 65535;  // above any sum of three logs
  static constexpr u32 kSize = 2 * kZero + 65535;
  u32 log_[1 << 16];
  std::uint16_t exp_[kSize];
  u32 h_ = 0, hh_ = 0;
};

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

void BM_nim_product__naive_log16(benchmark::State& state) {
  auto v = randomValues(std::size_t(state.range(0)) + 1);
  auto tables = std::make_unique<Log16>();
  for (auto _ : state) {
    ull acc = 0;
    for (std::size_t i = 0; i + 1 < v.size(); i++)
      acc ^= tables->mul64(v[i], v[i + 1]);
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

// The cost every program pays on its first nimProduct call.
void BM_nim_product_tables(benchmark::State& state) {
  for (auto _ : state) {
    auto t = std::make_unique<nim_product_detail::Tables>();
    benchmark::DoNotOptimize(t->exp[1]);
  }
}

// The yardstick agrees with the kit, or its time means nothing.
bool yardstickAgrees() {
  auto tables = std::make_unique<Log16>();
  auto v = randomValues(10001);
  for (std::size_t i = 0; i + 1 < v.size(); i++)
    if (tables->mul64(v[i], v[i + 1]) != nimProduct(v[i], v[i + 1])) return false;
  return tables->mul64(0, v[0]) == 0 && tables->mul64(1ULL << 63, 1ULL << 63) ==
                                            nimProduct(1ULL << 63, 1ULL << 63);
}

}  // namespace

BENCHMARK(BM_nim_product__kit)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_nim_product__naive_log16)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_nim_product__naive)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_nim_product_tables)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
  if (!yardstickAgrees()) {
    std::fprintf(stderr, "nim_product_bench: the log16 yardstick disagrees with the kit\n");
    return 1;
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
