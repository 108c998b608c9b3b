/**
 * Description: Undirected vertex geography: a token on a vertex;
 *   a move slides it along an edge to an unvisited vertex; no move loses.
 *   win[v] says whether the player to move wins with the token put on v;
 *   equivalently, v lies in every maximum matching. Trees: rerooting DP;
 *   any graph: geographyWins by Edmonds' blossom matching.
 *   treeGameWins: AGC010 F, a[v] stones on v; a move takes a stone from
 *   the token's vertex, then slides the token to a neighbour; no stone
 *   loses. v wins iff some neighbour u with a[u] < a[v] loses.
 * Domain: (assert) adj is a tree on n >= 1 vertices 0..n-1 (each edge in
 *   both lists); a.size() == n, a[v] >= 0. geographyWins: any simple
 *   graph (no loops), each edge in both lists.
 * Usage: std::vector<std::vector<int>> adj(n);  // adj[u].push_back(v) ...
 *   adj = {{1}, {0, 2}, {1}};  // the path 0 - 1 - 2
 *   std::vector<char> w = geographyTreeWins(adj);  // w[v]: mover wins
 *   std::vector<char> t = treeGameWins(adj, stones);
 *   std::vector<char> g = geographyWins(adj);  // any graph
 *   // w == {0, 1, 0}, g == {0, 1, 0}
 * Time: geographyTreeWins O(n); treeGameWins O(n log n); geographyWins
 *   O(n (n^2 + m))
 * Memory: O(n + m)
 * Status: exhaustive check in tests/snippets/vertex_geography_test.cpp
 *   (every labelled tree to 7 vertices and every unlabelled tree to 10,
 *   each start, vs a search over (vertex, visited set), and vs maximum
 *   matchings by brute force; Tree Game on every unlabelled tree to 7
 *   vertices, stones <= 3, vs a search over (vertex, stone vector));
 *   random trees to 2*10^5 vertices vs a DP per root; geographyWins on
 *   every graph to 6 vertices and random ones to 13 vs the search;
 *   problems/tree-game. Random graphs, trees and stone vectors vs game
 *   search: tests/snippets/stress_test.cpp
 * Source: Fraenkel, Scheinerman, Ullman, "Undirected edge geography"
 *   (1993), vertex version; J. Edmonds, "Paths, trees, and flowers"
 *   (1965); AGC010 F editorial; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <numeric>
#include <utility>
#include <vector>

namespace vertex_geography_detail {
// Every edge in both lists, as often in each (an undirected graph).
inline bool symmetric(const std::vector<std::vector<int>>& adj) {
  std::vector<std::pair<int, int>> out, in;
  for (std::size_t v = 0; v < adj.size(); v++)
    for (int u : adj[v]) {
      out.push_back({static_cast<int>(v), u});
      in.push_back({u, static_cast<int>(v)});
    }
  std::sort(out.begin(), out.end()), std::sort(in.begin(), in.end());
  return out == in;
}
// BFS order from vertex 0 and the parent of each vertex (-1 at the root).
inline void bfsOrder(const std::vector<std::vector<int>>& adj,
                     std::vector<int>& order, std::vector<int>& par) {
  int n = static_cast<int>(adj.size());
  std::size_t edges = 0;
  for (auto& l : adj) edges += l.size();
  assert(n >= 1 && edges == 2 * std::size_t(n - 1) && "a tree on n >= 1");
  assert(symmetric(adj) && "each edge in both lists");
  (void)edges;
  order.assign(1, 0), par.assign(std::size_t(n), -2), par[0] = -1;
  for (std::size_t i = 0; i < order.size(); i++)
    for (int u : adj[std::size_t(order[i])]) {
      assert(u >= 0 && u < n && "vertices 0..n-1");
      if (par[std::size_t(u)] != -2) continue;
      par[std::size_t(u)] = order[i], order.push_back(u);
    }
  assert(static_cast<int>(order.size()) == n && "connected: a tree");
}
}  // namespace vertex_geography_detail

inline std::vector<char> geographyTreeWins(
    const std::vector<std::vector<int>>& adj) {
  std::vector<int> order, par;
  vertex_geography_detail::bfsOrder(adj, order, par);
  std::size_t n = adj.size();
  // down[v]: the mover wins at v when v's parent is already visited;
  // lost[v]: the number of children c with !down[c].
  std::vector<char> down(n, 0), up(n, 0), win(n, 0);
  std::vector<int> lost(n, 0);
  for (std::size_t i = n; i-- > 1;) {
    std::size_t v = std::size_t(order[i]);
    down[v] = lost[v] > 0;
    if (!down[v]) lost[std::size_t(par[v])]++;
  }
  down[std::size_t(order[0])] = lost[std::size_t(order[0])] > 0;
  // up[c]: the mover wins at par[c] when c is already visited.
  for (int v : order) {
    std::size_t sv = std::size_t(v);
    bool upLost = par[sv] >= 0 && !up[sv];
    win[sv] = lost[sv] > 0 || upLost;
    for (int c : adj[sv])
      if (c != par[sv])
        up[std::size_t(c)] = lost[sv] - !down[std::size_t(c)] > 0 || upLost;
  }
  return win;
}

template <class T>
std::vector<char> treeGameWins(const std::vector<std::vector<int>>& adj,
                               const std::vector<T>& a) {
  std::vector<int> order, par;
  vertex_geography_detail::bfsOrder(adj, order, par);
  std::size_t n = adj.size();
  assert(a.size() == n && "one stone count per vertex");
  assert(std::none_of(a.begin(), a.end(), [](const T& x) { return x < T(0); })
         && "stone counts >= 0");
  // A smaller neighbour is decided before v; equal ones never matter.
  std::vector<int> by(n);
  std::iota(by.begin(), by.end(), 0);
  std::sort(by.begin(), by.end(), [&](int x, int y) {
    return a[std::size_t(x)] < a[std::size_t(y)];
  });
  std::vector<char> win(n, 0);
  for (int v : by)
    for (int u : adj[std::size_t(v)])
      if (a[std::size_t(u)] < a[std::size_t(v)] && !win[std::size_t(u)])
        win[std::size_t(v)] = 1;
  return win;
}

// Maximum matching in any graph: Edmonds' blossoms, one BFS per root.
struct BlossomMatching {
  int n;
  const std::vector<std::vector<int>>& adj;
  std::vector<int> match, par, base, q;
  std::vector<char> used, mark;
  explicit BlossomMatching(const std::vector<std::vector<int>>& g)
      : n(static_cast<int>(g.size())), adj(g), match(g.size(), -1) {}
  int lca(int a, int b) {
    std::vector<char> seen(std::size_t(n), 0);
    for (;; a = par[std::size_t(match[std::size_t(a)])]) {
      a = base[std::size_t(a)], seen[std::size_t(a)] = 1;
      if (match[std::size_t(a)] < 0) break;
    }
    for (;; b = par[std::size_t(match[std::size_t(b)])])
      if (seen[std::size_t(b = base[std::size_t(b)])]) return b;
  }
  void markPath(int v, int b, int child) {
    for (; base[std::size_t(v)] != b; v = par[std::size_t(child)]) {
      int m = match[std::size_t(v)];
      mark[std::size_t(base[std::size_t(v)])] = 1;
      mark[std::size_t(base[std::size_t(m)])] = 1;
      par[std::size_t(v)] = child, child = m;
    }
  }
  // An augmenting path from root avoiding `banned`: flips it, true.
  bool augment(int root, int banned = -1) {
    std::size_t N = std::size_t(n);
    used.assign(N, 0), par.assign(N, -1), base.resize(N), q.assign(1, root);
    for (int i = 0; i < n; i++) base[std::size_t(i)] = i;
    used[std::size_t(root)] = 1;
    for (std::size_t h = 0; h < q.size(); h++) {
      int v = q[h];
      for (int to : adj[std::size_t(v)]) {
        std::size_t t = std::size_t(to);
        if (to == banned || base[std::size_t(v)] == base[t] ||
            match[std::size_t(v)] == to) continue;
        if (to == root || (match[t] >= 0 && par[std::size_t(match[t])] >= 0)) {
          int b = lca(v, to);
          mark.assign(N, 0), markPath(v, b, to), markPath(to, b, v);
          for (std::size_t i = 0; i < N; i++)
            if (mark[std::size_t(base[i])]) {
              base[i] = b;
              if (!used[i]) used[i] = 1, q.push_back(static_cast<int>(i));
            }
        } else if (par[t] < 0) {
          par[t] = v;
          if (match[t] < 0) {  // free: flip the path back to root
            for (int u = to, w; u >= 0; u = w) {
              int pu = par[std::size_t(u)];
              w = match[std::size_t(pu)];
              match[std::size_t(u)] = pu, match[std::size_t(pu)] = u;
            }
            return true;
          }
          used[std::size_t(match[t])] = 1, q.push_back(match[t]);
        }
      }
    }
    return false;
  }
  int maximum() {
    int size = 0;
    for (int v = 0; v < n; v++)
      if (match[std::size_t(v)] < 0 && augment(v)) size++;
    return size;
  }
};

// Vertex geography on any graph: v wins iff it is matched in a maximum
// matching M and its partner u has no augmenting path in G - v once uv
// leaves M (then every maximum matching covers v).
inline std::vector<char> geographyWins(
    const std::vector<std::vector<int>>& adj) {
  std::size_t n = adj.size();
  for (std::size_t v = 0; v < n; v++)
    assert(std::all_of(adj[v].begin(), adj[v].end(), [&](int u) {
             return u >= 0 && std::size_t(u) < n && std::size_t(u) != v;
           }) && "vertices 0..n-1, no loops");
  assert(vertex_geography_detail::symmetric(adj) && "each edge in both lists");
  BlossomMatching bm(adj);
  bm.maximum();
  std::vector<int> best = bm.match;
  std::vector<char> win(n, 0);
  for (std::size_t v = 0; v < n; v++) {
    int u = best[v];
    if (u < 0) continue;
    bm.match = best;
    bm.match[v] = bm.match[std::size_t(u)] = -1;
    win[v] = !bm.augment(u, static_cast<int>(v));
  }
  return win;
}
