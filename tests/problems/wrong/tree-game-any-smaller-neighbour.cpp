// A deliberately wrong Tree Game solution: it calls a vertex winning when it
// has any neighbour with fewer stones, forgetting that this neighbour must
// itself be losing. Sample 1 (path 1-2-3 with 1 2 3 stones) catches it: it
// prints "2 3", but from vertex 3 the only useful move reaches vertex 2,
// which wins for the opponent.
#include <cstdio>
#include <vector>

int main() {
  int n = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  std::vector<long long> a(static_cast<std::size_t>(n));
  for (long long& x : a)
    if (std::scanf("%lld", &x) != 1) return 1;
  std::vector<char> win(static_cast<std::size_t>(n), 0);
  for (int i = 0; i + 1 < n; i++) {
    int u = 0, v = 0;
    if (std::scanf("%d %d", &u, &v) != 2) return 1;
    std::size_t x = static_cast<std::size_t>(u - 1), y = static_cast<std::size_t>(v - 1);
    if (a[y] < a[x]) win[x] = 1;
    if (a[x] < a[y]) win[y] = 1;
  }
  bool first = true;
  for (int v = 0; v < n; v++)
    if (win[static_cast<std::size_t>(v)]) {
      std::printf(first ? "%d" : " %d", v + 1);
      first = false;
    }
  std::printf("\n");
}
