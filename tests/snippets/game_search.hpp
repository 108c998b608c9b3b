// Test-only oracle: decides win or loss of a whole position from the
// definition (a position is lost iff every move leads to a won position;
// in misere play a position with no move is won). No Grundy values, no xor.
#pragma once
#include <algorithm>
#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace game_search {

template <class State> class WinSearch {
 public:
  using Moves = std::function<std::vector<State>(const State&)>;
  explicit WinSearch(Moves moves, bool misere = false)
      : moves_(std::move(moves)), misere_(misere) {}

  bool wins(const State& s) {  // the player to move wins
    auto it = memo_.find(s);
    if (it != memo_.end()) return it->second;
    std::vector<State> next = moves_(s);
    bool win = next.empty() && misere_;
    for (const State& t : next)
      if (!wins(t)) {
        win = true;
        break;
      }
    memo_.emplace(s, win);
    return win;
  }
  bool isMove(const State& from, const State& to) {
    std::vector<State> next = moves_(from);
    return std::find(next.begin(), next.end(), to) != next.end();
  }
  std::vector<State> options(const State& s) { return moves_(s); }
  std::size_t size() const { return memo_.size(); }

 private:
  Moves moves_;
  bool misere_;
  std::map<State, bool> memo_;
};

using Heaps = std::vector<int>;

// Nim: lower one heap to any smaller size.
inline std::vector<Heaps> nimMoves(const Heaps& h) {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < h.size(); i++)
    for (int v = 0; v < h[i]; v++) {
      Heaps t = h;
      t[i] = v;
      out.push_back(t);
    }
  return out;
}

// Same game on multisets of heaps: states are kept sorted, which makes the
// memo far smaller for random tests with many heaps.
inline std::vector<Heaps> sortedNimMoves(const Heaps& h) {
  std::vector<Heaps> out = nimMoves(h);
  for (Heaps& t : out) std::sort(t.begin(), t.end());
  return out;
}

// Calls f on every vector of length len with entries in [lo, hi].
inline void forEachTuple(int len, int lo, int hi,
                         const std::function<void(const Heaps&)>& f) {
  Heaps t(std::size_t(len), lo);
  while (true) {
    f(t);
    int i = len - 1;
    while (i >= 0 && t[std::size_t(i)] == hi) t[std::size_t(i--)] = lo;
    if (i < 0) return;
    t[std::size_t(i)]++;
  }
}

}  // namespace game_search
