// wythoff-duel interactor: Wythoff's game (a queen moving left, down or
// diagonally towards (0, 0)) against the solution, exactly in integers by
// the Wythoff snippet. When the jury can win it always does (a random one of
// its winning moves); when it cannot, the test's style decides: a short step,
// a random move, or a move that leaves the fewest winning replies among 40
// tries. Every such move (the jury stands on a lost square) takes the queen
// at least ceil((x + y) / 32) squares, so a game the solution wins ends
// within 2 T + 1 moves, T = the steps S -> S - ceil(S / 32) from x + y to 0
// (1237 for x + y <= 2 * 10^18): the bound the statement gives.
#include <algorithm>
#include <utility>
#include <vector>

#include "problems/duel.hpp"
#include "snippets/wythoff.hpp"

namespace {

using Square = std::pair<long long, long long>;
constexpr long long kMax = 1000000000000000000LL;  // 10^18
constexpr long long kFar = 4 * kMax;  // beyond every partner of a pile <= 10^18

// The other coordinate of the P-position that has v as one coordinate
// ((v, partner) and (partner, v) are both P): the snippet's winning move
// from (v, kFar) lowers the far pile to it.
long long partner(long long v) {
  if (v == 0) return 0;
  return wythoffWinningMove(v, kFar)->second;
}

bool legal(Square from, Square to) {
  auto [x, y] = from;
  auto [a, b] = to;
  if (a < 0 || b < 0 || a > x || b > y || to == from) return false;
  return a == x || b == y || x - a == y - b;
}

// Every move from `s` to a P-position: along the row, along the column and
// along the diagonal there is at most one each.
std::vector<Square> winningMoves(Square s) {
  auto [x, y] = s;
  std::vector<Square> out;
  long long d = x > y ? x - y : y - x;
  auto [low, high] = wythoffPair(d);
  Square diagonal = x <= y ? Square{low, high} : Square{high, low};
  for (Square t : {Square{x, partner(x)}, Square{partner(y), y}, diagonal})
    if (legal(s, t) && wythoffIsP(t.first, t.second) &&
        std::find(out.begin(), out.end(), t) == out.end())
      out.push_back(t);
  return out;
}

Square juryMove(Square s, duel::Duel& d) {
  auto [x, y] = s;
  std::vector<Square> wins = winningMoves(s);
  if (!wythoffIsP(x, y)) {
    if (wins.empty() || !wythoffWinningMove(x, y))
      d.fail("a won position without a winning move");
    return wins[size_t(d.uniform(0, (long long)wins.size() - 1))];
  }
  // A step of `len` squares in direction `dir` (left, down, diagonal).
  auto step = [&](int dir, long long len) {
    return dir == 0 ? Square{x - len, y}
           : dir == 1 ? Square{x, y - len}
                      : Square{x - len, y - len};
  };
  auto room = [&](int dir) { return dir == 0 ? x : dir == 1 ? y : std::min(x, y); };
  // The shortest step the jury takes: ceil((x + y) / 32). On a lost square
  // other than (0, 0) both coordinates are at least a third of x + y
  // (b_k <= 2 a_k), so every direction has room for it.
  long long least = (x / 32 + y / 32) + (x % 32 + y % 32 + 31) / 32;
  std::vector<int> dirs;
  for (int dir = 0; dir < 3; dir++)
    if (room(dir) >= least) dirs.push_back(dir);
  if (dirs.size() != 3) d.fail("a lost square without room for the shortest step");
  auto randomDir = [&]() { return dirs[size_t(d.uniform(0, (long long)dirs.size() - 1))]; };
  // Longest: a step of at most 1/16 of the room (and at least `least`), so
  // the game lasts long but ends within the statement's bound.
  auto shortStep = [&](int dir) {
    return step(dir, d.uniform(least, std::max(least, room(dir) / 16)));
  };
  auto anyStep = [&](int dir) { return step(dir, d.uniform(least, room(dir))); };
  if (d.style == duel::Style::kLongest) return shortStep(randomDir());
  if (d.style == duel::Style::kRandom) return anyStep(randomDir());
  // Unique reply: 40 short or long steps; a random one of those that leave
  // the fewest winning replies.
  std::vector<Square> best;
  size_t fewest = 4;
  for (int i = 0; i < 40; i++) {
    Square t = i % 2 ? shortStep(randomDir()) : anyStep(randomDir());
    size_t w = winningMoves(t).size();
    if (w < fewest) fewest = w, best.clear();
    if (w == fewest) best.push_back(t);
  }
  return best[size_t(d.uniform(0, (long long)best.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1 -1");
  Square queen;
  {
    std::vector<std::string> t = duel::split(d.input());
    if (t.size() != 2 || !duel::parseInt(t[0], 0, kMax, queen.first) ||
        !duel::parseInt(t[1], 0, kMax, queen.second) || queen == Square{0, 0})
      d.fail("bad input: x y");
  }
  d.send(duel::format("%lld %lld", queen.first, queen.second));
  bool solutionTurn = d.choosesFirst();
  int moves = 0;
  while (queen != Square{0, 0}) {
    moves++;
    if (solutionTurn) {
      std::vector<long long> mv = d.readMove(2, -kFar, kFar, "x y");
      Square to{mv[0], mv[1]};
      if (!legal(queen, to))
        d.reject(duel::format("your move %d: the queen on (%lld, %lld) cannot go to "
                              "(%lld, %lld): it moves left, down or diagonally "
                              "towards (0, 0), at least one square",
                              d.solutionMoves(), queen.first, queen.second, to.first,
                              to.second));
      queen = to;
      if (queen == Square{0, 0}) d.send("0 0");
    } else {
      queen = juryMove(queen, d);
      d.send(duel::format("%lld %lld", queen.first, queen.second));
    }
    solutionTurn = !solutionTurn;
  }
  bool solutionWon = !solutionTurn;  // it made the move to (0, 0)
  d.over(solutionWon, duel::format("%s reached (0, 0) after %d moves",
                                   solutionWon ? "you" : "the jury", moves));
}
