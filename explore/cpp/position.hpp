// Games on whole positions written in C++ for `gk explore` (docs/explore.md):
// the same concepts as a Python game file, compiled with
// explore/cpp/position_driver.cpp. A game file defines
//   Shape positions() { return multiset(1, 6, 1, 4); }  // piles 1..6, 1..4 of them
//   const char* result = "win";                          // or "grundy"
//   void moves(const State& a, Next& next) { ... next.to(b); ... }
// State is a std::vector<long long> (the numbers of a tuple, the sorted
// piles of a multiset, the elements of a sequence). next.to(b) is a move to
// b (sorted first for a multiset: its canonical form); next.sum({b, c}) a
// move to the sum of b and c (result "grundy" or "win"). Values come from
// snippets/grundy_engine.hpp with the states hashed.
#pragma once
#include <algorithm>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "snippets/grundy_engine.hpp"

using State = std::vector<long long>;

struct StateHash {
  std::size_t operator()(const State& s) const {
    unsigned long long h = 1469598103934665603ULL ^ s.size();
    for (long long v : s) {
      h ^= static_cast<unsigned long long>(v) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
      h *= 1099511628211ULL;
    }
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

// A declared shape: kind and inclusive bounds (numbers: one pair per
// coordinate; multiset: piles lo..hi then size lo..hi; sequence: values
// then length).
struct Shape {
  std::string kind;
  std::vector<std::pair<long long, long long>> bounds;
};

template <class... T>
Shape numbers(T... loHi) {
  static_assert(sizeof...(T) % 2 == 0 && sizeof...(T) >= 2,
                "numbers(lo1, hi1, lo2, hi2, ...): a pair of bounds per coordinate");
  std::vector<long long> v{static_cast<long long>(loHi)...};
  Shape s{"numbers", {}};
  for (std::size_t i = 0; i < v.size(); i += 2) s.bounds.push_back({v[i], v[i + 1]});
  return s;
}
inline Shape multiset(long long pileLo, long long pileHi, long long sizeLo, long long sizeHi) {
  return {"multiset", {{pileLo, pileHi}, {sizeLo, sizeHi}}};
}
inline Shape sequence(long long valueLo, long long valueHi, long long lengthLo,
                      long long lengthHi) {
  return {"sequence", {{valueLo, valueHi}, {lengthLo, lengthHi}}};
}

// The moves of one state, straight into the engine's option list.
struct Next {
  GrundyEngine<State, StateHash>::Options* opt = nullptr;
  bool sortStates = false;
  State tmp;
  void to(const State& s) {
    if (!sortStates) return opt->add(s);
    tmp = s;
    std::sort(tmp.begin(), tmp.end());
    opt->add(tmp);
  }
  void sum(std::initializer_list<State> parts) {
    for (const State& p : parts) {
      tmp = p;
      if (sortStates) std::sort(tmp.begin(), tmp.end());
      opt->parts.push_back(tmp);
    }
    opt->ends.push_back(opt->parts.size());
  }
};

// Every position of a shape, in the order of explore/positions.py: by
// size, then lexicographically (multisets sorted ascending).
inline void forEachPosition(const Shape& sh, const std::function<void(const State&)>& f) {
  State cur;
  if (sh.kind == "numbers") {
    std::size_t k = sh.bounds.size();
    std::function<void(std::size_t)> rec = [&](std::size_t i) {
      if (i == k) return f(cur);
      for (long long v = sh.bounds[i].first; v <= sh.bounds[i].second; v++)
        cur.push_back(v), rec(i + 1), cur.pop_back();
    };
    return rec(0);
  }
  bool sorted = sh.kind == "multiset";
  long long lo = sh.bounds[0].first, hi = sh.bounds[0].second;
  for (long long len = sh.bounds[1].first; len <= sh.bounds[1].second; len++) {
    std::function<void(long long, long long)> rec = [&](long long left, long long from) {
      if (left == 0) return f(cur);
      for (long long v = sorted ? from : lo; v <= hi; v++)
        cur.push_back(v), rec(left - 1, v), cur.pop_back();
    };
    rec(len, lo);
  }
}
