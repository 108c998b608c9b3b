// wythoff-duel (Grundy Kit): Wythoff's game. The queen at (x, y) is lost for
// the player to move exactly on the P-positions (floor(k phi), floor(k phi)
// + k) and their mirrors, computed exactly in integers by the snippet.
// Choose First iff (x, y) is not one, then always move onto one.
#include <cstdio>

#include "snippets/fast_input.hpp"
#include "snippets/wythoff.hpp"

int main() {
  FastInput in;
  long long x = in.next<long long>(), y = in.next<long long>();
  bool first = !wythoffIsP(x, y);
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  // Each line we read is the queen's square after the jury's move, or `0 0`
  // when the game is over (`-1 -1` after a refused move).
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn) {
      auto to = wythoffWinningMove(x, y);
      if (!to) return 0;  // cannot happen while we keep winning
      x = to->first, y = to->second;
      std::printf("%lld %lld\n", x, y);
      std::fflush(stdout);
    }
    long long a = in.next<long long>(), b = in.next<long long>();
    if (a <= 0 && b <= 0) return 0;  // 0 0: game over; -1 -1: refused
    x = a, y = b;
  }
}
