// generalized-subtraction interactor (AtCoder ABC278 G): cards 1..N in a
// row; a move removes y consecutive cards that are all still there,
// L <= y <= R. A segment of m cards is worth g(m) = mex of g(a) ^ g(b)
// over a + b = m - y (the cards left of and right of the removed block);
// the row is worth the xor over its segments. When the jury can win it
// always does (a random move to xor 0); when it cannot, the test's style
// decides: remove L cards (the game lasts longest), a random move, or a
// move that leaves the fewest winning replies.
// Protocol: the solution prints `0 0` when it has no move; the jury answers
// `-1 -1` to that and to any illegal move (a loss), and prints `0 0` when
// it has no move itself (the solution has won).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "problems/duel.hpp"

namespace {

constexpr int kMaxN = 2000;
constexpr int kValues = 2048;  // values below 2048 (checked), so every xor too

struct Move {
  int x, y;  // 1-based first card, number of cards
};

class Row {
 public:
  Row(duel::Duel& d, int n, int lo, int hi)
      : d_(d), n_(n), lo_(lo), hi_(hi), card_(size_t(n) + 2, 0),
        g_(size_t(n) + 1, 0), count_(size_t(n) + 1) {
    for (int i = 1; i <= n; i++) card_[size_t(i)] = 1;
    // count_[m][v]: the moves (a, y) in a segment of m cards that leave
    // the value v. They are the ordered pairs (a, b), a + b in
    // [m - hi, m - lo], so a window of sums slides with m.
    std::vector<int> window(kValues, 0);
    auto addSum = [&](int s, int sign) {
      for (int a = 0; a <= s; a++) window[size_t(g_[size_t(a)] ^ g_[size_t(s - a)])] += sign;
    };
    for (int m = 0; m <= n; m++) {
      if (m - lo >= 0) addSum(m - lo, 1);            // sum m - lo enters
      if (m - hi - 1 >= 0) addSum(m - hi - 1, -1);   // sum m - hi - 1 leaves
      int v = 0;
      while (v < kValues && window[size_t(v)] > 0) v++;
      if (v == kValues) d_.fail("a segment value above 2047");
      g_[size_t(m)] = v;
      count_[size_t(m)] = window;
    }
  }

  bool legal(long long x, long long y) const {
    if (y < lo_ || y > hi_ || x < 1 || x + y - 1 > n_) return false;
    for (long long i = x; i < x + y; i++)
      if (!card_[size_t(i)]) return false;
    return true;
  }
  void apply(Move m) {
    for (int i = m.x; i < m.x + m.y; i++) card_[size_t(i)] = 0;
  }

  struct Segment {
    int start, length;
  };
  std::vector<Segment> segments() const {
    std::vector<Segment> out;
    for (int i = 1; i <= n_;) {
      if (!card_[size_t(i)]) {
        i++;
        continue;
      }
      int j = i;
      while (j <= n_ && card_[size_t(j)]) j++;
      out.push_back({i, j - i});
      i = j;
    }
    return out;
  }
  bool anyMove() const {
    for (const Segment& s : segments())
      if (s.length >= lo_) return true;
    return false;
  }

  Move juryMove() {
    std::vector<Segment> segs = segments();
    int x = 0;
    long long total = 0;  // legal moves
    for (const Segment& s : segs) {
      x ^= g_[size_t(s.length)];
      total += placements(s.length);
    }
    if (total == 0) d_.fail("asked to move with no move left");
    if (x != 0) return winningMove(segs, x);
    if (d_.style == duel::Style::kLongest) return removeFewest(segs);
    if (d_.style == duel::Style::kRandom) return nth(segs, d_.uniform(0, total - 1));
    return fewestReplies(segs, total);
  }

 private:
  duel::Duel& d_;
  int n_, lo_, hi_;
  std::vector<char> card_;
  std::vector<int> g_;
  std::vector<std::vector<int>> count_;

