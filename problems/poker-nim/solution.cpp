// Poker Nim (HackerRank): Nim where a move may also add chips to a pile, at
// most k times per pile for each player. Adding is reversible (the opponent
// removes the same chips again), so the winner is the winner of plain Nim on
// the chip counts: the first player wins iff their xor is non-zero. k plays
// no part.
#include <cstdio>
#include <vector>

#include "snippets/nim.hpp"

namespace {

// Reads non-negative integers from stdin through a large buffer.
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
  int next() {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    int x = 0;
    for (; c >= '0' && c <= '9'; c = get()) x = x * 10 + (c - '0');
    return x;
  }
};

Reader in;

}  // namespace

int main() {
  int tests = in.next();
  for (int t = 0; t < tests; t++) {
    int n = in.next();
    in.next();  // k: the number of additions allowed does not change the winner
    std::vector<int> chips(static_cast<std::size_t>(n));
    for (int& c : chips) c = in.next();
    std::puts(nimFirstWins(chips) ? "First" : "Second");
  }
}
