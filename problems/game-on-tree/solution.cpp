// Game on Tree (AtCoder AGC017 D): Green Hackenbush on the tree rooted at
// vertex 1. Alice, who moves first, wins iff its Grundy value is non-zero.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/hackenbush_tree.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int n = in.next<int>();
  // Adjacency in compressed form (CSR), 0-based vertices.
  std::vector<int> from(std::size_t(n - 1)), to(std::size_t(n - 1));
  std::vector<int> start(std::size_t(n) + 1, 0);
  for (int i = 0; i < n - 1; i++) {
    from[std::size_t(i)] = in.next<int>() - 1;
    to[std::size_t(i)] = in.next<int>() - 1;
    start[std::size_t(from[std::size_t(i)]) + 1]++;
    start[std::size_t(to[std::size_t(i)]) + 1]++;
  }
  for (int v = 0; v < n; v++) start[std::size_t(v) + 1] += start[std::size_t(v)];
  std::vector<int> adj(std::size_t(2 * (n - 1)));
  std::vector<int> fill(start.begin(), start.end() - 1);
  for (int i = 0; i < n - 1; i++) {
    int a = from[std::size_t(i)], b = to[std::size_t(i)];
    adj[std::size_t(fill[std::size_t(a)]++)] = b;
    adj[std::size_t(fill[std::size_t(b)]++)] = a;
  }
  // Root at vertex 1 (index 0) by an iterative BFS; the root is the ground.
  std::vector<int> parent(std::size_t(n), -2);
  std::vector<int> queue{0};
  parent[0] = -1;
  for (std::size_t i = 0; i < queue.size(); i++) {
    int u = queue[i];
    for (int k = start[std::size_t(u)]; k < start[std::size_t(u) + 1]; k++) {
      int w = adj[std::size_t(k)];
      if (parent[std::size_t(w)] == -2) {
        parent[std::size_t(w)] = u;
        queue.push_back(w);
      }
    }
  }
  std::puts(hackenbushTreeValue(parent) != 0 ? "Alice" : "Bob");
}
