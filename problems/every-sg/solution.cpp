// HDU 3595 "GG and MM": Euclid games played all at once, a move in every
// unfinished game on each turn (Every-SG). The winner of a game stretches
// it, the loser hastens it: the player to move wins iff the largest
// suspense number over the games is odd (Smith; Winning Ways ch. 9).
#include <cstdio>
#include <vector>

#include "snippets/every_sg.hpp"

int main() {
  int n;
  while (std::scanf("%d", &n) == 1) {
    std::vector<long long> steps(static_cast<std::size_t>(n));
    for (long long& s : steps) {
      long long p, q;
      if (std::scanf("%lld %lld", &p, &q) != 2) return 1;
      s = euclidSteps(p, q);
    }
    std::puts(everySumFirstWins(steps) ? "MM" : "GG");
  }
}
