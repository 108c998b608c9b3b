/**
 * Description: Short partizan games in canonical form. Games are ids in a
 *   store; make(L, R) is the canonical form of {L | R} (options: ids from
 *   this store): dominated options removed (Left keeps maximal, Right
 *   minimal ones), reversible options bypassed (a Left option x with
 *   x^R <= G is replaced by the Left options of x^R; Right likewise),
 *   repeated until neither applies. Equal games get the same id. le(g, h)
 *   is G <= H by the definition (no G^L >= H, no H^R <= G), memoised
 *   (G >= H is le(h, g); confused(g, h) is G || H);
 *   add (memoised), neg, outcome ('L', 'R', 'P' second player wins, 'N'
 *   first player wins), numbers, nimbers, up, switches {a|b}, str() in
 *   Conway's notation ("{1|0}", "\u2191*", "-1/2", "*2", "1+3.\u2191").
 *   of(pos, moves, memo) builds a position's id from a rule
 *   moves(pos, leftOptions, rightOptions), memoised; winningMove finds a
 *   move in a sum (the sum after it is >= 0 for Left, <= 0 for Right).
 * Domain: short games: finite, no cycles (of() asserts on a cycle); ids
 *   of this store (le, add, neg, outcome assert);
 *   recursion depth = birthday (game length); number(): |x| <= 2^12,
 *   denominators to 2^40. Sums of many hot games grow large: add what a
 *   contest gives (a few dozen small components), compare the rest.
 * Usage: CanonicalGames cg; int star = cg.nimber(1), up = cg.up();
 *   int s = cg.make({cg.number(1)}, {cg.zero()});  // {1|0}
 *   std::string t = cg.str(cg.add(up, star));  // t == "\u2191*"
 *   char o = cg.outcome(s);  // o == 'N'
 *   std::map<Pos, int> memo;  // moves(p, lefts, rights) fills both
 *   int g = cg.of(pos, moves, memo);  // a position from its rules
 * Time: le O(1) memoised per pair of subpositions; add O(|G| |H|) pairs
 * Memory: O(ids + compared pairs + added pairs)
 * Status: tests/snippets/canonical_game_test.cpp vs game-tree searches
 *   from the rules: every Domineering board of <= 12 cells in a 3x4 box
 *   and Toads-and-Frogs rows to length 7 (outcome, G <= H by a search of
 *   G - H, sums of 2-3), Blue-Red-Green Hackenbush forests to 5 edges,
 *   random game DAGs; Domineering values of Winning Ways ch. 5; random
 *   forests in tests/snippets/stress_test.cpp;
 *   problems advance-or-eat (AtCoder ABC229 H), domineering-sums
 * Source: Conway, On Numbers and Games ch. 10 (simplest form); Winning
 *   Ways ch. 2-5; Siegel, Combinatorial Game Theory ch. II; own code
 */
#pragma once
#include <algorithm>
#include <cassert>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

struct CanonicalGames {
  using Opts = std::vector<int>;
  using Num = std::pair<long long, int>;  // num / 2^k, reduced
  std::vector<Opts> L, R;
  std::map<std::pair<Opts, Opts>, int> ids;
  std::unordered_map<unsigned long long, bool> leMemo;
  std::map<std::pair<int, int>, int> sumMemo;
  std::vector<int> negOf, canon;
  std::vector<signed char> numState;  // -1 unknown, 0 no, 1 a number
  std::vector<Num> numVal;
  std::map<int, std::string> names;
  std::map<Num, int> numIds;

