// The explorer's C++ solve against a plain memo (explore_game_bench.hpp) on
// a multiset: Nim with a take limit, 1 to 3 stones from one pile.
#include "explore/cpp/position.hpp"

Shape positions() { return multiset(1, 30, 1, 4); }
const char* result = "win";

void moves(const State& a, Next& next) {
  for (std::size_t i = 0; i < a.size(); i++)
    for (long long t = 1; t <= 3 && t <= a[i]; t++) {
      State b = a;
      b[i] -= t;
      next.to(b);
    }
}

#include "explore_game_bench.hpp"
EXPLORE_BENCH(multiset_take3);
BENCHMARK_MAIN();
