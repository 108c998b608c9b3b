/**
 * Description: Minimum excludant. Mex: mex of a list in O(k) with a reusable
 *   timestamped marker (no allocation once grown). mexOfMask: mex of values
 *   < 64 given as a bit mask. DynamicMex: a multiset of values in
 *   [0, maxValue] with insert, erase and the current mex.
 * Domain: Mex and DynamicMex ignore values outside their range (a
 *   negative value, or one above maxValue, cannot be the mex). The
 *   DynamicMex bound needs 0 <= maxValue < INT_MAX (assert).
 * Usage: Mex mex; int g = mex({0, 1, 3});            // g == 2
 *   DynamicMex d(100); d.insert(0); d.insert(1);  // d.get() == 2
 * Time: Mex O(k); mexOfMask O(1); DynamicMex O(log_64 maxValue) per call
 * Memory: Mex O(largest k); DynamicMex O(maxValue)
 * Status: exhaustive check in tests/snippets/mex_test.cpp (every subset of
 *   {-1..9} and every mask of 10 bits vs a set-based mex; DynamicMex against
 *   a recomputed multiset mex over random insert/erase sequences)
 *   Random lists and updates: tests/snippets/stress_test.cpp
 * Source: standard technique; own code
 */
#pragma once
#include <cassert>
#include <climits>
#include <cstddef>
#include <vector>

struct Mex {
  std::vector<int> stamp;
  int now = 0;
  // Negative values are ignored; values above k cannot change the answer.
  int operator()(const std::vector<int>& values) {
    std::size_t k = values.size();
    if (stamp.size() < k + 1) stamp.resize(k + 1, 0);
    if (now == INT_MAX) stamp.assign(stamp.size(), 0), now = 0;
    ++now;
    for (int v : values)
      if (v >= 0 && std::size_t(v) <= k) stamp[std::size_t(v)] = now;
    int m = 0;
    while (stamp[std::size_t(m)] == now) m++;
    return m;
  }
};

inline int mexOfMask(unsigned long long seen) {
  return ~seen ? __builtin_ctzll(~seen) : 64;
}

struct DynamicMex {
  int maxValue;
  std::vector<int> count;
  // free[0] has bit v set iff v is absent; free[i + 1] has bit w set iff
  // word w of free[i] is non-zero. Value maxValue + 1 is never present.
  std::vector<std::vector<unsigned long long>> free;
  explicit DynamicMex(int maxV)
      : maxValue(maxV), count(std::size_t(maxV < 0 ? 0 : maxV) + 2, 0) {
    assert(maxV >= 0 && maxV < INT_MAX && "0 <= maxValue < INT_MAX");
    std::size_t n = count.size();
    do {
      n = (n + 63) / 64;
      free.emplace_back(n, ~0ULL);
    } while (n > 1);
  }
  void insert(int v) {
    if (v < 0 || v > maxValue || count[std::size_t(v)]++ > 0) return;
    std::size_t p = std::size_t(v);
    for (auto& level : free) {
      unsigned long long& w = level[p >> 6];
      w &= ~(1ULL << (p & 63));
      if (w) break;
      p >>= 6;
    }
  }
  void erase(int v) {  // erasing an absent value does nothing
    if (v < 0 || v > maxValue || count[std::size_t(v)] == 0) return;
    if (--count[std::size_t(v)] > 0) return;
    std::size_t p = std::size_t(v);
    for (auto& level : free) {
      unsigned long long& w = level[p >> 6];
      bool wasEmpty = w == 0;
      w |= 1ULL << (p & 63);
      if (!wasEmpty) break;
      p >>= 6;
    }
  }
  int get() const {
    std::size_t p = 0;
    for (std::size_t i = free.size(); i-- > 0;)
      p = (p << 6) | std::size_t(__builtin_ctzll(free[i][p]));
    return static_cast<int>(p);
  }
};
