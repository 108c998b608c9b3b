/**
 * Description: Exact dyadic rationals num / 2^k, the values of partizan
 *   games that are numbers: +, -, comparison, floor, printing, and the
 *   simplicity rule: dyadicSimplest(lo, hi) is the number {lo | hi},
 *   the simplest number strictly between lo and hi (nullopt = no option
 *   on that side: {|} = 0, {3|} = 4, {|-1/2} = -1). Simplest: an integer
 *   if one fits (the one nearest 0), else the one of least denominator.
 *   Blue-Red Hackenbush (Left cuts blue, Right red; what loses its way
 *   to the ground falls), whose positions are all numbers. A string from
 *   the ground: its first run of n edges of one colour is worth +-n, each
 *   later edge +-1/2, +-1/4, ... (Berlekamp's sign expansion; blue +).
 *   A tree: an edge carrying branches worth x in all is worth, when
 *   blue, (x + j) / 2^(j-1) with j >= 1 least such that x + j > 1 (red:
 *   minus the blue edge over -x). Blue and red only: green edges make
 *   non-numbers (*, up, ...); use canonical_game.hpp for those.
 * Domain: (assert) 0 <= k <= 62 and no overflow of the 64-bit numerator
 *   (sums are safe while every |partial sum| * 2^k < 2^62);
 *   dyadicSimplest needs lo < hi; colours 'B'/'R'; parent[v] is -1 (v on
 *   the ground) or a vertex, no cycle. A string of <= 62 edges always
 *   fits; an edge over branches worth -m costs m + 1 bits.
 * Usage: Dyadic h(1, 1);  // 1/2
 *   Dyadic v = dyadicSimplest(Dyadic(0), h);  // {0 | 1/2} = 1/4
 *   std::string a = v.str();  // a == "1/4"
 *   std::string b = hackenbushStringValue("BBR").str();  // b == "3/2"
 *   std::vector<int> par = {-1, 0, 1, 1}; std::string col = "?BRR";
 *   Dyadic t = hackenbushBlueRedValue(par, col);  // B carrying R, R
 *   // t.str() == "1/4"
 * Time: O(1) per operation, O(k) for dyadicSimplest; Hackenbush O(n)
 * Memory: O(1); Hackenbush O(n)
 * Status: tests/snippets/dyadic_test.cpp (simplest number vs Conway's
 *   birthday tree of all numbers born by day 7; arithmetic vs long
 *   double); tests/snippets/hackenbush_bluered_test.cpp: every coloured
 *   string to 12 edges and every coloured ordered forest to 7 edges vs
 *   a game-tree search from the rules (G - v is a second-player win, by
 *   a search of G plus a string worth -v); random forests vs search in
 *   tests/snippets/stress_test.cpp; problem bluered-hackenbush
 * Source: simplicity rule, Conway, On Numbers and Games ch. 0-2;
 *   Winning Ways ch. 2 (sign expansion), ch. 7; own code
 */
#pragma once
#include <cassert>
#include <climits>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

struct Dyadic {
  long long num = 0;  // value num / 2^k; num odd unless k == 0
  int k = 0;
  Dyadic() {}
  explicit Dyadic(long long n, int e = 0) : num(n), k(e) {
    assert(0 <= e && e <= 62 && "denominator 2^k with k <= 62");
    while (k > 0 && num % 2 == 0) num /= 2, k--;
  }
  // num * 2^s, checked.
  static long long shl(long long x, int s) {
    assert(s <= 62 && (x >= 0 ? x : -x) <= (LLONG_MAX >> s) &&
           "dyadic overflow");
    return x * (1LL << s);
  }
  friend Dyadic operator+(Dyadic a, Dyadic b) {
    int e = a.k > b.k ? a.k : b.k;
    long long x = shl(a.num, e - a.k), y = shl(b.num, e - b.k);
    assert(((y >= 0 && x <= LLONG_MAX - y) || (y < 0 && x >= LLONG_MIN - y))
           && "dyadic overflow");
    return Dyadic(x + y, e);
  }
  Dyadic operator-() const {
    assert(num != LLONG_MIN && "dyadic overflow");
    Dyadic r;
    r.num = -num, r.k = k;
    return r;
  }
  friend Dyadic operator-(Dyadic a, Dyadic b) { return a + -b; }
  friend bool operator==(Dyadic a, Dyadic b) {
    return a.num == b.num && a.k == b.k;
  }
  friend bool operator!=(Dyadic a, Dyadic b) { return !(a == b); }
  friend bool operator<(Dyadic a, Dyadic b) { return (a - b).num < 0; }
  friend bool operator>(Dyadic a, Dyadic b) { return b < a; }
  friend bool operator<=(Dyadic a, Dyadic b) { return !(b < a); }
  friend bool operator>=(Dyadic a, Dyadic b) { return !(a < b); }
  int sign() const { return (num > 0) - (num < 0); }
  // floor(value * 2^s) for s >= 0.
  long long floorScaled(int s) const {
    if (s >= k) return shl(num, s - k);
    long long d = 1LL << (k - s), q = num / d;
    return q - (num % d < 0);
  }
  std::string str() const {
    std::string s = std::to_string(num);
    return k ? s + "/" + std::to_string(1LL << k) : s;
  }
};

