// Chessboard Game, Again! (HackerRank): every coin is its own game, and a
// position is their sum. The Grundy value of one coin on each of the 225
// cells comes from the generic engine; the first player wins iff the xor of
// the coins' values is non-zero.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/grundy_engine.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

constexpr int kSide = 15;

int cell(int x, int y) { return (x - 1) * kSide + (y - 1); }

// Every move lowers x + y (by 1 or 3), so the game is finite.
void coinMoves(int state, GrundyEngine<int>::Options& options) {
  const int dx[] = {-2, -2, 1, -1}, dy[] = {1, -1, -2, -2};
  int x = state / kSide + 1, y = state % kSide + 1;
  for (int d = 0; d < 4; d++) {
    int nx = x + dx[d], ny = y + dy[d];
    if (nx >= 1 && nx <= kSide && ny >= 1 && ny <= kSide)
      options.add(cell(nx, ny));
  }
}

}  // namespace

int main() {
  GrundyEngine<int> engine(kSide * kSide);
  std::vector<int> grundy(kSide * kSide);
  for (int s = 0; s < kSide * kSide; s++)
    grundy[std::size_t(s)] = engine.value(s, coinMoves);
  int t = in.next<int>();
  std::string answer;
  std::vector<int> values;
  for (int i = 0; i < t; i++) {
    int k = in.next<int>();
    values.resize(std::size_t(k));
    for (int& v : values) {
      int x = in.next<int>();
      int y = in.next<int>();
      v = grundy[std::size_t(cell(x, y))];
    }
    answer += nimFirstWins(values) ? "First\n" : "Second\n";
  }
  std::fputs(answer.c_str(), stdout);
}
