// Wrong: stretches a forced Euclid move too ("t odd -> t + 2" even when
// q == 1), so the single game (3, 2) comes out as a win for MM.
#include <algorithm>
#include <cstdio>

long long steps(long long a, long long b) {
  if (a == 0 || b == 0) return 0;
  if (a < b) std::swap(a, b);
  long long t = steps(b, a % b);
  return t % 2 == 1 ? t + 2 : t + 1;
}

int main() {
  int n;
  while (std::scanf("%d", &n) == 1) {
    long long best = 0;
    for (int i = 0; i < n; i++) {
      long long p, q;
      if (std::scanf("%lld %lld", &p, &q) != 2) return 1;
      best = std::max(best, steps(p, q));
    }
    std::puts(best % 2 == 1 ? "MM" : "GG");
  }
}
