// Fibonacci Nim, Euclid's game and coin turning: the kit's closed forms
// against the plain game search from the rules (tests/snippets/
// classics_search.hpp) answering the same questions in the same run.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "snippets/coin_turning.hpp"
#include "snippets/euclid_game.hpp"
#include "snippets/fibonacci_nim.hpp"
#include "snippets/nim_product.hpp"
#include "tests/snippets/classics_search.hpp"

namespace {

using u32 = std::uint32_t;

// Fibonacci Nim: who wins moving first, for every pile 2..N.
void BM_fib_nim_first__kit(benchmark::State& state) {
  const long long n = state.range(0);
  for (auto _ : state) {
    int wins = 0;
    for (long long m = 2; m <= n; m++) wins += fibNimFirstWins(m);
    benchmark::DoNotOptimize(wins);
  }
}

void BM_fib_nim_first__naive(benchmark::State& state) {
  const int n = int(state.range(0));
  for (auto _ : state) {
    auto win = classics_search::fibNimTable(n);
    int wins = 0;
    for (int m = 2; m <= n; m++) wins += win[std::size_t(m)][std::size_t(m - 1)];
    benchmark::DoNotOptimize(wins);
  }
}

// Euclid's game: the Grundy value of every pair (a, b), 1 <= a, b <= N.
void BM_euclid_grundy__kit(benchmark::State& state) {
  const int n = int(state.range(0));
  for (auto _ : state) {
    long long sum = 0;
    for (int a = 1; a <= n; a++)
      for (int b = 1; b <= n; b++) sum += euclidGrundy(a, b);
    benchmark::DoNotOptimize(sum);
  }
}

void BM_euclid_grundy__naive(benchmark::State& state) {
  const int n = int(state.range(0));
  for (auto _ : state) {
    auto g = classics_search::euclidGrundyTable(n, true);
    long long sum = 0;
    for (int a = 1; a <= n; a++)
      for (int b = 1; b <= n; b++) sum += g[std::size_t(a)][std::size_t(b)];
    benchmark::DoNotOptimize(sum);
  }
}

// Euclid's game: the Grundy value of one pair (N, 5N/8); the plain search
// has to fill the table of every pair up to N first.
void BM_euclid_one_pair__kit(benchmark::State& state) {
  int n = int(state.range(0)), a = n, b = n * 5 / 8;
  for (auto _ : state) {
    benchmark::DoNotOptimize(a);
    benchmark::DoNotOptimize(euclidGrundy(a, b));
  }
}

void BM_euclid_one_pair__naive(benchmark::State& state) {
  int n = int(state.range(0)), a = n, b = n * 5 / 8;
  for (auto _ : state) {
    auto g = classics_search::euclidGrundyTable(n, true);
    benchmark::DoNotOptimize(g[std::size_t(a)][std::size_t(b)]);
  }
}

std::vector<u32> mockTurtleMoves(int i) {  // coin i and up to two to its left
  std::vector<u32> out = {1u << i};
  for (int j = 0; j < i; j++) {
    out.push_back(1u << i | 1u << j);
    for (int k = j + 1; k < i; k++) out.push_back(1u << i | 1u << j | 1u << k);
  }
  return out;
}

// Mock Turtles: the value of every row of N coins (2^N positions).
void BM_mock_turtles_rows__kit(benchmark::State& state) {
  const int n = int(state.range(0));
  for (auto _ : state) {
    unsigned long long sum = 0;
    for (u32 mask = 0; mask < (1u << n); mask++) {
      unsigned long long v = 0;
      for (int i = 0; i < n; i++)
        if (mask >> i & 1) v ^= mockTurtleValue(i);
      sum += v;
    }
    benchmark::DoNotOptimize(sum);
  }
}

void BM_mock_turtles_rows__naive(benchmark::State& state) {
  const int n = int(state.range(0));
  for (auto _ : state) {
    auto g = classics_search::coinGameValues(n, mockTurtleMoves);
    unsigned long long sum = 0;
    for (int v : g) sum += unsigned(v);
    benchmark::DoNotOptimize(sum);
  }
}

// Mock Turtles x Ruler on a 4 x 4 board: the value of all 2^16 boards.
void BM_tartan_4x4__kit(benchmark::State& state) {
  for (auto _ : state) {
    unsigned long long sum = 0;
    for (u32 mask = 0; mask < (1u << 16); mask++) {
      unsigned long long v = 0;
      for (int c = 0; c < 16; c++)
        if (mask >> c & 1) v ^= nimProduct(mockTurtleValue(c % 4), rulerValue(c / 4 + 1));
      sum += v;
    }
    benchmark::DoNotOptimize(sum);
  }
}

void BM_tartan_4x4__naive(benchmark::State& state) {
  auto moves = [](int cell) {
    std::vector<u32> out;
    int x = cell % 4, y = cell / 4;
    for (u32 a : mockTurtleMoves(x))
      for (int j = y; j >= 0; j--) {  // ruler: rows j..y
        u32 m = 0;
        for (int r = j; r <= y; r++) m |= a << (4 * r);
        out.push_back(m);
      }
    return out;
  };
  for (auto _ : state) {
    auto g = classics_search::coinGameValues(16, moves);
    unsigned long long sum = 0;
    for (int v : g) sum += unsigned(v);
    benchmark::DoNotOptimize(sum);
  }
}

}  // namespace

BENCHMARK(BM_fib_nim_first__kit)->Arg(200)->Arg(500)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_fib_nim_first__naive)->Arg(200)->Arg(500)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_euclid_grundy__kit)->Arg(100)->Arg(400)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_euclid_grundy__naive)->Arg(100)->Arg(400)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_euclid_one_pair__kit)->Arg(400)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_euclid_one_pair__naive)->Arg(400)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_mock_turtles_rows__kit)->Arg(10)->Arg(14)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_mock_turtles_rows__naive)->Arg(10)->Arg(14)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_tartan_4x4__kit)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_tartan_4x4__naive)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
