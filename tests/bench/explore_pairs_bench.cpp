// The explorer's C++ solve against a plain memo (explore_game_bench.hpp) on
// a pair (x, y): Wythoff's game (lower x or y, or both by the same amount).
#include "explore/cpp/position.hpp"

Shape positions() { return numbers(0, 149, 0, 149); }
const char* result = "win";

void moves(const State& s, Next& next) {
  for (long long t = 1; t <= s[0]; t++) next.to(State{s[0] - t, s[1]});
  for (long long t = 1; t <= s[1]; t++) next.to(State{s[0], s[1] - t});
  for (long long t = 1; t <= s[0] && t <= s[1]; t++) next.to(State{s[0] - t, s[1] - t});
}

#include "explore_game_bench.hpp"
EXPLORE_BENCH(pairs_wythoff);
BENCHMARK_MAIN();
