#include "snippets/grundy_engine.hpp"

#include <gtest/gtest.h>

#include <random>
#include <stdexcept>
#include <string>

#include "snippets/subtraction.hpp"
#include "tests/snippets/game_search.hpp"

using game_search::Heaps;

namespace {

// Grundy's game: split one heap into two unequal non-empty heaps.
void grundyGameOptions(int n, GrundyEngine<int>::Options& o) {
  for (int a = 1; 2 * a < n; a++) o.addSum({a, n - a});
}

std::vector<Heaps> grundyGameMoves(const Heaps& h) {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < h.size(); i++)
    for (int a = 1; 2 * a < h[i]; a++) {
      Heaps t = h;
      t[i] = a;
      t.push_back(h[i] - a);
      std::sort(t.begin(), t.end());
      out.push_back(t);
    }
  return out;
}

// Every multiset of positive parts with sum <= maxTotal.
void forEachPartition(int maxTotal, Heaps& cur, int minPart, int left,
                      const std::function<void(const Heaps&)>& f) {
  f(cur);
  for (int p = minPart; p <= left; p++) {
    cur.push_back(p);
    forEachPartition(maxTotal, cur, p, left - p, f);
    cur.pop_back();
  }
}

struct VecHash {
  std::size_t operator()(const Heaps& v) const {
    std::size_t h = v.size();
    for (int x : v) h = h * 1000003u + std::size_t(x);
    return h;
  }
};

}  // namespace

TEST(GrundyEngine, GrundysGameMatchesOeisA002188) {
  const std::vector<int> a002188 = {
      0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3,
      0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4,
      1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3,
      2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4,
      3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
  GrundyEngine<int> table(200);
  GrundyEngine<int> hashed;  // no table: every state in the hash map
  for (int n = int(a002188.size()) - 1; n >= 0; n--) {  // fresh and memo hits
    EXPECT_EQ(table.value(n, grundyGameOptions), a002188[std::size_t(n)]) << n;
    EXPECT_EQ(hashed.value(n, grundyGameOptions), a002188[std::size_t(n)]) << n;
  }
}

// The sum rule applied by the engine, against a search over whole positions.
TEST(GrundyEngine, EveryGrundysGamePositionWithTotalAtMost16) {
  game_search::WinSearch<Heaps> search(grundyGameMoves);
  GrundyEngine<int> eng(17);
  Heaps cur;
  int positions = 0;
  forEachPartition(16, cur, 1, 16, [&](const Heaps& h) {
    ASSERT_EQ(eng.sumValue(h, grundyGameOptions) != 0, search.wins(h));
    positions++;
  });
  EXPECT_EQ(positions, 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42 + 56 +
                           77 + 101 + 135 + 176 + 231);
}

// Hashable states: whole Nim positions as one state, and the same
// positions as sums of single heaps; both against the search.
TEST(GrundyEngine, NimPositionsAsHashedStatesAndAsSums) {
  game_search::WinSearch<Heaps> search(game_search::nimMoves);
  GrundyEngine<Heaps, VecHash> whole;
  auto wholeGen = [](const Heaps& h, GrundyEngine<Heaps, VecHash>::Options& o) {
    for (const Heaps& t : game_search::nimMoves(h)) o.add(t);
  };
  GrundyEngine<int> heap(8);
  auto heapGen = [](int x, GrundyEngine<int>::Options& o) {
    for (int y = 0; y < x; y++) o.add(y);
  };
  game_search::forEachTuple(3, 0, 6, [&](const Heaps& h) {
    bool win = search.wins(h);
    ASSERT_EQ(whole.value(h, wholeGen) != 0, win);
    ASSERT_EQ(heap.sumValue(h, heapGen) != 0, win);
  });
}

// Kayles: knock down one pin or two adjacent pins of a row, which splits
// it into two rows. Options are sums; positions are whole multisets.
TEST(GrundyEngine, EveryKaylesPositionWithTotalAtMost14) {
  auto gen = [](int x, GrundyEngine<int>::Options& o) {
    for (int take = 1; take <= 2; take++)
      for (int y = 0; y + take <= x; y++) o.addSum({y, x - take - y});
  };
  auto moves = [](const Heaps& h) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < h.size(); i++)
      for (int take = 1; take <= 2; take++)
        for (int y = 0; y + take <= h[i]; y++) {
          Heaps t = h;
          t.erase(t.begin() + std::ptrdiff_t(i));
          for (int part : {y, h[i] - take - y})
            if (part > 0) t.push_back(part);
          std::sort(t.begin(), t.end());
          out.push_back(t);
        }
    return out;
  };
  game_search::WinSearch<Heaps> search(moves);
  GrundyEngine<int> eng(15);
  Heaps cur;
  forEachPartition(14, cur, 1, 14, [&](const Heaps& h) {
    ASSERT_EQ(eng.sumValue(h, gen) != 0, search.wins(h));
  });
}

TEST(GrundyEngine, SubtractionGamesMatchSubtractionSnippet) {
  std::mt19937 rng(59);
  for (int rep = 0; rep < 40; rep++) {
    std::vector<int> S(1 + rng() % 6);
    for (int& s : S) s = 1 + int(rng() % 15);
    auto gen = [&S](int x, GrundyEngine<int>::Options& o) {
      for (int s : S)
        if (s <= x) o.add(x - s);
    };
    std::vector<int> expect = subtractionGrundy(S, 3000);
    GrundyEngine<int> table(3000);
    GrundyEngine<int> hashed;
    ASSERT_EQ(table.value(2999, gen), expect[2999]);
    for (int n = 0; n < 3000; n += 7) {
      ASSERT_EQ(table.value(n, gen), expect[std::size_t(n)]) << rep;
      ASSERT_EQ(hashed.value(n, gen), expect[std::size_t(n)]) << rep;
    }
  }
}

