// nim-move (Grundy Kit): Bouton's theorem. The player to move loses iff the
// xor of the heaps is 0; otherwise lowering a heap a_i that has the top bit
// of the xor x set to a_i ^ x leaves xor 0, a losing position.
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
  int n = static_cast<int>(in.next());
  std::vector<long long> heaps(static_cast<std::size_t>(n));
  for (long long& a : heaps) a = in.next();
  auto move = nimWinningMove(heaps);
  if (!move)
    std::printf("LOSE\n");
  else
    std::printf("%d %lld\n", move->first + 1, move->second);
}
