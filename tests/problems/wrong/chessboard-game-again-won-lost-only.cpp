// A deliberately wrong Chessboard Game, Again! solution: it reuses the answer
// to the one-coin game (a lone coin loses iff x and y are both 1 or 2 mod 4)
// and xors only won/lost bits, [g != 0], instead of the Grundy values g.
// Both samples pass, but a coin of value 1 and one of value 2 are not a
// loss: (1,3) and (2,3) have g = 1 and 2, xor 3, so `First`, and this
// prints `Second` (edge-values-not-just-won-lost, first case).
#include <cstdio>

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int k = 0, wonCoins = 0;
    if (std::scanf("%d", &k) != 1) return 1;
    for (int i = 0, x = 0, y = 0; i < k; i++) {
      if (std::scanf("%d %d", &x, &y) != 2) return 1;
      bool lost = (x % 4 == 1 || x % 4 == 2) && (y % 4 == 1 || y % 4 == 2);
      wonCoins += lost ? 0 : 1;
    }
    std::puts(wonCoins % 2 == 1 ? "First" : "Second");
  }
}
