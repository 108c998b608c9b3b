// crosses (Grundy Kit): crossing a cell takes it and its free neighbours out
// of a run of free cells, so a run of length n is a heap of the octal game
// 0.137 (Dawson's chess). The first player wins iff g(n) != 0; g has period
// 34 from n = 52, proven by the Guy-Smith theorem from the first 256 values.
#include <cstdio>
#include <string>

#include "snippets/octal.hpp"

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
  unsigned long long next() {
    int c = get();
    while (c != -1 && (c < '0' || c > '9')) c = get();
    unsigned long long x = 0;
    for (; c >= '0' && c <= '9'; c = get()) x = x * 10 + unsigned(c - '0');
    return x;
  }
};

Reader in;

}  // namespace

int main() {
  // 0.137 is proven at the first check (256 values); the limit is a guard.
  auto grundy = findOctalPeriod("0.137", 4096);
  if (!grundy) return 1;
  long long t = static_cast<long long>(in.next());
  std::string answer;
  answer.reserve(static_cast<std::size_t>(t) * 7);
  for (long long i = 0; i < t; i++)
    answer += grundy->at(in.next()) != 0 ? "First\n" : "Second\n";
  std::fputs(answer.c_str(), stdout);
}
