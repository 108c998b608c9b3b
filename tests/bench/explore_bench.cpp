// gk explore's driver (explore/cpp/driver.cpp: moves() -> Moves ->
// snippets/grundy_engine.hpp, every state of the box in order, no output)
// against the plain memoised recursion a contestant writes first (a memo
// array, a std::set mex, the same moves() function), in one run.
// Games: S-Nim {1, 3, 4} on 10^6 states; Kayles on 2000 (splits, 2 * 10^6
// options in all).
#include <benchmark/benchmark.h>

#include <set>
#include <vector>

#include "explore/cpp/explore.hpp"

namespace {
int game = 0;  // 0: S-Nim {1, 3, 4}; 1: Kayles
}

void moves(long long n, Moves& m) {
  if (game == 0) {
    for (long long s : {1, 3, 4})
      if (s <= n) m.to(n - s);
  } else {
    for (long long take = 1; take <= 2; take++)
      for (long long left = 0; left + take <= n; left++) m.split(left, n - take - left);
  }
}

#include "explore/cpp/glue.hpp"
#define EXPLORE_NO_MAIN
#include "explore/cpp/driver.cpp"

namespace {

long long runDriver(long long n) {
  std::string count = std::to_string(n);
  char a0[] = "driver", a1[] = "--box", a3[] = "--quiet";
  char* argv[] = {a0, a1, count.data(), a3};
  explore_driver::cached.clear();
  explore_driver::run(4, argv);
  return explore_driver::lastValue;
}

int plain(long long n, std::vector<int>& memo) {
  int& slot = memo[std::size_t(n)];
  if (slot >= 0) return slot;
  Moves m;
  moves(n, m);
  std::set<int> seen;
  for (std::size_t i = 0, from = 0; i < m.ends.size(); i++) {
    int x = 0;
    for (; from < m.ends[i]; from++) x ^= plain(m.coord[m.start[from]], memo);
    seen.insert(x);
  }
  int g = 0;
  while (seen.count(g)) g++;
  return memo[std::size_t(n)] = g;
}

long long runPlain(long long n) {
  std::vector<int> memo(std::size_t(n), -1);
  for (long long s = 0; s < n; s++) plain(s, memo);  // in order: no deep recursion
  return memo.back();
}

void BM_explore_snim__kit(benchmark::State& state) {
  game = 0;
  for (auto _ : state) benchmark::DoNotOptimize(runDriver(state.range(0)));
}
void BM_explore_snim__naive(benchmark::State& state) {
  game = 0;
  for (auto _ : state) benchmark::DoNotOptimize(runPlain(state.range(0)));
}
void BM_explore_kayles__kit(benchmark::State& state) {
  game = 1;
  for (auto _ : state) benchmark::DoNotOptimize(runDriver(state.range(0)));
}
void BM_explore_kayles__naive(benchmark::State& state) {
  game = 1;
  for (auto _ : state) benchmark::DoNotOptimize(runPlain(state.range(0)));
}

}  // namespace

BENCHMARK(BM_explore_snim__kit)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_explore_snim__naive)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_explore_kayles__kit)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_explore_kayles__naive)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
