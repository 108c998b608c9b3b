// momotetsu (AtCoder ABC201 D): the position is the square of the piece
// (who moves follows from i + j), and entering a square gains its +1 or -1
// for the mover: a score game on the DAG of right and down moves. Negamax:
// value = the mover's points minus the other's from here on. Squares are
// numbered from the bottom-right corner backwards, id = (H-1-i) W + (W-1-j),
// so every move goes to a smaller id (right: id - 1, down: id - W) and
// scoreInOrder evaluates them in one pass without storing the moves.
// Takahashi moves first: the sign of the value at (0, 0) is the answer.
// O(HW), no recursion (a play is up to 3998 moves long).
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/minimax.hpp"

int main() {
  FastInput in;
  int h = in.next<int>(), w = in.next<int>();
  std::vector<std::string> a(static_cast<std::size_t>(h));
  for (auto& row : a) row = in.word();
  auto gain = [&](int i, int j) {
    return a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == '+' ? 1LL : -1LL;
  };
  auto moves = [&](int id, auto& o) {
    int i = h - 1 - id / w, j = w - 1 - id % w;
    if (j + 1 < w) o.add(id - 1, gain(i, j + 1));
    if (i + 1 < h) o.add(id - w, gain(i + 1, j));
  };
  ScoreTable game = scoreInOrder(h * w, moves, [](int) { return 0LL; });
  long long v = game.value[static_cast<std::size_t>(h * w - 1)];
  std::puts(v > 0 ? "Takahashi" : v < 0 ? "Aoki" : "Draw");
}
