/**
 * Description: Every-SG (Winning Ways' continued conjunctive compound): on
 *   each turn the player moves in EVERY component that still has a move;
 *   whoever cannot move at all loses. Theorem (Smith 1966): with the
 *   suspense number s(v) = 0 if v has no move, 1 + max{s(w) : s(w) even}
 *   if some follower w has even s, else 1 + min over all followers, the
 *   player to move wins the compound iff max over components of s is odd
 *   (s(v) odd iff v is a normal-play win). everySteps: s of every vertex
 *   of a DAG; euclidSteps: s of a Euclid game (take k*y from x, k >= 1,
 *   y the other pile; over when a pile is 0) in O(log); everySumFirstWins.
 * Domain: (assert) the move graph is acyclic, vertices 0..n-1; Euclid
 *   piles >= 0 (a zero pile: the game is over, s = 0); steps >= 0.
 * Usage: auto s = everySteps(adj);  // adj[v] = followers of v
 *   bool mm = everySumFirstWins(std::vector<long long>{euclidSteps(3, 2)});
 *   // s == {0, 1}, mm == false
 * Time: O(n + m) for everySteps; O(log min(x, y)) for euclidSteps
 * Memory: O(n) (iterative, no recursion)
 * Status: exhaustive check in tests/snippets/every_sg_test.cpp (every
 *   compound of up to 3 components from random DAGs, subtraction games and
 *   Euclid pairs <= 12 against a search of the product game under the
 *   every-move rule; euclidSteps vs everySteps on all pairs <= 60);
 *   kit problem problems/every-sg (HDU 3595)
 *   Random DAG compounds vs search: tests/snippets/stress_test.cpp
 * Source: C. A. B. Smith, Graphs and composite games, JCT 1 (1966);
 *   Winning Ways ch. 9 (suspense numbers); own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

inline std::vector<int>
everySteps(const std::vector<std::vector<int>>& adj) {
  int n = static_cast<int>(adj.size());
  std::vector<int> s(adj.size(), -1), state(adj.size(), 0), stk;
  for (int root = 0; root < n; root++) {
    if (state[std::size_t(root)]) continue;
    stk.push_back(root), state[std::size_t(root)] = 1;
    while (!stk.empty()) {
      int v = stk.back();
      bool ready = true;  // push unvisited followers; compute when all done
      for (int w : adj[std::size_t(v)]) {
        assert(0 <= w && w < n && "followers are vertices 0..n-1");
        int& st = state[std::size_t(w)];
        assert(st != 1 && "the move graph has a cycle");
        if (!st) st = 1, stk.push_back(w), ready = false;
      }
      if (!ready) continue;
      stk.pop_back(), state[std::size_t(v)] = 2;
      int bestEven = -1, minAll = -1;
      for (int w : adj[std::size_t(v)]) {
        int t = s[std::size_t(w)];
        if (t % 2 == 0) bestEven = std::max(bestEven, t);
        minAll = minAll < 0 ? t : std::min(minAll, t);
      }
      s[std::size_t(v)] = bestEven >= 0 ? bestEven + 1 : minAll + 1;
    }
  }
  return s;
}

// Euclid game (x, y): s at (a, b), a >= b > 0, a = q b + r, t = s(b, r):
// with q == 1 and r > 0 the move is forced (t + 1); otherwise the winner
// may stop at (b + r, b) first, so s = t + 2 if t is odd, else t + 1.
template <class T> long long euclidSteps(T x, T y) {
  assert(x >= 0 && y >= 0 && "piles are >= 0");
  bool forced[256];  // per level, deepest last: < 190 levels below 2^128
  int depth = 0;
  while (x > 0 && y > 0) {
    if (x < y) std::swap(x, y);
    T r = static_cast<T>(x % y);
    forced[depth++] = x / y == 1 && r > 0;
    x = r;
  }
  long long t = 0;
  while (depth-- > 0) t += forced[depth] || t % 2 == 0 ? 1 : 2;
  return t;
}

template <class T> bool everySumFirstWins(const std::vector<T>& steps) {
  T best = 0;
  for (const T& s : steps) {
    assert(s >= 0 && "steps are >= 0");
    best = std::max(best, s);
  }
  return best % 2 == 1;
}
