// Poker Nim (HackerRank): Nim where a move may also add chips to a pile, at
// most k times per pile for each player. Adding is reversible (the opponent
// removes the same chips again), so the winner is the winner of plain Nim on
// the chip counts: the first player wins iff their xor is non-zero. k plays
// no part.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int tests = in.next<int>();
  for (int t = 0; t < tests; t++) {
    int n = in.next<int>();
    in.next<int>();  // k: the number of additions allowed does not change the winner
    std::vector<int> chips(static_cast<std::size_t>(n));
    for (int& c : chips) c = in.next<int>();
    std::puts(nimFirstWins(chips) ? "First" : "Second");
  }
}
