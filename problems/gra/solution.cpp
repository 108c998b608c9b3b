// Gra (Polish OI XI, stage I): pawns grouped by the number of free cells to
// their right play staircase Nim; count the first moves that win.
#include <cstdio>
#include <utility>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/staircase_nim.hpp"

namespace {

FastInput in;

// The number of winning first moves. groups: (k, pawns) for every
// non-empty group, k increasing; group k holds the pawns with exactly k free
// cells to their right (k >= 1).
long long countWinningMoves(const std::vector<std::pair<long long, long long>>&
                                groups) {
  // Any pawn with one free cell to its right jumps onto cell m and wins.
  if (groups[0].first == 1) return groups[0].second;
  // Otherwise a move into group 1 hands the win over, so the game is
  // staircase Nim with group 2 as the floor. Only the parity of a step and
  // which steps are adjacent matter: gaps of 3 or more between non-empty
  // groups shrink to 2 or 3, so the staircase has at most 3n + 1 steps.
  std::vector<long long> steps{0};
  long long previousGroup = 2;
  for (const auto& [k, pawns] : groups) {
    long long gap = k - previousGroup;
    if (gap > 2) gap = 2 + gap % 2;
    steps.resize(steps.size() + std::size_t(gap));
    steps.back() = pawns;
    previousGroup = k;
  }
  long long x = staircaseValue(steps);
  if (x == 0) return 0;
  // A move takes c pawns from step i to i - 1 (one move per c: it is the
  // choice of the c-th pawn from the block's right end). The result must
  // have value 0: from an odd step only c = s - (s ^ x) does it, from an
  // even step i >= 2 only c = (t ^ x) - t, t = step i - 1. So each step has
  // at most one winning move.
  long long count = 0;
  for (std::size_t i = 1; i < steps.size(); i++) {
    long long s = steps[i];
    if (i % 2 == 1) {
      if ((s ^ x) < s) count++;
    } else {
      long long t = steps[i - 1], need = (t ^ x) - t;
      if (need > 0 && need <= s) count++;
    }
  }
  return count;
}

}  // namespace

int main() {
  long long m = in.next();
  long long n = in.next();
  // Pawn i (0-based, increasing cells) has (m - cell) - (n - 1 - i) free
  // cells to its right; the value never increases with i.
  std::vector<std::pair<long long, long long>> groups;
  for (long long i = 0; i < n; i++) {
    long long k = (m - in.next()) - (n - 1 - i);
    if (!groups.empty() && groups.back().first == k)
      groups.back().second++;
    else
      groups.push_back({k, 1});
  }
  std::vector<std::pair<long long, long long>> increasing(groups.rbegin(),
                                                          groups.rend());
  std::printf("%lld\n", countWinningMoves(increasing));
}
