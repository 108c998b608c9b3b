// loopy-duel interactor: tokens on a directed graph that may have cycles; a
// move slides one token along an edge; the player who cannot move loses.
// The jury knows every state of the product (the k-tuple of the tokens'
// vertices, n^k <= 125000 states) from a retrograde analysis: win, lose or
// draw for the player to move, and the length L (the winner wins as fast as
// it can, the loser loses as slowly as it can). It checks the solution's
// claim at once. Then it plays perfectly: from a won state a move to a lost
// state of length L - 1 (a fastest win); from a draw a move to a draw (it
// never lets the solution win); from a lost state the test's style decides:
// a longest loss (length L - 1), a random move, or the move that leaves the
// fewest fastest winning replies. A claimed win must be completed within
// L(start) moves, a claimed draw survives C = 2 (Lmax + 1) moves, Lmax the
// largest length of a won or lost state.
#include <algorithm>
#include <string>
#include <vector>

#include "problems/duel.hpp"
#include "snippets/retrograde.hpp"

namespace {

constexpr int kMaxN = 50, kMaxM = 200, kMaxK = 3;

struct Move {
  int token, to;   // 0-based token, 1-based vertex
  int state;       // the state after it
};

struct Game {
  int n = 0, k = 0;
  std::vector<std::vector<int>> adj;  // 1-based vertices
  std::vector<std::vector<char>> edge;
  std::vector<int> power;             // n^i

  int vertex(int state, int t) const { return state / power[size_t(t)] % n + 1; }
  std::vector<Move> moves(int state) const {
    std::vector<Move> out;
    for (int t = 0; t < k; t++) {
      int u = vertex(state, t);
      for (int v : adj[size_t(u)])
        out.push_back({t, v, state + (v - u) * power[size_t(t)]});
    }
    return out;
  }
};

const char* claimName(Outcome o) {
  return o == Outcome::Win ? "First" : o == Outcome::Lose ? "Second" : "Draw";
}

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1 -1");
  Game g;
  int start = 0;
  std::vector<std::string> intro;
  {
    std::vector<std::string> t = duel::split(d.input());
    long long n = 0, m = 0, k = 0;
    if (t.size() < 3 || !duel::parseInt(t[0], 1, kMaxN, n) ||
        !duel::parseInt(t[1], 0, kMaxM, m) || !duel::parseInt(t[2], 1, kMaxK, k) ||
        t.size() != size_t(3 + 2 * m + k))
      d.fail("bad input: n m k");
    g.n = int(n), g.k = int(k);
    g.adj.assign(size_t(n + 1), {});
    g.edge.assign(size_t(n + 1), std::vector<char>(size_t(n + 1), 0));
    intro.push_back(duel::format("%d %d %d", g.n, int(m), g.k));
    for (size_t i = 0; i < size_t(m); i++) {
      long long u = 0, v = 0;
      if (!duel::parseInt(t[3 + 2 * i], 1, n, u) || !duel::parseInt(t[4 + 2 * i], 1, n, v))
        d.fail("bad input: an edge");
      g.adj[size_t(u)].push_back(int(v));
      g.edge[size_t(u)][size_t(v)] = 1;
      intro.push_back(duel::format("%lld %lld", u, v));
    }
    g.power.assign(size_t(k + 1), 1);
    for (int i = 1; i <= g.k; i++) g.power[size_t(i)] = g.power[size_t(i - 1)] * g.n;
    std::string tokens;
    for (int i = 0; i < g.k; i++) {
      long long p = 0;
      if (!duel::parseInt(t[size_t(3 + 2 * m + i)], 1, n, p)) d.fail("bad input: a token");
      start += int(p - 1) * g.power[size_t(i)];
      tokens += (i ? " " : "") + std::to_string(p);
    }
    intro.push_back(tokens);
  }
  int states = g.power[size_t(g.k)];
  Retrograde r(states);
  for (int s = 0; s < states; s++)
    for (const Move& mv : g.moves(s)) r.addMove(s, mv.state);
  r.solve();
  auto outcome = [&](int s) { return r.outcome[size_t(s)]; };
  auto length = [&](int s) { return r.length[size_t(s)]; };

  for (const std::string& line : intro) d.send(line);
  int said = d.choice({"First", "Second", "Draw"}, "First, Second or Draw");
  Outcome truth = outcome(start);
  const char* claims[] = {"First", "Second", "Draw"};
  if (claims[said] != std::string(claimName(truth)))
    d.reject(duel::format("you said %s, but the answer is %s", claims[said],
                          claimName(truth)));
  bool draw = truth == Outcome::Draw;
  long long longest = 0;  // Lmax
  for (long long l : r.length) longest = std::max(longest, l);
  long long cap = 2 * (longest + 1), stop = draw ? cap : length(start);
  bool solutionTurn = truth != Outcome::Lose;
  int state = start;
  long long moves = 0;
  while (!g.moves(state).empty() && moves < stop) {
    std::vector<Move> all = g.moves(state);
    Move chosen{};
    if (solutionTurn) {
      std::vector<long long> mv = d.readMove(2, -1000000000, 1000000000, "t v");
      long long t = mv[0], v = mv[1];
      if (t < 1 || t > g.k)
        d.reject(duel::format("your move %d: token %lld does not exist (1..%d)",
                              d.solutionMoves(), t, g.k));
      int u = g.vertex(state, int(t - 1));
      if (v < 1 || v > g.n || !g.edge[size_t(u)][size_t(v)])
        d.reject(duel::format("your move %d: no edge from vertex %d (token %lld) to %lld",
                              d.solutionMoves(), u, t, v));
      chosen = {int(t - 1), int(v), state + int(v - u) * g.power[size_t(t - 1)]};
    } else {
      std::vector<Move> best;
      long long fewest = 1LL << 60;
      Outcome o = outcome(state);
      for (const Move& mv : all) {
        Outcome a = outcome(mv.state);
        if (o == Outcome::Win) {
          if (a == Outcome::Lose && length(mv.state) == length(state) - 1) best.push_back(mv);
        } else if (o == Outcome::Draw) {
          if (a == Outcome::Draw) best.push_back(mv);
        } else if (d.style == duel::Style::kRandom) {
          best.push_back(mv);
        } else if (d.style == duel::Style::kLongest) {
          if (length(mv.state) == length(state) - 1) best.push_back(mv);
        } else {  // unique reply: the fewest fastest winning replies
          long long w = 0;
          for (const Move& reply : g.moves(mv.state))
            w += outcome(reply.state) == Outcome::Lose &&
                 length(reply.state) == length(mv.state) - 1;
          if (w < fewest) fewest = w, best.clear();
          if (w == fewest) best.push_back(mv);
        }
      }
      if (best.empty()) d.fail("no move of the kind the jury plays");
      chosen = best[size_t(d.uniform(0, (long long)best.size() - 1))];
      d.send(duel::format("%d %d", chosen.token + 1, chosen.to));
    }
    state = chosen.state;
    moves++;
    solutionTurn = !solutionTurn;
  }
  d.send("0 0");
  bool stuck = g.moves(state).empty();
  if (stuck)
    d.over(!solutionTurn, duel::format("%s left without a move after %lld moves",
                                       solutionTurn ? "you were" : "the jury was", moves));
  if (draw)
    d.over(true, duel::format("the game reached %lld moves: a draw, as you said", cap));
  d.over(false, duel::format("after %lld moves (L of the start) the jury can still move: "
                             "you did not win as fast as possible", stop));
}
