// A deliberately wrong Introduction to Nim Game solution: it answers by the
// parity of the total number of stones, as if every move took exactly one
// stone. Both official samples happen to agree with it (1 + 1 is even and
// lost, 2 + 1 + 4 is odd and won), but a single pile of 2 is won by taking
// both stones while its total is even.
#include <cstdio>

int main() {
  int games = 0;
  if (std::scanf("%d", &games) != 1) return 1;
  for (int g = 0; g < games; g++) {
    int n = 0, total = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 0, pile = 0; i < n; i++) {
      if (std::scanf("%d", &pile) != 1) return 1;
      total += pile;
    }
    std::puts(total % 2 == 1 ? "First" : "Second");
  }
}
