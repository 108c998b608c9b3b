/**
 * Description: Retrograde analysis (Win / Lose / Draw for the player to
 *   move, and the length of optimal play) of a game whose moves are too
 *   many to store: states 0..n-1, the moves given by two callbacks,
 *   degree(v) = the number of moves of v, and preds(v, visit), which
 *   calls visit(u) once for every move u -> v (a move listed twice counts
 *   twice in both). Same rules and results as retrograde.hpp without
 *   setResult: a state without a move is Lose, length 0; the winner
 *   hurries, the loser delays; Draw: length -1. decidedBy[s]: Win: a
 *   Lose follower of length length[s] - 1 (a best move); Lose: the Win
 *   follower of the longest loss; -1 for a draw or an end (a draw's move
 *   to a draw needs the forward moves, which the callbacks do not give).
 * Domain: (assert) n >= 0; degree(v) >= 0; visit(u) with u in 0..n-1
 *   and degree(u) > 0. Not checked: preds list each move of degree
 *   exactly once (an extra visit could make a state Lose too early).
 * Usage: // 0 -> 1, 1 -> 0, 1 -> 2 (as retrograde.hpp's example)
 *   std::vector<std::vector<int>> in = {{1}, {0}, {1}};
 *   ImplicitRetrograde g(3, [&](int v) { return v == 2 ? 0 : v + 1; },
 *       [&](int v, auto visit) { for (int u : in[v]) visit(u); });
 *   // g.outcome == {Lose, Win, Lose}, g.length == {2, 1, 0}
 *   // g.decidedBy == {1, 2, -1}
 * Time: O(n + m) for m moves: each state's preds are listed once
 * Memory: 17 bytes per state (outcome, length, decidedBy, a counter, a
 *   queue), none per move: CF 786A at n = 7000 (98e6 moves) in 3 MiB
 * Status: exhaustive check in tests/snippets/retrograde_implicit_test.cpp
 *   (every directed graph on 4 states with loops, random multigraphs up
 *   to 40 states vs a fixpoint of the definitions; results equal to
 *   retrograde.hpp's; Berzerk's circle vs a recursion-free fixpoint)
 *   Random graphs: tests/snippets/stress_test.cpp
 *   Problem: problems/berzerk (Codeforces 786A)
 * Source: retrograde analysis (Thompson 1986) with the moves generated
 *   on demand, as endgame tables do; own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <vector>

#ifndef KIT_OUTCOME_DEFINED  // shared with retrograde.hpp
#define KIT_OUTCOME_DEFINED
enum class Outcome : signed char { Lose, Draw, Win };
#endif

struct ImplicitRetrograde {
  std::vector<Outcome> outcome;
  std::vector<int> length, decidedBy;

  template <class Degree, class Preds>
  ImplicitRetrograde(int n, Degree degree, Preds preds) {
    assert(n >= 0 && "n >= 0");
    std::size_t N = std::size_t(n > 0 ? n : 0);
    outcome.assign(N, Outcome::Draw), length.assign(N, -1);
    decidedBy.assign(N, -1);
    std::vector<int> left(N), queue;  // left: moves not yet to a Win
    queue.reserve(N);
    std::size_t undecided = N;
    for (std::size_t v = 0; v < N; v++) {
      auto d = degree(static_cast<int>(v));
      assert(d >= 0 && "degree(v) >= 0");
      left[v] = static_cast<int>(d);
      if (d == 0) outcome[v] = Outcome::Lose, length[v] = 0, undecided--,
                  queue.push_back(static_cast<int>(v));
    }
    // FIFO: lengths leave the queue in non-decreasing order (see
    // retrograde.hpp), so the first Lose follower gives the fastest win
    // and the last Win follower the longest loss. Once every state is
    // decided, the rest of the queue has nothing left to decide.
    for (std::size_t head = 0; head < queue.size() && undecided > 0; head++) {
      int u = queue[head];
      bool lost = outcome[std::size_t(u)] == Outcome::Lose;
      int next = length[std::size_t(u)] + 1;
      preds(u, [&](auto from) {
        assert(from >= 0 && from < n && "preds: states in 0..n-1");
        std::size_t p = std::size_t(from);
        if (outcome[p] != Outcome::Draw) {  // decided
          assert(decidedBy[p] >= 0 && "preds and degree disagree");
          return;
        }
        if (lost) outcome[p] = Outcome::Win;
        else if (--left[p] == 0) outcome[p] = Outcome::Lose;
        else return;
        length[p] = next, decidedBy[p] = u, undecided--;
        queue.push_back(static_cast<int>(p));
      });
    }
  }
};
