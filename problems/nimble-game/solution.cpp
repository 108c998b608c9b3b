// Nimble Game (HackerRank): a coin on square i is a Nim heap of size i (a
// move lowers it to any j < i), and two equal heaps cancel, so only the
// squares with an odd number of coins count.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

// Reads non-negative integers from stdin through a large buffer: the input
// can hold 10^6 counts of up to 10 digits.
FastInput in;

}  // namespace

int main() {
  long long t = in.next();
  std::vector<int> heaps;  // one heap of size i per square i with odd c_i
  while (t-- > 0) {
    int n = static_cast<int>(in.next());
    heaps.clear();
    for (int i = 0; i < n; i++)
      if (in.next() % 2 == 1) heaps.push_back(i);
    std::puts(nimFirstWins(heaps) ? "First" : "Second");
  }
}
