/**
 * Description: Win / Lose / Draw on a game graph with cycles when each
 *   player ranks the three results in an own order, e.g. one prefers an
 *   endless game (Draw) to a win (NEERC 2016 G). States 0..n-1 with
 *   owner[s] = the player (0 or 1) to move at s; any moves (a move need
 *   not pass the turn); a player without a move loses. solve(order0,
 *   order1): order[p] = player p's own results, best first. The orders
 *   must be opposed (what one prefers the other dislikes: listed by who
 *   wins, player 1's order is player 0's reversed); then the game is
 *   zero-sum with three values and every state has one value that each
 *   player can enforce against anything: outcome[s] is it, for owner[s].
 *   Two attractors: where player 0 can force its best result, and its
 *   best two; a Draw among the wanted results is a safe set (the
 *   opponent's attractor of the bad ends, complemented), else the
 *   player's attractor of the wanted ends.
 * Domain: (assert) owner[s] in {0, 1}; states in 0..n-1; each order a
 *   permutation of {Win, Draw, Lose}; the orders opposed; addMove
 *   before solve; solve once.
 * Usage: PrefRetrograde g({0, 1, 1});  // owners; 1 has no move
 *   g.addMove(0, 1), g.addMove(0, 2), g.addMove(2, 0);
 *   using O = Outcome;  // player 0 loves a draw, player 1 hates it
 *   g.solve({O::Draw, O::Win, O::Lose}, {O::Win, O::Lose, O::Draw});
 *   // g.outcome == {Draw, Lose, Draw}: 0 refuses the win 0 -> 1; with the
 *   // usual orders ({Win, Draw, Lose} twice) it is {Win, Lose, Lose}
 * Time: O(n + m) for m moves (two attractor sweeps)
 * Memory: 12 bytes per move (the move and its reverse), about 31 per
 *   state
 * Status: exhaustive check in tests/snippets/retrograde_prefs_test.cpp
 *   (every graph on 3 states, every owner map and every opposed pair of
 *   orders, and random graphs, vs the best positional strategy of each
 *   player played out; standard orders vs a fixpoint of the definitions)
 *   Random graphs: tests/snippets/stress_test.cpp
 *   Problem: problems/game-on-graph (NEERC 2016 G)
 * Source: attractors of reachability and safety games (McNaughton 1993;
 *   Zielonka 1998); own code
 */
#pragma once
#include <array>
#include <cassert>
#include <cstddef>
#include <vector>

#ifndef KIT_OUTCOME_DEFINED  // shared with retrograde.hpp
#define KIT_OUTCOME_DEFINED
enum class Outcome : signed char { Lose, Draw, Win };
#endif

struct PrefRetrograde {
  std::vector<Outcome> outcome;

  explicit PrefRetrograde(const std::vector<int>& owner) : owner_(owner) {
    for (std::size_t s = 0; s < owner_.size(); s++)
      assert((owner_[s] == 0 || owner_[s] == 1) && "owner in {0, 1}");
  }
  void addMove(int from, int to) {
    assert(!solved_ && "addMove before solve");
    assert(in(from) && in(to) && "states in 0..n-1");
    from_.push_back(from), to_.push_back(to);
  }
  // An ending, as player 0 sees it: 0 = player 0 wins, 1 = endless,
  // 2 = player 1 wins.
  void solve(std::array<Outcome, 3> order0, std::array<Outcome, 3> order1) {
    assert(!solved_ && "solve once");
    solved_ = true;
    (void)order1;  // read by the asserts only
    auto ending = [](int p, Outcome o) {  // p's result o as an ending
      return o == Outcome::Draw ? 1 : (o == Outcome::Win) == (p == 0) ? 0 : 2;
    };
    std::array<int, 3> best;  // player 0's endings, best first
    for (int i = 0; i < 3; i++) {
      best[std::size_t(i)] = ending(0, order0[std::size_t(i)]);
      assert(ending(1, order1[std::size_t(2 - i)]) == best[std::size_t(i)] &&
             "the orders must be opposed permutations");
    }
    assert(best[0] + best[1] + best[2] == 3 && best[0] != best[1] &&
           "the orders must be opposed permutations");
    std::size_t n = owner_.size(), m = from_.size();
    std::vector<int> start(n + 1, 0), pred(m), deg(n, 0);
    for (std::size_t e = 0; e < m; e++)
      start[std::size_t(to_[e]) + 1]++, deg[std::size_t(from_[e])]++;
    for (std::size_t v = 0; v < n; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < m; e++)
      pred[std::size_t(fill[std::size_t(to_[e])]++)] = from_[e];
    // value[v]: the index in best of the ending player 0 can force.
    std::vector<signed char> value(n, 2), mark;
    for (int k = 1; k >= 0; k--) {  // force best[0..k]
      std::array<bool, 3> good{};
      for (int i = 0; i <= k; i++) good[std::size_t(best[std::size_t(i)])] = true;
      bool endlessOk = good[1];
      // endlessOk: player 1 attracts to the bad ends, the rest is safe;
      // else player 0 attracts to the good ends.
      int attractor = endlessOk ? 1 : 0;
      mark.assign(n, 0);
      std::vector<int> left(deg), queue;
      for (std::size_t v = 0; v < n; v++)
        if (deg[v] == 0 && good[owner_[v] == 0 ? 2 : 0] != endlessOk)
          mark[v] = 1, queue.push_back(static_cast<int>(v));
      for (std::size_t head = 0; head < queue.size(); head++) {
        std::size_t u = std::size_t(queue[head]);
        for (int i = start[u]; i < start[u + 1]; i++) {
          std::size_t p = std::size_t(pred[std::size_t(i)]);
          if (mark[p]) continue;
          if (owner_[p] != attractor && --left[p] > 0) continue;
          mark[p] = 1, queue.push_back(static_cast<int>(p));
        }
      }
      for (std::size_t v = 0; v < n; v++)
        if (bool(mark[v]) != endlessOk) value[v] = static_cast<signed char>(k);
    }
    outcome.resize(n);
    for (std::size_t v = 0; v < n; v++) {
      int e = best[std::size_t(value[v])];
      outcome[v] = e == 1 ? Outcome::Draw
                   : (e == 0) == (owner_[v] == 0) ? Outcome::Win
                                                  : Outcome::Lose;
    }
  }

 private:
  std::vector<int> owner_, from_, to_;
  bool solved_ = false;
  bool in(int s) const { return s >= 0 && s < static_cast<int>(owner_.size()); }
};
