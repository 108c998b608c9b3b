// green-hackenbush (Grundy Kit): Green Hackenbush on a graph grounded at
// vertex 0. By the fusion principle every 2-edge-connected component is worth
// a point carrying its inner edges as loops, and the tree of bridges that is
// left is valued by the colon principle; the snippet does both in O(n + m).
#include <cstdio>
#include <utility>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/hackenbush_graph.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int t = in.next<int>();
  std::vector<std::pair<int, int>> edges;
  // Up to 10^5 answers: one buffered write at the end.
  std::vector<char> out;
  for (int test = 0; test < t; test++) {
    int n = in.next<int>(), m = in.next<int>();
    edges.resize(std::size_t(m));
    for (auto& [u, v] : edges) {
      u = in.next<int>();
      v = in.next<int>();
    }
    char digits[24];
    int len = std::snprintf(digits, sizeof digits, "%lld\n",
                            hackenbushGraphValue(n, edges, {0}));
    out.insert(out.end(), digits, digits + len);
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}
