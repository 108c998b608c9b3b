#include "snippets/dyadic.hpp"

#include <gtest/gtest.h>

#include <functional>

#include "tests/snippets/partizan_search.hpp"

namespace {

// A Blue-Red string worth x (the sign expansion read backwards): the first
// run overshoots |x| by at most 1, then halving steps home in on x.
std::string stringOf(Dyadic x) {
  if (x.sign() < 0) {
    std::string s = stringOf(-x);
    for (char& c : s) c = c == 'B' ? 'R' : 'B';
    return s;
  }
  if (x.k == 0) return std::string(std::size_t(x.num), 'B');
  long long m = x.floorScaled(0) + 1;
  std::string s(std::size_t(m), 'B');
  Dyadic c(m);
  for (int e = 1; c != x; e++) {
    bool up = c < x;
    s += up ? 'B' : 'R';
    c = c + Dyadic(up ? 1 : -1, e);
  }
  return s;
}

// The search proves G = v by showing G + (a string worth -v) is a second
// player win; a mistaken v makes that sum a first-player or one-side win.
void expectValue(const std::vector<int>& parent, const std::string& col,
                 Dyadic v) {
  std::vector<int> p = parent;
  p[0] = 0;  // the search's ground is vertex 0
  HackenbushSearch alone(p, col, "");
  char o = alone.outcome();
  ASSERT_EQ(o, v.sign() > 0 ? 'L' : v.sign() < 0 ? 'R' : 'P') << col;
  std::string minus = stringOf(-v);
  ASSERT_EQ(hackenbushStringValue(minus), -v);
  HackenbushSearch diff(p, col, minus);
  ASSERT_EQ(diff.outcome(), 'P') << col << " value " << v.str();
}

TEST(HackenbushBlueRed, StringValuesPublished) {
  EXPECT_EQ(hackenbushStringValue("").str(), "0");
  EXPECT_EQ(hackenbushStringValue("BBB").str(), "3");
  EXPECT_EQ(hackenbushStringValue("BR").str(), "1/2");
  EXPECT_EQ(hackenbushStringValue("BRR").str(), "1/4");
  EXPECT_EQ(hackenbushStringValue("BRB").str(), "3/4");
  EXPECT_EQ(hackenbushStringValue("BBRBR").str(), "13/8");  // 2-1/2+1/4-1/8
  EXPECT_EQ(hackenbushStringValue("RBB").str(), "-1/4");
}

// Every string of up to 12 edges, as a forest that is one path.
TEST(HackenbushBlueRed, EveryStringTo12EdgesVsGameSearch) {
  for (int len = 0; len <= 12; len++)
    for (int bits = 0; bits < (1 << len); bits++) {
      std::string s;
      for (int i = 0; i < len; i++) s += (bits >> i & 1) ? 'R' : 'B';
      Dyadic v = hackenbushStringValue(s);
      std::vector<int> parent(std::size_t(len) + 1);
      std::string col = "?" + s;
      for (int i = 1; i <= len; i++) parent[std::size_t(i)] = i - 1;
      parent[0] = -1;
      ASSERT_EQ(hackenbushBlueRedValue(parent, col), v) << s;
      expectValue(parent, col, v);
    }
}

// Every ordered forest with up to 7 edges (preorder depth sequences, as in
// hackenbush_tree_test.cpp), every blue/red colouring.
TEST(HackenbushBlueRed, EveryColouredForestTo7EdgesVsGameSearch) {
  long long cases = 0;
  for (int m = 0; m <= 7; m++) {
    std::vector<int> parent(std::size_t(m) + 1, -1);
    std::function<void(int)> build = [&](int v) {
      if (v > m) {
        for (int bits = 0; bits < (1 << m); bits++) {
          std::string col = "?";
          for (int i = 0; i < m; i++) col += (bits >> i & 1) ? 'R' : 'B';
          Dyadic val = hackenbushBlueRedValue(parent, col);
          expectValue(parent, col, val);
          cases++;
        }
        return;
      }
      for (int p = v - 1; p >= 0; p = parent[std::size_t(p)]) {
        parent[std::size_t(v)] = p;
        build(v + 1);
        if (p == 0) break;
      }
    };
    build(1);
  }
  EXPECT_EQ(cases, 1 + 2 + 4 * 2 + 8 * 5 + 16 * 14 + 32 * 42 + 64 * 132 +
                       128 * 429);
}

TEST(HackenbushBlueRed, EdgeOverBranches) {
  // Berlekamp's rule for an edge carrying x: blue over 0 is 1, over 1 is
  // 2, over -1 (a red edge) is 1/2 = "BR", over -2 is 1/4 = "BRR".
  EXPECT_EQ(hackenbushEdgeOver('B', Dyadic(0)).str(), "1");
  EXPECT_EQ(hackenbushEdgeOver('B', Dyadic(1)).str(), "2");
  EXPECT_EQ(hackenbushEdgeOver('B', Dyadic(-1)).str(), "1/2");
  EXPECT_EQ(hackenbushEdgeOver('B', Dyadic(-2)).str(), "1/4");
  EXPECT_EQ(hackenbushEdgeOver('R', Dyadic(1, 1)).str(), "-3/4");  // RBR
  // A blue edge holding a red stalk of 60 is 2^-60: still exact.
  EXPECT_EQ(hackenbushEdgeOver('B', Dyadic(-60)), Dyadic(1, 60));
  EXPECT_EQ(hackenbushBlueRedValue({-1, 0, 1, 1}, "?BRR").str(), "1/4");
}

TEST(HackenbushBlueRedDeathTest, OutsideTheDomain) {
  EXPECT_DEATH(hackenbushStringValue("BGR"), "colours B or R");
  EXPECT_DEATH(hackenbushEdgeOver('B', Dyadic(-70)), "overflow");
  EXPECT_DEATH(hackenbushBlueRedValue({1, 0}, "BB"), "cycle");
  EXPECT_DEATH(hackenbushBlueRedValue({-1, 5}, "?B"), "a vertex");
}

}  // namespace
