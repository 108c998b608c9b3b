// Introduction to Nim Game (HackerRank): plain normal-play Nim. By Bouton's
// theorem the first player wins iff the xor of the pile sizes is non-zero.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int games = in.next<int>();
  for (int g = 0; g < games; g++) {
    int n = in.next<int>();
    std::vector<int> piles(static_cast<std::size_t>(n));
    for (int& p : piles) p = in.next<int>();
    std::puts(nimFirstWins(piles) ? "First" : "Second");
  }
}
