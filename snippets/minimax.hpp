/**
 * Description: Zero-sum score games. Negamax: value(s) = max over
 *   moves (gain - value(to)), the mover's points minus the other's;
 *   no move: the payoff (default 0). bestMove: a state, -1 at an end.
 *   ScoreDag: explicit DAG; bestMoveId: the move, numbered by addMove
 *   from 0 (for parallel moves). OwnScoreDag: each player
 *   maximises its OWN total, value[s] = {mover's, other's}; ties: spite
 *   (default) leaves the other least. scoreInOrder: moves go to smaller states.
 *   ScoreMemo: implicit states in a hash map; bestMove is the index
 *   in gen's order; clear() forgets all (for the next test case).
 *   takeEnds: take a[l] or a[r] each turn.
 *   LoopyScore: cycles allowed, Max's payoff, Min moves at setMin
 *   states, a play that never ends is worth `endless`.
 * Domain: (assert) acyclic except LoopyScore; states 0..n-1; |gain|,
 *   |payoff|, |value|, sum |a_i| <= 2^61; add/set before one solve.
 * Usage: ScoreDag d(3); d.addMove(2, 1, 5), d.addMove(1, 0, 2);
 *   d.setPayoff(0, -1), d.solve();  // d.value == {-1, 3, 2}
 *   std::vector<long long> c{4, 1}; int n = 2;
 *   auto gen = [&](int i, auto& o) { if (i) o.add(i - 1, c[i - 1]); };
 *   auto pay = [](int) { return 0LL; };
 *   auto t = scoreInOrder(n + 1, gen, pay);  // t.value == {0, 4, -3}
 *   ScoreMemo<int> m;  // m.value(n, gen, pay) == -3, m.bestMove(n, gen, pay) == 0
 *   TakeEnds r = takeEnds(c);  // r.value == 3, r.first == 4, r.takeLeft == true
 *   LoopyScore g(2, 0); g.addMove(0, 1), g.setPayoff(1, 7), g.setMin(0);
 *   g.solve();  // g.value[0] == 7, g.bestMove[0] == 1
 *   OwnScoreDag o(2); o.addMove(0, 1, 3), o.setPayoff(1, 1, 0), o.solve();
 *   // o.value[0] == {3, 1}
 * Time: O(n + m); LoopyScore O(n log n + m); ScoreMemo O(states +
 *   moves) hash operations; takeEnds O(n^2)
 * Memory: O(n + m), ScoreDag's peak ~50 B a state + 20 B a move (2000^2
 *   grid: 338 MiB); scoreInOrder, takeEnds O(n)
 * Status: exhaustive check in tests/snippets/minimax_test.cpp (all
 *   DAGs <= 6 states, rows <= 7, cyclic graphs <= 4 states, vs
 *   tests/snippets/score_search.hpp); tests/snippets/stress_test.cpp;
 *   problems/deque, problems/momotetsu, problems/weighted-tic-tac-toe
 * Source: von Neumann minimax; attractors (Zielonka 1998); own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace minimax_detail {
constexpr long long kLimit = 1LL << 61;
inline bool small(long long x) { return x >= -kLimit && x <= kLimit; }

// The moves of an explicit graph, the payoffs set, and their reverse.
struct Moves {
  int n;
  bool solved = false;
  std::vector<std::pair<bool, long long>> pay;  // (set, payoff)
  std::vector<int> from, to;
  explicit Moves(int states)
      : n(states), pay(std::size_t(states > 0 ? states : 0)) {
    assert(states >= 0 && "n >= 0");
  }
  bool in(int s) const { return s >= 0 && s < n; }
  void add(int f, int t) {
    assert(!solved && "addMove before solve");
    assert(in(f) && in(t) && "states in 0..n-1");
    from.push_back(f), to.push_back(t);
  }
  void setPayoff(int s, long long payoff) {
    assert(!solved && "setPayoff before solve");
    assert(in(s) && "states in 0..n-1");
    pay[std::size_t(s)] = {true, payoff};
  }
  // Once: the moves into v are pred[start[v] .. start[v + 1]) (move
  // numbers), deg[v] = moves out of v; a state with a payoff has none.
  void reverse(std::vector<int>& start, std::vector<int>& pred,
               std::vector<int>& deg) {
    assert(!solved && "solve once");
    solved = true;
    std::size_t states = std::size_t(n), m = from.size();
    start.assign(states + 1, 0), pred.assign(m, 0), deg.assign(states, 0);
    for (std::size_t e = 0; e < m; e++)
      if (!pay[std::size_t(from[e])].first)
        start[std::size_t(to[e]) + 1]++, deg[std::size_t(from[e])]++;
    for (std::size_t v = 0; v < states; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < m; e++)
      if (!pay[std::size_t(from[e])].first)
        pred[std::size_t(fill[std::size_t(to[e])]++)] = static_cast<int>(e);
  }
};
}  // namespace minimax_detail

struct ScoreDag {
  std::vector<long long> value;
  std::vector<int> bestMove, bestMoveId;

  explicit ScoreDag(int n) : g_(n) {}
  void addMove(int from, int to, long long gain = 0) {
    g_.add(from, to);
    assert(minimax_detail::small(gain) && "|gain| <= 2^61");
    gain_.push_back(gain);
  }
  void setPayoff(int s, long long payoff) {
    assert(minimax_detail::small(payoff) && "|payoff| <= 2^61");
    g_.setPayoff(s, payoff);
  }
  void solve() {
    std::vector<int> start, pred, left, queue;  // left: moves not valued
    g_.reverse(start, pred, left);
    std::size_t n = left.size();
    value.assign(n, 0), bestMove.assign(n, -1), bestMoveId.assign(n, -1);
    for (std::size_t v = 0; v < n; v++)
      if (left[v] == 0)
        value[v] = g_.pay[v].second, queue.push_back(static_cast<int>(v));
    for (std::size_t head = 0; head < queue.size(); head++) {
      std::size_t u = std::size_t(queue[head]);
      for (int i = start[u]; i < start[u + 1]; i++) {
        std::size_t e = std::size_t(pred[std::size_t(i)]);
        std::size_t p = std::size_t(g_.from[e]);
        long long v = gain_[e] - value[u];
        if (bestMove[p] < 0 || v > value[p])
          value[p] = v, bestMove[p] = static_cast<int>(u),
          bestMoveId[p] = static_cast<int>(e);
        if (--left[p] == 0) {
          assert(minimax_detail::small(value[p]) && "|value| <= 2^61");
          queue.push_back(static_cast<int>(p));
        }
      }
    }
    assert(queue.size() == n && "ScoreDag: a cycle (LoopyScore)");
  }

 private:
  minimax_detail::Moves g_;
  std::vector<long long> gain_;
};

// A move to t with gain g is worth {g + value[t].second,
// value[t].first} to the mover; the tie rule must be the problem's.
struct OwnScoreDag {
  std::vector<std::pair<long long, long long>> value;
  std::vector<int> bestMove;

  explicit OwnScoreDag(int n, bool spite = true)
      : n_(n), spite_(spite), out_(std::size_t(n > 0 ? n : 0)),
        pay_(std::size_t(n > 0 ? n : 0)) {
    assert(n >= 0 && "n >= 0");
  }
  void addMove(int from, int to, long long gain = 0) {
    assert(!solved_ && "addMove before solve");
    assert(in(from) && in(to) && "states in 0..n-1");
    assert(minimax_detail::small(gain) && "|gain| <= 2^61");
    out_[std::size_t(from)].push_back({to, gain});
  }
  void setPayoff(int s, long long mine, long long theirs = 0) {
    assert(!solved_ && "setPayoff before solve");
    assert(in(s) && "states in 0..n-1");
    assert(minimax_detail::small(mine) && minimax_detail::small(theirs) &&
           "|payoff| <= 2^61");
    pay_[std::size_t(s)] = {true, {mine, theirs}};
  }
  void solve() {
    assert(!solved_ && "solve once");
    solved_ = true;
    std::size_t n = std::size_t(n_);
    value.assign(n, {0, 0}), bestMove.assign(n, -1);
    std::vector<char> state(n, 0);  // 0 new, 1 on the path, 2 done
    std::vector<std::pair<int, std::size_t>> path;  // (state, next move)
    for (int root = 0; root < n_; root++) {
      if (state[std::size_t(root)]) continue;
      path.push_back({root, 0}), state[std::size_t(root)] = 1;
      while (!path.empty()) {
        auto& [s, i] = path.back();
        std::size_t u = std::size_t(s);
        const auto& moves = out_[u];
        if (!pay_[u].first && i < moves.size()) {
          int t = moves[i++].first;
          char& st = state[std::size_t(t)];
          assert(st != 1 && "OwnScoreDag: the moves have a cycle");
          if (!st) path.push_back({t, 0}), st = 1;
          continue;
        }
        if (pay_[u].first || moves.empty()) {
          value[u] = pay_[u].second;
        } else {
          for (const auto& [t, gain] : moves) {
            const auto& w = value[std::size_t(t)];
            std::pair<long long, long long> v{gain + w.second, w.first};
            assert(minimax_detail::small(v.first) && "|value| <= 2^61");
            const auto& b = value[u];
            bool tie = v.first == b.first &&
                       (spite_ ? v.second < b.second : v.second > b.second);
            if (bestMove[u] < 0 || v.first > b.first || tie)
              value[u] = v, bestMove[u] = t;
          }
        }
        state[u] = 2;
        path.pop_back();
      }
    }
  }

 private:
  int n_;
  bool spite_, solved_ = false;
  std::vector<std::vector<std::pair<int, long long>>> out_;
  std::vector<std::pair<bool, std::pair<long long, long long>>> pay_;
  bool in(int s) const { return s >= 0 && s < n_; }
};

// gen(s, opt) calls opt.add(t, gain) with t < s (e.g. a grid read
// backwards), payoff(s) where s has no move. No stored moves.
struct ScoreTable {
  std::vector<long long> value;
  std::vector<int> bestMove;
};
template <class Gen, class Payoff>
ScoreTable scoreInOrder(int n, Gen&& gen, Payoff&& payoff) {
  assert(n >= 0 && "n >= 0");
  std::size_t size = std::size_t(n > 0 ? n : 0);
  ScoreTable r{std::vector<long long>(size), std::vector<int>(size, -1)};
  struct Options {
    ScoreTable& r;
    int s;
    long long best;
    void add(int t, long long gain = 0) {
      assert(t >= 0 && t < s && "moves go to smaller states");
      assert(minimax_detail::small(gain) && "|gain| <= 2^61");
      long long v = gain - r.value[std::size_t(t)];
      if (r.bestMove[std::size_t(s)] < 0 || v > best)
        best = v, r.bestMove[std::size_t(s)] = t;
    }
  };
  for (int s = 0; s < n; s++) {
    Options opt{r, s, 0};
    gen(s, opt);
    long long v = r.bestMove[std::size_t(s)] < 0 ? payoff(s) : opt.best;
    assert(minimax_detail::small(v) && "|payoff|, |value| <= 2^61");
    r.value[std::size_t(s)] = v;
  }
  return r;
}

// Hash = a hash of State; its result is mixed (splitmix64), so the
// identity hash of integers is fine.
template <class State, class Hash = std::hash<State>>
class ScoreMemo {
 public:
  struct Options {  // shared by the search path: each frame owns a suffix
    std::vector<std::pair<State, long long>> list;
    void add(const State& t, long long gain = 0) {
      assert(minimax_detail::small(gain) && "|gain| <= 2^61");
      list.emplace_back(t, gain);
    }
  };

  template <class Gen, class Payoff>
  long long value(const State& start, Gen&& gen, Payoff&& payoff) {
    auto it = memo_.find(start);
    if (it != memo_.end()) {
      assert(it->second != kOnPath && "ScoreMemo: a cycle");
      return it->second;
    }
    push(start, gen);
    while (!path_.empty()) {
      Frame& f = path_.back();
      bool descended = false;
      for (; f.next < opt_.list.size(); f.next++) {
        auto c = memo_.find(opt_.list[f.next].first);
        if (c == memo_.end()) {
          State child = opt_.list[f.next].first;
          push(child, gen);
          descended = true;
          break;
        }
        assert(c->second != kOnPath && "ScoreMemo: a cycle");
        long long v = opt_.list[f.next].second - c->second;
        if (f.next == f.begin || v > f.best) f.best = v;
      }
      if (descended) continue;
      long long v = f.next == f.begin ? payoff(f.state) : f.best;
      assert(minimax_detail::small(v) && "|payoff|, |value| <= 2^61");
      memo_[f.state] = v;
      opt_.list.erase(opt_.list.begin() + std::ptrdiff_t(f.begin),
                      opt_.list.end());
      path_.pop_back();
    }
    return memo_[start];
  }
  // Index of a best move of s in gen's order, -1 if s has none.
  template <class Gen, class Payoff>
  int bestMove(const State& s, Gen&& gen, Payoff&& payoff) {
    long long want = value(s, gen, payoff);
    Options mine;
    gen(s, mine);
    for (std::size_t i = 0; i < mine.list.size(); i++)
      if (mine.list[i].second - value(mine.list[i].first, gen, payoff) ==
          want)
        return static_cast<int>(i);
    return -1;
  }
  std::size_t states() const { return memo_.size(); }
  void clear() { memo_.clear(), path_.clear(), opt_.list.clear(); }

 private:
  struct Mix {
    std::size_t operator()(const State& s) const {
      std::uint64_t x = std::uint64_t(Hash{}(s)) + 0x9e3779b97f4a7c15ULL;
      x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
      x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
      return std::size_t(x ^ (x >> 31));
    }
  };
  static constexpr long long kOnPath = INT64_MIN;
  struct Frame {
    State state;
    std::size_t begin, next;
    long long best;
  };
  std::unordered_map<State, long long, Mix> memo_;
  std::vector<Frame> path_;
  Options opt_;
  template <class Gen>
  void push(const State& s, Gen& gen) {
    memo_[s] = kOnPath;
    path_.push_back({s, opt_.list.size(), opt_.list.size(), 0});
    gen(path_.back().state, opt_);
  }
};

struct TakeEnds {
  long long value, first, second;  // first - second, the two totals
  bool takeLeft;                   // taking a[0] is a best first move
};
template <class T>
TakeEnds takeEnds(const std::vector<T>& a) {
  std::size_t n = a.size();
  long long sum = 0, mass = 0;  // mass = sum |a_i|, checked as it grows
  for (const T& x : a) {
    long long y = static_cast<long long>(x), ay = y < 0 ? -y : y;
    assert(y >= -minimax_detail::kLimit && y <= minimax_detail::kLimit &&
           ay <= minimax_detail::kLimit - mass && "sum |a_i| <= 2^61");
    mass += ay, sum += y;
  }
  (void)mass;  // read by the assert only
  if (n == 0) return {0, 0, 0, true};
  // d[l] = value of a[l .. l + len) for the mover, len = 1, 2, ..., n.
  std::vector<long long> d(n);
  for (std::size_t l = 0; l < n; l++) d[l] = static_cast<long long>(a[l]);
  bool left = true;
  for (std::size_t len = 2; len <= n; len++)
    for (std::size_t l = 0; l + len <= n; l++) {
      long long takeL = static_cast<long long>(a[l]) - d[l + 1];
      long long takeR = static_cast<long long>(a[l + len - 1]) - d[l];
      if (len == n) left = takeL >= takeR;
      d[l] = std::max(takeL, takeR);
    }
  return {d[0], (sum + d[0]) / 2, (sum - d[0]) / 2, left};
}

struct LoopyScore {
  std::vector<long long> value;  // for Max
  std::vector<int> bestMove;     // a state, -1 where the game ends

  LoopyScore(int n, long long endless)
      : g_(n), endless_(endless), min_(std::size_t(n > 0 ? n : 0), false) {}
  void addMove(int from, int to) { g_.add(from, to); }
  void setPayoff(int s, long long payoff) { g_.setPayoff(s, payoff); }
  void setMin(int s) {
    assert(!g_.solved && "setMin before solve");
    assert(g_.in(s) && "states in 0..n-1");
    min_[std::size_t(s)] = true;
  }
  void solve() {
    std::vector<int> start, pred, deg, ends;
    g_.reverse(start, pred, deg);
    std::size_t n = deg.size(), m = g_.from.size();
    value.assign(n, endless_), bestMove.assign(n, -1);
    for (std::size_t v = 0; v < n; v++)
      if (deg[v] == 0)
        ends.push_back(static_cast<int>(v)), value[v] = g_.pay[v].second;
    std::sort(ends.begin(), ends.end(), [&](int x, int y) {
      return value[std::size_t(x)] > value[std::size_t(y)];
    });
    // done[v]: v's value is decided (an end, or in an attractor).
    std::vector<char> done(n, 0), pick(n, 0);
    // Max side: thresholds t > endless, high to low; Min side mirrored.
    for (int side = 0; side < 2; side++) {
      bool maxSide = side == 0;
      std::vector<int> left(deg), queue;
      std::size_t i = 0, k = ends.size();
      auto at = [&](std::size_t j) {
        return std::size_t(ends[maxSide ? j : k - 1 - j]);
      };
      while (i < k) {
        long long t = value[at(i)];
        if (maxSide ? t <= endless_ : t >= endless_) break;
        for (; i < k && value[at(i)] == t; i++)
          done[at(i)] = 1, queue.push_back(static_cast<int>(at(i)));
        for (std::size_t head = 0; head < queue.size(); head++) {
          std::size_t u = std::size_t(queue[head]);
          for (int j = start[u]; j < start[u + 1]; j++) {
            std::size_t e = std::size_t(pred[std::size_t(j)]);
            std::size_t p = std::size_t(g_.from[e]);
            if (done[p]) continue;
            if (min_[p] != maxSide) bestMove[p] = static_cast<int>(u);
            else if (--left[p] > 0) continue;
            else pick[p] = 1;  // all moves in: any move of its value
            done[p] = 1, value[p] = t, queue.push_back(static_cast<int>(p));
          }
        }
        queue.clear();
      }
    }
    // Undecided states are worth `endless`; they and the losers of an
    // attractor keep the value with any move to a state of equal value.
    for (std::size_t e = 0; e < m; e++) {
      std::size_t u = std::size_t(g_.from[e]), v = std::size_t(g_.to[e]);
      if (deg[u] > 0 && (pick[u] || !done[u]) && bestMove[u] < 0 &&
          value[v] == value[u])
        bestMove[u] = static_cast<int>(v);
    }
  }

 private:
  minimax_detail::Moves g_;
  long long endless_;
  std::vector<bool> min_;
};
