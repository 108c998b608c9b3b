/**
 * Description: Subtraction game with a finite set S of positive moves: a
 *   move takes s in S objects from a heap of size >= s. subtractionGrundy
 *   gives g(0..n-1); findSubtractionPeriod returns the smallest preperiod
 *   and period, proven by the first repeated window of max(S) values (g(n)
 *   depends only on g(n-max(S)..n-1)); at(n) answers n up to 10^18 in O(1).
 * Domain: (assert) every s in S is >= 1; n >= 0. A limit <= max(S)
 *   returns nullopt at once (two windows cannot fit).
 * Usage: auto per = findSubtractionPeriod({1, 3, 4}, 1000);  // per->period == 7
 *   int g = per->at(1000000000000000000ULL);  // g == 1
 * Time: O(n |S|) with an O(1) bit-mask mex when |S| <= 63; the period
 *   search is O(limit |S|) plus O(limit) expected hashing
 * Memory: O(n); O(limit) for the period search
 * Status: exhaustive check in tests/snippets/subtraction_test.cpp (every
 *   S within {1..7}: g(a) = v iff heap a + Nim heap v is lost in a game-tree
 *   search, a < 40; all 3-heap sums < 10); every reported period checked
 *   against >= 20000 direct values; the cost at limit <= max(S); the
 *   largest periods of all small sets; OEIS A000035, A010872, A010873,
 *   A014586, A014589
 *   Random positions vs game search: tests/snippets/stress_test.cpp
 * Source: periodicity of subtraction games, Winning Ways ch. 4; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <optional>
#include <unordered_map>
#include <vector>

inline std::vector<int> subtractionGrundy(const std::vector<int>& S, int n) {
  assert(n >= 0 && "n >= 0");
  for ([[maybe_unused]] int s : S)
    assert(s >= 1 && "moves take s >= 1 objects");
  std::vector<int> g(std::size_t(n < 0 ? 0 : n));
  if (S.size() <= 63) {  // values are <= |S| <= 63: a bit mask suffices
    for (int i = 0; i < n; i++) {
      unsigned long long seen = 0;
      for (int s : S)
        if (s > 0 && s <= i) seen |= 1ULL << g[std::size_t(i - s)];
      g[std::size_t(i)] = __builtin_ctzll(~seen);
    }
    return g;
  }
  std::vector<int> stamp(S.size() + 2, -1);  // timestamped marker
  for (int i = 0; i < n; i++) {
    for (int s : S)
      if (s > 0 && s <= i) stamp[std::size_t(g[std::size_t(i - s)])] = i;
    int m = 0;
    while (stamp[std::size_t(m)] == i) m++;
    g[std::size_t(i)] = m;
  }
  return g;
}

struct SubtractionPeriod {
  int preperiod, period;
  std::vector<int> values;  // g(0 .. preperiod + period - 1)
  int at(unsigned long long n) const {
    unsigned long long p = (unsigned long long)preperiod;
    if (n >= p) n = p + (n - p) % (unsigned long long)period;
    return values[std::size_t(n)];
  }
};

// nullopt if no window of max(S) values repeats within g(0..limit-1).
// The first window that repeats gives the least (preperiod, period): a
// repeat at (i, j) proves period j - i from i on, every period is then a
// multiple of the least one q and i >= the least preperiod p, so j >= p + q;
// and the windows at p and p + q do agree.
inline std::optional<SubtractionPeriod>
findSubtractionPeriod(const std::vector<int>& S, int limit) {
  int w = 1;  // window length: max(S), at least 1
  for (int s : S) w = std::max(w, s);
  // Two windows need limit >= w + 1 values: without them, stop before
  // any work, so that the cost is O(limit |S|) however large max(S) is.
  if (limit <= w) return std::nullopt;
  std::vector<int> g = subtractionGrundy(S, limit);
  std::unordered_multimap<unsigned long long, int> seen;  // hash -> start
  unsigned long long h = 0, pw = 1, B = 1000003;
  for (int i = 0; i < w; i++) pw *= B;
  for (int i = 0; i < limit; i++) {
    h = h * B + (unsigned long long)g[std::size_t(i)] + 1;
    if (i >= w) h -= pw * ((unsigned long long)g[std::size_t(i - w)] + 1);
    if (i < w - 1) continue;
    int start = i - w + 1;
    auto range = seen.equal_range(h);  // equal hashes, compared exactly
    for (auto it = range.first; it != range.second; ++it) {
      int p = it->second;
      if (std::equal(g.begin() + p, g.begin() + p + w, g.begin() + start))
        return SubtractionPeriod{
            p, start - p, std::vector<int>(g.begin(), g.begin() + start)};
    }
    seen.emplace(h, start);
  }
  return std::nullopt;
}
