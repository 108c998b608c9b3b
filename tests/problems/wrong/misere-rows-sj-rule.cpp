// Wrong: the SJ (Anti-SG) rule on the normal values, as if every row of
// value 0 were finished. A row of 5 has value 0 but moves left (genus 0^{02},
// a firm zero): the rule calls it a win, and the mover loses.
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> g(300);
  for (int r = 1; r < 300; r++) {
    std::vector<bool> seen(64);
    for (int k : {1, 3})
      if (k <= r) seen[std::size_t(g[std::size_t(r - k)])] = true;
    for (int a = 0; a + 2 <= r; a++)
      seen[std::size_t(g[std::size_t(a)] ^ g[std::size_t(r - 2 - a)])] = true;
    while (seen[std::size_t(g[std::size_t(r)])]) g[std::size_t(r)]++;
  }
  int t;
  if (std::scanf("%d", &t) != 1) return 1;
  while (t-- > 0) {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    int x = 0;
    bool big = false;
    for (int i = 0; i < n; i++) {
      unsigned long long a;
      if (std::scanf("%llu", &a) != 1) return 1;
      if (a >= 300) a = 2 + (a - 2) % 28;
      int v = g[std::size_t(a)];
      x ^= v, big |= v > 1;
    }
    std::puts((big ? x != 0 : x == 0) ? "First" : "Second");
  }
}
