// The move generator interface of `gk explore` (docs/explore.md).
// A game file defines ONE function listing the options of a state:
//   void moves(long long n, Moves& m)                 states n (1-D)
//   void moves(long long x, long long y, Moves& m)    states (x, y) (2-D)
//   ... up to 4 coordinates: moves(a, b, c, m), moves(a, b, c, d, m)
//   void moves(const std::vector<long long>& s, Moves& m)   any dimension
// and calls, for each option:
//   m.to(n - 1);            a move to one state (as many numbers as a state)
//   m.split(a, b);          1-D: a move to the sum of heaps a and b (Kayles)
//   m.sum({{x1, y1}, {x2, y2}});   any dimension: a move to a sum of states
// States are whole numbers >= 0 below the box the command gives (--n, --box).
// The kit computes the values with snippets/grundy_engine.hpp.
#pragma once
#include <cstddef>
#include <initializer_list>
#include <vector>

struct Moves {
  Moves() = default;
  Moves(const Moves&) = delete;  // moves(n, Moves m) would fill a copy: take Moves&
  Moves& operator=(const Moves&) = delete;
  // Option i is components [ends[i-1], ends[i]) of comp; component j has
  // coordinates coord[start[j] .. start[j+1]).
  std::vector<long long> coord;
  std::vector<std::size_t> start{0};
  std::vector<std::size_t> ends;
  template <class... T>
  void to(T... c) {
    static_assert(sizeof...(T) >= 1, "m.to(state): give the state's numbers");
    (coord.push_back(static_cast<long long>(c)), ...);
    start.push_back(coord.size());
    ends.push_back(start.size() - 1);
  }
  template <class... T>
  void split(T... heaps) {  // 1-D only: the sum of the heaps
    (coord.push_back(static_cast<long long>(heaps)), ...);
    for (std::size_t i = 0; i < sizeof...(T); i++)
      start.push_back(start.back() + 1);
    ends.push_back(start.size() - 1);
  }
  void split(const std::vector<long long>& heaps) {
    for (long long h : heaps) coord.push_back(h), start.push_back(coord.size());
    ends.push_back(start.size() - 1);
  }
  void sum(std::initializer_list<std::initializer_list<long long>> parts) {
    for (const auto& p : parts) {
      coord.insert(coord.end(), p.begin(), p.end());
      start.push_back(coord.size());
    }
    ends.push_back(start.size() - 1);
  }
  void to(const std::vector<long long>& state) {  // a state given as a vector
    coord.insert(coord.end(), state.begin(), state.end());
    start.push_back(coord.size());
    ends.push_back(start.size() - 1);
  }
  void sum(const std::vector<std::vector<long long>>& parts) {
    for (const auto& p : parts) {
      coord.insert(coord.end(), p.begin(), p.end());
      start.push_back(coord.size());
    }
    ends.push_back(start.size() - 1);
  }
  void clear() { coord.clear(), start.assign(1, 0), ends.clear(); }
};
