/**
 * Description: Green Hackenbush on a rooted forest. parent[v] is v's
 *   parent, or -1 if v stands on the ground (all such roots are ground).
 *   Edge v joins v to parent[v]. Colon principle: g(v) = xor over
 *   children c of (g(c) + 1); the forest's value is the xor over roots.
 *   hackenbushTreeWinningEdge returns a vertex v whose edge, cut, leaves
 *   value 0 (nullopt if the value is 0), by one top-down pass of target
 *   values. Iterative: paths of 10^6 edges are fine.
 * Domain: (assert) each parent[v] is -1 or a vertex, with no cycle.
 * Usage: std::vector<int> par = {-1, 0, 1, 0};  // ground 0, path 0-1-2
 *   int g = hackenbushTreeValue(par); auto v = hackenbushTreeWinningEdge(par);
 *   // g == 3, v == 2: 2 xor 1, cut 1-2
 * Time: O(n)
 * Memory: O(n)
 * Status: exhaustive check in tests/snippets/hackenbush_tree_test.cpp
 *   (every ordered forest up to 9 edges: value and winning edge vs a
 *   game-tree search that cuts edges and drops what falls)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: colon principle, Winning Ways ch. 7; Ferguson, Game Theory
 *   part I ch. 7; own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <optional>
#include <vector>

namespace hackenbush_tree_detail {
// Vertices in an order where each parent comes before its children.
inline std::vector<int> topOrder(const std::vector<int>& parent,
                                 std::vector<int>& start,
                                 std::vector<int>& kids) {
  int n = static_cast<int>(parent.size());
  start.assign(std::size_t(n) + 1, 0);
  for (int p : parent) {
    assert(p >= -1 && p < n && "parent[v] is -1 or a vertex");
    if (p >= 0) start[std::size_t(p) + 1]++;
  }
  for (int v = 0; v < n; v++) start[std::size_t(v) + 1] += start[std::size_t(v)];
  kids.assign(std::size_t(n), 0);
  std::vector<int> fill(start.begin(), start.end() - 1);
  for (int v = 0; v < n; v++)
    if (parent[std::size_t(v)] >= 0)
      kids[std::size_t(fill[std::size_t(parent[std::size_t(v)])]++)] = v;
  std::vector<int> order;
  order.reserve(std::size_t(n));
  for (int v = 0; v < n; v++)
    if (parent[std::size_t(v)] < 0) order.push_back(v);
  for (std::size_t i = 0; i < order.size(); i++) {
    int u = order[i];
    for (int k = start[std::size_t(u)]; k < start[std::size_t(u) + 1]; k++)
      order.push_back(kids[std::size_t(k)]);
  }
  assert(order.size() == std::size_t(n) && "parent has a cycle");
  return order;
}

inline std::vector<long long> values(const std::vector<int>& parent) {
  std::vector<int> start, kids;
  std::vector<int> order = topOrder(parent, start, kids);
  std::vector<long long> g(parent.size(), 0);
  for (std::size_t i = order.size(); i-- > 0;) {
    int v = order[i], p = parent[std::size_t(v)];
    if (p >= 0) g[std::size_t(p)] ^= g[std::size_t(v)] + 1;
  }
  return g;
}
}  // namespace hackenbush_tree_detail

inline long long hackenbushTreeValue(const std::vector<int>& parent) {
  std::vector<long long> g = hackenbush_tree_detail::values(parent);
  long long total = 0;
  for (std::size_t v = 0; v < parent.size(); v++)
    if (parent[v] < 0) total ^= g[v];
  return total;
}

inline std::optional<int> hackenbushTreeWinningEdge(
    const std::vector<int>& parent) {
  std::vector<int> start, kids;
  hackenbush_tree_detail::topOrder(parent, start, kids);
  std::vector<long long> g = hackenbush_tree_detail::values(parent);
  long long total = 0;
  for (std::size_t v = 0; v < parent.size(); v++)
    if (parent[v] < 0) total ^= g[v];
  if (total == 0) return std::nullopt;
  // A root r whose value has the top bit of total must drop to g ^ total.
  int u = -1;
  for (std::size_t v = 0; v < parent.size() && u < 0; v++)
    if (parent[v] < 0 && (g[v] ^ total) < g[v]) u = static_cast<int>(v);
  long long target = g[std::size_t(u)] ^ total;
  // Invariant: target < g[u]. Some child c has g(c) + 1 with the top bit
  // of d = g[u] ^ target; then x = (g(c) + 1) ^ d <= g(c): cut c's edge if
  // x == 0, else make c's subtree worth x - 1 < g(c).
  for (;;) {
    long long d = g[std::size_t(u)] ^ target, top = d;
    while (top & (top - 1)) top &= top - 1;
    int c = -1;
    for (int k = start[std::size_t(u)]; c < 0; k++) {
      int w = kids[std::size_t(k)];
      if ((g[std::size_t(w)] + 1) & top) c = w;
    }
    long long x = (g[std::size_t(c)] + 1) ^ d;
    if (x == 0) return c;
    u = c;
    target = x - 1;
  }
}
