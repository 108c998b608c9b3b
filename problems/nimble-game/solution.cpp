// Nimble Game (HackerRank): a coin on square i is a Nim heap of size i (a
// move lowers it to any j < i), and two equal heaps cancel, so only the
// squares with an odd number of coins count.
#include <cstdio>
#include <vector>

#include "snippets/nim.hpp"

namespace {

// Reads non-negative integers from stdin through a large buffer: the input
// can hold 10^6 counts of up to 10 digits.
struct Reader {
  static constexpr std::size_t kSize = 1 << 16;
  char buf[kSize];
  std::size_t len = 0, pos = 0;
  int get() {
    if (pos == len) {
      len = std::fread(buf, 1, kSize, stdin);
      pos = 0;
      if (len == 0) return -1;
    }
    return buf[pos++];
  }
  long long next() {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    long long x = 0;
    for (; c >= '0' && c <= '9'; c = get()) x = x * 10 + (c - '0');
    return x;
  }
};

Reader in;

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
