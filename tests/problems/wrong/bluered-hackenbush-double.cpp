// A deliberately wrong bluered-hackenbush solution: the right formulas in
// double precision. A double keeps 53 bits, but a value near 10^5 with a
// denominator of 2^40 needs about 57: the last bits of the fraction are
// lost on the max tests (the samples and small tests pass).
#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 0;
  std::vector<int> parent(size_t(n) + 1, 0);
  std::vector<char> col(size_t(n) + 1, '?');
  for (int i = 1; i <= n; i++)
    std::scanf("%d %c", &parent[size_t(i)], &col[size_t(i)]);
  std::vector<double> above(size_t(n) + 1, 0.0);
  for (int i = n; i >= 1; i--) {  // parents have smaller numbers
    double x = above[size_t(i)], s = col[size_t(i)] == 'B' ? 1 : -1;
    x *= s;  // a red edge over x is minus a blue edge over -x
    double j = x > 0 ? 1 : std::floor(1 - x) + 1;
    above[size_t(parent[size_t(i)])] += s * std::ldexp(x + j, -int(j - 1));
  }
  long long num = std::llround(std::ldexp(above[0], 40)), den = 1LL << 40;
  while (den > 1 && num % 2 == 0) num /= 2, den /= 2;
  if (den == 1) std::printf("%lld\n", num);
  else std::printf("%lld/%lld\n", num, den);
  std::puts(num > 0 ? "Blue" : num < 0 ? "Red" : "Second");
}
