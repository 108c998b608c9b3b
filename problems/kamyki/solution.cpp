// Kamyki (Polish OI XVI, stage I): non-decreasing piles where a move lowers
// one pile and keeps the order are staircase Nim on the gaps between piles.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/staircase_nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int u = in.next<int>();
  for (int t = 0; t < u; t++) {
    int n = in.next<int>();
    std::vector<int> piles(static_cast<std::size_t>(n));
    for (int& a : piles) a = in.next<int>();
    bool first = staircaseValue(sortedPilesToSteps(piles)) != 0;
    std::puts(first ? "TAK" : "NIE");
  }
}
