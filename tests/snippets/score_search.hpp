// Oracles for score games that know only the rules (no theorem of
// snippets/minimax.hpp): the plain game-tree search, and for games that
// may never end, value iteration of the truncated game.
#pragma once
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace score_search {

// A score game on an explicit graph: moves[v] = (to, gain for the mover);
// ends[v]: the game ends at v with payoff[v] (for the player to move
// there), whatever its moves; a state without moves also ends there.
struct Graph {
  std::vector<std::vector<std::pair<int, long long>>> moves;
  std::vector<bool> ends;
  std::vector<long long> payoff;
  explicit Graph(std::size_t n) : moves(n), ends(n, false), payoff(n, 0) {}
};

// The mover's value by the definition, every play searched to its end
// (no memo: exponential; the graph must be acyclic).
inline long long negamax(const Graph& g, int v) {
  std::size_t s = std::size_t(v);
  if (g.ends[s] || g.moves[s].empty()) return g.payoff[s];
  long long best = 0;
  bool any = false;
  for (auto [to, gain] : g.moves[s]) {
    long long x = gain - negamax(g, to);
    if (!any || x > best) best = x, any = true;
  }
  return best;
}

// Each player maximises its own total: {mover's, other's} points from v on
// by the definition, every play searched to its end; among the mover's best
// moves the one that leaves the other the least (spite) or the most.
// ownPayoff[v]: {mover's, other's} where the game ends at v.
inline std::pair<long long, long long> ownSearch(
    const Graph& g, const std::vector<std::pair<long long, long long>>& ownPayoff, int v,
    bool spite) {
  std::size_t s = std::size_t(v);
  if (g.ends[s] || g.moves[s].empty()) return ownPayoff[s];
  std::pair<long long, long long> best{0, 0};
  bool any = false;
  for (auto [to, gain] : g.moves[s]) {
    auto after = ownSearch(g, ownPayoff, to, spite);
    std::pair<long long, long long> x{gain + after.second, after.first};
    bool better = !any || x.first > best.first ||
                  (x.first == best.first && (spite ? x.second < best.second
                                                   : x.second > best.second));
    if (better) best = x, any = true;
  }
  return best;
}

// Take a[l] or a[r - 1] from a[l, r): the mover's total minus the other's,
// every order of takes searched.
inline long long takeEndsSearch(const std::vector<long long>& a,
                                std::size_t l, std::size_t r) {
  if (l == r) return 0;
  return std::max(a[l] - takeEndsSearch(a, l + 1, r),
                  a[r - 1] - takeEndsSearch(a, l, r - 1));
}

// A game on a graph with cycles: Max moves at v unless isMin[v]; the game
// ends at a state without moves or with ends[v], worth payoff[v] to Max; a
// play that never ends is worth `endless`. V_k = the value when the play
// is stopped after k moves and then counts as endless: V_0 = endless off
// the ends, V_{k+1}(v) = max (Max) or min (Min) of V_k over the moves.
// Iterated until a round changes nothing (the same map then keeps it so
// for ever, and V_k is the game's value once k exceeds the longest forced
// line, < n moves); `stable` says whether that happened within 4n + 8.
struct Iterated {
  std::vector<long long> value;
  bool stable;
};
inline Iterated valueIteration(const std::vector<std::vector<int>>& moves,
                               const std::vector<bool>& ends,
                               const std::vector<long long>& payoff,
                               const std::vector<bool>& isMin,
                               long long endless) {
  std::size_t n = moves.size();
  auto over = [&](std::size_t v) { return ends[v] || moves[v].empty(); };
  std::vector<long long> cur(n);
  for (std::size_t v = 0; v < n; v++) cur[v] = over(v) ? payoff[v] : endless;
  for (std::size_t round = 0; round < 4 * n + 8; round++) {
    std::vector<long long> next(cur);
    for (std::size_t v = 0; v < n; v++) {
      if (over(v)) continue;
      long long best = cur[std::size_t(moves[v][0])];
      for (int w : moves[v])
        best = isMin[v] ? std::min(best, cur[std::size_t(w)])
                        : std::max(best, cur[std::size_t(w)]);
      next[v] = best;
    }
    if (next == cur) return {cur, true};
    cur.swap(next);
  }
  return {cur, false};
}

}  // namespace score_search
