// A deliberately wrong sleepy-game solution: the winning walk is right,
// but it answers Draw whenever the graph has a cycle anywhere, reachable
// from s or not (a known wrong answer to CF 936B). The test
// edge-cycle-unreachable (a cycle that leads to s but not back) catches it.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/solo_game.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  in.next<int>();
  SoloGame game(n);
  std::vector<std::vector<int>> into(static_cast<std::size_t>(n));
  std::vector<int> out(static_cast<std::size_t>(n), 0);
  for (int v = 0; v < n; v++)
    for (int c = in.next<int>(); c > 0; c--) {
      int w = in.next<int>() - 1;
      game.addMove(v, w), into[static_cast<std::size_t>(w)].push_back(v);
      out[static_cast<std::size_t>(v)]++;
    }
  int s = in.next<int>() - 1;
  SoloGame::Result r = game.solve(s, 1);
  if (r.outcome == Outcome::Win) {
    std::string out = "Win\n";
    for (std::size_t i = 0; i < r.walk.size(); i++)
      out += (i ? " " : "") + std::to_string(r.walk[i] + 1);
    std::puts(out.c_str());
    return 0;
  }
  // The mistake: Kahn's peeling of the whole graph, not of what s reaches.
  std::vector<int> peel;
  for (int v = 0; v < n; v++)
    if (out[static_cast<std::size_t>(v)] == 0) peel.push_back(v);
  for (std::size_t head = 0; head < peel.size(); head++)
    for (int p : into[static_cast<std::size_t>(peel[head])])
      if (--out[static_cast<std::size_t>(p)] == 0) peel.push_back(p);
  std::puts(peel.size() < static_cast<std::size_t>(n) ? "Draw" : "Lose");
}
