// Data for the notebook's pictures, computed by the kit's snippets.
//   figures wythoff N   Wythoff P-positions (a, b), a <= b, a < N: "a b" per line
//   figures chessboard  Grundy value of one coin on each cell of the 15x15 board of
//                       "Chessboard Game, Again!": 15 lines (x = 1..15) of 15 values (y = 1..15)
#include <cstdio>
#include <stdexcept>
#include <string>

#include "snippets/grundy_engine.hpp"
#include "snippets/wythoff.hpp"

namespace {

void wythoffPositions(long long limit) {
  for (long long k = 0;; k++) {
    auto [a, b] = wythoffPair(k);
    if (a >= limit) break;
    std::printf("%lld %lld\n", a, b);
  }
}

// The problem's moves: (x-2, y+1), (x-2, y-1), (x+1, y-2), (x-1, y-2), staying on the board.
// Each move lowers x + y, so the game is finite.
void chessboard() {
  constexpr int kSide = 15;
  GrundyEngine<int> engine(kSide * kSide);
  auto moves = [](int cell, GrundyEngine<int>::Options& options) {
    const int dx[] = {-2, -2, 1, -1}, dy[] = {1, -1, -2, -2};
    int x = cell / kSide, y = cell % kSide;
    for (int d = 0; d < 4; d++) {
      int nx = x + dx[d], ny = y + dy[d];
      if (nx >= 0 && nx < kSide && ny >= 0 && ny < kSide) options.add(nx * kSide + ny);
    }
  };
  for (int x = 0; x < kSide; x++) {
    std::string row;
    for (int y = 0; y < kSide; y++)
      row += (y ? " " : "") + std::to_string(engine.value(x * kSide + y, moves));
    std::puts(row.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string what = argc > 1 ? argv[1] : "";
  if (what == "wythoff" && argc == 3) {
    wythoffPositions(std::stoll(argv[2]));
  } else if (what == "chessboard" && argc == 2) {
    chessboard();
  } else {
    std::fprintf(stderr, "figures: say 'wythoff N' or 'chessboard'\n");
    return 2;
  }
  return 0;
}
