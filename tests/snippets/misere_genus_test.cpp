#include "snippets/misere_genus.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "tests/snippets/misere_search.hpp"

using misere_search::Graph;
using misere_search::MisereSearch;

namespace {

Genus G(std::vector<int> g) { return Genus{std::move(g)}; }

Graph randomDag(std::mt19937& rng, int n, int percent) {
  Graph g(static_cast<std::size_t>(n));
  for (int v = 0; v < n; v++)
    for (int w = 0; w < v; w++)
      if (int(rng() % 100) < percent) g[std::size_t(v)].push_back(w);
  return g;
}

void appendGraph(Graph& g, const Graph& part) {
  int base = int(g.size());
  for (const auto& out : part) {
    g.emplace_back();
    for (int w : out) g.back().push_back(w + base);
  }
}

std::vector<int> appendSubtraction(Graph& g, const std::vector<int>& S,
                                   int maxHeap) {
  std::vector<int> ids;
  int base = int(g.size());
  for (int h = 0; h <= maxHeap; h++) {
    ids.push_back(base + h);
    g.emplace_back();
    for (int s : S)
      if (s <= h) g.back().push_back(base + h - s);
  }
  return ids;
}

std::vector<int> normalValues(const Graph& g) {  // by mex, from the leaves
  std::vector<int> v(g.size());
  for (std::size_t i = 0; i < g.size(); i++) {
    std::set<int> s;
    for (int w : g[i]) {
      EXPECT_LT(std::size_t(w), i) << "test graphs list followers first";
      s.insert(v[std::size_t(w)]);
    }
    while (s.count(v[i])) v[i]++;
  }
  return v;
}

// The universe of parts for the sum tests: random DAGs, subtraction games
// and octal positions, with Nim heaps *0..*3 (vertex nim + h).
struct Universe {
  Graph g;
  std::vector<int> parts;  // vertices the sums are drawn from
  int nim = 0;
};

Universe universe() {
  Universe u;
  std::mt19937 rng(23);
  for (int i = 0; i < 6; i++) appendGraph(u.g, randomDag(rng, 6, 25 + 10 * i));
  for (int v = 0; v < int(u.g.size()); v++) u.parts.push_back(v);
  for (auto S : {std::vector<int>{1, 2}, {2, 3}, {1, 3, 4}})
    for (int v : appendSubtraction(u.g, S, 7)) u.parts.push_back(v);
  // 0.31: heap 3 is {*2}, a firm zero; 0.373: firm from heap 2 on.
  for (const char* code : {"0.31", "0.373", "0.77"})
    for (int v : misere_search::appendOctalPositions(u.g, code, 6))
      u.parts.push_back(v);
  // Dawson's Kayles to heap 10, its first wild heap.
  for (int v : misere_search::appendOctalPositions(u.g, "0.07", 10))
    u.parts.push_back(v);
  u.nim = misere_search::appendNimHeaps(u.g, 3);
  return u;
}

}  // namespace

TEST(MisereGenus, NimHeapsHaveTheTameGenera) {
  Graph g;
  misere_search::appendNimHeaps(g, 6);
  GenusTable t = misereGenera(g);
  EXPECT_EQ(t.genus[0], G({0, 1, 2, 0}));  // 0^{120}
  EXPECT_EQ(t.genus[1], G({1, 0, 3, 1}));  // 1^{031}
  for (int h = 2; h <= 6; h++) EXPECT_EQ(t.genus[std::size_t(h)], G({h, h, h ^ 2}));
  for (char tame : t.tame) EXPECT_TRUE(tame);
}

TEST(MisereGenus, GenusRuleMatchesTheDefinition) {
  // g[0] = normal value, g[k + 1] = misere value of v + k copies of *2.
  std::mt19937 rng(7);
  for (int rep = 0; rep < 40; rep++) {
    Graph g = randomDag(rng, 7, 20 + rep * 2);
    int nim = misere_search::appendNimHeaps(g, 2);
    GenusTable t = misereGenera(g);
    std::vector<int> normal = normalValues(g);
    MisereSearch search(g);
    for (int v = 0; v < nim; v++) {
      const Genus& gen = t.genus[std::size_t(v)];
      ASSERT_EQ(gen.at(0), normal[std::size_t(v)]);
      misere_search::Sum s = {v};
      for (int k = 0; k <= 5; k++, s.push_back(nim + 2))
        ASSERT_EQ(gen.at(std::size_t(k) + 1), search.misereValue(s)) << rep;
    }
  }
}

