/**
 * Description: Smith's generalized Sprague-Grundy values of a directed
 *   graph with cycles (vertices 0..n-1, addMove(from, to)) and the outcome
 *   of a sum of tokens on it (a move: one token along one edge; no move
 *   loses; play may go on for ever). value[v] >= 0, or kInf for infinite,
 *   with kSet(v) = the finite values of its followers (empty for finite
 *   v). Sum rule (Smith 1966): a sum is Lose iff every token is finite
 *   with nim-sum 0; Win iff all finite with nim-sum != 0, or exactly one
 *   token is infinite and the nim-sum of the others is in its K;
 *   otherwise Draw. counter[v] is the order in which finite values were
 *   labelled; sumMove wins by a move to a Lose sum that minimises the sum
 *   of the tokens' counters, and this sum drops every two moves, so the
 *   win comes within 1 + 2 * (counters after the first move) moves.
 *   Draw: a move to a Draw; Lose: any move.
 * Domain: (assert) n >= 0; vertices in 0..n-1; addMove before solve,
 *   solve once, queries after it.
 * Usage: LoopyGrundy g(2);  // 0 -> 0 (a pass), 0 -> 1
 *   g.addMove(0, 0), g.addMove(0, 1), g.solve();
 *   // g.value == {g.kInf, 0}, g.kSet(0) == {0}: one token on 0 wins
 *   auto o = g.sumOutcome({0, 0});  // o == Draw: two infinite tokens
 *   auto mv = g.sumMove({0, 1});  // a win: leave {1, 1}
 *   // mv.token == 0, mv.to == 1
 * Time: solve O((n + m) * (G + 2)), G = largest finite value <= sqrt(2m)
 *   (usually far less); sumOutcome O(t log m) for t tokens; sumMove that
 *   plus the moves of the tokens.
 * Memory: O(n + m)
 * Status: exhaustive check in tests/snippets/loopy_grundy_test.cpp (every
 *   graph on 3 vertices with loops, sums of 2 and 3 tokens, and random
 *   graphs: outcomes vs a search of the product game; every winning move
 *   played out against every reply, the win arriving within the bound;
 *   acyclic graphs vs grundy_engine.hpp). Problem: problems/loopy-sums
 *   Random two-token sums vs the product: tests/snippets/stress_test.cpp
 * Source: C. A. B. Smith, Graphs and composite games, JCT 1 (1966);
 *   A. S. Fraenkel, Y. Yesha, The generalized Sprague-Grundy function and
 *   its invariance under certain mappings, JCT A 43 (1986); Winning Ways
 *   ch. 12; own code
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

struct LoopyGrundy {
  static constexpr int kInf = -1;
  struct Move {
    int token, to;  // index in the token list, vertex; -1, -1: none
  };
  std::vector<int> value;    // Smith's value, or kInf
  std::vector<int> counter;  // labelling order of finite values; -1 for kInf

  explicit LoopyGrundy(int n) : n_(n) { assert(n >= 0 && "n >= 0"); }
  void addMove(int from, int to) {
    assert(!solved_ && "addMove before solve");
    assert(in(from) && in(to) && "vertices in 0..n-1");
    from_.push_back(from), to_.push_back(to);
  }

  void solve() {
    assert(!solved_ && "solve once");
    solved_ = true;
    std::size_t n = std::size_t(n_);
    csr(n, from_, to_, fs_, fadj_), csr(n, to_, from_, rs_, radj_);
    value.assign(n, kOpen), counter.assign(n, -1);
    // unfinished[u]: moves of u to open or infinite vertices; need[u]:
    // those whose end has no follower labelled m yet; markM[v] == m: v
    // has a follower labelled m.
    std::vector<int> open(n), unfinished(n), need(n), markM(n, -1), queue;
    for (std::size_t v = 0; v < n; v++)
      open[v] = static_cast<int>(v), unfinished[v] = fs_[v + 1] - fs_[v];
    int order = 0;
    for (int m = 0; !open.empty(); m++) {
      queue.clear();
      for (int u : open)
        if ((need[std::size_t(u)] = unfinished[std::size_t(u)]) == 0)
          queue.push_back(u);
      // A vertex qualifies once its count drops to 0: a follower labelled
      // m was counted and is never uncounted. It keeps qualifying (its
      // open followers cannot be labelled m): the order is free.
      for (std::size_t h = 0; h < queue.size(); h++) {
        std::size_t u = std::size_t(queue[h]);
        value[u] = m, counter[u] = order++;
        for (int i = rs_[u]; i < rs_[u + 1]; i++) {
          std::size_t p = std::size_t(radj_[std::size_t(i)]);
          unfinished[p]--;
          if (value[p] >= 0 || markM[p] == m) continue;
          markM[p] = m;
          for (int j = rs_[p]; j < rs_[p + 1]; j++) {
            std::size_t q = std::size_t(radj_[std::size_t(j)]);
            if (value[q] == kOpen && --need[q] == 0)
              queue.push_back(static_cast<int>(q));
          }
        }
      }
      std::size_t kept = 0;  // open vertices with no follower m: infinite
      for (int u : open)
        if (value[std::size_t(u)] == kOpen) {
          if (markM[std::size_t(u)] == m) open[kept++] = u;
          else value[std::size_t(u)] = kInf;
        }
      open.resize(kept);
    }
    ks_.assign(n + 1, 0), escape_.assign(n, -1);
    for (std::size_t v = 0; v < n; v++) {
      if (value[v] == kInf)
        for (int i = fs_[v]; i < fs_[v + 1]; i++) {
          int w = value[std::size_t(fadj_[std::size_t(i)])];
          if (w >= 0) kv_.push_back(w);
        }
      std::sort(kv_.begin() + ks_[v], kv_.end());
      kv_.erase(std::unique(kv_.begin() + ks_[v], kv_.end()), kv_.end());
      ks_[v + 1] = static_cast<int>(kv_.size());
    }
    // An infinite vertex has an infinite follower whose K misses its mex.
    for (std::size_t v = 0; v < n; v++)
      if (value[v] == kInf)
        for (int i = fs_[v]; i < fs_[v + 1] && escape_[v] < 0; i++) {
          int w = fadj_[std::size_t(i)];
          if (value[std::size_t(w)] == kInf && !inK(w, mexK(v)))
            escape_[v] = w;
        }
  }

  bool infinite(int v) const { return value[at(v)] == kInf; }
  std::vector<int> kSet(int v) const {
    return std::vector<int>(kv_.begin() + ks_[at(v)],
                            kv_.begin() + ks_[at(v) + 1]);
  }
  bool inK(int v, int x) const {
    return std::binary_search(kv_.begin() + ks_[at(v)],
                              kv_.begin() + ks_[at(v) + 1], x);
  }

  Outcome sumOutcome(const std::vector<int>& tokens) const {
    Sum s = summary(tokens);
    if (s.infinite == 0) return s.xr ? Outcome::Win : Outcome::Lose;
    if (s.infinite == 1 && inK(tokens[s.inf], s.xr)) return Outcome::Win;
    return Outcome::Draw;
  }

  Move sumMove(const std::vector<int>& tokens) const {
    Sum s = summary(tokens);
    Outcome o = sumOutcome(tokens);
    if (o == Outcome::Lose) {  // no good move: any move
      for (std::size_t t = 0; t < tokens.size(); t++) {
        std::size_t v = at(tokens[t]);
        if (fs_[v] < fs_[v + 1])
          return {static_cast<int>(t), fadj_[std::size_t(fs_[v])]};
      }
      return {-1, -1};
    }
    if (o == Outcome::Win) {  // to a Lose sum, least sum of counters
      Move best{-1, -1};
      int gain = 0;
      for (std::size_t t = 0; t < tokens.size(); t++) {
        int g = value[at(tokens[t])];
        int want = s.infinite ? s.xr : g ^ s.xr;
        if (s.infinite ? g != kInf : want >= g) continue;
        int base = s.infinite ? 0 : counter[at(tokens[t])];
        forMoves(tokens[t], [&](int w) {
          int d = counter[std::size_t(w)] - base;
          if (value[std::size_t(w)] == want && (best.token < 0 || d < gain))
            best = {static_cast<int>(t), w}, gain = d;
        });
      }
      return best;
    }
    std::size_t j = s.inf;  // Draw: keep two infinite tokens, or make the
    int mj = mexK(at(tokens[j]));  // nim-sum of the others mex K(token j)
    if (s.infinite >= 2 || s.xr == mj)
      return {static_cast<int>(j), escape_[at(tokens[j])]};
    int d = s.xr ^ mj;  // s.xr > mj: Nim move in a finite token
    for (std::size_t t = 0; t < tokens.size(); t++) {
      int g = value[at(tokens[t])];
      if (g == kInf || (g ^ d) >= g) continue;
      Move mv{-1, -1};
      forMoves(tokens[t], [&](int w) {
        if (value[std::size_t(w)] == (g ^ d)) mv = {static_cast<int>(t), w};
      });
      return mv;
    }
    return {-1, -1};  // not reached
  }

 private:
  static constexpr int kOpen = -2;
  struct Sum {
    int infinite = 0, xr = 0;  // infinite tokens, nim-sum of the finite
    std::size_t inf = 0;       // index of an infinite token
  };
  int n_;
  bool solved_ = false;
  std::vector<int> from_, to_, fs_, fadj_, rs_, radj_, ks_, kv_, escape_;

  bool in(int v) const { return v >= 0 && v < n_; }
  std::size_t at(int v) const {
    assert(solved_ && "queries after solve");
    assert(in(v) && "vertices in 0..n-1");
    return std::size_t(v);
  }
  static void csr(std::size_t n, const std::vector<int>& a,
                  const std::vector<int>& b, std::vector<int>& start,
                  std::vector<int>& adj) {
    start.assign(n + 1, 0), adj.resize(a.size());
    for (int x : a) start[std::size_t(x) + 1]++;
    for (std::size_t v = 0; v < n; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < a.size(); e++)
      adj[std::size_t(fill[std::size_t(a[e])]++)] = b[e];
  }
  template <class F> void forMoves(int v, F f) const {
    for (int i = fs_[std::size_t(v)]; i < fs_[std::size_t(v) + 1]; i++)
      f(fadj_[std::size_t(i)]);
  }
  int mexK(std::size_t v) const {
    int x = 0;
    while (ks_[v] + x < ks_[v + 1] && kv_[std::size_t(ks_[v] + x)] == x) x++;
    return x;
  }
  Sum summary(const std::vector<int>& tokens) const {
    Sum s;
    for (std::size_t t = 0; t < tokens.size(); t++) {
      int g = value[at(tokens[t])];
      if (g == kInf) s.infinite++, s.inf = t;
      else s.xr ^= g;
    }
    return s;
  }
};
