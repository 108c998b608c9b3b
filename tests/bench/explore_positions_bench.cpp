// gk explore's C++ path for games on whole positions (explore/cpp/position.hpp
// and position_driver.cpp: moves() -> Next -> snippets/grundy_engine.hpp,
// states hashed) against the memoised recursion a contestant writes first (a
// std::map memo, a std::set mex, the same moves()), in one run. Game: two
// piles (x, y), take 1 to 3 stones from one pile; every position with
// x, y < N is solved (N = 1000: 10^6 positions). items/s = positions solved
// per second.
#include <benchmark/benchmark.h>

#include <map>
#include <set>

#include "explore/cpp/position.hpp"

Shape positions() { return numbers(0, 999, 0, 999); }
const char* result = "win";

void moves(const State& s, Next& next) {
  for (int i = 0; i < 2; i++)
    for (long long t = 1; t <= 3 && t <= s[std::size_t(i)]; t++) {
      State b = s;
      b[std::size_t(i)] -= t;
      next.to(b);
    }
}

#define EXPLORE_NO_MAIN
#include "explore/cpp/position_driver.cpp"

namespace {

Shape box(long long n) { return numbers(0, n - 1, 0, n - 1); }

void BM_PositionDriver(benchmark::State& st) {
  long long n = st.range(0), wins = 0;
  for (auto _ : st) {
    position_driver::Solver solver(box(n));
    forEachPosition(box(n), [&](const State& s) { wins += solver.result(s); });
    benchmark::DoNotOptimize(wins);
  }
  st.SetItemsProcessed(st.iterations() * n * n);
}

// The first thing a contestant writes: std::map memo, options into a vector,
// a std::set mex; the same moves() through a Next with its own engine-free
// option list.
struct Plain {
  std::map<State, int> memo;
  int value(const State& s) {
    auto it = memo.find(s);
    if (it != memo.end()) return it->second;
    GrundyEngine<State, StateHash>::Options o;
    Next next;
    next.opt = &o;
    moves(s, next);
    std::set<int> seen;
    for (const State& t : o.parts) seen.insert(value(t));
    int g = 0;
    while (seen.count(g)) g++;
    return memo[s] = g;
  }
};

void BM_PlainMemo(benchmark::State& st) {
  long long n = st.range(0), wins = 0;
  for (auto _ : st) {
    Plain p;
    forEachPosition(box(n), [&](const State& s) { wins += p.value(s) != 0; });
    benchmark::DoNotOptimize(wins);
  }
  st.SetItemsProcessed(st.iterations() * n * n);
}

}  // namespace

BENCHMARK(BM_PositionDriver)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlainMemo)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