TEST(MisereGenus, PublishedGenera) {
  Graph g;
  // Kayles (0.77): heaps 1..4 tame, heap 5 = 4^{146} (Winning Ways ch. 13).
  std::vector<int> kayles = misere_search::appendOctalPositions(g, "0.77", 5);
  // 0.312 (Plambeck's table): 1^{031} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13}.
  std::vector<int> q = misere_search::appendOctalPositions(g, "0.312", 6);
  GenusTable t = misereGenera(g);
  auto at = [&](int v) { return t.genus[std::size_t(v)]; };
  EXPECT_EQ(at(kayles[1]), G({1, 0, 3, 1}));
  EXPECT_EQ(at(kayles[2]), G({2, 2, 0}));
  EXPECT_EQ(at(kayles[3]), G({3, 3, 1}));
  EXPECT_EQ(at(kayles[4]), G({1, 0, 3, 1}));
  EXPECT_EQ(at(kayles[5]), G({4, 1, 4, 6}));
  for (int h = 1; h <= 4; h++) EXPECT_TRUE(t.tame[std::size_t(kayles[std::size_t(h)])]);
  EXPECT_FALSE(t.tame[std::size_t(kayles[5])]);
  EXPECT_EQ(at(q[1]), G({1, 0, 3, 1}));
  EXPECT_EQ(at(q[2]), G({2, 2, 0}));
  EXPECT_EQ(at(q[3]), G({0, 0, 2}));
  EXPECT_EQ(at(q[4]), G({2, 1, 4, 2, 0}));
  EXPECT_EQ(at(q[5]), G({0, 0, 2}));
  EXPECT_EQ(at(q[6]), G({1, 1, 3}));
}

TEST(MisereGenus, DawsonsGamesAreTameUpToTheirFirstWildHeap) {
  // Computed on the full position graphs (no tame-sum shortcut): Dawson's
  // Kayles 0.07 is tame for heaps 0..9 and heap 10 has genus 3^{1431};
  // Dawson's chess 0.137 is the same game one heap shorter.
  Graph g;
  std::vector<int> dk = misere_search::appendOctalPositions(g, "0.07", 10);
  std::vector<int> dc = misere_search::appendOctalPositions(g, "0.137", 9);
  GenusTable t = misereGenera(g);
  for (int h = 0; h <= 9; h++) EXPECT_TRUE(t.tame[std::size_t(dk[std::size_t(h)])]) << h;
  for (int h = 0; h <= 8; h++) EXPECT_TRUE(t.tame[std::size_t(dc[std::size_t(h)])]) << h;
  EXPECT_EQ(t.genus[std::size_t(dk[10])], G({3, 1, 4, 3, 1}));
  EXPECT_EQ(t.genus[std::size_t(dc[9])], G({3, 1, 4, 3, 1}));
  EXPECT_FALSE(t.tame[std::size_t(dk[10])]);
  EXPECT_FALSE(t.tame[std::size_t(dc[9])]);
}

TEST(MisereGenus, TameSumRuleMatchesSearchOnEverySumOfUpToThreeParts) {
  Universe u = universe();
  GenusTable t = misereGenera(u.g);
  MisereSearch search(u.g);
  int decided = 0, unknown = 0, n = int(u.parts.size());
  auto check = [&](const std::vector<int>& sum) {
    std::optional<bool> rule = misereSumFirstWins(t, sum);
    if (!rule) {
      unknown++;
      return;
    }
    decided++;
    bool win = search.wins(sum);
    ASSERT_EQ(*rule, win);
    bool anyMove = false;
    for (int v : sum) anyMove |= !u.g[std::size_t(v)].empty();
    if (!anyMove) return;
    auto mv = misereSumWinningMove(u.g, t, sum);
    ASSERT_EQ(mv.has_value(), win);
    if (!mv) return;
    auto [i, w] = *mv;
    const auto& out = u.g[std::size_t(sum[std::size_t(i)])];
    ASSERT_NE(std::find(out.begin(), out.end(), w), out.end());
    std::vector<int> after = sum;
    after[std::size_t(i)] = w;
    ASSERT_FALSE(search.wins(after));
  };
  for (int a = 0; a < n; a++)
    for (int b = a; b < n; b++) {
      check({u.parts[std::size_t(a)], u.parts[std::size_t(b)]});
      for (int h = 0; h <= 3; h++)
        check({u.parts[std::size_t(a)], u.parts[std::size_t(b)], u.nim + h});
    }
  std::mt19937 rng(3);
  for (int rep = 0; rep < 20000; rep++)
    check({u.parts[rng() % unsigned(n)], u.parts[rng() % unsigned(n)],
           u.parts[rng() % unsigned(n)]});
  EXPECT_GT(decided, 30000);
  EXPECT_GT(unknown, 100);  // wild parts are answered "unknown", never guessed
}

