// Reading 10^6 integers (up to 10^18) from a file: the kit's FastInput
// against scanf and std::cin with the usual sync_with_stdio(false).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <sstream>
#include <random>
#include <string>

#include "snippets/fast_input.hpp"

namespace {

constexpr int kCount = 1000000;

// One temporary file with kCount numbers, rewound before each read.
std::FILE* numbers() {
  static std::FILE* f = [] {
    std::FILE* t = std::tmpfile();
    std::mt19937_64 rng(1);
    for (int i = 0; i < kCount; i++)
      std::fprintf(t, "%llu\n", (unsigned long long)(rng() % 1000000000000000001ULL));
    return t;
  }();
  std::rewind(f);
  return f;
}

void BM_read_1e6_numbers__kit(benchmark::State& state) {
  for (auto _ : state) {
    FastInput in(numbers());
    unsigned long long sum = 0;
    for (int i = 0; i < kCount; i++) sum += in.next<unsigned long long>();
    benchmark::DoNotOptimize(sum);
  }
}

void BM_read_1e6_numbers__naive_scanf(benchmark::State& state) {
  for (auto _ : state) {
    std::FILE* f = numbers();
    unsigned long long sum = 0, x = 0;
    for (int i = 0; i < kCount; i++) sum += std::fscanf(f, "%llu", &x) == 1 ? x : 0;
    benchmark::DoNotOptimize(sum);
  }
}

// std::cin cannot be pointed at a FILE*, so this reads the same bytes
// through an istream over a string: the parsing cost without the file.
void BM_read_1e6_numbers__naive_istream(benchmark::State& state) {
  std::string text;
  {
    std::FILE* f = numbers();
    char chunk[1 << 16];
    for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;) text.append(chunk, n);
  }
  std::ios::sync_with_stdio(false);
  for (auto _ : state) {
    std::istringstream in(text);
    unsigned long long sum = 0, x = 0;
    for (int i = 0; i < kCount; i++) sum += (in >> x) ? x : 0;
    benchmark::DoNotOptimize(sum);
  }
}

}  // namespace

BENCHMARK(BM_read_1e6_numbers__kit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_read_1e6_numbers__naive_scanf)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_read_1e6_numbers__naive_istream)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
