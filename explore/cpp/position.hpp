// Games on whole positions written in C++ for `gk explore` (docs/explore.md):
// the same concepts as a Python game file, compiled with
// explore/cpp/position_driver.cpp. A game file defines
//   Shape positions() { return multiset(1, 6, 1, 4); }  // piles 1..6, 1..4 of them
//   const char* result = "win";  // or "grundy", "misere", "outcome", "score"
//   void moves(const State& a, Next& next) { ... next.to(b); ... }
//   State start(const State& position) { ... }   // optional: the search state
//                                                 // when it must carry more
// State is a std::vector<long long> (the numbers of a tuple, the sorted
// piles of a multiset, the elements of a sequence). next.to(b) is a move to
// b (sorted first for a multiset without start(): its canonical form); next.sum({b, c}) a
// move to the sum of b and c (result "grundy" or "win"); next.to(b, g) a
// move that gives the mover g points (result "score"; long long
// final(const State&), optional, is the mover's payoff where the game
// ends). long long param("k", 3) is a parameter (--set k=5). win and grundy
// come from snippets/grundy_engine.hpp with the states hashed; the other
// results from the graph of every state reached, solved by
// explore/cpp/solve.cpp through the same snippets as a Python file.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <stdexcept>
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

// Canonical forms of states that are positions: a multiset sorted, a cyclic
// string (letter indices) rotated to its least rotation.
enum class Canon { None, Sort, Rotate };
inline void canonicalize(State& s, Canon how) {
  if (how == Canon::Sort) std::sort(s.begin(), s.end());
  if (how != Canon::Rotate || s.empty()) return;
  State best = s, cur = s;
  for (std::size_t i = 1; i < s.size(); i++) {
    std::rotate(cur.begin(), cur.begin() + 1, cur.end());
    if (cur < best) best = cur;
  }
  s = best;
}

// A declared shape: kind and inclusive bounds (numbers: one pair per
// coordinate; multiset: piles lo..hi then size lo..hi; sequence: values
// then length).
struct Shape {
  std::string kind;
  std::vector<std::pair<long long, long long>> bounds;
  std::string alphabet = "";  // strings: the letters; a state holds their indices
  bool cyclic = false;
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
// Strings over the letters of alphabet, of length lo..hi; a state is the
// vector of letter indices (0 = alphabet[0]); cyclic: equal up to rotation.
inline Shape strings(const std::string& alphabet, long long lengthLo, long long lengthHi,
                     bool cyclic = false) {
  return {"string", {{0, static_cast<long long>(alphabet.size()) - 1}, {lengthLo, lengthHi}},
          alphabet, cyclic};
}
inline Canon canonOf(const Shape& sh) {
  return sh.kind == "multiset" ? Canon::Sort
         : sh.kind == "string" && sh.cyclic ? Canon::Rotate
                                            : Canon::None;
}

// A parameter of the game: its value from --set NAME=V (the environment
// variable EXPLORE_SET = "NAME=V;..."), else the default. Every parameter
// asked is listed by --describe.
inline std::vector<std::pair<std::string, long long>>& declaredParams() {
  static std::vector<std::pair<std::string, long long>> p;
  return p;
}
inline long long param(const char* name, long long fallback) {
  long long value = fallback;
  const char* set = std::getenv("EXPLORE_SET");
  std::string text = set ? set : "", key = std::string(name) + "=";
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find(';', at);
    if (end == std::string::npos) end = text.size();
    if (text.compare(at, key.size(), key) == 0)
      value = std::stoll(text.substr(at + key.size(), end - at - key.size()));
    at = end + 1;
  }
  declaredParams().push_back({name, value});
  return value;
}

// Tuples of up to 3 numbers are packed into one long long, so that the
// engine's table holds the declared box (dense: mixed radix of the bounds)
// and its hash map the states outside it (radix 2^20 per coordinate).
struct Packer {
  int k = 0;
  long long radix[3] = {1, 1, 1}, tableSize = 1;
  bool init(const Shape& sh) {
    if (sh.kind != "numbers" || sh.bounds.size() > 3) return false;
    k = int(sh.bounds.size());
    for (int i = 0; i < k; i++) {
      if (sh.bounds[std::size_t(i)].first < 0) return false;
      radix[i] = sh.bounds[std::size_t(i)].second + 1;
      tableSize *= radix[i];
    }
    return tableSize <= (1LL << 26);
  }
  long long encode(const State& s) const {
    if (int(s.size()) != k) throw std::runtime_error("a state with another count of numbers");
    long long dense = 0, wide = 0;
    bool inside = true;
    for (int i = 0; i < k; i++) {
      long long v = s[std::size_t(i)];
      if (v < 0 || v >= (1LL << 20))
        throw std::runtime_error("a state number outside 0..2^20-1: " + std::to_string(v));
      inside = inside && v < radix[i];
      dense = dense * radix[i] + v, wide = (wide << 20) | v;
    }
    return inside ? dense : tableSize + wide;
  }
  void decode(long long v, State& out) const {
    out.resize(std::size_t(k));
    bool inside = v < tableSize;
    if (!inside) v -= tableSize;
    for (int i = k - 1; i >= 0; i--) {
      long long r = inside ? radix[i] : (1LL << 20);
      out[std::size_t(i)] = v % r, v /= r;
    }
  }
};

// The moves of one state, straight into the engine's option list.
struct Next {
  // the graph mode (results other than win and grundy): every move listed,
  // its parts and the mover's gain (score games)
  std::vector<std::pair<std::vector<State>, long long>>* list = nullptr;
  GrundyEngine<State, StateHash>::Options* opt = nullptr;
  GrundyEngine<long long>::Options* packed = nullptr;  // numbers: packed states
  const Packer* packer = nullptr;
  Canon canon = Canon::None;
  State tmp;
  void to(const State& s, long long gain = 0) {
    if (list) return list->push_back({{s}, gain});
    if (packed) return packed->add(packer->encode(s));
    if (canon == Canon::None) return opt->add(s);
    tmp = s;
    canonicalize(tmp, canon);
    opt->add(tmp);
  }
  void sum(std::initializer_list<State> parts) {
    if (list) return list->push_back({std::vector<State>(parts), 0});
    if (packed) {
      for (const State& p : parts) packed->parts.push_back(packer->encode(p));
      packed->ends.push_back(packed->parts.size());
      return;
    }
    for (const State& p : parts) {
      tmp = p;
      canonicalize(tmp, canon);
      opt->parts.push_back(tmp);
    }
    opt->ends.push_back(opt->parts.size());
  }
};

// Every position of a shape, in the order of explore/positions.py: by
// size, then lexicographically (multisets sorted ascending; strings as
// letter indices, cyclic ones once, in their least rotation).
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
  if (sh.kind == "string" && sh.cyclic) {
    auto inner = f;
    return forEachPosition(Shape{"sequence", sh.bounds}, [&](const State& s) {
      State c = s;
      canonicalize(c, Canon::Rotate);
      if (c == s) inner(s);
    });
  }
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
