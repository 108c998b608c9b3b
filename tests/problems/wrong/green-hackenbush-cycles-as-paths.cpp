// A deliberately wrong green-hackenbush solution: it treats every cycle as a
// path. It keeps a BFS spanning tree from the ground and hangs each other edge
// as a twig (worth 1) from one of its ends, as if cutting the cycle open, then
// applies the colon principle to that tree. Loops come out right (a loop and a
// twig are both worth 1), but a triangle on the ground, whose true value is 1
// (three loops after fusion), becomes a stalk of two plus a twig: 2 xor 1 = 3.
// It fails sample 1.
#include <cstdio>
#include <utility>
#include <vector>

namespace {

int readInt() {
  int c = std::getchar();
  while (c != EOF && (c < '0' || c > '9')) c = std::getchar();
  int x = 0;
  for (; c >= '0' && c <= '9'; c = std::getchar()) x = x * 10 + (c - '0');
  return x;
}

}  // namespace

int main() {
  int t = readInt();
  while (t--) {
    int n = readInt(), m = readInt();
    const std::size_t size = std::size_t(n);
    // adj[u]: (other end, edge id); a loop is listed once.
    std::vector<std::vector<std::pair<int, int>>> adj(size);
    for (int e = 0; e < m; e++) {
      int u = readInt(), v = readInt();
      adj[std::size_t(u)].push_back({v, e});
      if (u != v) adj[std::size_t(v)].push_back({u, e});
    }
    std::vector<int> parent(size, -1), order{0};
    std::vector<char> seen(size, 0), used(std::size_t(m), 0);
    std::vector<long long> g(size, 0);
    seen[0] = 1;
    for (std::size_t i = 0; i < order.size(); i++) {
      int u = order[i];
      for (auto [w, e] : adj[std::size_t(u)]) {
        if (used[std::size_t(e)]) continue;
        used[std::size_t(e)] = 1;
        if (seen[std::size_t(w)]) {
          g[std::size_t(u)] ^= 1;  // the "cut open" edge: a twig at u
        } else {
          seen[std::size_t(w)] = 1;
          parent[std::size_t(w)] = u;
          order.push_back(w);
        }
      }
    }
    for (std::size_t i = order.size(); i-- > 1;) {
      int v = order[i];
      g[std::size_t(parent[std::size_t(v)])] ^= g[std::size_t(v)] + 1;
    }
    std::printf("%lld\n", g[0]);
  }
}
