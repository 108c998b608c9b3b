// nim-duel interactor: plays Nim (m = 0) or misere Nim (m = 1) against the
// solution. When the jury can win it always does (a random winning move);
// when it cannot, the test's style decides: take one stone (the game lasts
// longest), a random move, or a move that leaves the fewest winning replies
// (one, when the position allows it).
#include <algorithm>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "problems/duel.hpp"
#include "snippets/misere_nim.hpp"
#include "snippets/nim.hpp"

namespace {

constexpr int kBits = 10;  // piles are at most 1000 < 2^10

// The piles with what the O(1) move evaluations need.
struct Piles {
  std::vector<int> a;
  bool misere = false;
  int total = 0, x = 0, big = 0, ones = 0;
  int bitCount[kBits] = {};

  void add(int v, int sign) {
    total += sign * v, x ^= v, big += sign * (v > 1), ones += sign * (v == 1);
    for (int b = 0; b < kBits; b++) bitCount[b] += sign * (v >> b & 1);
  }
  void set(int i, int v) {
    add(a[std::size_t(i)], -1);
    a[std::size_t(i)] = v;
    add(v, +1);
  }
  // Does the player to move win? The empty position is won in misere play
  // (the opponent took the last stone) and lost in normal play.
  bool moverWins() const {
    if (!misere) return x != 0;
    return big > 0 ? x != 0 : x == 0;
  }
  // The number of moves that win for the player to move.
  int winningMoves() const {
    if (!moverWins()) return 0;
    if (misere && big == 1) return 1;     // the big pile to 0 or 1
    if (misere && big == 0) return ones;  // even 1-piles: take any
    int top = 31 - __builtin_clz(unsigned(x));
    return bitCount[top];  // lower a pile with x's top bit to a ^ x
  }
};

// Plays pile i down to v, evaluates, and plays it back.
template <class F> auto tryMove(Piles& p, int i, int v, F eval) {
  int old = p.a[std::size_t(i)];
  p.set(i, v);
  auto result = eval(p);
  p.set(i, old);
  return result;
}

std::pair<int, int> juryMove(Piles& p, duel::Duel& d) {
  std::vector<int> live;
  for (int i = 0; i < int(p.a.size()); i++)
    if (p.a[std::size_t(i)] > 0) live.push_back(i);
  auto pick = [&](const std::vector<std::pair<int, int>>& moves) {
    return moves[std::size_t(d.uniform(0, (long long)moves.size() - 1))];
  };
  if (p.moverWins()) {
    // The snippets name one winning move; the jury picks among all of them
    // (a ^ x, and misere's endgame 0 or 1) so that its play varies.
    std::vector<std::pair<int, int>> wins;
    for (int i : live)
      for (int v : {p.a[std::size_t(i)] ^ p.x, 0, 1})
        if (v < p.a[std::size_t(i)] &&
            !tryMove(p, i, v, [](Piles& q) { return q.moverWins(); }) &&
            std::find(wins.begin(), wins.end(), std::make_pair(i, v)) ==
                wins.end())
          wins.push_back({i, v});
    auto snippet = p.misere ? misereWinningMove(p.a) : nimWinningMove(p.a);
    if (wins.empty() || !snippet)
      d.fail("a won position without a winning move");
    return pick(wins);
  }
  int i = live[std::size_t(d.uniform(0, (long long)live.size() - 1))];
  int ai = p.a[std::size_t(i)];
  switch (d.style) {
    case duel::Style::kLongest:
      return {i, ai - 1};
    case duel::Style::kRandom:
      return {i, int(d.uniform(0, ai - 1))};
    case duel::Style::kUnique: {
      // Candidates: each pile lowered at each of its set bits (the lower
      // bits random), to 0, 1 or by one stone; keep the fewest replies.
      std::vector<std::pair<int, int>> best;
      int fewest = 1 << 30;
      for (int j : live) {
        int aj = p.a[std::size_t(j)];
        std::vector<int> targets = {0, 1, aj - 1};
        for (int b = 0; b < kBits; b++)
          if (aj >> b & 1)
            targets.push_back((aj >> (b + 1) << (b + 1)) |
                              int(d.uniform(0, (1 << b) - 1)));
        for (int v : targets) {
          if (v < 0 || v >= aj) continue;
          int w = tryMove(p, j, v, [](Piles& q) { return q.winningMoves(); });
          if (w < fewest) fewest = w, best.clear();
          if (w == fewest) best.push_back({j, v});
        }
      }
      return pick(best);
    }
  }
  return {i, ai - 1};
}

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1 -1");
  std::istringstream in(d.input());
  int n = 0, m = -1;
  in >> n >> m;
  if (!in || n < 1 || n > 100 || (m != 0 && m != 1)) d.fail("bad input: n m");
  Piles p;
  p.misere = m == 1;
  p.a.assign(std::size_t(n), 0);
  for (int i = 0; i < n; i++) {
    int v = -1;
    in >> v;
    if (!in || v < 0 || v > 1000) d.fail("bad input: a pile");
    p.set(i, v);
  }
  if (p.total < 1 || p.total > 10000) d.fail("bad input: the sum of the piles");

  std::ostringstream piles;
  for (int i = 0; i < n; i++) piles << (i ? " " : "") << p.a[std::size_t(i)];
  d.send(duel::format("%d %d", n, m));
  d.send(piles.str());
  bool solutionTurn = d.choosesFirst();
  bool solutionMovedLast = false;
  int moves = 0;
  while (p.total > 0) {
    moves++;
    if (solutionTurn) {
      std::vector<long long> mv = d.readMove(2, -1000000000, 1000000000, "i x");
      long long i = mv[0], x = mv[1];
      if (i < 1 || i > n)
        d.reject(duel::format("your move %d: pile %lld does not exist (1..%d)",
                              d.solutionMoves(), i, n));
      int ai = p.a[std::size_t(i - 1)];
      if (x < 1 || x > ai)
        d.reject(duel::format("your move %d: cannot take %lld from pile %lld, "
                              "which has %d stones",
                              d.solutionMoves(), x, i, ai));
      p.set(int(i - 1), ai - int(x));
    } else {
      auto [i, v] = juryMove(p, d);
      int take = p.a[std::size_t(i)] - v;
      p.set(i, v);
      d.send(duel::format("%d %d", i + 1, take));
    }
    solutionMovedLast = solutionTurn;
    solutionTurn = !solutionTurn;
  }
  d.send("0 0");
  // Normal play: the last stone wins; misere: it loses.
  bool solutionWon = solutionMovedLast != p.misere;
  d.over(solutionWon,
         duel::format("%s took the last stone after %d moves (%s play)",
                      solutionMovedLast ? "you" : "the jury", moves,
                      p.misere ? "misere" : "normal"));
}
