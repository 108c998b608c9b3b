// A deliberately wrong Generalized Subtraction Game solution: it always
// moves first, removes L cards from the middle and mirrors, forgetting
// that the two rows left are equal only when N - L is even. In sample 1
// (6 1 2) it removes card 3, leaving rows 1-2 and 4-6; the jury wins from
// there, and a mirrored reply soon hits a missing card (an illegal move).
#include <cstdio>

int main() {
  int n = 0, lo = 0, hi = 0;
  if (std::scanf("%d %d %d", &n, &lo, &hi) != 3) return 1;
  std::printf("First\n%d %d\n", (n - lo) / 2 + 1, lo);
  std::fflush(stdout);
  for (int a = 0, b = 0; std::scanf("%d %d", &a, &b) == 2 && a > 0;) {
    std::printf("%d %d\n", n + 2 - a - b, b);
    std::fflush(stdout);
  }
}
