// Game-tree searches for partizan games that know only the rules: a
// position is won by the player to move iff some move of theirs leads to
// a position the opponent, then to move, does not win. No values, no
// canonical forms. Left is Blue / Takahashi / Vertical; Right is the other.
#pragma once
#include <cstddef>
#include <map>
#include <utility>
#include <string>
#include <vector>

// Outcome classes: 'L' Left wins moving first or second, 'R' Right does,
// 'P' the second player wins, 'N' the first player wins.
inline char outcomeOf(bool leftFirstWins, bool rightFirstWins) {
  if (leftFirstWins && rightFirstWins) return 'N';
  if (leftFirstWins) return 'L';
  if (rightFirstWins) return 'R';
  return 'P';
}

// Blue-Red-Green Hackenbush on a forest (vertex 0 is the ground,
// 0 <= parent[v] < v for v >= 1, col[v] in "BRG" the colour of edge v)
// beside a stalk `stalk` of B/R/G edges on the ground, listed upward.
// State: mask of forest edges still standing, and stalk edges standing.
struct HackenbushSearch {
  std::vector<int> parent;
  std::string col, stalk;
  int m;
  std::vector<signed char> memo;  // (mask, len, mover) -> win?
  HackenbushSearch(std::vector<int> p, std::string c, std::string s)
      : parent(std::move(p)), col(std::move(c)), stalk(std::move(s)) {
    m = static_cast<int>(parent.size()) - 1;
    memo.assign((std::size_t(1) << m) * (stalk.size() + 1) * 2, -1);
  }
  unsigned cut(unsigned mask, int e) const {  // e in 1..m
    mask &= ~(1u << (e - 1));
    for (int v = 1; v <= m; v++) {
      int p = parent[std::size_t(v)];
      if (p > 0 && !(mask >> (p - 1) & 1)) mask &= ~(1u << (v - 1));
    }
    return mask;
  }
  static bool may(char c, int mover) {  // mover 0 = Left (blue)
    return c == 'G' || c == (mover == 0 ? 'B' : 'R');
  }
  bool wins(unsigned mask, std::size_t len, int mover) {
    signed char& r =
        memo[(std::size_t(mask) * (stalk.size() + 1) + len) * 2 + std::size_t(mover)];
    if (r >= 0) return r;
    bool w = false;
    for (int e = 1; e <= m && !w; e++)
      if ((mask >> (e - 1) & 1) && may(col[std::size_t(e)], mover))
        w = !wins(cut(mask, e), len, 1 - mover);
    for (std::size_t i = 0; i < len && !w; i++)
      if (may(stalk[i], mover)) w = !wins(mask, i, 1 - mover);
    r = w;
    return w;
  }
  char outcome() {
    unsigned all = m ? (1u << m) - 1 : 0;
    return outcomeOf(wins(all, stalk.size(), 0), wins(all, stalk.size(), 1));
  }
};

// The outcome of a sum of positions of one game by a search of the sum:
// a move is a move in one component. moves(p, left) lists the positions
// the player can move p to.
template <class P, class Moves> struct SumSearch {
  Moves moves;
  std::map<std::pair<std::vector<P>, bool>, bool> memo;
  explicit SumSearch(Moves m) : moves(m) {}
  bool wins(const std::vector<P>& s, bool left) {  // the mover wins?
    auto key = std::make_pair(s, left);
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (std::size_t i = 0; i < s.size() && !w; i++)
      for (const P& q : moves(s[i], left)) {
        std::vector<P> t = s;
        t[i] = q;
        if (!wins(t, !left)) {
          w = true;
          break;
        }
      }
    memo[key] = w;
    return w;
  }
  char outcome(const std::vector<P>& s) {
    return outcomeOf(wins(s, true), wins(s, false));
  }
};
template <class P, class Moves> SumSearch<P, Moves> sumSearch(Moves m) {
  return SumSearch<P, Moves>(m);
}