  // The k-th legal move (0-based) in segment order, then y, then a; `in`
  // gets its segment.
  Move nth(const std::vector<Segment>& segs, long long k,
           const Segment** in = nullptr) const {
    for (const Segment& s : segs) {
      long long inside = placements(s.length);
      if (k >= inside) {
        k -= inside;
        continue;
      }
      if (in) *in = &s;
      for (int y = lo_; y <= std::min(hi_, s.length); y++) {
        long long here = s.length - y + 1;
        if (k < here) return {s.start + int(k), y};
        k -= here;
      }
    }
    return {0, 0};
  }
  long long placements(int m) const {  // the moves inside a segment of m
    int top = std::min(hi_, m);
    if (top < lo_) return 0;
    // sum of m - y + 1 for y = lo..top
    return (long long)(top - lo_ + 1) * (2LL * m + 2 - lo_ - top) / 2;
  }
  // A random move to xor 0: a random segment with such moves, then a
  // random one of them.
  Move winningMove(const std::vector<Segment>& segs, int x) {
    std::vector<const Segment*> good;
    for (const Segment& s : segs) {
      int target = g_[size_t(s.length)] ^ x;
      if (count_[size_t(s.length)][size_t(target)] > 0) good.push_back(&s);
    }
    if (good.empty()) d_.fail("a won position without a winning move");
    const Segment& s = *good[size_t(d_.uniform(0, (long long)good.size() - 1))];
    int target = g_[size_t(s.length)] ^ x;
    long long k = d_.uniform(0, count_[size_t(s.length)][size_t(target)] - 1);
    for (int y = lo_; y <= std::min(hi_, s.length); y++)
      for (int a = 0; a + y <= s.length; a++)
        if ((g_[size_t(a)] ^ g_[size_t(s.length - y - a)]) == target && k-- == 0)
          return {s.start + a, y};
    d_.fail("winning move counts disagree");
  }
  Move removeFewest(const std::vector<Segment>& segs) {
    long long total = 0;
    for (const Segment& s : segs) total += std::max(0, s.length - lo_ + 1);
    long long k = d_.uniform(0, total - 1);
    for (const Segment& s : segs) {
      long long here = std::max(0, s.length - lo_ + 1);
      if (k < here) return {s.start + int(k), lo_};
      k -= here;
    }
    d_.fail("no move removes L cards");
  }
  // The move after which the solution has the fewest winning replies; with
  // more than kSample legal moves, the best of kSample random ones.
  Move fewestReplies(const std::vector<Segment>& segs, long long total) {
    constexpr long long kSample = 4000;
    std::map<int, int> lengths;  // segment length -> how many
    for (const Segment& s : segs) lengths[s.length]++;
    std::vector<long long> replies(kValues, 0);  // winning replies at xor v
    for (auto [m, c] : lengths)
      for (int v = 1; v < kValues; v++)
        replies[size_t(v)] += (long long)c * count_[size_t(m)][size_t(g_[size_t(m)] ^ v)];
    auto after = [&](Move mv, int m) {  // xor is 0 now
      int a = mv.x - 1, b = m - a - mv.y;  // offsets inside the segment
      int v = g_[size_t(m)] ^ g_[size_t(a)] ^ g_[size_t(b)];
      return replies[size_t(v)] - count_[size_t(m)][size_t(g_[size_t(m)] ^ v)] +
             count_[size_t(a)][size_t(g_[size_t(a)] ^ v)] +
             count_[size_t(b)][size_t(g_[size_t(b)] ^ v)];
    };
    long long fewest = -1;
    std::vector<Move> best;
    auto consider = [&](const Segment& in, Move mv) {
      long long w = after({mv.x - in.start + 1, mv.y}, in.length);
      if (fewest < 0 || w < fewest) fewest = w, best.clear();
      if (w == fewest) best.push_back(mv);
    };
    if (total <= kSample) {
      for (const Segment& in : segs)
        for (int y = lo_; y <= std::min(hi_, in.length); y++)
          for (int a = 0; a + y <= in.length; a++) consider(in, {in.start + a, y});
    } else {
      for (long long i = 0; i < kSample; i++) {
        const Segment* in = nullptr;
        Move mv = nth(segs, d_.uniform(0, total - 1), &in);
        consider(*in, mv);
      }
    }
    return best[size_t(d_.uniform(0, (long long)best.size() - 1))];
  }
};

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1 -1");
  long long n = 0, lo = 0, hi = 0;
  {
    std::vector<std::string> t = duel::split(d.input());
    if (t.size() != 3 || !duel::parseInt(t[0], 1, kMaxN, n) ||
        !duel::parseInt(t[1], 1, n, lo) || !duel::parseInt(t[2], lo, n, hi))
      d.fail("bad input: N L R with 1 <= L <= R <= N <= 2000");
  }
  Row row(d, int(n), int(lo), int(hi));
  d.send(duel::format("%lld %lld %lld", n, lo, hi));
  bool solutionTurn = d.choosesFirst();
  int moves = 0;
  while (true) {
    if (solutionTurn) {
      std::vector<long long> mv = d.readMove(2, -1000000000, 1000000000, "x y");
      long long x = mv[0], y = mv[1];
      if (x == 0 && y == 0) {
        if (row.anyMove())
          d.reject(duel::format("your move %d: `0 0`, but you still had a move",
                                d.solutionMoves()));
        d.send("-1 -1");
        d.over(false, duel::format("you had no move after %d moves: the jury won", moves));
      }
      if (!row.legal(x, y))
        d.reject(duel::format("your move %d: cannot remove %lld cards from card %lld "
                              "(y in %lld..%lld, every card still there)",
                              d.solutionMoves(), y, x, lo, hi));
      row.apply({int(x), int(y)});
    } else {
      if (!row.anyMove()) {
        d.send("0 0");
        d.over(true, duel::format("the jury had no move after %d moves", moves));
      }
      Move m = row.juryMove();
      d.send(duel::format("%d %d", m.x, m.y));
      row.apply(m);
    }
    moves++;
    solutionTurn = !solutionTurn;
  }
}
