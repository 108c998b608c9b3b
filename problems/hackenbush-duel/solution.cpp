// hackenbush-duel (Grundy Kit): Green Hackenbush on a graph. The fusion
// principle (the snippet) gives the picture's value; choose First iff it is
// non-zero, then always delete an edge after which the value is 0, found by
// trying each standing edge: O(m (n + m)) per move, m <= 300.
#include <cstdio>
#include <utility>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/hackenbush_graph.hpp"

namespace {

int n;
std::vector<std::pair<int, int>> edges;
std::vector<std::vector<int>> incident;  // vertex -> the edges at it

// Deletes edge e from `alive`, then every edge no longer joined to vertex 0
// (a search from the ground over the edges still standing).
std::vector<char> cut(const std::vector<char>& alive, int e) {
  std::vector<char> keep(edges.size(), 0),
      reached(static_cast<std::size_t>(n), 0);
  std::vector<int> queue = {0};
  reached[0] = 1;
  for (std::size_t head = 0; head < queue.size(); head++)
    for (int f : incident[static_cast<std::size_t>(queue[head])]) {
      std::size_t i = static_cast<std::size_t>(f);
      if (!alive[i] || f == e || keep[i]) continue;
      keep[i] = 1;
      for (int w : {edges[i].first, edges[i].second})
        if (!reached[static_cast<std::size_t>(w)])
          reached[static_cast<std::size_t>(w)] = 1, queue.push_back(w);
    }
  return keep;
}

long long value(const std::vector<char>& alive) {
  std::vector<std::pair<int, int>> standing;
  for (std::size_t i = 0; i < edges.size(); i++)
    if (alive[i]) standing.push_back(edges[i]);
  return hackenbushGraphValue(n, standing, {0});
}

// An edge whose deletion leaves value 0, or -1 when there is none.
int winningEdge(const std::vector<char>& alive) {
  for (int e = 0; e < static_cast<int>(edges.size()); e++)
    if (alive[static_cast<std::size_t>(e)] && value(cut(alive, e)) == 0)
      return e;
  return -1;
}

}  // namespace

int main() {
  FastInput in;
  n = in.next<int>();
  int m = in.next<int>();
  incident.resize(static_cast<std::size_t>(n));
  for (int i = 0; i < m; i++) {
    int u = in.next<int>(), v = in.next<int>();
    edges.push_back({u, v});
    incident[static_cast<std::size_t>(u)].push_back(i);
    if (v != u) incident[static_cast<std::size_t>(v)].push_back(i);
  }
  std::vector<char> alive(edges.size(), 1);
  bool first = value(alive) != 0;
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  // Each line we read is the jury's edge, or 0 when the game is over (-1
  // after a refused move). No edge left after the jury's move: read the 0.
  for (bool ourTurn = first;; ourTurn = true) {
    int e = ourTurn ? winningEdge(alive) : -1;
    if (e >= 0) {
      std::printf("%d\n", e + 1);
      std::fflush(stdout);
      alive = cut(alive, e);
    }
    int jury = in.next<int>();
    if (jury <= 0) return 0;
    alive = cut(alive, jury - 1);
  }
}