TEST(MisereGenus, SumOfTameGamesHasTheTameSumGenus) {
  Universe u = universe();
  GenusTable t = misereGenera(u.g);
  MisereSearch search(u.g);
  std::mt19937 rng(9);
  int n = int(u.parts.size()), checked = 0;
  for (int rep = 0; rep < 3000; rep++) {
    int a = u.parts[rng() % unsigned(n)], b = u.parts[rng() % unsigned(n)];
    if (!t.tame[std::size_t(a)] || !t.tame[std::size_t(b)]) continue;
    Genus sum = tameSumGenus({t.genus[std::size_t(a)], t.genus[std::size_t(b)]});
    misere_search::Sum s = {a, b};
    for (int k = 0; k <= 3; k++, s.push_back(u.nim + 2))
      ASSERT_EQ(sum.at(std::size_t(k) + 1), search.misereValue(s));
    checked++;
  }
  EXPECT_GT(checked, 1000);
}

TEST(MisereGenus, SjRuleHoldsUnderItsHypothesisOnly) {
  // Random DAGs whose value-0 vertices are exactly the vertices with no
  // move: every vertex is tame, and the SJ rule matches a misere search.
  std::mt19937 rng(31);
  int graphs = 0;
  for (int rep = 0; graphs < 40 && rep < 5000; rep++) {
    Graph g = randomDag(rng, 7, 30 + rep % 40);
    std::vector<int> normal = normalValues(g);
    bool hypothesis = true;
    for (std::size_t v = 0; v < g.size(); v++)
      hypothesis &= normal[v] != 0 || g[v].empty();
    if (!hypothesis) continue;
    graphs++;
    GenusTable t = misereGenera(g);
    for (char tame : t.tame) ASSERT_TRUE(tame);
    MisereSearch search(g);
    for (int a = 0; a < 7; a++)
      for (int b = a; b < 7; b++)
        for (int c = b; c < 7; c++) {
          std::vector<int> vals = {normal[std::size_t(a)], normal[std::size_t(b)],
                                   normal[std::size_t(c)]};
          ASSERT_EQ(antiSgFirstWins(vals), search.wins({a, b, c}));
        }
  }
  EXPECT_EQ(graphs, 40);
  // 0.31 heap 3 = {*2}: value 0 but a move. SJ says the mover wins; she
  // must move to *2 and loses. The genus 0^{02} (a firm zero) says lost.
  Graph g;
  std::vector<int> h = misere_search::appendOctalPositions(g, "0.31", 3);
  MisereSearch search(g);
  GenusTable t = misereGenera(g);
  EXPECT_TRUE(antiSgFirstWins(std::vector<int>{0}));
  EXPECT_FALSE(search.wins({h[3]}));
  EXPECT_EQ(t.genus[std::size_t(h[3])], G({0, 0, 2}));
  EXPECT_EQ(misereSumFirstWins(t, {h[3]}), std::optional<bool>(false));
}

TEST(MisereGenus, DeepChainIsIterative) {
  const int n = 200000;
  Graph g(static_cast<std::size_t>(n));
  for (int v = 1; v < n; v++) g[std::size_t(v)].push_back(v - 1);
  GenusTable t = misereGenera(g);
  // A chain alternates *0 and *1 (both tame) all the way up.
  EXPECT_EQ(t.genus[std::size_t(n - 1)], G({1, 0, 3, 1}));
  EXPECT_TRUE(t.tame[std::size_t(n - 1)]);
}

TEST(MisereGenusDeathTest, OutsideTheDomainDies) {
  EXPECT_DEATH(misereGenera({{1}, {0}}), "cycle");
  EXPECT_DEATH(tameSumGenus({G({4, 1, 4, 6})}), "tame");
  Graph g = {{}, {0}};
  GenusTable t = misereGenera(g);
  EXPECT_DEATH(misereSumWinningMove(g, t, {0, 0}), "game is over");
  EXPECT_DEATH(antiSgFirstWins(std::vector<int>{-1}), ">= 0");
  // A part that is no vertex of the table (issue 27: read out of range).
  EXPECT_DEATH(misereSumFirstWins(t, {0, 2}), "vertex of the table");
  EXPECT_DEATH(misereSumFirstWins(t, {-1}), "vertex of the table");
  EXPECT_DEATH(misereSumWinningMove(g, t, {1, 5}), "vertex of the table");
}
