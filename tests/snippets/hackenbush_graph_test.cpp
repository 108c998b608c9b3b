#include "snippets/hackenbush_graph.hpp"

#include <gtest/gtest.h>

#include <random>

namespace {

using Edges = std::vector<std::pair<int, int>>;

// Game-tree search over sets of remaining edges: cut one edge, then drop
// every edge no longer joined to a ground vertex. No fusion principle.
struct Brute {
  int n;
  Edges edges;
  std::vector<int> ground;
  std::vector<int> memo;
  unsigned grounded(unsigned mask) const {
    std::vector<char> up(std::size_t(n), 0);
    for (int v : ground) up[std::size_t(v)] = 1;
    unsigned keep = 0;
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t e = 0; e < edges.size(); e++) {
        if (!(mask >> e & 1) || (keep >> e & 1)) continue;
        int a = edges[e].first, b = edges[e].second;
        if (up[std::size_t(a)] || up[std::size_t(b)]) {
          up[std::size_t(a)] = up[std::size_t(b)] = 1;
          keep |= 1u << e;
          changed = true;
        }
      }
    }
    return keep;
  }
  int value(unsigned mask) {
    int& r = memo[mask];
    if (r >= 0) return r;
    std::vector<char> seen(edges.size() + 2, 0);
    for (std::size_t e = 0; e < edges.size(); e++)
      if (mask >> e & 1) {
        int v = value(grounded(mask & ~(1u << e)));
        if (v < int(seen.size())) seen[std::size_t(v)] = 1;
      }
    int x = 0;
    while (seen[std::size_t(x)]) x++;
    return r = x;
  }
  int value() {
    memo.assign(std::size_t(1) << edges.size(), -1);
    return value(grounded((1u << edges.size()) - 1));
  }
};

TEST(HackenbushGraph, RandomGraphsUpTo12EdgesVsGameSearch) {
  std::mt19937 rng(12345);
#ifdef KIT_SANITIZE
  const int cases = 1000;
#else
  const int cases = 4000;
#endif
  for (int t = 0; t < cases; t++) {
    int n = 1 + int(rng() % 8), m = int(rng() % 13);
    Brute b{n, {}, {}, {}};
    for (int e = 0; e < m; e++)
      b.edges.push_back({int(rng() % unsigned(n)), int(rng() % unsigned(n))});
    int grounds = 1 + int(rng() % 3);
    for (int i = 0; i < grounds; i++) b.ground.push_back(int(rng() % unsigned(n)));
    ASSERT_EQ(hackenbushGraphValue(n, b.edges, b.ground), b.value())
        << "case " << t;
  }
}

TEST(HackenbushGraph, PublishedExamples) {
  // A loop on the ground is a Nim heap of 1; a triangle on the ground: 1
  // (three edges in a cycle fuse to three loops).
  EXPECT_EQ(hackenbushGraphValue(1, {{0, 0}}, {0}), 1);
  EXPECT_EQ(hackenbushGraphValue(3, {{0, 1}, {1, 2}, {2, 0}}, {0}), 1);
  // A square (4-cycle) on the ground: 4 loops = 0.
  EXPECT_EQ(hackenbushGraphValue(4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}}, {0}),
            0);
  // Two ground vertices joined by a path of 2 edges: a cycle through the
  // ground, 2 loops = 0. An edge off the ground is ignored.
  EXPECT_EQ(hackenbushGraphValue(5, {{0, 1}, {1, 2}, {3, 4}}, {0, 2}), 0);
}

TEST(HackenbushGraph, LargePathAndCycles) {
  const int n = 200001;
  Edges e;
  for (int v = 1; v < n; v++) e.push_back({v - 1, v});
  EXPECT_EQ(hackenbushGraphValue(n, e, {0}), n - 1);
  e.push_back({0, n - 1});  // one big cycle: n loops
  EXPECT_EQ(hackenbushGraphValue(n, e, {0}), n % 2);
}

}  // namespace

TEST(HackenbushGraphDeathTest, OutsideTheDomainFailsAnAssert) {
  EXPECT_DEATH(hackenbushGraphValue(2, {{0, 2}}, {0}), "edge ends");
  EXPECT_DEATH(hackenbushGraphValue(2, {{-1, 0}}, {0}), "edge ends");
  EXPECT_DEATH(hackenbushGraphValue(2, {{0, 1}}, {3}), "ground");
  EXPECT_DEATH(hackenbushGraphValue(-1, {}, {}), "n >= 0");
}
