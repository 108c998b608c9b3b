// Tower Breakers, Revisited! (HackerRank): a move lowers one tower to a
// proper divisor of its height. A tower of height h is a Nim heap of size
// Omega(h) (prime factors with multiplicity); xor them, 1 wins iff non-zero.
#include <algorithm>
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
  std::vector<std::vector<int>> tests(static_cast<std::size_t>(t));
  int maxHeight = 1;
  for (auto& heights : tests) {
    heights.resize(static_cast<std::size_t>(in.next<int>()));
    for (int& h : heights) {
      h = in.next<int>();
      maxHeight = std::max(maxHeight, h);
    }
  }
  std::vector<int> omega = omegaTable(maxHeight);  // sieve once for all
  for (auto& heights : tests) {
    for (int& h : heights) h = omega[static_cast<std::size_t>(h)];
    std::printf("%d\n", nimFirstWins(heights) ? 1 : 2);
  }
}
