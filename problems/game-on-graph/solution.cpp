// game-on-graph (NEERC 2016 G): states (vertex, player to move); Gennady
// (player 0) ranks an endless game above a win above a loss, Georgiy
// (player 1) a win above a loss above an endless game. The orders are
// opposed (zero-sum with three values), so retrograde analysis with
// preferences gives every state its value: two attractors, O(n + m).
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/retrograde_prefs.hpp"

int main() {
  FastInput in;
  int n = in.next<int>(), m = in.next<int>();
  std::vector<int> owner(2 * static_cast<std::size_t>(n));
  for (std::size_t s = 0; s < owner.size(); s++) owner[s] = static_cast<int>(s % 2);
  PrefRetrograde game(owner);  // state 2 * v + p, p to move
  for (int i = 0; i < m; i++) {
    int a = in.next<int>() - 1, b = in.next<int>() - 1;
    game.addMove(2 * a, 2 * b + 1), game.addMove(2 * a + 1, 2 * b);
  }
  using O = Outcome;
  game.solve({O::Draw, O::Win, O::Lose}, {O::Win, O::Lose, O::Draw});
  std::string out;
  for (int p = 0; p < 2; p++) {
    for (int v = 0; v < n; v++) {
      O o = game.outcome[static_cast<std::size_t>(2 * v + p)];
      out += o == O::Win ? 'W' : o == O::Lose ? 'L' : 'D';
    }
    out += '\n';
  }
  std::fputs(out.c_str(), stdout);
}