TEST(GrundyEngine, MillionStateChainRunsWithoutRecursion) {
  const int n = 1000000;
  auto gen = [](long long x, GrundyEngine<long long>::Options& o) {
    if (x >= 1) o.add(x - 1);
    if (x >= 2) o.add(x - 2);
  };
  GrundyEngine<long long> table(n);
  EXPECT_EQ(table.value(n - 1, gen), (n - 1) % 3);
  GrundyEngine<long long> hashed;  // the same chain through the hash map
  EXPECT_EQ(hashed.value(n - 1, gen), (n - 1) % 3);
  EXPECT_EQ(hashed.value(123456, gen), 123456 % 3);
}

TEST(GrundyEngine, CyclesThrowAndTheEngineStaysUsable) {
  // 0 -> 1 -> 2 -> 0 is a cycle; 10..50 is a chain ending at the cycle
  // when x == 10 points to 0, and an acyclic chain otherwise.
  auto gen = [](int x, GrundyEngine<int>::Options& o) {
    if (x < 3) o.add((x + 1) % 3);
    if (x > 10) o.add(x - 1);
    if (x == 10) o.add(0);
    if (x >= 100 && x < 200) o.add(x - 100);  // 100..199: into the chain
  };
  GrundyEngine<int> eng(300);
  EXPECT_THROW(eng.value(0, gen), std::runtime_error);
  EXPECT_THROW(eng.value(0, gen), std::runtime_error);  // again, no hang
  EXPECT_THROW(eng.value(50, gen), std::runtime_error);
  auto acyclic = [](int x, GrundyEngine<int>::Options& o) {
    if (x > 10) o.add(x - 1);
  };
  EXPECT_EQ(eng.value(50, acyclic), 0);  // 50 - 10 = 40 steps: even
  EXPECT_EQ(eng.value(51, acyclic), 1);
  // A component equal to the position itself is a cycle too.
  auto selfSum = [](int x, GrundyEngine<int>::Options& o) {
    if (x == 5) o.addSum({x, 0});
  };
  GrundyEngine<int> other;
  EXPECT_THROW(other.value(5, selfSum), std::runtime_error);
  EXPECT_EQ(other.value(4, selfSum), 0);
  // A deep chain into a cycle: the error still comes, without a hang.
  auto deep = [](int x, GrundyEngine<int>::Options& o) {
    o.add(x == 0 ? 200000 : x - 1);
  };
  GrundyEngine<int> big(200001);
  EXPECT_THROW(big.value(200000, deep), std::runtime_error);
}

TEST(GrundyEngine, CycleErrorNamesTheLoopySnippets) {
  auto loop = [](int, GrundyEngine<int>::Options& o) { o.add(0); };
  GrundyEngine<int> eng(1);
  try {
    eng.value(0, loop);
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("cycle"), std::string::npos) << what;
    EXPECT_NE(what.find("retrograde.hpp"), std::string::npos) << what;
    EXPECT_NE(what.find("loopy_grundy.hpp"), std::string::npos) << what;
  }
}

TEST(GrundyEngine, EmptySumOptionIsWorthZero) {
  auto gen = [](int x, GrundyEngine<int>::Options& o) {
    if (x > 0) o.addSum(std::vector<int>{});  // the move that ends everything
    if (x > 1) o.addSum(std::vector<int>{x - 1, x - 1});  // worth 0 too
    if (x > 2) o.add(x - 2);
  };
  GrundyEngine<int> eng(10);
  EXPECT_EQ(eng.value(0, gen), 0);
  EXPECT_EQ(eng.value(1, gen), 1);
  EXPECT_EQ(eng.value(2, gen), 1);  // options: 0, 0
  EXPECT_EQ(eng.value(3, gen), 2);  // options: 0, 0, g(1) = 1
}

TEST(GrundyEngine, GeneratorExceptionLeavesTheEngineUsable) {
  bool fail = true;
  auto gen = [&fail](int x, GrundyEngine<int>::Options& o) {
    if (x == 3 && fail) throw std::logic_error("generator failed");
    if (x > 0) o.add(x - 1);
  };
  GrundyEngine<int> eng(100);
  EXPECT_THROW(eng.value(50, gen), std::logic_error);
  fail = false;
  EXPECT_EQ(eng.value(50, gen), 0);  // not a false cycle report
  EXPECT_EQ(eng.value(51, gen), 1);
}

TEST(GrundyEngine, UsageFromTheHeaderCompilesAndRuns) {
  int n = 20;
  GrundyEngine<int> eng(n + 1);  // the gen must not call eng
  int g = eng.value(n, [&](int x, auto& o) {
    if (x > 1) o.addSum({x / 2, x - 1});
  });
  // By hand: g(0) = g(1) = 0 and g(x) = mex{g(x / 2) ^ g(x - 1)} for x > 1.
  std::vector<int> expect(std::size_t(n + 1), 0);
  for (int x = 2; x <= n; x++)
    expect[std::size_t(x)] =
        (expect[std::size_t(x / 2)] ^ expect[std::size_t(x - 1)]) == 0 ? 1 : 0;
  EXPECT_EQ(g, expect[std::size_t(n)]);
}
