// A deliberately wrong Misère Nim solution: it plays the normal-play rule
// (first player wins iff the xor is non-zero) and forgets the endgame where
// every pile is 1. There the parity decides the other way round: sample 1's
// piles 1 1 have xor 0, yet the first player wins by taking one of them.
#include <cstdio>

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int n = 0;
    long long x = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) {
      long long s = 0;
      if (std::scanf("%lld", &s) != 1) return 1;
      x ^= s;
    }
    std::puts(x != 0 ? "First" : "Second");
  }
}
