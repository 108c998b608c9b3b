// deque, wrong: each player takes the larger end (sample 1 passes by luck
// of ties; edge-exposed-nines shows why a small end can be better).
#include <cstdio>
#include <vector>

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  std::vector<long long> a(static_cast<std::size_t>(n));
  for (auto& x : a) std::scanf("%lld", &x);
  long long diff = 0;
  std::size_t l = 0, r = a.size();
  for (int turn = 0; l < r; turn ^= 1) {
    long long take = a[l] >= a[r - 1] ? a[l++] : a[--r];
    diff += turn == 0 ? take : -take;
  }
  std::printf("%lld\n", diff);
}
