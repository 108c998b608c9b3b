// Test-only oracle for heap games with splitting moves: the moves of a
// whole position (a sorted multiset of non-empty heaps) from the rules
// alone. A move takes s in `take` objects from one heap (s <= heap; a heap
// that reaches 0 disappears) or splits one heap, removing nothing, into
// exactly k non-empty heaps for some k in `parts`. Decided with
// game_search::WinSearch: no Grundy values, no xor.
#pragma once
#include <algorithm>
#include <cstddef>
#include <functional>
#include <vector>

#include "tests/snippets/game_search.hpp"

namespace split_search {

using game_search::Heaps;

// Calls f on every multiset of k positive parts of total n (nonincreasing).
inline void forEachPartition(int n, int k, int largest, Heaps& cur,
                             const std::function<void(const Heaps&)>& f) {
  if (k == 0) {
    if (n == 0) f(cur);
    return;
  }
  for (int p = std::min(largest, n - (k - 1)); p >= 1; p--) {
    if (p * k < n) break;  // the rest cannot reach n with parts <= p
    cur.push_back(p);
    forEachPartition(n - p, k - 1, p, cur, f);
    cur.pop_back();
  }
}

inline std::function<std::vector<Heaps>(const Heaps&)> moves(
    std::vector<int> take, std::vector<int> parts) {
  return [take, parts](const Heaps& h) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < h.size(); i++) {
      if (i > 0 && h[i] == h[i - 1]) continue;  // equal heaps, equal moves
      Heaps rest = h;
      rest.erase(rest.begin() + std::ptrdiff_t(i));
      auto emit = [&](const Heaps& added) {
        Heaps t = rest;
        t.insert(t.end(), added.begin(), added.end());
        std::sort(t.begin(), t.end());
        out.push_back(t);
      };
      for (int s : take)
        if (s <= h[i]) emit(s == h[i] ? Heaps{} : Heaps{h[i] - s});
      for (int k : parts) {
        Heaps cur;
        forEachPartition(h[i], k, h[i], cur, emit);
      }
    }
    return out;
  };
}

inline std::vector<int> upTo(int n) {  // {1, ..., n}: take any amount
  std::vector<int> v;
  for (int s = 1; s <= n; s++) v.push_back(s);
  return v;
}

}  // namespace split_search
