// kayles-duel interactor: Kayles (octal game 0.77) on a row of pins against
// the solution. A run of r standing pins is worth g(r) from the octal
// snippet; the row is worth the xor over its runs. When the jury can win it
// always does (a random move to xor 0); when it cannot, the test's style
// decides: knock a single pin (the game lasts longest), a random move, or a
// move that leaves the fewest winning replies.
#include <string>
#include <utility>
#include <vector>

#include "problems/duel.hpp"
#include "snippets/octal.hpp"

namespace {

constexpr int kMaxPins = 1000;
constexpr int kValues = 16;  // Kayles values are at most 8 (checked below)

struct Move {
  int at, count;  // 0-based first pin, 1 or 2 pins
};

struct Run {
  int start, length;
};

class Kayles {
 public:
  explicit Kayles(duel::Duel& d) : d_(d), g_(octalGrundy("0.77", kMaxPins + 1)) {
    for (int v : g_)
      if (v >= kValues) d_.fail("a Kayles value above 15");
    // split_[r][v]: the moves inside a run of r pins that leave value v.
    split_.assign(kMaxPins + 1, std::vector<int>(kValues, 0));
    for (int r = 1; r <= kMaxPins; r++)
      for (int k = 1; k <= 2 && k <= r; k++)
        for (int j = 0; j + k <= r; j++)
          split_[size_t(r)][size_t(value(j) ^ value(r - k - j))]++;
  }

  int value(int run) const { return g_[size_t(run)]; }
  // The moves in a run of r pins that make the row's value 0 when the
  // row's value is v.
  long long replies(int r, int v) const {
    return split_[size_t(r)][size_t(value(r) ^ v)];
  }

  std::vector<Run> runs(const std::string& row) const {
    std::vector<Run> out;
    for (int i = 0; i < int(row.size());) {
      if (row[size_t(i)] != 'I') {
        i++;
        continue;
      }
      int j = i;
      while (j < int(row.size()) && row[size_t(j)] == 'I') j++;
      out.push_back({i, j - i});
      i = j;
    }
    return out;
  }

  Move juryMove(const std::string& row) {
    std::vector<Run> rs = runs(row);
    int x = 0;
    for (const Run& r : rs) x ^= value(r.length);
    // Every legal move, with the run it falls in and the value it leaves.
    std::vector<Move> all, best;
    int fewest = 1 << 30;
    // winning[v]: the opponent's winning replies if the row's value became v.
    std::vector<long long> winning(kValues, 0);
    for (const Run& r : rs)
      for (int v = 0; v < kValues; v++)
        winning[size_t(v)] += replies(r.length, v);
    for (const Run& r : rs)
      for (int k = 1; k <= 2 && k <= r.length; k++)
        for (int j = 0; j + k <= r.length; j++) {
          int a = j, b = r.length - k - j;
          int after = x ^ value(r.length) ^ value(a) ^ value(b);
          Move m{r.start + j, k};
          all.push_back(m);
          if (x != 0) {  // the jury wins: keep the moves to value 0
            if (after == 0) best.push_back(m);
            continue;
          }
          if (d_.style == duel::Style::kLongest && k != 1) continue;
          // Longest: single pins only; random: all moves alike; unique:
          // the fewest winning replies (the changed run's moves recounted).
          long long w = 0;
          if (d_.style == duel::Style::kUnique)
            w = winning[size_t(after)] - replies(r.length, after) +
                replies(a, after) + replies(b, after);
          if (w < fewest) fewest = int(w), best.clear();
          if (w == fewest) best.push_back(m);
        }
    if (all.empty()) d_.fail("asked to move with no pin standing");
    if (best.empty()) d_.fail("a won position without a winning move");
    return best[size_t(d_.uniform(0, (long long)best.size() - 1))];
  }

 private:
  duel::Duel& d_;
  std::vector<int> g_;
  std::vector<std::vector<int>> split_;
};

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1 -1");
  int n = 0;
  std::string row;
  {
    std::vector<std::string> t = duel::split(d.input());
    long long value = 0;
    if (t.size() != 2 || !duel::parseInt(t[0], 1, kMaxPins, value) ||
        t[1].size() != size_t(value) ||
        t[1].find_first_not_of("I.") != std::string::npos ||
        t[1].find('I') == std::string::npos)
      d.fail("bad input: n and a row of I and .");
    n = int(value);
    row = t[1];
  }
  Kayles game(d);
  d.send(std::to_string(n));
  d.send(row);
  bool solutionTurn = d.choosesFirst();
  int standing = 0, moves = 0;
  for (char c : row) standing += c == 'I';
  while (standing > 0) {
    moves++;
    Move m{};
    if (solutionTurn) {
      std::vector<long long> mv = d.readMove(2, -1000000000, 1000000000, "p k");
      long long p = mv[0], k = mv[1];
      if (k != 1 && k != 2)
        d.reject(duel::format("your move %d: k must be 1 or 2, not %lld",
                              d.solutionMoves(), k));
      if (p < 1 || p + k - 1 > n)
        d.reject(duel::format("your move %d: pins %lld..%lld are not all in 1..%d",
                              d.solutionMoves(), p, p + k - 1, n));
      for (long long q = p; q < p + k; q++)
        if (row[size_t(q - 1)] != 'I')
          d.reject(duel::format("your move %d: pin %lld is already down",
                                d.solutionMoves(), q));
      m = {int(p - 1), int(k)};
    } else {
      m = game.juryMove(row);
      d.send(duel::format("%d %d", m.at + 1, m.count));
    }
    for (int q = m.at; q < m.at + m.count; q++) row[size_t(q)] = '.';
    standing -= m.count;
    solutionTurn = !solutionTurn;
  }
  d.send("0 0");
  // The player who knocks the last pin wins; it moved just before the turn
  // passed to the other side.
  bool solutionWon = !solutionTurn;
  d.over(solutionWon, duel::format("%s knocked the last pin after %d moves",
                                   solutionWon ? "you" : "the jury", moves));
}
