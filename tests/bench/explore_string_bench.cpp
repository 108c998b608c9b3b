// The explorer's C++ solve against a plain memo (explore_game_bench.hpp) on
// a string: coins in a row, 1 = heads; a move turns a head to tails and may
// also turn over the coin just left of it.
#include "explore/cpp/position.hpp"

Shape positions() { return strings("01", 1, 15); }
const char* result = "win";

void moves(const State& row, Next& next) {
  for (std::size_t i = 0; i < row.size(); i++)
    if (row[i] == 1) {
      State b = row;
      b[i] = 0;
      next.to(b);
      if (i > 0) {
        b[i - 1] ^= 1;
        next.to(b);
      }
    }
}

#include "explore_game_bench.hpp"
EXPLORE_BENCH(string_turn);
BENCHMARK_MAIN();
