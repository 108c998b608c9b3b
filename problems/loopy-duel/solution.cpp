// loopy-duel (Grundy Kit): the state is the k-tuple of the tokens' vertices
// (n^k <= 125000 states); retrograde analysis of this product graph gives
// win / lose / draw for the player to move and the length L (fastest win,
// slowest loss). Say First, Second or Draw by the start's outcome; then from
// a won state play the snippet's best move (to a lost state of length
// L - 1: the win comes within L moves whatever the jury does), and from a
// draw its best move to another draw. The move is played by its id
// (bestMoveId): a loop of a token leaves the state as it is, and the state
// alone would not say which token to move.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/retrograde.hpp"

int main() {
  FastInput in;
  int n = in.next<int>(), m = in.next<int>(), k = in.next<int>();
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  for (int i = 0; i < m; i++) {
    int u = in.next<int>() - 1, v = in.next<int>() - 1;
    adj[static_cast<std::size_t>(u)].push_back(v);
  }
  std::vector<int> power(static_cast<std::size_t>(k) + 1, 1);
  for (int i = 1; i <= k; i++)
    power[static_cast<std::size_t>(i)] = power[static_cast<std::size_t>(i - 1)] * n;
  auto at = [&](int s, int t) { return s / power[static_cast<std::size_t>(t)] % n; };
  int states = power[static_cast<std::size_t>(k)], state = 0;
  for (int i = 0; i < k; i++) state += (in.next<int>() - 1) * power[static_cast<std::size_t>(i)];
  Retrograde game(states);
  std::vector<char> canMove(static_cast<std::size_t>(states), 0);
  std::vector<int> moved;  // move id -> token * n + the vertex it moves to
  for (int s = 0; s < states; s++)
    for (int t = 0; t < k; t++)
      for (int v : adj[static_cast<std::size_t>(at(s, t))]) {
        game.addMove(s, s + (v - at(s, t)) * power[static_cast<std::size_t>(t)]);
        moved.push_back(t * n + v);
        canMove[static_cast<std::size_t>(s)] = 1;
      }
  game.solve();
  Outcome start = game.outcome[static_cast<std::size_t>(state)];
  std::puts(start == Outcome::Win ? "First" : start == Outcome::Lose ? "Second" : "Draw");
  std::fflush(stdout);
  long long longest = 0;  // Lmax: a draw is kept for C = 2 (Lmax + 1) moves
  for (long long l : game.length) longest = std::max(longest, l);
  long long stop = start == Outcome::Draw ? 2 * (longest + 1)
                                          : game.length[static_cast<std::size_t>(state)];
  bool mine = start != Outcome::Lose;
  for (long long moves = 0; canMove[static_cast<std::size_t>(state)] && moves < stop; moves++) {
    if (mine) {
      int move = moved[static_cast<std::size_t>(game.bestMoveId[static_cast<std::size_t>(state)])];
      std::printf("%d %d\n", move / n + 1, move % n + 1);
      std::fflush(stdout);
      state = game.bestMove[static_cast<std::size_t>(state)];
    } else {
      int t = in.next<int>() - 1, v = in.next<int>() - 1;
      state += (v - at(state, t)) * power[static_cast<std::size_t>(t)];
    }
    mine = !mine;
  }
  // The jury's closing line `0 0` need not be read.
}
