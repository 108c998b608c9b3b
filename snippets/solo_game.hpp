/**
 * Description: A token game on a directed graph where one player makes
 *   both players' moves (the other is asleep; CF 936B): from vertex s,
 *   the walker wins by reaching a vertex without a move after a number
 *   of moves of the given parity (1: odd, the sleeper is to move and
 *   stuck); else it draws if the walk can go on for ever (a cycle is
 *   reachable from s); else it loses. solve(s, parity) returns the
 *   outcome and, for Win, a shortest winning walk (its vertices, s
 *   first, at most 2n of them): breadth-first search over (vertex,
 *   parity of the moves made), then Kahn's peeling of the vertices
 *   reachable from s (a cycle is what cannot be peeled).
 * Domain: (assert) n >= 0; vertices in 0..n-1; parity 0 or 1.
 * Usage: SoloGame g(3);  // 0 -> 1, 1 -> 2, 0 -> 2
 *   g.addMove(0, 1), g.addMove(1, 2), g.addMove(0, 2);
 *   auto r = g.solve(0, 1);  // r.outcome == Win, r.walk == {0, 2}
 * Time: O(n + m) per solve, no recursion
 * Memory: 16 bytes per move (the moves and their reverse in CSR form)
 *   and about 32 bytes per vertex
 * Status: exhaustive check in tests/snippets/solo_game_test.cpp (every
 *   directed graph on 4 vertices with loops from every start and both
 *   parities, random graphs; vs a layer-by-layer search of the walks;
 *   every walk checked move by move, and shortest)
 *   Random graphs: tests/snippets/stress_test.cpp
 *   Problem: problems/sleepy-game (Codeforces 936B)
 * Source: folklore (CF 936B editorial: BFS on vertex x parity); own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

#ifndef KIT_OUTCOME_DEFINED  // shared with retrograde.hpp
#define KIT_OUTCOME_DEFINED
enum class Outcome : signed char { Lose, Draw, Win };
#endif

struct SoloGame {
  struct Result {
    Outcome outcome;
    std::vector<int> walk;  // Win: s, ..., a vertex without a move
  };

  explicit SoloGame(int n) : n_(n) { assert(n >= 0 && "n >= 0"); }
  void addMove(int from, int to) {
    assert(in(from) && in(to) && "vertices in 0..n-1");
    from_.push_back(from), to_.push_back(to), built_ = false;
  }
  Result solve(int s, int parity) {
    assert(in(s) && "vertices in 0..n-1");
    assert((parity == 0 || parity == 1) && "parity 0 or 1");
    build();
    std::size_t n = std::size_t(n_);
    // BFS over state 2v + q (q: parity of the moves made so far).
    std::vector<int> parent(2 * n, -2), queue = {2 * s};
    parent[std::size_t(2 * s)] = -1;
    for (std::size_t head = 0; head < queue.size(); head++) {
      int x = queue[head], v = x / 2, q = x % 2;
      if (start_[std::size_t(v)] == start_[std::size_t(v) + 1] && q == parity) {
        Result r{Outcome::Win, {}};
        for (int y = x; y >= 0; y = parent[std::size_t(y)]) r.walk.push_back(y / 2);
        std::reverse(r.walk.begin(), r.walk.end());
        return r;
      }
      for (int i = start_[std::size_t(v)]; i < start_[std::size_t(v) + 1]; i++) {
        int y = 2 * next_[std::size_t(i)] + (1 - q);
        if (parent[std::size_t(y)] == -2)
          parent[std::size_t(y)] = x, queue.push_back(y);
      }
    }
    // Kahn's peeling of the vertices reachable from s (those seen at
    // either parity): a vertex is peeled once all its moves are peeled.
    std::vector<int> left(n, 0), peel;
    std::size_t reached = 0;
    for (std::size_t v = 0; v < n; v++) {
      if (parent[2 * v] == -2 && parent[2 * v + 1] == -2) continue;
      reached++;
      left[v] = start_[v + 1] - start_[v];
      if (left[v] == 0) peel.push_back(static_cast<int>(v));
    }
    for (std::size_t head = 0; head < peel.size(); head++) {
      std::size_t u = std::size_t(peel[head]);
      for (int i = rstart_[u]; i < rstart_[u + 1]; i++) {
        std::size_t p = std::size_t(prev_[std::size_t(i)]);
        if (parent[2 * p] == -2 && parent[2 * p + 1] == -2) continue;
        if (--left[p] == 0) peel.push_back(static_cast<int>(p));
      }
    }
    return {peel.size() < reached ? Outcome::Draw : Outcome::Lose, {}};
  }

 private:
  int n_;
  bool built_ = false;
  std::vector<int> from_, to_, start_, next_, rstart_, prev_;
  bool in(int v) const { return v >= 0 && v < n_; }
  // The moves and their reverse in CSR form.
  void build() {
    if (built_) return;
    built_ = true;
    csr(from_, to_, start_, next_), csr(to_, from_, rstart_, prev_);
  }
  void csr(const std::vector<int>& a, const std::vector<int>& b,
           std::vector<int>& start, std::vector<int>& out) const {
    std::size_t n = std::size_t(n_);
    start.assign(n + 1, 0), out.assign(a.size(), 0);
    for (int v : a) start[std::size_t(v) + 1]++;
    for (std::size_t v = 0; v < n; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < a.size(); e++)
      out[std::size_t(fill[std::size_t(a[e])]++)] = b[e];
  }
};
