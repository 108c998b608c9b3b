// A deliberately wrong Poker Nim solution: it treats the n * k additions as
// a common stock of passes and believes that whoever makes the last pass
// hands the other player the move in the plain Nim position, so it flips the
// Nim answer when n * k is odd. Passes are optional, though: the winner of
// the Nim position just removes whatever the other player added, and k does
// not matter. It fails the second official sample (n = 3, k = 5, chips
// 2 1 3: xor 0, so `Second`, but n * k = 15 is odd).
#include <cstdio>

int main() {
  int tests = 0;
  if (std::scanf("%d", &tests) != 1) return 1;
  for (int t = 0; t < tests; t++) {
    int n = 0, k = 0, x = 0;
    if (std::scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 0, c = 0; i < n; i++) {
      if (std::scanf("%d", &c) != 1) return 1;
      x ^= c;
    }
    bool firstWins = (x != 0) != (n * k % 2 == 1);
    std::puts(firstWins ? "First" : "Second");
  }
}
