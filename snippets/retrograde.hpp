/**
 * Description: Retrograde analysis of a game on an explicit directed
 *   graph, cycles allowed: states 0..n-1, addMove(from, to) for each move.
 *   For every state, for the player to move: outcome Win / Lose / Draw
 *   (Draw: neither side can force a win, the play may go on for ever)
 *   and length, the number of moves under optimal play (the winner ends
 *   as fast as it can, the loser drags it out; Draw: -1). Normal play: a
 *   state without a move is Lose with length 0. setResult(s, o) makes s
 *   end the game at once with result o for the player to move (its moves
 *   ignored; length 0, Draw -1), e.g. a state without a move that wins.
 *   bestMove[s]: Win: a move to Lose realising length[s]; Lose: a move to
 *   Win realising the longest loss; Draw: a move to Draw; -1 when the
 *   game ends at s. It is the state moved to; bestMoveId[s] is the move
 *   itself (0 for the first addMove, 1 for the next, ...): when several
 *   moves reach the same state (a product of tokens, where a loop of one
 *   token and a loop of another both lead back to s), only the id says
 *   which one to play.
 *   Turns: each move passes the turn. When the moves depend on who moves,
 *   use a state per (position, player to move), e.g. 2 * v + p, and add
 *   the moves of player p from 2 * v + p to 2 * w + (1 - p): the outcome
 *   is then for the player p to move.
 * Domain: (assert) n >= 0; states in 0..n-1; addMove and setResult
 *   before solve; solve once.
 * Usage: Retrograde g(3);
 *   g.addMove(0, 1), g.addMove(1, 0), g.addMove(1, 2), g.solve();
 *   // g.outcome == {Lose, Win, Lose}, g.length == {2, 1, 0}
 *   // g.bestMove == {1, 2, -1}, g.bestMoveId == {0, 2, -1}
 * Time: O(n + m) for m moves, no recursion
 * Memory: 12 bytes per move (from, to, and their reverse in CSR form
 *   in solve; 2e7 moves: 237 MiB peak RSS) and 34 bytes per state;
 *   CF 786A's 98e6 moves would need 1.2 GB: retrograde_implicit.hpp
 *   generates the moves on the fly
 * Status: exhaustive check in tests/snippets/retrograde_test.cpp (every
 *   directed graph on 4 states with loops, on 5 states without, every
 *   graph on 3 states with every set of fixed results, and random graphs,
 *   outcomes, lengths and best moves vs a fixpoint of the definitions)
 *   Random graphs vs the same fixpoint: tests/snippets/stress_test.cpp
 *   Problems: problems/shiritori (AtCoder ABC209 E), problems/loopy-duel
 * Source: retrograde analysis of endgames (Bellman 1965; Thompson 1986);
 *   own code
 */
#pragma once
#include <cassert>
#include <cstddef>
#include <vector>

#ifndef KIT_OUTCOME_DEFINED  // shared with loopy_grundy.hpp
#define KIT_OUTCOME_DEFINED
enum class Outcome : signed char { Lose, Draw, Win };
#endif

struct Retrograde {
  std::vector<Outcome> outcome;
  std::vector<long long> length;
  std::vector<int> bestMove, bestMoveId;

  explicit Retrograde(int n)
      : n_(n), fixed_(std::size_t(n > 0 ? n : 0), kFree) {
    assert(n >= 0 && "n >= 0");
  }
  void addMove(int from, int to) {
    assert(!solved_ && "addMove before solve");
    assert(in(from) && in(to) && "states in 0..n-1");
    from_.push_back(from), to_.push_back(to);
  }
  void setResult(int state, Outcome o) {
    assert(!solved_ && "setResult before solve");
    assert(in(state) && "states in 0..n-1");
    fixed_[std::size_t(state)] = static_cast<signed char>(o);
  }
  void solve() {
    assert(!solved_ && "solve once");
    solved_ = true;
    std::size_t n = std::size_t(n_), m = from_.size();
    outcome.assign(n, Outcome::Draw), length.assign(n, -1);
    bestMove.assign(n, -1), bestMoveId.assign(n, -1);
    // Reverse moves in CSR form; left[v] = moves of v not yet to a Win.
    std::vector<int> start(n + 1, 0), pred(m), left(n, 0), queue;
    for (std::size_t e = 0; e < m; e++)
      start[std::size_t(to_[e]) + 1]++, left[std::size_t(from_[e])]++;
    for (std::size_t v = 0; v < n; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < m; e++)
      pred[std::size_t(fill[std::size_t(to_[e])]++)] = from_[e];
    queue.reserve(n);
    for (std::size_t v = 0; v < n; v++) {
      if (fixed_[v] != kFree) outcome[v] = static_cast<Outcome>(fixed_[v]);
      else if (left[v] == 0) outcome[v] = Outcome::Lose;
      else continue;
      if (outcome[v] == Outcome::Draw) continue;  // a fixed Draw
      length[v] = 0, queue.push_back(static_cast<int>(v));
    }
    // FIFO order: lengths leave the queue in non-decreasing order, so the
    // first Lose follower gives the shortest win and the last Win
    // follower the longest loss.
    for (std::size_t head = 0; head < queue.size(); head++) {
      std::size_t u = std::size_t(queue[head]);
      for (int i = start[u]; i < start[u + 1]; i++) {
        std::size_t p = std::size_t(pred[std::size_t(i)]);
        if (fixed_[p] != kFree || length[p] >= 0) continue;  // decided
        if (outcome[u] == Outcome::Lose) outcome[p] = Outcome::Win;
        else if (--left[p] == 0) outcome[p] = Outcome::Lose;
        else continue;
        length[p] = length[u] + 1, bestMove[p] = static_cast<int>(u);
        queue.push_back(static_cast<int>(p));
      }
    }
    // An undecided state has a move to another undecided one; a decided
    // one gets the id of a move to its best move.
    for (std::size_t e = 0; e < m; e++) {
      std::size_t u = std::size_t(from_[e]), v = std::size_t(to_[e]);
      if (fixed_[u] != kFree || bestMoveId[u] >= 0) continue;
      if (length[u] < 0 ? length[v] < 0 : static_cast<int>(v) == bestMove[u])
        bestMove[u] = static_cast<int>(v), bestMoveId[u] = static_cast<int>(e);
    }
  }

 private:
  int n_;
  bool solved_ = false;
  static constexpr signed char kFree = -1;
  std::vector<signed char> fixed_;  // kFree or the Outcome set
  std::vector<int> from_, to_;
  bool in(int s) const { return s >= 0 && s < n_; }
};