// The simplest number strictly between lo and hi; nullopt: unbounded.
inline Dyadic dyadicSimplest(std::optional<Dyadic> lo,
                             std::optional<Dyadic> hi) {
  assert((!lo || !hi || *lo < *hi) && "{lo | hi} is a number: lo < hi");
  if ((!lo || lo->sign() < 0) && (!hi || hi->sign() > 0)) return Dyadic(0);
  if (lo && lo->sign() >= 0) {
    Dyadic n(lo->floorScaled(0) + 1);
    if (!hi || n < *hi) return n;
  } else {  // hi <= 0 and some integer at or below it
    Dyadic n(-((-*hi).floorScaled(0)) - 1);  // ceil(hi) - 1
    if (!lo || *lo < n) return n;
  }
  // No integer strictly between: the least denominator wins.
  for (int s = 1;; s++) {
    Dyadic c(lo->floorScaled(s) + 1, s);
    if (c < *hi) return c;
  }
}

// Value of a stalk of edges listed from the ground up.
inline Dyadic hackenbushStringValue(const std::string& s) {
  Dyadic v(0);
  std::size_t i = 0;
  for (; i < s.size() && s[i] == s[0]; i++)
    v = v + Dyadic(s[i] == 'B' ? 1 : -1);
  for (int e = 1; i < s.size(); i++, e++) {
    assert((s[i] == 'B' || s[i] == 'R') && "colours B or R");
    v = v + Dyadic(s[i] == 'B' ? 1 : -1, e);
  }
  assert((s.empty() || s[0] == 'B' || s[0] == 'R') && "colours B or R");
  return v;
}

// Value of one edge of colour c carrying branches worth x in total.
inline Dyadic hackenbushEdgeOver(char c, Dyadic x) {
  assert((c == 'B' || c == 'R') && "colours B or R");
  if (c == 'R') return -hackenbushEdgeOver('B', -x);
  long long j = x.sign() > 0 ? 1 : (Dyadic(1) - x).floorScaled(0) + 1;
  Dyadic y = x + Dyadic(j);
  assert(j - 1 <= 62 && "dyadic overflow");
  return Dyadic(y.num, y.k + static_cast<int>(j - 1));
}

// Edge v joins v to parent[v] and has colour col[v] (unused at roots).
inline Dyadic hackenbushBlueRedValue(const std::vector<int>& parent,
                                     const std::string& col) {
  int n = static_cast<int>(parent.size());
  assert(col.size() == parent.size() && "one colour per vertex");
  std::vector<int> start(std::size_t(n) + 1, 0), kids(parent.size());
  for (int p : parent) {
    assert(p >= -1 && p < n && "parent[v] is -1 or a vertex");
    if (p >= 0) start[std::size_t(p) + 1]++;
  }
  for (int v = 0; v < n; v++)
    start[std::size_t(v) + 1] += start[std::size_t(v)];
  std::vector<int> fill(start.begin(), start.end() - 1), order;
  for (int v = 0; v < n; v++) {
    int p = parent[std::size_t(v)];
    if (p >= 0) kids[std::size_t(fill[std::size_t(p)]++)] = v;
    else order.push_back(v);
  }
  for (std::size_t i = 0; i < order.size(); i++)
    for (int t = start[std::size_t(order[i])];
         t < start[std::size_t(order[i]) + 1]; t++)
      order.push_back(kids[std::size_t(t)]);
  assert(order.size() == std::size_t(n) && "parent has a cycle");
  std::vector<Dyadic> x(parent.size());  // branches above v, summed
  Dyadic total(0);
  for (std::size_t i = order.size(); i-- > 0;) {
    int v = order[i], p = parent[std::size_t(v)];
    if (p < 0) total = total + x[std::size_t(v)];
    else
      x[std::size_t(p)] = x[std::size_t(p)] +
          hackenbushEdgeOver(col[std::size_t(v)], x[std::size_t(v)]);
  }
  return total;
}
