// A deliberately wrong Nimble Game solution: it treats the coin counts c_i
// as the Nim heaps and xors them. The heaps are the coins' positions: each
// coin on square i is a heap of size i, so the answer is the xor of the
// indices i with odd c_i. Coins on square 0 can never move, yet here
// n = 1, c_0 = 10^9 gives First; the counts 0 1 1 xor to 0, yet the coins
// on squares 1 and 2 are heaps 1 and 2 and the first player wins.
// Sample 1 passes by luck (0 2 3 0 6: both rules give First).
#include <cstdio>

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int n = 0;
    long long x = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) {
      long long c = 0;
      if (std::scanf("%lld", &c) != 1) return 1;
      x ^= c;
    }
    std::puts(x != 0 ? "First" : "Second");
  }
}