  CanonicalGames() { canon[size_t(intern({}, {}))] = 1; }
  int zero() const { return 0; }
  int intern(Opts l, Opts r) {
    for (Opts* o : {&l, &r}) {
      std::sort(o->begin(), o->end());
      o->erase(std::unique(o->begin(), o->end()), o->end());
    }
    auto it = ids.emplace(std::make_pair(l, r), static_cast<int>(L.size()));
    if (it.second) {
      L.push_back(l), R.push_back(r), negOf.push_back(-1);
      canon.push_back(0), numState.push_back(-1), numVal.push_back({0, 0});
    }
    return it.first->second;
  }
  void checkId([[maybe_unused]] int g) const {
    assert(g >= 0 && g < static_cast<int>(L.size()) &&
           "a game id of this store");
  }
  bool le(int g, int h) {  // G <= H
    checkId(g), checkId(h);
    unsigned long long key = (unsigned long long)g << 32 | unsigned(h);
    auto it = leMemo.find(key);
    if (it != leMemo.end()) return it->second;
    bool r = true;
    for (int x : L[size_t(g)]) if (r && le(h, x)) r = false;
    for (int y : R[size_t(h)]) if (r && le(y, g)) r = false;
    return leMemo[key] = r;
  }
  bool eq(int g, int h) { return g == h || (le(g, h) && le(h, g)); }
  bool confused(int g, int h) { return !le(g, h) && !le(h, g); }  // G || H
  char outcome(int g) {
    checkId(g);
    bool ge0 = le(0, g), le0 = le(g, 0);
    return ge0 && le0 ? 'P' : ge0 ? 'L' : le0 ? 'R' : 'N';
  }
  // Keep the options no other option beats (Left: maximal, Right: minimal).
  Opts undominated(const Opts& o, bool left) {
    Opts k;
    for (int x : o) {
      bool dom = false;
      for (int y : o)
        if (y != x && (left ? le(x, y) : le(y, x))) dom = true;
      if (!dom) k.push_back(x);
    }
    return k;
  }
  int make(Opts l, Opts r) {
    for (Opts* o : {&l, &r})
      for (int x : *o) {
        assert(x >= 0 && x < static_cast<int>(L.size()) && canon[size_t(x)] &&
               "options are canonical ids of this store");
        (void)x;
      }
    for (;;) {
      int g = intern(l, r);
      l = undominated(L[size_t(g)], true), r = undominated(R[size_t(g)], false);
      g = intern(l, r);
      bool changed = false;
      Opts nl, nr;
      for (int x : l) {
        int by = -1;
        for (int y : R[size_t(x)]) if (by < 0 && le(y, g)) by = y;
        if (by < 0) nl.push_back(x);
        else changed = true, nl.insert(nl.end(), L[size_t(by)].begin(),
                                       L[size_t(by)].end());
      }
      for (int x : r) {
        int by = -1;
        for (int y : L[size_t(x)]) if (by < 0 && le(g, y)) by = y;
        if (by < 0) nr.push_back(x);
        else changed = true, nr.insert(nr.end(), R[size_t(by)].begin(),
                                       R[size_t(by)].end());
      }
      if (!changed) {
        canon[size_t(g)] = 1;
        return g;
      }
      l = nl, r = nr;
    }
  }
  int neg(int g) {
    checkId(g);
    if (negOf[size_t(g)] >= 0) return negOf[size_t(g)];
    Opts l, r;
    for (int x : Opts(R[size_t(g)])) l.push_back(neg(x));
    for (int x : Opts(L[size_t(g)])) r.push_back(neg(x));
    int n = intern(l, r);  // the negative of a canonical form is canonical
    canon[size_t(n)] = canon[size_t(g)];
    negOf[size_t(n)] = g;
    return negOf[size_t(g)] = n;
  }
  int add(int g, int h) {
    checkId(g), checkId(h);
    if (g == 0 || h == 0) return g + h;
    if (g > h) std::swap(g, h);
    auto it = sumMemo.find({g, h});
    if (it != sumMemo.end()) return it->second;
    auto a = numberValue(g), b = numberValue(h);
    if (a && b) {  // numbers add as numbers
      int k = std::max(a->second, b->second);
      return sumMemo[{g, h}] = number(a->first * (1LL << (k - a->second)) +
                                      b->first * (1LL << (k - b->second)), k);
    }
    if (a) std::swap(g, h), std::swap(a, b);
    // Number translation (ONAG ch. 9): G + x = {G^L + x | G^R + x} when G
    // is not a number and x is; else both components' options.
    Opts l, r, gl = L[size_t(g)], gr = R[size_t(g)], hl = L[size_t(h)],
        hr = R[size_t(h)];
    for (int x : gl) l.push_back(add(x, h));
    for (int x : gr) r.push_back(add(x, h));
    if (!b) {
      for (int x : hl) l.push_back(add(g, x));
      for (int x : hr) r.push_back(add(g, x));
    }
    return sumMemo[{std::min(g, h), std::max(g, h)}] = make(l, r);
  }
  int sum(const Opts& games) {
    int s = 0;
    for (int g : games) s = add(s, g);
    return s;
  }
  // The number num / 2^k.
  int number(long long num, int k = 0) {
    assert(k >= 0 && k <= 40 && num >= -(1LL << (12 + k)) &&
           num <= 1LL << (12 + k) && "numbers up to 2^12, k <= 40");
    while (k > 0 && num % 2 == 0) num /= 2, k--;
    auto it = numIds.find({num, k});
    if (it != numIds.end()) return it->second;
    if (k > 0)
      return numIds[{num, k}] =
                 make({number(num - 1, k)}, {number(num + 1, k)});
    int g = 0;  // integers: a chain 0, {0|}, {1|}, ... (no deep recursion)
    for (long long i = 1; i <= (num < 0 ? -num : num); i++) {
      Num key{num < 0 ? -i : i, 0};
      auto f = numIds.find(key);
      g = f != numIds.end() ? f->second
          : numIds[key] = num > 0 ? make({g}, {}) : make({}, {g});
    }
    return g;
  }
  int nimber(int n) {
    Opts o;
    for (int i = 0; i < n; i++) o.push_back(make(o, o));
    return make(o, o);
  }
  int up() { return make({0}, {nimber(1)}); }
  // Its value if G (canonical) is a number.
  std::optional<Num> numberValue(int g) {
    if (numState[size_t(g)] < 0) {
      Opts l = L[size_t(g)], r = R[size_t(g)];
      std::optional<Num> a, b;
      bool ok = l.size() <= 1 && r.size() <= 1;
      if (ok && l.size() && !(a = numberValue(l[0]))) ok = false;
      if (ok && r.size() && !(b = numberValue(r[0]))) ok = false;
      if (ok && a && b && le(r[0], l[0])) ok = false;
      Num v{0, 0};
      if (ok && a && b) {  // canonical {a|b}: the midpoint
        int k = std::max(a->second, b->second);
        v = {a->first * (1LL << (k - a->second)) +
                 b->first * (1LL << (k - b->second)), k + 1};
        while (v.second > 0 && v.first % 2 == 0) v.first /= 2, v.second--;
      } else if (ok && a) {
        v = {a->first + 1, 0};
      } else if (ok && b) {
        v = {b->first - 1, 0};
      }
      numState[size_t(g)] = ok, numVal[size_t(g)] = v;
    }
    if (!numState[size_t(g)]) return std::nullopt;
    return numVal[size_t(g)];
  }
  // {a | b} with a > b numbers: the switch's two ends.
  std::optional<std::pair<Num, Num>> switchEnds(int g) {
    if (L[size_t(g)].size() != 1 || R[size_t(g)].size() != 1) return {};
    auto a = numberValue(L[size_t(g)][0]), b = numberValue(R[size_t(g)][0]);
    if (!a || !b || le(L[size_t(g)][0], R[size_t(g)][0])) return {};
    return std::make_pair(*a, *b);
  }
  // Left stop (left = true) or Right stop: the number reached when the
  // player to move and then both alternate until a number appears.
  Num stop(int g, bool left) {
    if (auto v = numberValue(g)) return *v;
    Num best = stop((left ? L : R)[size_t(g)][0], !left);
    for (int x : (left ? L : R)[size_t(g)]) {
      Num s = stop(x, !left);
      if (left ? numLess(best, s) : numLess(s, best)) best = s;
    }
    return best;
  }
  static bool numLess(Num a, Num b) {
    int k = std::max(a.second, b.second);
    return a.first * (1LL << (k - a.second)) <
           b.first * (1LL << (k - b.second));
  }
  static std::string numStr(Num v) {
    std::string s = std::to_string(v.first);
    return v.second ? s + "/" + std::to_string(1LL << v.second) : s;
  }
  std::string str(int g) {
    auto it = names.find(g);
    if (it != names.end()) return it->second;
    std::string s;
    if (auto v = numberValue(g)) s = numStr(*v);
    Num ls = stop(g, true), rs = stop(g, false);
    if (s.empty() && ls == rs) {  // x + infinitesimal: try x + k.up + *n
      int x = number(ls.first, ls.second), h = add(g, neg(x)), u = up();
      for (int k = -6; k <= 6 && s.empty(); k++) {
        int ku = 0;
        for (int i = 0; i < (k < 0 ? -k : k); i++) ku = add(ku, u);
        if (k < 0) ku = neg(ku);
        for (int n = 0; n < 8 && s.empty(); n++) {
          if (add(ku, nimber(n)) != h) continue;
          std::string a = k == 1 ? "\u2191" : k == 2 ? "\u21d1"
              : k == -1 ? "\u2193" : k == -2 ? "\u21d3" : "";
          if (k > 2 || k < -2)
            a = std::to_string(k < 0 ? -k : k) +
                (k > 0 ? ".\u2191" : ".\u2193");
          if (n) a += "*" + (n > 1 ? std::to_string(n) : "");
          bool sep = x != 0 && (k > 2 || k < -2);
          s = (x ? numStr(ls) : "") + (sep ? "+" : "") + a;
        }
      }
    }
    if (s.empty()) {
      s = "{";
      for (size_t i = 0; i < L[size_t(g)].size(); i++)
        s += (i ? "," : "") + str(L[size_t(g)][i]);
      s += "|";
      for (size_t i = 0; i < R[size_t(g)].size(); i++)
        s += (i ? "," : "") + str(R[size_t(g)][i]);
      s += "}";
    }
    return names[g] = s;
  }
  // The id of a position: moves(p, leftOptions, rightOptions) lists the
  // positions each player can move to. memo: kept between calls.
  template <class P, class F>
  int of(const typename std::map<P, int>::key_type& p, const F& moves,
         std::map<P, int>& memo) {
    auto it = memo.find(p);
    if (it != memo.end()) {
      assert(it->second >= 0 && "a cycle: the game is not short");
      return it->second;
    }
    memo[p] = -1;
    std::vector<P> lp, rp;
    moves(p, lp, rp);
    Opts l, r;
    for (const P& q : lp) l.push_back(of(q, moves, memo));
    for (const P& q : rp) r.push_back(of(q, moves, memo));
    return memo[p] = make(l, r);
  }
  // A winning move in the sum of comps for Left (left) or Right: opts[i]
  // holds the ids the mover may move component i to. Returns (i, j): move
  // component i to opts[i][j]; nullopt if the mover has no winning move.
  std::optional<std::pair<int, int>> winningMove(
      const Opts& comps, const std::vector<Opts>& opts, bool left) {
    int total = sum(comps);
    for (size_t i = 0; i < comps.size(); i++) {
      int rest = add(total, neg(comps[i]));
      for (size_t j = 0; j < opts[i].size(); j++) {
        int t = add(rest, opts[i][j]);
        if (left ? le(0, t) : le(t, 0))
          return std::make_pair(static_cast<int>(i), static_cast<int>(j));
      }
    }
    return std::nullopt;
  }
};
