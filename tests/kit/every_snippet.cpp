// One translation unit that includes every snippet and instantiates every
// template with int, long long and unsigned long long, for the compile
// matrix of tests/kit/test_snippets_compile.py. With KIT_CONTEST_PRELUDE
// it starts the way contest code does: <bits/stdc++.h>, using namespace
// std and #define int long long before the snippets. `signed` below is
// int even under that macro.
#ifdef KIT_CONTEST_PRELUDE
#include <bits/stdc++.h>
using namespace std;
#ifdef __clang__  // the macro is the contestant's, not the snippets'
#pragma clang diagnostic ignored "-Wkeyword-macro"
#endif
#define int long long
#endif

#include "snippets/bitset_mex.hpp"
#include "snippets/canonical_game.hpp"
#include "snippets/coin_turning.hpp"
#include "snippets/divisor_nim.hpp"
#include "snippets/dyadic.hpp"
#include "snippets/euclid_game.hpp"
#include "snippets/every_sg.hpp"
#include "snippets/fast_input.hpp"
#include "snippets/fibonacci_nim.hpp"
#include "snippets/grundy_engine.hpp"
#include "snippets/hackenbush_graph.hpp"
#include "snippets/hackenbush_tree.hpp"
#include "snippets/loopy_grundy.hpp"
#include "snippets/lasker_nim.hpp"
#include "snippets/mex.hpp"
#include "snippets/minimax.hpp"
#include "snippets/misere_genus.hpp"
#include "snippets/misere_nim.hpp"
#include "snippets/moore_nim.hpp"
#include "snippets/nim.hpp"
#include "snippets/nim_product.hpp"
#include "snippets/octal.hpp"
#include "snippets/retrograde.hpp"
#include "snippets/retrograde_implicit.hpp"
#include "snippets/retrograde_prefs.hpp"
#include "snippets/solo_game.hpp"
#include "snippets/staircase_nim.hpp"
#include "snippets/strange_nim.hpp"
#include "snippets/subtraction.hpp"
#include "snippets/vertex_geography.hpp"
// The one exception to -Wpedantic: Wythoff's game needs unsigned __int128
// (its header says so).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#include "snippets/wythoff.hpp"
#pragma GCC diagnostic pop
#include "snippets/xor_convolution.hpp"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

template <class T> void everyHeapGame() {
  std::vector<T> h = {T(1), T(2), T(3)};
  (void)nimSum(h), (void)nimFirstWins(h), (void)nimWinningMove(h);
  (void)nimWinningMoveCount(h);
  (void)misereFirstWins(h), (void)misereWinningMove(h);
  (void)mooreFirstWins(h, 2), (void)mooreWinningMove(h, 2);
  (void)staircaseValue(h), (void)staircaseWinningMove(h);
  (void)sortedPilesToSteps(h);
  (void)wythoffPair(T(5)), (void)wythoffIsP(T(3), T(5));
  (void)wythoffWinningMove(T(3), T(4));
  (void)bigOmega(T(12)), (void)splitTowersGrundy(T(12));
  (void)fibNimSmallestTerm(T(10)), (void)fibNimWins(T(10), T(2));
  (void)fibNimWinningTake(T(10), T(2)), (void)fibNimFirstWins(T(10));
  (void)euclidFirstWins(T(34), T(12)), (void)euclidGrundy(T(34), T(12));
  (void)euclidGrossmanGrundy(T(5), T(3)), (void)euclidMoveTo(T(7), T(2), T(1));
  (void)coinRowValue(h, mockTurtleValue<T>), (void)coinRowValue(h, rulerValue<T>);
  (void)coinRowValue(h, turtleValue<T>);
  std::vector<std::pair<T, T>> cells = {{T(0), T(1)}, {T(2), T(3)}};
  (void)tartanValue(cells, mockTurtleValue<T>, rulerValue<T>, nimProduct);
  (void)euclidSteps(T(3), T(2)), (void)everySumFirstWins(h);
  (void)antiSgFirstWins(h);
  (void)laskerGrundy(T(7)), (void)laskerWinningMove(h);
  FastInput in;
  (void)in.next<T>();
}

template <class T> void scoreGames() {
  ScoreMemo<T> memo;
  auto gen = [](T x, auto& o) { if (x > 0) o.add(static_cast<T>(x - 1), 1); };
  auto pay = [](T) { return 0LL; };
  (void)memo.value(T(5), gen, pay), (void)memo.bestMove(T(5), gen, pay);
  (void)takeEnds(std::vector<T>{T(1), T(2), T(3)});
  ScoreTable table = scoreInOrder(
      4, [](int s, auto& o) { if (s > 0) o.add(s - 1, 2); }, [](int) { return 1LL; });
  (void)table.value, (void)table.bestMove;
}

template <class T> void engine() {
  GrundyEngine<T> eng(16);
  auto halves = [](T x, auto& o) {
    if (x > 1) o.addSum({static_cast<T>(x / 2), static_cast<T>(x - 1)});
  };
  (void)eng.value(T(10), halves);
  (void)eng.sumValue({T(3), T(4)}, halves);
}

// Exact transforms need a signed type (a static_assert says so).
template <class T> void exactTransforms() {
  std::vector<T> a = {T(1), T(2), T(3), T(4)};
  xorTransform(a), xorTransformInverse(a);
  (void)xorConvolution(a, a);
}

}  // namespace

