// Misère Nim (HackerRank): Nim where taking the last stone loses. Bouton's
// misère rule: play as in Nim, except that when every pile is 1 the parity
// of the pile count decides (first player wins iff it is even).
#include <cstdio>
#include <vector>

#include "snippets/misere_nim.hpp"

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
  std::vector<long long> piles;
  while (t-- > 0) {
    piles.resize(static_cast<std::size_t>(in.next()));
    for (long long& s : piles) s = in.next();
    std::puts(misereFirstWins(piles) ? "First" : "Second");
  }
}
