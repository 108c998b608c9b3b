// Shared by tests/bench/explore_<shape>_bench.cpp: the solver `gk explore`
// builds from a C++ game file (explore/cpp/position_driver.cpp: moves() ->
// Next -> snippets/grundy_engine.hpp) against the plain memo a contestant
// writes first (a std::map from the state to "the mover wins", a recursion
// over the same moves() that stops at the first move to a losing state), in
// one run, on every position of the game's positions(). Include it after the
// game (positions(), result, moves()); EXPLORE_BENCH(name) registers
// BM_name__kit and BM_name__naive for tools/bench_report.py (naive/kit; the
// target of issue 32 is kit <= 2 x naive, naive/kit >= 0.5). Both sides
// count the winning positions; the plain memo fails the run if the counts
// differ.
#pragma once
#include <benchmark/benchmark.h>

#include <map>
#include <string>

#define EXPLORE_NO_MAIN
#include "explore/cpp/position_driver.cpp"

namespace explore_bench {

inline long long kitWins = -1;

struct PlainMemo {
  std::map<State, bool> memo;
  Canon canon;
  explicit PlainMemo(const Shape& sh) : canon(canonOf(sh)) {}
  bool wins(const State& s) {
    auto it = memo.find(s);
    if (it != memo.end()) return it->second;
    GrundyEngine<State, StateHash>::Options o;
    Next next;
    next.opt = &o, next.canon = canon;  // sorted piles, as the kit
    moves(s, next);
    bool w = false;
    for (std::size_t i = 0; i < o.parts.size() && !w; i++) w = !wins(o.parts[i]);
    return memo[s] = w;
  }
};

inline void kit(benchmark::State& st) {
  long long count = 0, wins = 0;
  for (auto _ : st) {
    position_driver::Solver solver(positions());
    count = wins = 0;
    forEachPosition(positions(), [&](const State& s) { count++, wins += solver.result(s); });
    benchmark::DoNotOptimize(wins);
  }
  kitWins = wins;
  st.counters["positions"] = double(count);
}

inline void naive(benchmark::State& st) {
  long long count = 0, wins = 0;
  for (auto _ : st) {
    PlainMemo memo(positions());
    count = wins = 0;
    forEachPosition(positions(), [&](const State& s) { count++, wins += memo.wins(s); });
    benchmark::DoNotOptimize(wins);
  }
  if (kitWins >= 0 && kitWins != wins)
    st.SkipWithError(("the kit counts " + std::to_string(kitWins) + " wins, the plain memo " +
                      std::to_string(wins)).c_str());
  st.counters["positions"] = double(count);
}

}  // namespace explore_bench

#define EXPLORE_BENCH(name)                                                            \
  BENCHMARK(explore_bench::kit)->Name("BM_" #name "__kit")->Unit(benchmark::kMillisecond); \
  BENCHMARK(explore_bench::naive)->Name("BM_" #name "__naive")->Unit(benchmark::kMillisecond)