#ifdef KIT_CONTEST_PRELUDE
signed main() {
#else
int main() {
#endif
  everyHeapGame<signed>();
  everyHeapGame<long long>();
  everyHeapGame<unsigned long long>();
  engine<signed>();
  engine<long long>();
  engine<unsigned long long>();
  scoreGames<signed>();
  scoreGames<long long>();
  scoreGames<unsigned long long>();
  exactTransforms<signed>();
  exactTransforms<long long>();
  FastInput in;
  (void)in.word();
  Mex mex;
  (void)mex({0, 1, 3}), (void)mexOfMask(7);
  DynamicMex d(10);
  d.insert(0), d.erase(0), (void)d.get();
  (void)omegaTable(100);
  (void)everySteps({{}, {0}, {0, 1}});
  std::vector<std::vector<int>> dag = {{}, {0}, {0, 1}};
  GenusTable gt = misereGenera(dag);
  (void)misereSumFirstWins(gt, {1, 2}), (void)misereSumWinningMove(dag, gt, {1, 2});
  (void)misereTameFirstWins({tameGenus(2, false), genusFromOptions({})});
  (void)subtractionGrundy({1, 3, 4}, 20);
  (void)bitsetSubtractionGrundy({1, 3, 4}, 20, 10);
  (void)findSubtractionPeriod({1, 3, 4}, 100);
  (void)hackenbushGraphValue(3, {{0, 1}, {1, 2}, {2, 0}}, {0});
  std::vector<int> parent = {-1, 0, 1, 0};  // the snippet's own int
  (void)hackenbushTreeValue(parent), (void)hackenbushTreeWinningEdge(parent);
  (void)nimProduct(3, 5), (void)nimInverse(3), (void)nimSqrt(3);
  (void)nimPower(3, 4);
  (void)octalGrundy("0.77", 20), (void)findOctalPeriod("0.77", 1000);
  Retrograde retro(3);
  retro.addMove(0, 1), retro.addMove(1, 2), retro.setResult(2, Outcome::Win);
  retro.solve();
  (void)retro.outcome, (void)retro.length, (void)retro.bestMove;
  ScoreDag scoreDag(3);
  scoreDag.addMove(2, 1, 5), scoreDag.addMove(1, 0, 2);
  scoreDag.setPayoff(0, -1), scoreDag.solve();
  (void)scoreDag.value, (void)scoreDag.bestMove;
  LoopyScore loopyScore(2, 0);
  loopyScore.addMove(0, 1), loopyScore.addMove(1, 0), loopyScore.setMin(1);
  loopyScore.setPayoff(1, 3), loopyScore.solve();
  (void)loopyScore.value, (void)loopyScore.bestMove;
  (void)retro.bestMoveId;
  std::vector<std::vector<int>> into = {{1}, {0}, {1}};  // own int
  ImplicitRetrograde onTheFly(
      3, [&](int v) { return v == 2 ? 0 : v + 1; },
      [&](int v, auto visit) {
        for (auto u : into[std::size_t(v)]) visit(u);
      });
  (void)onTheFly.outcome, (void)onTheFly.length, (void)onTheFly.decidedBy;
  PrefRetrograde prefs({0, 1});
  prefs.addMove(0, 1), prefs.addMove(1, 1);
  prefs.solve({Outcome::Draw, Outcome::Win, Outcome::Lose},
              {Outcome::Win, Outcome::Lose, Outcome::Draw});
  (void)prefs.outcome;
  SoloGame solo(3);
  solo.addMove(0, 1), solo.addMove(1, 2);
  SoloGame::Result walked = solo.solve(0, 0);
  (void)walked.outcome, (void)walked.walk;
  LoopyGrundy smith(2);
  smith.addMove(0, 0), smith.addMove(0, 1), smith.solve();
  (void)smith.infinite(0), (void)smith.kSet(0), (void)smith.inK(0, 0);
  (void)smith.sumOutcome({0, 1}), (void)smith.sumMove({0, 1});
  (void)smith.value, (void)smith.counter;
  (void)splitGrundy(20, {1, 2}, {2, 3});
  std::vector<long long> dist = {0, 1, 1, 0};
  (void)xorConvolutionMod(dist, dist, 998244353), (void)xorPowerMod(dist, 5, 7);
  (void)xorPowerSumMod(dist, 5, 998244353);
  (void)strangeNimGrundy(1000000000, 1000);
  std::vector<std::vector<int>> tree = {{1}, {0, 2}, {1}};  // own int
  (void)geographyTreeWins(tree), (void)geographyWins(tree);
  (void)treeGameWins(tree, std::vector<signed>{1, 2, 3});
  (void)treeGameWins(tree, std::vector<long long>{1, 2, 3});
  (void)treeGameWins(tree, std::vector<unsigned long long>{1, 2, 3});
  Dyadic half(1, 1);
  (void)dyadicSimplest(Dyadic(0), half), (void)(half + half < -half);
  (void)half.str(), (void)(half - half == half), (void)half.floorScaled(3);
  (void)hackenbushStringValue("BBR"), (void)hackenbushEdgeOver('R', half);
  (void)hackenbushBlueRedValue(parent, "?BRB");
  CanonicalGames cg;
  int sw = cg.make({cg.number(1)}, {cg.number(-1, 1)});
  (void)cg.str(cg.add(cg.up(), cg.nimber(2))), (void)cg.outcome(sw);
  (void)cg.eq(sw, cg.neg(sw)), (void)cg.switchEnds(sw);
  (void)cg.confused(sw, 0), (void)cg.stop(sw, true);
  (void)cg.numberValue(sw), (void)cg.sum({sw, sw});
  std::map<int, int> memo;
  auto rule = [](int p, std::vector<int>& l, std::vector<int>& r) {
    if (p > 0) l.push_back(p - 1), r.push_back(p / 2);
  };
  (void)cg.of(5, rule, memo);
  (void)cg.winningMove({sw}, {{cg.number(1)}}, true);
}
