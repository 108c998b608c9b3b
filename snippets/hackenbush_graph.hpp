/**
 * Description: Green Hackenbush on any graph: vertices 0..n-1, edges
 *   (u, v) (loops and multi-edges allowed), any set of ground vertices;
 *   edges not joined to the ground are ignored. Fusion principle: the
 *   ground is fused to one vertex, every 2-edge-connected component to
 *   one vertex whose inner edges become loops (each worth 1), and the
 *   bridge tree is valued by the colon principle. Bridges by an
 *   iterative DFS.
 * Domain: (assert) n >= 0; edge ends and ground vertices in 0..n-1.
 * Usage: std::vector<std::pair<int, int>> e = {{0, 1}, {1, 2}, {2, 0}};
 *   long long g = hackenbushGraphValue(3, e, {0});  // triangle: g == 1
 * Time: O(n + m)
 * Memory: O(n + m)
 * Status: exhaustive check in tests/snippets/hackenbush_graph_test.cpp
 *   (thousands of random graphs up to 12 edges with loops, multi-edges
 *   and several ground vertices vs a game-tree search that cuts edges and
 *   drops what falls)
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: fusion principle, Winning Ways ch. 7; Ferguson, Game Theory
 *   part I ch. 7; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <utility>
#include <vector>

inline long long hackenbushGraphValue(
    int n, const std::vector<std::pair<int, int>>& edges,
    const std::vector<int>& ground) {
  assert(n >= 0 && "n >= 0");
  for ([[maybe_unused]] const auto& e : edges)
    assert(std::min(e.first, e.second) >= 0 &&
           std::max(e.first, e.second) < n && "edge ends in 0..n-1");
  for ([[maybe_unused]] int v : ground)
    assert(v >= 0 && v < n && "ground vertices in 0..n-1");
  // Vertex n is the fused ground.
  std::vector<int> id(std::size_t(n) + 1);
  for (int v = 0; v <= n; v++) id[std::size_t(v)] = v;
  for (int v : ground) id[std::size_t(v)] = n;
  int N = n + 1, m = static_cast<int>(edges.size());
  std::vector<int> head(std::size_t(N), -1), nxt(2 * std::size_t(m)),
      to(2 * std::size_t(m));
  for (int e = 0; e < m; e++) {
    int a = id[std::size_t(edges[std::size_t(e)].first)];
    int b = id[std::size_t(edges[std::size_t(e)].second)];
    to[2 * std::size_t(e)] = b, nxt[2 * std::size_t(e)] = head[std::size_t(a)];
    head[std::size_t(a)] = 2 * e;
    to[2 * std::size_t(e) + 1] = a;
    nxt[2 * std::size_t(e) + 1] = head[std::size_t(b)];
    head[std::size_t(b)] = 2 * e + 1;
  }
  // Iterative DFS from the ground: low links find the bridges.
  const std::size_t size = std::size_t(N);
  std::vector<int> tin(size, -1), low(size), parentEdge(size, -1), it(head);
  std::vector<int> order;
  std::vector<char> bridge(std::size_t(m), 0);
  std::vector<int> stack = {n};
  tin[std::size_t(n)] = low[std::size_t(n)] = 0;
  int timer = 1;
  while (!stack.empty()) {
    int v = stack.back();
    int& h = it[std::size_t(v)];
    if (h >= 0) {
      int half = h;
      h = nxt[std::size_t(h)];
      if ((half ^ 1) == parentEdge[std::size_t(v)]) continue;
      int w = to[std::size_t(half)];
      if (tin[std::size_t(w)] < 0) {
        tin[std::size_t(w)] = low[std::size_t(w)] = timer++;
        parentEdge[std::size_t(w)] = half;
        stack.push_back(w);
      } else if (tin[std::size_t(w)] < low[std::size_t(v)]) {
        low[std::size_t(v)] = tin[std::size_t(w)];
      }
      continue;
    }
    stack.pop_back();
    order.push_back(v);
    int pe = parentEdge[std::size_t(v)];
    if (pe >= 0) {
      int p = to[std::size_t(pe ^ 1)];
      if (low[std::size_t(v)] < low[std::size_t(p)])
        low[std::size_t(p)] = low[std::size_t(v)];
      if (low[std::size_t(v)] > tin[std::size_t(p)])
        bridge[std::size_t(pe / 2)] = 1;
    }
  }
  // Components: a vertex joins its DFS parent's unless its tree edge is a
  // bridge. Reverse post-order visits parents first.
  std::vector<int> comp(std::size_t(N), -1);
  std::vector<long long> g(std::size_t(N), 0);
  for (std::size_t i = order.size(); i-- > 0;) {
    int v = order[i], pe = parentEdge[std::size_t(v)];
    comp[std::size_t(v)] = (pe < 0 || bridge[std::size_t(pe / 2)])
                               ? v
                               : comp[std::size_t(to[std::size_t(pe ^ 1)])];
  }
  // Non-bridge edges inside the ground's part are loops worth 1 each.
  for (int e = 0; e < m; e++) {
    int a = to[2 * std::size_t(e) + 1];
    if (tin[std::size_t(a)] >= 0 && !bridge[std::size_t(e)])
      g[std::size_t(comp[std::size_t(a)])] ^= 1;
  }
  // Post-order: a bridge's lower component adds g + 1 to the upper one.
  for (int v : order) {
    int pe = parentEdge[std::size_t(v)];
    if (pe >= 0 && bridge[std::size_t(pe / 2)]) {
      int up = comp[std::size_t(to[std::size_t(pe ^ 1)])];
      g[std::size_t(up)] ^= g[std::size_t(v)] + 1;
    }
  }
  return g[std::size_t(n)];
}
