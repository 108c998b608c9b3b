// A deliberately wrong Fibonacci Nim solution: it tabulates the Fibonacci
// numbers only up to 10^9 (the bound of many similar tasks), so the two
// below 2^31 that are larger, 1134903170 and 1836311903, are answered
// "First win" although the first player loses there.
#include <cstdio>
#include <set>
#include <utility>

int main() {
  std::set<long long> fib;
  for (long long a = 1, b = 2; b <= 1000000000; a = a + b, std::swap(a, b)) fib.insert(b);
  long long n = 0;
  while (std::scanf("%lld", &n) == 1 && n != 0)
    std::puts(fib.count(n) ? "Second win" : "First win");
}
