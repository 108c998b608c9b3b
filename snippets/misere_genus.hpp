/**
 * Description: Conway's genus for misere play (last mover loses). The
 *   genus of G is g[0] = normal Grundy value, g[k] (k >= 1) = misere
 *   Grundy value of G + k-1 copies of *2 (misere value: 1 at a game with
 *   no move, else mex over the options); stored until the last two
 *   alternate. From the options' genera: g[1] = mex{a[1]} (1 if none),
 *   g[k+1] = mex({a[k+1]} u {g[k], g[k]^1}). Tame genera: 0^{120},
 *   1^{031}, x^{x,x^2} (^ is xor). G is tame if every position of it
 *   is. Theorem (Conway): a sum of tame games is tame, g[0] = xor x of
 *   the parts; if every part has g[0] != g[1] ("fickle": 0^{120},
 *   1^{031}) the sum is fickle, else firm x^{x,x^2}; the player to move
 *   wins the misere sum iff its g[1] != 0: all fickle ? x != 1 : x != 0.
 *   antiSgFirstWins is the SJ rule (Jia Zhihao 2009), a special case.
 * Domain: (assert) a DAG with vertices 0..n-1, every part of a sum one
 *   of them; tame-sum functions need tame parts: asserted on each part's
 *   genus, and nullopt ("unknown") from the table versions when a
 *   position below a part is not tame.
 *   antiSgFirstWins(grundy) is right only when every component position
 *   of Grundy value 0 has no move (SJ hypothesis; not checkable here).
 * Usage: GenusTable t = misereGenera(adj);  // adj[v]: followers of v
 *   std::optional<bool> w = misereSumFirstWins(t, {3, 5, 5});
 *   auto mv = misereSumWinningMove(adj, t, {3, 5, 5});  // (i, new v)
 *   // adj[v] = {v - 1}: w == false, mv == std::nullopt: 13 moves
 * Time: O(n + m L) for the table (L = genus length, small); O(parts)
 *   per sum; O(sum of part degrees) for a winning move
 * Memory: O(n L)
 * Status: exhaustive check in tests/snippets/misere_genus_test.cpp
 *   (genus rule vs the definition on random DAGs; every misere sum of
 *   two parts, with or without a Nim heap <= 3, and 20000 random triples
 *   from random DAGs, subtraction games and octal positions vs a misere
 *   search of the sum; winning moves lead to lost sums; the SJ
 *   rule and its counterexample); published genera: Kayles heap 5 =
 *   4^{146} (Winning Ways), 0.312 heaps 1-6 (Plambeck's misere pages);
 *   kit problem problems/misere-rows (our own)
 *   Random DAG sums vs misere search: tests/snippets/stress_test.cpp
 * Source: J. H. Conway, On Numbers and Games, ch. 12; Winning Ways
 *   ch. 13; Jia Zhihao (2009), SJ theorem; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

struct Genus {
  std::vector<int> g;  // g[0], g[1], ...; at(k) alternates the last two
  int at(std::size_t k) const {
    std::size_t m = g.size();
    return k < m ? g[k] : g[m - 2 + (k - m) % 2];
  }
  bool operator==(const Genus& o) const { return g == o.g; }
  bool fickle() const { return g[0] != g[1]; }
  bool tameForm() const {  // 0^{120}, 1^{031} or x^{x,x^2}
    int x = g[0];
    if (g == std::vector<int>{0, 1, 2, 0} || g == std::vector<int>{1, 0, 3, 1})
      return true;
    return g.size() == 3 && g[1] == x && g[2] == (x ^ 2);
  }
};

inline Genus tameGenus(int x, bool fickle) {
  assert((!fickle || x <= 1) && "a fickle tame genus is 0^{120} or 1^{031}");
  if (fickle) return x ? Genus{{1, 0, 3, 1}} : Genus{{0, 1, 2, 0}};
  return Genus{{x, x, x ^ 2}};
}

inline Genus genusFromOptions(const std::vector<Genus>& opts) {
  std::size_t k0 = 1, n = opts.size();
  for (const Genus& o : opts) k0 = std::max(k0, o.g.size() - 2);
  // Past k0 every option alternates, so g[k+1] depends on (k mod 2, g[k]).
  std::vector<char> seen(n + 4);  // a mex of n + 2 values is <= n + 2
  auto mark = [&](int v) {
    if (std::size_t(v) < seen.size()) seen[std::size_t(v)] = 1;
  };
  auto mex = [&](std::size_t k, int extra) {
    std::fill(seen.begin(), seen.end(), 0);
    for (const Genus& o : opts) mark(o.at(k));
    if (extra >= 0) mark(extra), mark(extra ^ 1);  // G+2k-2, G+2k-2+1
    int m = 0;
    while (seen[std::size_t(m)]) m++;
    return m;
  };
  Genus r{{mex(0, -1), n ? mex(1, -1) : 1}};
  for (std::size_t k = 1;; k++) {
    if (k >= k0 + 2 && r.g[k] == r.g[k - 2]) break;
    assert(k < k0 + 4 * n + 16 && "genus did not settle into period 2");
    r.g.push_back(mex(k + 1, r.g[k]));
  }
  r.g.pop_back();  // g[k] repeats g[k-2]: keep g[0..k-1]
  while (r.g.size() > 3 && r.g.back() == r.g[r.g.size() - 3]) r.g.pop_back();
  return r;
}

// Genus of a sum of tame games (each part must be tame, not only its form).
inline Genus tameSumGenus(const std::vector<Genus>& parts) {
  int x = 0;
  bool fickle = true;
  for (const Genus& p : parts) {
    assert(p.tameForm() && "every part of a tame sum is tame");
    x ^= p.g[0], fickle &= p.fickle();
  }
  return tameGenus(x, fickle);
}

inline bool misereTameFirstWins(const std::vector<Genus>& parts) {
  return tameSumGenus(parts).g[1] != 0;
}

struct GenusTable {
  std::vector<Genus> genus;
  std::vector<char> tame;  // the vertex and every position below it
};

inline GenusTable misereGenera(const std::vector<std::vector<int>>& adj) {
  int n = static_cast<int>(adj.size());
  GenusTable t{std::vector<Genus>(adj.size()), std::vector<char>(adj.size())};
  std::vector<char> state(adj.size(), 0);
  std::vector<int> stk;
  std::vector<Genus> opts;
  for (int root = 0; root < n; root++) {
    if (state[std::size_t(root)]) continue;
    stk.push_back(root), state[std::size_t(root)] = 1;
    while (!stk.empty()) {
      int v = stk.back();
      bool ready = true;
      for (int w : adj[std::size_t(v)]) {
        assert(0 <= w && w < n && "followers are vertices 0..n-1");
        char& st = state[std::size_t(w)];
        assert(st != 1 && "the move graph has a cycle");
        if (!st) st = 1, stk.push_back(w), ready = false;
      }
      if (!ready) continue;
      stk.pop_back(), state[std::size_t(v)] = 2, opts.clear();
      bool tame = true;
      for (int w : adj[std::size_t(v)])
        opts.push_back(t.genus[std::size_t(w)]), tame &= t.tame[std::size_t(w)];
      t.genus[std::size_t(v)] = genusFromOptions(opts);
      t.tame[std::size_t(v)] = tame && t.genus[std::size_t(v)].tameForm();
    }
  }
  return t;
}

// nullopt: some part is not tame, the genus rule does not decide the sum.
inline std::optional<bool> misereSumFirstWins(const GenusTable& t,
                                              const std::vector<int>& parts) {
  std::vector<Genus> gs;
  for (int v : parts) {
    assert(v >= 0 && std::size_t(v) < t.genus.size() &&
           "every part is a vertex of the table");
    if (!t.tame[std::size_t(v)]) return std::nullopt;
    gs.push_back(t.genus[std::size_t(v)]);
  }
  return misereTameFirstWins(gs);
}

// A move (part index, new vertex) to a misere-lost sum; nullopt iff the sum
// is lost. Domain: every part tame and some part has a move.
inline std::optional<std::pair<int, int>>
misereSumWinningMove(const std::vector<std::vector<int>>& adj,
                     const GenusTable& t, const std::vector<int>& parts) {
  int x = 0, firm = 0;
  bool anyMove = false;
  for (int v : parts) {
    assert(v >= 0 && std::size_t(v) < t.genus.size() &&
           "every part is a vertex of the table");
    const Genus& a = t.genus[std::size_t(v)];
    assert(t.tame[std::size_t(v)] && "every part is tame");
    x ^= a.g[0], firm += !a.fickle(), anyMove |= !adj[std::size_t(v)].empty();
  }
  assert(anyMove && "no move left: the game is over");
  for (std::size_t i = 0; i < parts.size(); i++) {
    const Genus& a = t.genus[std::size_t(parts[i])];
    for (int w : adj[std::size_t(parts[i])]) {
      const Genus& b = t.genus[std::size_t(w)];
      int y = x ^ a.g[0] ^ b.g[0], f = firm - !a.fickle() + !b.fickle();
      if (f == 0 ? y == 1 : y == 0)
        return std::make_pair(static_cast<int>(i), w);
    }
  }
  return std::nullopt;
}

// SJ theorem (Anti-SG): with Grundy values of the components, the player to
// move wins the misere sum iff (xor != 0 and some value > 1) or (xor == 0
// and every value <= 1) -- ONLY if no component position of value 0 has a
// move. Then every position is tame: value 0 = 0^{120}, 1 = 1^{031}.
template <class T> bool antiSgFirstWins(const std::vector<T>& grundy) {
  T x = 0;
  bool big = false;
  for (const T& g : grundy) {
    assert(g >= 0 && "Grundy values are >= 0");
    x = static_cast<T>(x ^ g), big |= g > 1;
  }
  return big ? x != 0 : x == 0;
}
