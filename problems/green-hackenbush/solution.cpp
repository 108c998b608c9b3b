// green-hackenbush (Grundy Kit): Green Hackenbush on a graph grounded at
// vertex 0. By the fusion principle every 2-edge-connected component is worth
// a point carrying its inner edges as loops, and the tree of bridges that is
// left is valued by the colon principle; the snippet does both in O(n + m).
#include <cstdio>
#include <utility>
#include <vector>

#include "snippets/hackenbush_graph.hpp"

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
  std::vector<std::pair<int, int>> edges;
  // Up to 10^5 answers: one buffered write at the end.
  std::vector<char> out;
  for (int test = 0; test < t; test++) {
    int n = in.next(), m = in.next();
    edges.resize(std::size_t(m));
    for (auto& [u, v] : edges) {
      u = in.next();
      v = in.next();
    }
    char digits[24];
    int len = std::snprintf(digits, sizeof digits, "%lld\n",
                            hackenbushGraphValue(n, edges, {0}));
    out.insert(out.end(), digits, digits + len);
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}
