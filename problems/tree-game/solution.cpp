// Tree Game (AtCoder AGC010 F): a vertex wins iff some neighbour with
// fewer stones loses (treeGameWins); print the winning starts in order.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/vertex_geography.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  std::vector<long long> a(static_cast<std::size_t>(n));
  for (long long& x : a) x = in.next<long long>();
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  for (int i = 0; i + 1 < n; i++) {
    int u = in.next<int>() - 1, v = in.next<int>() - 1;
    adj[static_cast<std::size_t>(u)].push_back(v);
    adj[static_cast<std::size_t>(v)].push_back(u);
  }
  std::vector<char> win = treeGameWins(adj, a);
  std::string out;
  for (int v = 0; v < n; v++)
    if (win[static_cast<std::size_t>(v)]) {
      if (!out.empty()) out += ' ';
      out += std::to_string(v + 1);
    }
  std::printf("%s\n", out.c_str());
}
