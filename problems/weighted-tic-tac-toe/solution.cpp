// weighted-tic-tac-toe (AtCoder ABC349 E): a position is the board alone
// (cell k holds 0 white, 1 red = Takahashi, 2 blue = Aoki; the code is
// sum cell_k 3^k), since the mover is fixed by the number of painted cells
// and the points by the painted cells. Only win or loss matters, so the
// value for the mover is +1 or -1: where the game is over it is -1 if the
// previous mover made a line, else the sign of the mover's points minus
// the other's (the total is odd: no tie). ScoreMemo searches the at most
// 3^9 boards by negamax; Takahashi wins iff the empty board is worth +1.
#include <array>
#include <cstdio>

#include "snippets/minimax.hpp"

namespace {

constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                              {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
std::array<long long, 9> weight;

std::array<int, 9> cells(int board) {
  std::array<int, 9> c{};
  for (int k = 0; k < 9; k++) c[static_cast<std::size_t>(k)] = board % 3, board /= 3;
  return c;
}

bool hasLine(const std::array<int, 9>& c) {
  for (const auto& line : kLines) {
    int first = c[static_cast<std::size_t>(line[0])];
    if (first != 0 && c[static_cast<std::size_t>(line[1])] == first &&
        c[static_cast<std::size_t>(line[2])] == first)
      return true;
  }
  return false;
}

int painted(const std::array<int, 9>& c) {
  int n = 0;
  for (int x : c) n += x != 0;
  return n;
}

}  // namespace

int main() {
  for (auto& a : weight)
    if (std::scanf("%lld", &a) != 1) return 1;
  auto moves = [](int board, auto& o) {
    std::array<int, 9> c = cells(board);
    if (hasLine(c)) return;  // the game is over
    int colour = painted(c) % 2 + 1, power = 1;
    for (int k = 0; k < 9; k++, power *= 3)
      if (c[static_cast<std::size_t>(k)] == 0) o.add(board + colour * power);
  };
  auto payoff = [](int board) {  // no move: a line, or a full board
    std::array<int, 9> c = cells(board);
    if (hasLine(c)) return -1LL;  // made by the previous mover
    int mover = painted(c) % 2 + 1;
    long long diff = 0;
    for (std::size_t k = 0; k < 9; k++) diff += c[k] == mover ? weight[k] : -weight[k];
    return diff > 0 ? 1LL : -1LL;
  };
  ScoreMemo<int> game;
  std::puts(game.value(0, moves, payoff) > 0 ? "Takahashi" : "Aoki");
}
