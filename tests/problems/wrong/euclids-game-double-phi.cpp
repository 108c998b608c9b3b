// A deliberately wrong Euclid's Game solution: the golden-ratio rule in
// floating point (Stan wins iff a == b or max/min > phi as doubles). For
// consecutive Fibonacci numbers near 2^31 the ratio differs from phi by
// about 10^-19, below double precision, and some answers flip.
#include <algorithm>
#include <cmath>
#include <cstdio>

int main() {
  const double phi = (1 + std::sqrt(5.0)) / 2;
  long long a = 0, b = 0;
  while (std::scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
    if (a < b) std::swap(a, b);
    bool stan = a == b || double(a) / double(b) > phi;
    std::puts(stan ? "Stan wins" : "Ollie wins");
  }
}
