// S-Nim (Kattis snim): a heap is a subtraction game with set S; a position
// is a sum of heaps, won iff the xor of the heaps' Grundy values is non-zero.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/nim.hpp"
#include "snippets/subtraction.hpp"

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
  const int kMaxHeap = 10000;
  int k = in.next();
  std::vector<int> S(static_cast<std::size_t>(k));
  for (int& s : S) s = in.next();
  std::vector<int> g = subtractionGrundy(S, kMaxHeap + 1);
  int m = in.next();
  std::string answer;
  for (int i = 0; i < m; i++) {
    int l = in.next();
    std::vector<int> values(static_cast<std::size_t>(l));
    for (int& v : values) v = g[static_cast<std::size_t>(in.next())];
    answer += nimFirstWins(values) ? 'W' : 'L';
  }
  std::printf("%s\n", answer.c_str());
}
