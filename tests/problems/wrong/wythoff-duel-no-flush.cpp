// wythoff-duel, wrong: the right strategy, but it never flushes. Its side
// and its moves wait in the output buffer while it waits for the jury's
// answer, and the jury waits for its line: both sides sleep (TLE, idle).
#include <cstdio>

#include "snippets/fast_input.hpp"
#include "snippets/wythoff.hpp"

int main() {
  FastInput in;
  long long x = in.next<long long>(), y = in.next<long long>();
  bool first = !wythoffIsP(x, y);
  std::printf("%s\n", first ? "First" : "Second");  // no fflush: the mistake
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn) {
      auto to = wythoffWinningMove(x, y);
      if (!to) return 0;
      x = to->first, y = to->second;
      std::printf("%lld %lld\n", x, y);
    }
    long long a = in.next<long long>(), b = in.next<long long>();
    if (a <= 0 && b <= 0) return 0;
    x = a, y = b;
  }
}
