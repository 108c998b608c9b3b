// sleepy-game (Codeforces 936B): Petya makes every move, his own and the
// sleeping Vasya's. He wins by reaching a vertex without a move after an
// odd number of moves (Vasya to move): a shortest such walk by BFS over
// (vertex, parity); else he draws iff a cycle is reachable from s (walk
// it until the 10^6-move limit); else he loses. O(n + m), no recursion.
#include <cstdio>
#include <string>

#include "snippets/fast_input.hpp"
#include "snippets/solo_game.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  in.next<int>();  // m: the lines say it again
  SoloGame game(n);
  for (int v = 0; v < n; v++)
    for (int c = in.next<int>(); c > 0; c--) game.addMove(v, in.next<int>() - 1);
  SoloGame::Result r = game.solve(in.next<int>() - 1, 1);
  if (r.outcome != Outcome::Win) {
    std::puts(r.outcome == Outcome::Draw ? "Draw" : "Lose");
    return 0;
  }
  std::string out = "Win\n";
  for (std::size_t i = 0; i < r.walk.size(); i++)
    out += (i ? " " : "") + std::to_string(r.walk[i] + 1);
  out += '\n';
  std::fputs(out.c_str(), stdout);
}
