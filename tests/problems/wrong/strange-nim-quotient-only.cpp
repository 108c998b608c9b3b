// A deliberately wrong Strange Nim solution: it takes the value of a pile
// to be floor(A/K) (the number of stones one may take), right only when K
// divides A. Sample 1 catches it: 5/2 xor 3/3 = 3 says Takahashi, but the
// values are g(5) = 1 and g(3) = 1, so Aoki wins.
#include <cstdio>

int main() {
  int n = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  long long x = 0;
  for (int i = 0; i < n; i++) {
    long long a = 0, k = 0;
    if (std::scanf("%lld %lld", &a, &k) != 2) return 1;
    x ^= a / k;
  }
  std::puts(x != 0 ? "Takahashi" : "Aoki");
}
