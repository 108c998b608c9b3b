// Dividing Game (AtCoder ABC368 F): a move replaces one number by a proper
// divisor. A number A is a Nim heap of size Omega(A) (prime factors with
// multiplicity); Anna, who moves first, wins iff the xor is non-zero.
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
  const int kMaxA = 100000;
  std::vector<int> omega = omegaTable(kMaxA);
  std::vector<int> values(static_cast<std::size_t>(in.next()));
  for (int& v : values) v = omega[static_cast<std::size_t>(in.next())];
  std::puts(nimFirstWins(values) ? "Anna" : "Bruno");
}
