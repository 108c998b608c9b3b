#include "snippets/hackenbush_tree.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace {

// Game-tree search over the set of remaining edges (edge v joins v and
// parent[v]; vertex 0 is the ground and parent[v] < v): cutting an edge
// drops every edge no longer joined to the ground. No colon principle.
struct Brute {
  std::vector<int> parent;
  std::vector<int> memo;
  int m;
  explicit Brute(std::vector<int> p) : parent(std::move(p)) {
    m = int(parent.size()) - 1;
    memo.assign(std::size_t(1) << m, -1);
  }
  unsigned cut(unsigned mask, int e) const {  // e in 1..m
    mask &= ~(1u << (e - 1));
    for (int v = 1; v <= m; v++) {
      int p = parent[std::size_t(v)];
      if (p > 0 && !(mask >> (p - 1) & 1)) mask &= ~(1u << (v - 1));
    }
    return mask;
  }
  int value(unsigned mask) {
    int& r = memo[mask];
    if (r >= 0) return r;
    std::vector<bool> seen(std::size_t(m) * 2 + 2);
    for (int e = 1; e <= m; e++)
      if (mask >> (e - 1) & 1) seen[std::size_t(value(cut(mask, e)))] = true;
    int x = 0;
    while (seen[std::size_t(x)]) x++;
    return r = x;
  }
};

// Every ordered forest with m edges on the ground (vertex 0): preorder
// depth sequences. Covers every unordered forest up to 9 edges.
TEST(HackenbushTree, EveryForestUpTo9EdgesVsGameSearch) {
  long long forests = 0;
  for (int m = 0; m <= 9; m++) {
    std::vector<int> parent(std::size_t(m) + 1, -1), depth(parent.size(), 0);
    std::function<void(int)> build = [&](int v) {
      if (v > m) {
        forests++;
        Brute b(parent);
        unsigned all = (1u << m) - 1;
        int g = b.value(all);
        ASSERT_EQ(hackenbushTreeValue(parent), g);
        auto e = hackenbushTreeWinningEdge(parent);
        ASSERT_EQ(e.has_value(), g != 0);
        if (e) {
          ASSERT_EQ(b.value(b.cut(all, *e)), 0);
        }
        return;
      }
      // Parent of v: a vertex on the path from v-1 up to the ground.
      for (int p = v - 1; p >= 0; p = parent[std::size_t(p)]) {
        parent[std::size_t(v)] = p;
        depth[std::size_t(v)] = depth[std::size_t(p)] + 1;
        build(v + 1);
        if (p == 0) break;
      }
    };
    build(1);
  }
  EXPECT_EQ(forests, 1 + 1 + 2 + 5 + 14 + 42 + 132 + 429 + 1430 + 4862);
}

TEST(HackenbushTree, PublishedExamples) {
  // A stalk of n edges is a Nim heap of n.
  EXPECT_EQ(hackenbushTreeValue({-1, 0, 1, 2, 3}), 4);
  // A "Y": stalk of 1 carrying two single edges: 1 + (1 ^ 1) = 1.
  EXPECT_EQ(hackenbushTreeValue({-1, 0, 1, 1}), 1);
  // Two ground vertices, each with a stalk of 2: 2 ^ 2 = 0.
  EXPECT_EQ(hackenbushTreeValue({-1, 0, -1, 2}), 0);
}

TEST(HackenbushTree, MillionEdgePathIsIterative) {
  const int n = 1000001;
  std::vector<int> parent(static_cast<std::size_t>(n));
  parent[0] = -1;
  for (int v = 1; v < n; v++) parent[std::size_t(v)] = v - 1;
  EXPECT_EQ(hackenbushTreeValue(parent), n - 1);
  auto e = hackenbushTreeWinningEdge(parent);
  ASSERT_TRUE(e.has_value());
  EXPECT_EQ(*e, 1);
}

}  // namespace

TEST(HackenbushTreeDeathTest, OutsideTheDomainFailsAnAssert) {
  EXPECT_DEATH(hackenbushTreeValue({-1, 5}), "parent");
  EXPECT_DEATH(hackenbushTreeValue({-1, -2}), "parent");
  EXPECT_DEATH(hackenbushTreeValue({1, 0}), "cycle");
}
