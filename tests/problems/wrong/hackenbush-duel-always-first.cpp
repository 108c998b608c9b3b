// hackenbush-duel, wrong: always moves first; each move deletes an edge that
// leaves value 0 if there is one, else the first standing edge. Loses every
// test whose picture is worth 0 (two equal pictures on the ground, a ring of
// an even number of edges, ...).
#include <cstdio>
#include <utility>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/hackenbush_graph.hpp"

namespace {

int n;
std::vector<std::pair<int, int>> edges;

// `alive` without edge e and without what no longer reaches vertex 0.
std::vector<char> cut(std::vector<char> alive, int e) {
  alive[static_cast<std::size_t>(e)] = 0;
  std::vector<char> reached(static_cast<std::size_t>(n), 0), keep(alive.size(), 0);
  reached[0] = 1;
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t i = 0; i < edges.size(); i++) {
      std::size_t a = static_cast<std::size_t>(edges[i].first);
      std::size_t b = static_cast<std::size_t>(edges[i].second);
      if (alive[i] && !keep[i] && (reached[a] || reached[b]))
        keep[i] = reached[a] = reached[b] = 1, grew = true;
    }
  }
  return keep;
}

long long value(const std::vector<char>& alive) {
  std::vector<std::pair<int, int>> standing;
  for (std::size_t i = 0; i < edges.size(); i++)
    if (alive[i]) standing.push_back(edges[i]);
  return hackenbushGraphValue(n, standing, {0});
}

}  // namespace

int main() {
  FastInput in;
  n = in.next<int>();
  int m = in.next<int>();
  for (int i = 0; i < m; i++) {
    int u = in.next<int>();
    edges.push_back({u, in.next<int>()});
  }
  std::vector<char> alive(edges.size(), 1);
  std::printf("First\n");
  std::fflush(stdout);
  for (;;) {
    int pick = -1;
    for (int e = 0; e < m; e++)
      if (alive[static_cast<std::size_t>(e)]) {
        if (pick < 0) pick = e;
        if (value(cut(alive, e)) == 0) {
          pick = e;
          break;
        }
      }
    if (pick >= 0) {
      std::printf("%d\n", pick + 1);
      std::fflush(stdout);
      alive = cut(alive, pick);
    }
    int jury = in.next<int>();
    if (jury <= 0) return 0;
    alive = cut(alive, jury - 1);
  }
}
