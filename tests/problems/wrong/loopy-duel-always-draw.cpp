// A wrong solution of loopy-duel: "on a graph with cycles nobody can force
// a win", so it always says Draw and then slides the first token that can
// move along its first edge. The jury rejects the claim on every won or
// lost start (and wins the drawn starts where that first edge is a blunder).
#include <cstdio>
#include <vector>

int main() {
  int n, m, k;
  if (std::scanf("%d %d %d", &n, &m, &k) != 3) return 0;
  std::vector<std::vector<int>> adj(n + 1);
  for (int i = 0; i < m; i++) {
    int u, v;
    std::scanf("%d %d", &u, &v);
    adj[u].push_back(v);
  }
  std::vector<int> at(k);
  for (int& p : at) std::scanf("%d", &p);
  std::puts("Draw");
  std::fflush(stdout);
  for (;;) {
    int t = 0;
    while (t < k && adj[at[t]].empty()) t++;
    if (t == k) break;
    at[t] = adj[at[t]][0];
    std::printf("%d %d\n", t + 1, at[t]);
    std::fflush(stdout);
    int jt, jv;
    if (std::scanf("%d %d", &jt, &jv) != 2 || jt <= 0) break;  // `0 0` or `-1 -1`
    at[jt - 1] = jv;
  }
}
