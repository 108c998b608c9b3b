// berzerk (Codeforces 786A): states (object, player to move), 2n of them;
// a move of player p from object v goes x steps clockwise, x in p's set.
// Reaching the black hole wins, so (black hole, p) is an end lost for p.
// Retrograde analysis labels every state Win / Lose / Draw ("Loop"); the
// moves (up to 2 * 7000 * 6999 = 9.8e7) are not stored but listed on the
// fly by the predecessor callback: O(n * (k1 + k2)) time, O(n) memory.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/retrograde_implicit.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  std::vector<int> step[2];  // step[p]: player p's moves (0 Rick, 1 Morty)
  for (auto& s : step) {
    int k = in.next<int>();
    s.resize(static_cast<std::size_t>(k));
    for (int& x : s) x = in.next<int>();
    // Sorted, the predecessors v - x of a state are listed in order:
    // memory is read in one sweep, not at random (twice as fast at n = 7000).
    std::sort(s.begin(), s.end());
  }
  // State 2 * v + p: object v + 1 (v = 0 is the black hole), p to move.
  ImplicitRetrograde game(
      2 * n,
      [&](int s) { return s < 2 ? 0 : static_cast<int>(step[s % 2].size()); },
      [&](int s, auto visit) {
        int v = s / 2, p = 1 - s % 2;  // p made the move into s
        // from = v - x for x < v, v - x + n for x > v (x = v: from the
        // black hole, where no one moves).
        for (int x : step[p]) {
          if (x >= v) break;
          visit(2 * (v - x) + p);
        }
        for (auto it = step[p].rbegin(); it != step[p].rend() && *it > v; ++it)
          visit(2 * (v - *it + n) + p);
      });
  std::string out;
  for (int p = 0; p < 2; p++) {
    for (int v = 1; v < n; v++) {
      Outcome o = game.outcome[static_cast<std::size_t>(2 * v + p)];
      if (v > 1) out += ' ';
      out += o == Outcome::Win ? "Win" : o == Outcome::Lose ? "Lose" : "Loop";
    }
    out += '\n';
  }
  std::fputs(out.c_str(), stdout);
}
