// Tower Breakers, Again! (HackerRank): a move breaks a tower of height X
// into Y > 1 towers of height X / Y. Its Grundy value is [X even] plus
// Omega(odd part of X); xor the values, player 1 wins iff non-zero.
#include <cstdio>
#include <vector>

#include "snippets/divisor_nim.hpp"
#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int t = in.next<int>();
  while (t-- > 0) {
    std::vector<int> values(static_cast<std::size_t>(in.next<int>()));
    for (int& v : values) v = splitTowersGrundy(in.next<int>());
    std::printf("%d\n", nimFirstWins(values) ? 1 : 2);
  }
}
