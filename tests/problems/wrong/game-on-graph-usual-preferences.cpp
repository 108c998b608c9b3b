// A deliberately wrong game-on-graph solution: it runs the usual retrograde
// analysis (both players rank a win above an endless game above a loss).
// Gennady would refuse a win to keep the game going, and Georgiy would take
// a loss to end it: the sample already differs (vertex 2, Gennady first:
// the usual rules say W, the answer is D).
#include <cstdio>
#include <string>

#include "snippets/fast_input.hpp"
#include "snippets/retrograde.hpp"

int main() {
  FastInput in;
  int n = in.next<int>(), m = in.next<int>();
  Retrograde game(2 * n);  // state 2 * v + p, p to move
  for (int i = 0; i < m; i++) {
    int a = in.next<int>() - 1, b = in.next<int>() - 1;
    game.addMove(2 * a, 2 * b + 1), game.addMove(2 * a + 1, 2 * b);
  }
  game.solve();
  std::string out;
  for (int p = 0; p < 2; p++) {
    for (int v = 0; v < n; v++) {
      Outcome o = game.outcome[static_cast<std::size_t>(2 * v + p)];
      out += o == Outcome::Win ? 'W' : o == Outcome::Lose ? 'L' : 'D';
    }
    out += '\n';
  }
  std::fputs(out.c_str(), stdout);
}
