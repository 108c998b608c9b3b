// Reading 10^6 integers (up to 10^18) from a file: the kit's FastInput
// (fgets refills, safe for dialogues) against the kit's former reader
// (fread refills, which deadlocks a dialogue), fscanf, and an istream.
// Two layouts: one number per line (the worst case for a reader that
// refills a line at a time) and 1000 numbers per line.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>

#include "snippets/fast_input.hpp"

namespace {

constexpr int kCount = 1000000;

// A temporary file with kCount numbers, perLine to a line, rewound.
std::FILE* numbers(int perLine) {
  static std::FILE* files[2] = {nullptr, nullptr};
  std::FILE*& f = files[perLine == 1 ? 0 : 1];
  if (!f) {
    f = std::tmpfile();
    std::mt19937_64 rng(1);
    for (int i = 0; i < kCount; i++)
      std::fprintf(f, "%llu%c", (unsigned long long)(rng() % 1000000000000000001ULL),
                   (i + 1) % perLine == 0 ? '\n' : ' ');
  }
  std::rewind(f);
  return f;
}

// The kit's former reader, as it was: fread waits for a full 64 KiB block
// or the end of the input, so it cannot serve an interactive dialogue.
struct FreadInput {
  static constexpr std::size_t kSize = 1 << 16;
  std::FILE* file;
  char buf[kSize];
  std::size_t len = 0, pos = 0;
  explicit FreadInput(std::FILE* f) : file(f) {}
  int get() {
    if (pos == len) {
      len = std::fread(buf, 1, kSize, file), pos = 0;
      if (len == 0) return -1;
    }
    return static_cast<unsigned char>(buf[pos++]);
  }
  template <class T = long long> T next() {
    int c = get();
    while (c != -1 && c != '-' && (c < '0' || c > '9')) c = get();
    bool neg = std::is_signed<T>::value && c == '-';
    if (c == '-') c = get();
    T x = 0;
    for (; c >= '0' && c <= '9'; c = get())
      x = static_cast<T>(neg ? x * 10 - (c - '0') : x * 10 + (c - '0'));
    return x;
  }
};

void BM_read_1e6_numbers__kit(benchmark::State& state) {
  for (auto _ : state) {
    FastInput in(numbers(static_cast<int>(state.range(0))));
    unsigned long long sum = 0;
    for (int i = 0; i < kCount; i++) sum += in.next<unsigned long long>();
    benchmark::DoNotOptimize(sum);
  }
}

void BM_read_1e6_numbers__naive_fread(benchmark::State& state) {
  for (auto _ : state) {
    FreadInput in(numbers(static_cast<int>(state.range(0))));
    unsigned long long sum = 0;
    for (int i = 0; i < kCount; i++) sum += in.next<unsigned long long>();
    benchmark::DoNotOptimize(sum);
  }
}

void BM_read_1e6_numbers__naive_scanf(benchmark::State& state) {
  for (auto _ : state) {
    std::FILE* f = numbers(static_cast<int>(state.range(0)));
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
    std::FILE* f = numbers(static_cast<int>(state.range(0)));
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

// The argument is how many numbers share a line.
BENCHMARK(BM_read_1e6_numbers__kit)->Arg(1)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_read_1e6_numbers__naive_fread)->Arg(1)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_read_1e6_numbers__naive_scanf)->Arg(1)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_read_1e6_numbers__naive_istream)->Arg(1)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
