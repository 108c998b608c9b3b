// The explorer's C++ solve against a plain memo (explore_game_bench.hpp) on
// a 1-D game: take a positive square number of stones.
#include "explore/cpp/position.hpp"

Shape positions() { return numbers(0, 40000); }
const char* result = "win";

void moves(const State& s, Next& next) {
  for (long long k = 1; k * k <= s[0]; k++) next.to(State{s[0] - k * k});
}

#include "explore_game_bench.hpp"
EXPLORE_BENCH(squares_1d);
BENCHMARK_MAIN();
