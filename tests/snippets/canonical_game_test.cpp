#include "snippets/canonical_game.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>
#include <tuple>

#include "snippets/dyadic.hpp"
#include "tests/snippets/partizan_search.hpp"

namespace {

// Domineering: Left (Vertical) covers two free cells of a column, Right
// (Horizontal) two of a row. A board is rows x cols with a mask of free
// cells (bit r * cols + c).
struct Board {
  int rows, cols;
  unsigned mask;
  bool operator<(const Board& o) const {
    return std::tie(rows, cols, mask) < std::tie(o.rows, o.cols, o.mask);
  }
  bool free(int r, int c) const { return mask >> (r * cols + c) & 1; }
  Board transposed() const {  // the negative: the players swap roles
    Board t{cols, rows, 0};
    for (int r = 0; r < rows; r++)
      for (int c = 0; c < cols; c++)
        if (free(r, c)) t.mask |= 1u << (c * rows + r);
    return t;
  }
};
std::vector<Board> domineeringMoves(const Board& b, bool left) {
  std::vector<Board> out;
  for (int r = 0; r < b.rows; r++)
    for (int c = 0; c < b.cols; c++) {
      int r2 = r + left, c2 = c + !left;
      if (r2 < b.rows && c2 < b.cols && b.free(r, c) && b.free(r2, c2))
        out.push_back({b.rows, b.cols,
                       b.mask & ~(1u << (r * b.cols + c)) &
                           ~(1u << (r2 * b.cols + c2))});
    }
  return out;
}
// Board from rows of '#' (free) and '.'.
Board board(const std::vector<std::string>& rows) {
  Board b{int(rows.size()), int(rows[0].size()), 0};
  for (int r = 0; r < b.rows; r++)
    for (int c = 0; c < b.cols; c++)
      if (rows[size_t(r)][size_t(c)] == '#') b.mask |= 1u << (r * b.cols + c);
  return b;
}

// Toads and Frogs: Left's toads T move right one cell into a blank or
// jump one frog into the blank behind it; Right's frogs F the mirror.
std::vector<std::string> toadsMoves(const std::string& s, bool left) {
  std::vector<std::string> out;
  int n = int(s.size()), d = left ? 1 : -1;
  char me = left ? 'T' : 'F', you = left ? 'F' : 'T';
  for (int i = 0; i < n; i++) {
    if (s[size_t(i)] != me) continue;
    int j = i + d, k = i + 2 * d;
    std::string t = s;
    if (j >= 0 && j < n && s[size_t(j)] == '.') {
      std::swap(t[size_t(i)], t[size_t(j)]);
      out.push_back(t);
    } else if (k >= 0 && k < n && s[size_t(j)] == you && s[size_t(k)] == '.') {
      std::swap(t[size_t(i)], t[size_t(k)]);
      out.push_back(t);
    }
  }
  return out;
}
std::string toadsNegative(std::string s) {
  std::reverse(s.begin(), s.end());
  for (char& c : s) c = c == 'T' ? 'F' : c == 'F' ? 'T' : c;
  return s;
}

struct Domineering {
  CanonicalGames& cg;
  std::map<Board, int> memo;
  int operator()(const Board& b) {
    auto moves = [](const Board& p, std::vector<Board>& l,
                    std::vector<Board>& r) {
      l = domineeringMoves(p, true), r = domineeringMoves(p, false);
    };
    return cg.of(b, moves, memo);
  }
};

TEST(CanonicalGame, PrintsConwayNotation) {
  CanonicalGames cg;
  int star = cg.nimber(1), up = cg.up();
  EXPECT_EQ(cg.str(cg.zero()), "0");
  EXPECT_EQ(cg.str(star), "*");
  EXPECT_EQ(cg.str(cg.nimber(2)), "*2");
  EXPECT_EQ(cg.str(cg.number(1, 1)), "1/2");
  EXPECT_EQ(cg.str(cg.number(-3, 2)), "-3/4");
  EXPECT_EQ(cg.str(cg.make({cg.number(1)}, {0})), "{1|0}");
  EXPECT_EQ(cg.str(cg.make({cg.number(1)}, {cg.number(-1)})), "{1|-1}");
  EXPECT_EQ(cg.str(up), "\u2191");
  EXPECT_EQ(cg.str(cg.add(up, star)), "\u2191*");
  EXPECT_EQ(cg.str(cg.add(up, up)), "\u21d1");
  EXPECT_EQ(cg.str(cg.neg(cg.add(up, star))), "\u2193*");
  EXPECT_EQ(cg.str(cg.sum({up, up, up, star})), "3.\u2191*");
  EXPECT_EQ(cg.str(cg.add(cg.number(1), star)), "1*");
  EXPECT_EQ(cg.str(cg.sum({cg.number(1, 1), up, up, up})), "1/2+3.\u2191");
  // Conway's canonical forms: up = {0|*}, up* = {0,*|0}, double up = {0|up*}.
  EXPECT_EQ(cg.add(up, star), cg.make({0, star}, {0}));
  EXPECT_EQ(cg.add(up, up), cg.make({0}, {cg.add(up, star)}));
  EXPECT_EQ(cg.str(cg.make({cg.number(2)}, {cg.make({cg.number(1)}, {0})})),
            "{2|{1|0}}");
}

TEST(CanonicalGame, ReductionsWorkedExample) {
  CanonicalGames cg;
  int star = cg.nimber(1), one = cg.number(1);
  // {0, * | 0}: nothing dominated (0 and * are confused), but is it up*?
  EXPECT_EQ(cg.str(cg.make({0, star}, {0})), "\u2191*");
  // {-1, 0, 1/2 | 2}: -1 and 0 are dominated by 1/2; the number is 1.
  EXPECT_EQ(cg.str(cg.make({cg.number(-1), 0, cg.number(1, 1)},
                           {cg.number(2)})), "1");
  // {* | *} = 0: Left's * reverses through its 0 (0 <= G), to nothing.
  EXPECT_EQ(cg.make({star}, {star}), cg.zero());
  // {1 | 1} = 1* (no reduction applies).
  EXPECT_EQ(cg.str(cg.make({one}, {one})), "1*");
  // The switch {1 | -1} and its ends.
  auto e = cg.switchEnds(cg.make({one}, {cg.number(-1)}));
  ASSERT_TRUE(e.has_value());
  EXPECT_EQ(e->first.first, 1);
  EXPECT_EQ(e->second.first, -1);
  EXPECT_FALSE(cg.switchEnds(cg.make({one}, {one})).has_value());
}

TEST(CanonicalGame, ArithmeticOfNumbersAndNimbers) {
  CanonicalGames cg;
  // Deep numbers: 40 bits of fraction, the largest integer of the domain.
  int big = cg.number(0x5555555555LL, 40), top = cg.number(4096);
  EXPECT_EQ(cg.str(big), "366503875925/1099511627776");
  EXPECT_TRUE(cg.le(big, top));
  EXPECT_EQ(cg.add(top, cg.neg(top)), cg.zero());
  for (int a = -8; a <= 8; a++)
    for (int b = -8; b <= 8; b++) {
      int x = cg.number(a, 2), y = cg.number(b, 2);
      ASSERT_EQ(cg.add(x, y), cg.number(a + b, 2));
      ASSERT_EQ(cg.le(x, y), a <= b);
      auto v = cg.numberValue(cg.add(x, cg.neg(y)));
      ASSERT_TRUE(v.has_value());
      ASSERT_EQ(Dyadic(v->first, v->second), Dyadic(a - b, 2));
    }
  for (int a = 0; a < 8; a++)
    for (int b = 0; b < 8; b++)
      ASSERT_EQ(cg.add(cg.nimber(a), cg.nimber(b)), cg.nimber(a ^ b));
  EXPECT_TRUE(cg.confused(cg.nimber(1), 0));
  EXPECT_TRUE(cg.confused(cg.add(cg.up(), cg.nimber(1)), 0));  // up* || 0
  EXPECT_FALSE(cg.confused(cg.up(), 0));
  EXPECT_TRUE(cg.confused(cg.make({cg.number(1)}, {cg.number(-1)}),
                          cg.number(1, 1)));  // {1|-1} || 1/2
  EXPECT_FALSE(cg.confused(cg.make({cg.number(1)}, {cg.number(-1)}),
                           cg.number(2)));   // {1|-1} < 2
  EXPECT_EQ(cg.outcome(cg.nimber(1)), 'N');
  EXPECT_EQ(cg.outcome(cg.up()), 'L');
  EXPECT_EQ(cg.outcome(cg.add(cg.up(), cg.nimber(1))), 'N');
  EXPECT_EQ(cg.outcome(cg.number(-1, 3)), 'R');
}

// Every Domineering board in a 3 x 4 box (4096 cell sets): the engine's
// outcome against the search; published values.
TEST(CanonicalGame, DomineeringEveryBoardIn3x4VsGameSearch) {
  CanonicalGames cg;
  Domineering dom{cg, {}};
  auto search = sumSearch<Board>(domineeringMoves);
  std::set<std::string> seen;
  for (unsigned m = 0; m < (1u << 12); m++) {
    Board b{3, 4, m};
    int g = dom(b);
    ASSERT_EQ(cg.outcome(g), search.outcome({b})) << m;
    ASSERT_EQ(cg.neg(g), dom(b.transposed()));
    ASSERT_EQ(cg.add(g, cg.neg(g)), cg.zero());
    seen.insert(cg.str(g));
  }
  // Small boards of Winning Ways ch. 5 / ONAG ch. 10.
  EXPECT_EQ(cg.str(dom(board({"#", "#"}))), "1");
  EXPECT_EQ(cg.str(dom(board({"##"}))), "-1");
  EXPECT_EQ(cg.str(dom(board({"#", "#", "#", "#"}))), "2");
  EXPECT_EQ(cg.str(dom(board({"##", "##"}))), "{1|-1}");
  EXPECT_EQ(cg.str(dom(board({"#.", "##"}))), "*");
  // Infinitesimals, tepid and hot games occur in these small boards: the
  // box is wider than tall, so its downs' transposes (ups) need 4 x 3.
  EXPECT_TRUE(seen.count("\u2193"));   // e.g. cells 3445 (bits r * 4 + c)
  EXPECT_TRUE(seen.count("-1\u2193"));
  EXPECT_TRUE(seen.count("{1*|-1*}"));
  EXPECT_EQ(seen.size(), 84u);
}

// G <= H iff Left, moving first in G - H, loses (by the search of the
// sum of G and the transposed H), for every pair of boards in 2 x 3 and
// random pairs in 3 x 3; then sums of three boards.
TEST(CanonicalGame, DomineeringComparisonsAndSumsVsGameSearch) {
  CanonicalGames cg;
  Domineering dom{cg, {}};
  auto search = sumSearch<Board>(domineeringMoves);
  for (unsigned a = 0; a < 64; a++)
    for (unsigned b = 0; b < 64; b++) {
      Board x{2, 3, a}, y{2, 3, b};
      int g = dom(x), h = dom(y);
      ASSERT_EQ(cg.le(g, h), !search.wins({x, y.transposed()}, true));
      ASSERT_EQ(g == h, search.outcome({x, y.transposed()}) == 'P');
    }
  std::mt19937 rng(7);
  for (int t = 0; t < 150; t++) {
    Board x{3, 3, unsigned(rng() % 512)}, y{3, 3, unsigned(rng() % 512)};
    ASSERT_EQ(cg.le(dom(x), dom(y)), !search.wins({x, y.transposed()}, true));
  }
  for (int t = 0; t < 300; t++) {
    Board x{2, 3, unsigned(rng() % 64)}, y{3, 2, unsigned(rng() % 64)}, z{2, 2, unsigned(rng() % 16)};
    ASSERT_EQ(cg.outcome(cg.sum({dom(x), dom(y), dom(z)})),
              search.outcome({x, y, z}));
  }
}

// Toads and Frogs: every row of up to 7 cells; comparisons by a search of
// G - H for every pair of rows up to 4 cells; sums of two and three.
TEST(CanonicalGame, ToadsAndFrogsEveryRowTo7VsGameSearch) {
  CanonicalGames cg;
  std::map<std::string, int> memo;
  auto moves = [](const std::string& s, std::vector<std::string>& l,
                  std::vector<std::string>& r) {
    l = toadsMoves(s, true), r = toadsMoves(s, false);
  };
  auto search = sumSearch<std::string>(toadsMoves);
  std::vector<std::string> rows = {""}, small;
  for (size_t i = 0; i < rows.size(); i++)
    if (rows[i].size() < 7)
      for (char c : std::string("TF.")) rows.push_back(rows[i] + c);
  for (const std::string& s : rows) {
    int g = cg.of(s, moves, memo);
    ASSERT_EQ(cg.outcome(g), search.outcome({s})) << s;
    ASSERT_EQ(cg.neg(g), cg.of(toadsNegative(s), moves, memo)) << s;
    if (s.size() <= 4) small.push_back(s);
  }
  for (const std::string& a : small)
    for (const std::string& b : small)
      ASSERT_EQ(cg.le(cg.of(a, moves, memo), cg.of(b, moves, memo)),
                !search.wins({a, toadsNegative(b)}, true)) << a << " " << b;
  std::mt19937 rng(11);
  for (int t = 0; t < 300; t++) {
    std::vector<std::string> comps;
    int k = 2 + int(rng() % 2);
    for (int i = 0; i < k; i++) comps.push_back(rows[rng() % 364]);  // <= 5
    std::vector<int> ids;
    for (auto& s : comps) ids.push_back(cg.of(s, moves, memo));
    ASSERT_EQ(cg.outcome(cg.sum(ids)), search.outcome(comps));
  }
  // Winning Ways ch. 1: T.F is * (each side has one move, to a dead end).
  EXPECT_EQ(cg.str(cg.of(std::string("T.F"), moves, memo)), "*");
  EXPECT_EQ(cg.str(cg.of(std::string("T."), moves, memo)), "1");
}

// Blue-Red-Green Hackenbush forests to 5 edges (every shape, colouring).
// Blue-Red ones must be the numbers of dyadic.hpp, green stalks nimbers.
TEST(CanonicalGame, HackenbushForestsTo5EdgesVsGameSearch) {
  long long cases = 0;
  for (int m = 0; m <= 5; m++) {
    std::vector<int> parent(size_t(m) + 1, 0);
    std::function<void(int)> build = [&](int v) {
      if (v > m) {
        int total = 1;
        for (int i = 0; i < m; i++) total *= 3;
        for (int code = 0; code < total; code++) {
          std::string col = "?";
          bool green = false;
          for (int i = 0, c = code; i < m; i++, c /= 3)
            col += "BRG"[c % 3], green |= c % 3 == 2;
          HackenbushSearch s(parent, col, "");
          CanonicalGames cg;
          std::map<unsigned, int> memo;
          auto moves = [&](unsigned mask, std::vector<unsigned>& l,
                           std::vector<unsigned>& r) {
            for (int e = 1; e <= m; e++)
              if (mask >> (e - 1) & 1) {
                char c = col[size_t(e)];
                if (c != 'R') l.push_back(s.cut(mask, e));
                if (c != 'B') r.push_back(s.cut(mask, e));
              }
          };
          int g = cg.of((1u << m) - 1, moves, memo);
          ASSERT_EQ(cg.outcome(g), s.outcome()) << col;
          if (!green) {
            std::vector<int> p = parent;
            p[0] = -1;
            auto v = cg.numberValue(g);
            ASSERT_TRUE(v.has_value());
            ASSERT_EQ(Dyadic(v->first, v->second), hackenbushBlueRedValue(p, col));
          }
          cases++;
        }
        return;
      }
      for (int p = v - 1; p >= 0; p = parent[size_t(p)]) {
        parent[size_t(v)] = p;
        build(v + 1);
        if (p == 0) break;
      }
    };
    build(1);
  }
  EXPECT_EQ(cases, 1 + 3 + 9 * 2 + 27 * 5 + 81 * 14 + 243 * 42);
  CanonicalGames cg;
  EXPECT_EQ(cg.str(cg.nimber(3)), "*3");  // a green stalk of 3 (see above)
}

// Random game DAGs: game i has Left and Right options among games < i.
// Search from the rules: Left moving first wins iff some Left option is a
// loss for Right moving first. Sums of two by a search of pairs; G - G.
TEST(CanonicalGame, RandomDagsVsGameSearch) {
  std::mt19937 rng(5);
  for (int round = 0; round < 40; round++) {
    int n = 40;
    std::vector<std::vector<int>> gl(40), gr(40);
    for (int i = 1; i < n; i++)
      for (int j = 0; j < i; j++) {
        if (rng() % 8 == 0) gl[size_t(i)].push_back(j);
        if (rng() % 8 == 0) gr[size_t(i)].push_back(j);
      }
    CanonicalGames cg;
    std::vector<int> id(gl.size());
    for (int i = 0; i < n; i++) {
      std::vector<int> l, r;
      for (int j : gl[size_t(i)]) l.push_back(id[size_t(j)]);
      for (int j : gr[size_t(i)]) r.push_back(id[size_t(j)]);
      id[size_t(i)] = cg.make(l, r);
    }
    // A position: game index and sign (the negative swaps the options).
    using P = std::pair<int, bool>;
    auto moves = [&](const P& p, bool left) {
      std::vector<P> out;
      for (int j : (left != p.second ? gl : gr)[size_t(p.first)])
        out.push_back({j, p.second});
      return out;
    };
    auto search = sumSearch<P>(moves);
    for (int i = 0; i < n; i++) {
      ASSERT_EQ(cg.outcome(id[size_t(i)]), search.outcome({{i, false}}));
      ASSERT_EQ(search.outcome({{i, false}, {i, true}}), 'P');
      ASSERT_EQ(cg.add(id[size_t(i)], cg.neg(id[size_t(i)])), cg.zero());
    }
    for (int t = 0; t < 60; t++) {
      int a = int(rng() % unsigned(n)), b = int(rng() % unsigned(n));
      ASSERT_EQ(cg.outcome(cg.add(id[size_t(a)], id[size_t(b)])),
                search.outcome({{a, false}, {b, false}}));
      ASSERT_EQ(cg.le(id[size_t(a)], id[size_t(b)]),
                !search.wins({{a, false}, {b, true}}, true));
      // Equal canonical ids iff the difference is a second-player win.
      ASSERT_EQ(id[size_t(a)] == id[size_t(b)],
                search.outcome({{a, false}, {b, true}}) == 'P');
    }
  }
}

// winningMove against the search: in sums of three Domineering boards
// the move it names leaves a position the opponent loses.
TEST(CanonicalGame, WinningMoveInSums) {
  CanonicalGames cg;
  Domineering dom{cg, {}};
  auto search = sumSearch<Board>(domineeringMoves);
  std::mt19937 rng(3);
  int found = 0;
  for (int t = 0; t < 300; t++) {
    std::vector<Board> b = {{2, 3, unsigned(rng() % 64)}, {3, 2, unsigned(rng() % 64)},
                            {2, 2, unsigned(rng() % 16)}};
    for (bool left : {true, false}) {
      std::vector<int> comps;
      std::vector<std::vector<int>> opts;
      for (auto& x : b) {
        comps.push_back(dom(x));
        opts.emplace_back();
        for (auto& y : domineeringMoves(x, left)) opts.back().push_back(dom(y));
      }
      auto mv = cg.winningMove(comps, opts, left);
      ASSERT_EQ(mv.has_value(), search.wins(b, left));
      if (mv) {
        std::vector<Board> after = b;
        after[size_t(mv->first)] =
            domineeringMoves(b[size_t(mv->first)], left)[size_t(mv->second)];
        ASSERT_FALSE(search.wins(after, !left));
        found++;
      }
    }
  }
  EXPECT_GT(found, 100);
}

TEST(CanonicalGameDeathTest, OutsideTheDomain) {
  auto loop = [](int p, std::vector<int>& l, std::vector<int>& r) {
    l.push_back((p + 1) % 3), r.push_back(p);
  };
  auto cyclic = [&] {
    CanonicalGames cg;
    std::map<int, int> memo;
    cg.of(0, loop, memo);
  };
  EXPECT_DEATH(cyclic(), "cycle");
  auto foreign = [] {
    CanonicalGames cg;
    cg.make({5}, {});
  };
  EXPECT_DEATH(foreign(), "canonical ids");
  auto huge = [] {
    CanonicalGames cg;
    cg.number(1 << 13);
  };
  EXPECT_DEATH(huge(), "numbers up to 2\\^12");
}

// Issue 27: a bad id was read out of range (outcome(-5) hung).
TEST(CanonicalGameDeathTest, BadIdsDie) {
  CanonicalGames cg;
  int star = cg.nimber(1), past = int(cg.L.size());
  EXPECT_DEATH(cg.outcome(-5), "game id of this store");
  EXPECT_DEATH(cg.outcome(past), "game id of this store");
  EXPECT_DEATH(cg.le(star, -1), "game id of this store");
  EXPECT_DEATH(cg.le(past, star), "game id of this store");
  EXPECT_DEATH(cg.add(-5, star), "game id of this store");
  EXPECT_DEATH(cg.add(star, past), "game id of this store");
  EXPECT_DEATH(cg.add(0, -3), "game id of this store");  // not g + h = -3
  EXPECT_DEATH(cg.neg(past), "game id of this store");
  EXPECT_EQ(cg.outcome(star), 'N');  // good ids still work
}

}  // namespace
