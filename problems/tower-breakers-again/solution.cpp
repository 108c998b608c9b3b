// Tower Breakers, Again! (HackerRank): a move breaks a tower of height X
// into Y > 1 towers of height X / Y. Its Grundy value is [X even] plus
// Omega(odd part of X); xor the values, player 1 wins iff non-zero.
#include <cstdio>
#include <vector>

#include "snippets/divisor_nim.hpp"
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
  int t = in.next();
  while (t-- > 0) {
    std::vector<int> values(static_cast<std::size_t>(in.next()));
    for (int& v : values) v = splitTowersGrundy(in.next());
    std::printf("%d\n", nimFirstWins(values) ? 1 : 2);
  }
}
