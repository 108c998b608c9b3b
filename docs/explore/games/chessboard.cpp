// Chessboard Game, Again! (HackerRank): a coin on a 15 x 15 board (cells
// 0..14 here) moves to (x-2, y+1), (x-2, y-1), (x+1, y-2) or (x-1, y-2),
// staying on the board. Explore with --box 15x15.
#include "explore.hpp"
void moves(long long x, long long y, Moves& m) {
  const long long dx[] = {-2, -2, 1, -1}, dy[] = {1, -1, -2, -2};
  for (int i = 0; i < 4; i++) {
    long long a = x + dx[i], b = y + dy[i];
    if (a >= 0 && a < 15 && b >= 0 && b < 15) m.to(a, b);
  }
}
