// Outcome of a sum of Domineering boards: the kit (each board's canonical
// form from the rules, then the canonical sum) against the plain game-tree
// search of the whole position (all boards side by side on one grid,
// memoised over the set of free cells), both from scratch in every
// iteration.
#include <benchmark/benchmark.h>

#include <map>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "snippets/canonical_game.hpp"

namespace {

using Room = std::tuple<int, int, unsigned long long>;  // rows, cols, free

void moves(const Room& p, std::vector<Room>& left, std::vector<Room>& right) {
  auto [h, w, m] = p;
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++) {
      int i = r * w + c;
      if (!(m >> i & 1)) continue;
      if (r + 1 < h && (m >> (i + w) & 1))
        left.push_back({h, w, m & ~(1ULL << i) & ~(1ULL << (i + w))});
      if (c + 1 < w && (m >> (i + 1) & 1))
        right.push_back({h, w, m & ~(1ULL << i) & ~(1ULL << (i + 1))});
    }
}

// The boards of a benchmark: k of these, all 3 rows high.
std::vector<Room> boards(int k) {
  std::vector<Room> all = {{3, 3, 0x1FF}, {3, 4, 0xFFF}, {3, 3, 0x1FB},
                           {3, 2, 0x3F}};
  return std::vector<Room>(all.begin(), all.begin() + k);
}

struct PlainSearch {  // one grid, a wall column between boards
  int w = 0;
  std::unordered_map<unsigned long long, char> memo;  // bit 0/1: side
  bool wins(unsigned long long m, bool left) {
    auto it = memo.find(m);
    if (it != memo.end() && (it->second >> (2 * left) & 1))
      return it->second >> (2 * left + 1) & 1;
    bool win = false;
    for (int i = 0; i < 3 * w && !win; i++) {
      int j = left ? i + w : i + 1;
      bool inside = left ? i + w < 3 * w : (i % w) + 1 < w;
      if (inside && (m >> i & 1) && (m >> j & 1))
        win = !wins(m & ~(1ULL << i) & ~(1ULL << j), !left);
    }
    memo[m] |= char((1 | win << 1) << (2 * left));
    return win;
  }
};

char plainOutcome(const std::vector<Room>& bs) {
  PlainSearch s;
  for (auto& b : bs) s.w += std::get<1>(b) + 1;
  unsigned long long m = 0;
  int x = 0;
  for (auto& [h, w, bm] : bs) {
    for (int r = 0; r < h; r++)
      for (int c = 0; c < w; c++)
        if (bm >> (r * w + c) & 1) m |= 1ULL << (r * s.w + x + c);
    x += w + 1;
  }
  bool l = s.wins(m, true), r = s.wins(m, false);
  return l && r ? 'N' : l ? 'L' : r ? 'R' : 'P';
}

char kitOutcome(const std::vector<Room>& bs) {
  CanonicalGames cg;
  std::map<Room, int> memo;
  std::vector<int> ids;
  for (auto& b : bs) ids.push_back(cg.of(b, moves, memo));
  return cg.outcome(cg.sum(ids));
}

void BM_domineering_sum__kit(benchmark::State& state) {
  auto bs = boards(int(state.range(0)));
  if (kitOutcome(bs) != plainOutcome(bs)) state.SkipWithError("differ");
  for (auto _ : state) benchmark::DoNotOptimize(kitOutcome(bs));
}

void BM_domineering_sum__naive(benchmark::State& state) {
  auto bs = boards(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(plainOutcome(bs));
}

}  // namespace

BENCHMARK(BM_domineering_sum__kit)->Arg(1)->Arg(2)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_domineering_sum__naive)->Arg(1)->Arg(2)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
