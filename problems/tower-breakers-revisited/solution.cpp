// Tower Breakers, Revisited! (HackerRank): a move lowers one tower to a
// proper divisor of its height. A tower of height h is a Nim heap of size
// Omega(h) (prime factors with multiplicity); xor them, 1 wins iff non-zero.
#include <algorithm>
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
  std::vector<std::vector<int>> tests(static_cast<std::size_t>(t));
  int maxHeight = 1;
  for (auto& heights : tests) {
    heights.resize(static_cast<std::size_t>(in.next()));
    for (int& h : heights) {
      h = in.next();
      maxHeight = std::max(maxHeight, h);
    }
  }
  std::vector<int> omega = omegaTable(maxHeight);  // sieve once for all
  for (auto& heights : tests) {
    for (int& h : heights) h = omega[static_cast<std::size_t>(h)];
    std::printf("%d\n", nimFirstWins(heights) ? 1 : 2);
  }
}
