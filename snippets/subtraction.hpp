/**
 * Description: Subtraction game with a finite set S of positive moves: a
 *   move takes s in S objects from a heap of size >= s. subtractionGrundy
 *   gives g(0..n-1); findSubtractionPeriod returns the smallest preperiod
 *   and period, proven by a repeated window of max(S) values (g(n) depends
 *   only on g(n-max(S)..n-1)), and at(n) answers any n up to 10^18 in O(1).
 * Usage: auto per = findSubtractionPeriod({1, 3, 4}, 1000);  // period 7
 *   int g = per->at(1000000000000000000ULL);
 * Time: O(n |S|) with an O(1) bit-mask mex when |S| <= 63; the period
 *   search is O(limit |S|) plus O(limit) expected hashing
 * Memory: O(n); O(limit) for the period search
 * Status: exhaustive check in tests/snippets/subtraction_test.cpp (every
 *   S within {1..7}: g(a) = v iff heap a + Nim heap v is lost in a game-tree
 *   search, a < 40; all 3-heap sums < 10); every reported period checked
 *   against >= 20000 direct values; OEIS A000035, A010872, A010873,
 *   A014586, A014589
 * Source: periodicity of subtraction games, Winning Ways ch. 4; own code
 */
#pragma once
#include <algorithm>
#include <optional>
#include <unordered_map>
#include <vector>

inline std::vector<int> subtractionGrundy(const std::vector<int>& S, int n) {
  std::vector<int> g(std::size_t(std::max(n, 0)));
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
inline std::optional<SubtractionPeriod>
findSubtractionPeriod(const std::vector<int>& S, int limit) {
  int w = 1;  // window length: max(S), at least 1
  for (int s : S) w = std::max(w, s);
  std::vector<int> g = subtractionGrundy(S, limit);
  std::unordered_map<unsigned long long, int> first;
  unsigned long long h = 0, pw = 1, B = 1000003;
  for (int i = 0; i < w; i++) pw *= B;
  int p = -1, q = 0;
  auto same = [&](int a, int b) {
    return std::equal(g.begin() + a, g.begin() + a + w, g.begin() + b);
  };
  for (int i = 0; i < limit && p < 0; i++) {
    h = h * B + (unsigned long long)g[std::size_t(i)] + 1;
    if (i >= w) h -= pw * ((unsigned long long)g[std::size_t(i - w)] + 1);
    if (i < w - 1) continue;
    int start = i - w + 1;
    auto it = first.emplace(h, start).first;
    if (it->second != start && same(it->second, start))
      p = it->second, q = start - it->second;
  }
  if (p < 0) return std::nullopt;
  // g(n) = g(n + q) for all n >= p. The least period divides q; then walk
  // the preperiod down while the shifted values still agree.
  int d = 1;
  for (; d < q; d++) {
    if (q % d) continue;
    bool ok = true;
    for (int i = p; i < p + q && ok; i++) {
      int j = i + d < p + q ? i + d : i + d - q;  // stay below p + q
      ok = g[std::size_t(i)] == g[std::size_t(j)];
    }
    if (ok) break;
  }
  while (p > 0 && g[std::size_t(p - 1)] == g[std::size_t(p - 1 + d)]) p--;
  SubtractionPeriod res{p, d, std::vector<int>(g.begin(), g.begin() + p + d)};
  return res;
}
