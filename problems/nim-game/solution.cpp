// Introduction to Nim Game (HackerRank): plain normal-play Nim. By Bouton's
// theorem the first player wins iff the xor of the pile sizes is non-zero.
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
  int games = in.next();
  for (int g = 0; g < games; g++) {
    int n = in.next();
    std::vector<int> piles(static_cast<std::size_t>(n));
    for (int& p : piles) p = in.next();
    std::puts(nimFirstWins(piles) ? "First" : "Second");
  }
}
