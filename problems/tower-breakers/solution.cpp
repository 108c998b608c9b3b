// Tower Breakers (HackerRank): n towers of equal height m; a move lowers a
// tower to a proper divisor of its height. A tower of height m is a Nim heap
// of size Omega(m), and n equal heaps xor to Omega(m) if n is odd, else 0.
#include <cstdio>

#include "snippets/divisor_nim.hpp"

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
  while (t-- > 0) {
    long long n = in.next(), m = in.next();
    int value = bigOmega(m);  // Grundy value of one tower
    int total = n % 2 == 1 ? value : 0;
    std::printf("%d\n", total != 0 ? 1 : 2);
  }
}
