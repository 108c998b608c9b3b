// The solver of `gk explore` for whole-position games (explore/solve.py):
// reads the graph of every reachable state on stdin and writes one result
// per state, computed through the kit's snippets:
//   grundy, win   snippets/grundy_engine.hpp (moves may go to sums)
//   misere        snippets/retrograde.hpp, a state without a move won
//   outcome       snippets/retrograde.hpp: W, L or D (play may cycle)
//   partizan      snippets/retrograde.hpp on (state, player to move):
//                 L, R, N or P
//   values        snippets/canonical_game.hpp: each state's canonical form,
//                 "n x" when it is the number x ("3", "-1/2"), else "g "
//                 and Conway's notation (explore/partizan_sums.py)
//   stalks        snippets/dyadic.hpp: the value of each Blue-Red Hackenbush
//                 string given, one a line ("B"/"R" from the ground up,
//                 "-" the empty one), as "3/2"
//   score         snippets/minimax.hpp (ScoreDag): the mover's best score
//                 minus the other's
//   own-least, own-most  snippets/minimax.hpp (OwnScoreDag): each maximises
//                 its own total, ties by the other's least / most
// Input: "mode n", then per state one line "k  c s1 .. sc  c s1 .. sc ..."
// (k options, each a count of components and their state numbers); for
// partizan two such lines per state, Left's then Right's options; for score
// "payoff k  t1 g1 .. tk gk" (moves to t with gain g; payoff if k = 0).
// The binary form ("mode n binary" for every mode but the score ones, what
// explore/solve.py writes): after the header line, per chunk of kChunk
// states (the last one shorter) and per line of the text form (Left's, then
// Right's for partizan), three arrays of native int32: each state's count
// of options k, each option's count of states c, the states.
// Output: "ok", then one result per state. A cycle in the grundy or win
// modes prints "explore: ..." on stderr and exits 3.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "snippets/canonical_game.hpp"
#include "snippets/dyadic.hpp"
#include "snippets/fast_input.hpp"
#include "snippets/grundy_engine.hpp"
#include "snippets/minimax.hpp"
#include "snippets/retrograde.hpp"

namespace {

struct Graph {
  std::vector<std::vector<long long>> opts;  // per state: c, parts, c, parts..
};

// The kit's reader, not scanf: the graph is read in a third of the time
// (docs/benchmarks/explore-solve.md).
FastInput in;

long long readInt() {
  if (in.skipSpace() < 0) throw std::runtime_error("short input");
  in.pos--;  // give the byte back: skipSpace read the first digit
  return in.next<long long>();
}

void readLine(std::vector<long long>& o, int n) {
  long long k = readInt();
  for (long long i = 0; i < k; i++) {
    long long c = readInt();
    o.push_back(c);
    for (long long j = 0; j < c; j++) {
      long long t = readInt();
      if (t < 0 || t >= n) throw std::runtime_error("state out of range");
      o.push_back(t);
    }
  }
}

// Per state its line; partizan: Left's line then Right's.
void readOptions(Graph& g, Graph* right, int n) {
  g.opts.assign(std::size_t(n), {});
  if (right) right->opts.assign(std::size_t(n), {});
  for (int s = 0; s < n; s++) {
    readLine(g.opts[std::size_t(s)], n);
    if (right) readLine(right->opts[std::size_t(s)], n);
  }
}

// The binary form: as many int32 as asked, straight from stdin.
std::vector<std::int32_t> readInt32s(long long count) {
  std::vector<std::int32_t> v(static_cast<std::size_t>(count));
  if (count > 0 && std::fread(v.data(), sizeof(std::int32_t), v.size(), stdin) != v.size())
    throw std::runtime_error("short input");
  return v;
}

// Sum of counts read, each one checked to be non-negative.
long long total(const std::vector<std::int32_t>& counts) {
  long long sum = 0;
  for (std::int32_t c : counts) {
    if (c < 0) throw std::runtime_error("negative count");
    sum += c;
  }
  return sum;
}

// One chunk's states first..last-1 of one column into g, as the text
// reader would have stored them.
void readChunk(Graph& g, int first, int last, int n) {
  std::vector<std::int32_t> k = readInt32s(last - first);
  std::vector<std::int32_t> c = readInt32s(total(k));
  std::vector<std::int32_t> t = readInt32s(total(c));
  std::size_t option = 0, at = 0;
  for (int s = first; s < last; s++) {
    std::vector<long long>& o = g.opts[std::size_t(s)];
    for (std::int32_t i = 0; i < k[std::size_t(s - first)]; i++, option++) {
      o.push_back(c[option]);
      for (std::int32_t j = 0; j < c[option]; j++, at++) {
        if (t[at] < 0 || t[at] >= n) throw std::runtime_error("state out of range");
        o.push_back(t[at]);
      }
    }
  }
}

constexpr int kChunk = 4096;  // explore/solve.py's SOLVER_CHUNK

void readBinary(Graph& g, Graph* right, int n) {
  g.opts.assign(std::size_t(n), {});
  if (right) right->opts.assign(std::size_t(n), {});
  for (int first = 0; first < n; first += kChunk) {
    int last = first + kChunk < n ? first + kChunk : n;
    readChunk(g, first, last, n);
    if (right) readChunk(*right, first, last, n);
  }
}

// Single-state options only (retrograde works on one token).
void addMoves(const Graph& g, int s, Retrograde& r, int from, int offset) {
  const std::vector<long long>& o = g.opts[std::size_t(s)];
  for (std::size_t i = 0; i < o.size();) {
    long long c = o[i++];
    if (c != 1)
      throw std::runtime_error("a move to a sum of " + std::to_string(c) +
                               " states: only result = \"grundy\" or \"win\" adds games");
    r.addMove(from, int(o[i++]) + offset);
  }
}

char code(Outcome o) { return o == Outcome::Win ? 'W' : o == Outcome::Lose ? 'L' : 'D'; }

// ScoreDag and OwnScoreDag assert a DAG, so a cycle is found first (Kahn).
bool acyclic(const std::vector<std::vector<std::pair<int, long long>>>& moves,
             std::vector<int> indeg) {
  std::vector<int> order;
  for (std::size_t s = 0; s < moves.size(); s++)
    if (!indeg[s]) order.push_back(int(s));
  for (std::size_t i = 0; i < order.size(); i++)
    for (const auto& m : moves[std::size_t(order[i])])
      if (!--indeg[std::size_t(m.first)]) order.push_back(m.first);
  if (order.size() == moves.size()) return true;
  std::fprintf(stderr, "explore: the moves of a score game have a cycle: a score game here "
               "must end (snippets/minimax.hpp's LoopyScore takes an endless value)\n");
  return false;
}

// Score games, the difference (ScoreDag).
int runScore(int n) {
  std::vector<long long> payoff(std::size_t(n), 0);
  std::vector<std::vector<std::pair<int, long long>>> moves(static_cast<std::size_t>(n));
  std::vector<int> indeg(std::size_t(n), 0);
  for (int s = 0; s < n; s++) {
    payoff[std::size_t(s)] = readInt();
    long long k = readInt();
    for (long long i = 0; i < k; i++) {
      long long t = readInt(), gain = readInt();
      if (t < 0 || t >= n) throw std::runtime_error("state out of range");
      moves[std::size_t(s)].push_back({int(t), gain});
      indeg[std::size_t(t)]++;
    }
  }
  if (!acyclic(moves, indeg)) return 3;
  ScoreDag d(n);
  for (int s = 0; s < n; s++) {
    for (const auto& m : moves[std::size_t(s)]) d.addMove(s, m.first, m.second);
    if (moves[std::size_t(s)].empty()) d.setPayoff(s, payoff[std::size_t(s)]);
  }
  d.solve();
  std::string out = "ok\n";
  for (int s = 0; s < n; s++) out += std::to_string(d.value[std::size_t(s)]) + "\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

// Each player maximises its own total (OwnScoreDag): "mine theirs k  t1 g1
// .. tk gk" per state; the result is the mover's own total.
int runOwnScore(int n, bool spite) {
  OwnScoreDag d(n, spite);
  std::vector<std::vector<std::pair<int, long long>>> moves(static_cast<std::size_t>(n));
  std::vector<int> indeg(std::size_t(n), 0);
  for (int s = 0; s < n; s++) {
    long long mine = readInt(), theirs = readInt(), k = readInt();
    for (long long i = 0; i < k; i++) {
      long long t = readInt(), gain = readInt();
      if (t < 0 || t >= n) throw std::runtime_error("state out of range");
      moves[std::size_t(s)].push_back({int(t), gain});
      indeg[std::size_t(t)]++;
    }
    if (k == 0) d.setPayoff(s, mine, theirs);
  }
  if (!acyclic(moves, indeg)) return 3;
  for (int s = 0; s < n; s++)
    for (const auto& m : moves[std::size_t(s)]) d.addMove(s, m.first, m.second);
  d.solve();
  std::string out = "ok\n";
  for (int s = 0; s < n; s++) out += std::to_string(d.value[std::size_t(s)].first) + "\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

// Canonical forms grow past any use on sums of hot games: stop there.
constexpr std::size_t kMaxForms = 400000;

// Each state's canonical form by snippets/canonical_game.hpp, a state after
// the states its options sum (an explicit stack: no deep recursion); false
// (and a line on stderr) on a cycle or past kMaxForms forms.
bool canonicalValues(const Graph& g, const Graph& right, int n, std::string& out) {
  CanonicalGames cg;
  std::vector<int> id(std::size_t(n), -1);
  std::vector<char> waiting(std::size_t(n), 0);  // expanded, its options not all done
  auto options = [&](const Graph& side, int s, std::vector<int>* ids) {
    std::vector<int> missing;
    const std::vector<long long>& v = side.opts[std::size_t(s)];
    for (std::size_t i = 0; i < v.size();) {
      long long c = v[i++];
      std::vector<int> parts;
      for (long long j = 0; j < c; j++, i++) {
        int t = int(v[i]);
        if (id[std::size_t(t)] < 0) missing.push_back(t);
        else parts.push_back(id[std::size_t(t)]);
      }
      if (ids && missing.empty()) ids->push_back(cg.sum(parts));
    }
    return missing;
  };
  for (int first = 0; first < n; first++) {
    std::vector<int> stack{first};
    while (!stack.empty()) {
      int s = stack.back();
      if (id[std::size_t(s)] >= 0) {
        stack.pop_back();
        continue;
      }
      std::vector<int> missing = options(g, s, nullptr), more = options(right, s, nullptr);
      missing.insert(missing.end(), more.begin(), more.end());
      if (!missing.empty()) {
        waiting[std::size_t(s)] = 1;
        for (int t : missing) {
          if (waiting[std::size_t(t)]) {
            std::fprintf(stderr, "explore: the moves have a cycle (state %d is on one)\n", t);
            return false;
          }
          stack.push_back(t);
        }
        continue;
      }
      std::vector<int> l, r;
      options(g, s, &l);
      options(right, s, &r);
      id[std::size_t(s)] = cg.make(l, r);
      waiting[std::size_t(s)] = 0;
      stack.pop_back();
      if (cg.L.size() > kMaxForms) {
        std::fprintf(stderr, "explore: more than %zu canonical forms\n", kMaxForms);
        return false;
      }
    }
  }
  for (int s = 0; s < n; s++) {
    int v = id[std::size_t(s)];
    auto x = cg.numberValue(v);
    if (x) {
      out += "n " + CanonicalGames::numStr(*x) + "\n";
      continue;
    }
    // a number plus a nimber, x + *k: its two stops are x, and what is left is *k, whose
    // canonical form has the k options *0..*(k-1) (ONAG ch. 7); any k, where str() names
    // k < 8 only
    CanonicalGames::Num stop = cg.stop(v, true);
    if (stop == cg.stop(v, false)) {
      int rest = cg.add(v, cg.neg(cg.number(stop.first, stop.second)));
      int k = int(cg.L[std::size_t(rest)].size());
      if (cg.nimber(k) == rest) {
        out += "s " + CanonicalGames::numStr(stop) + " " + std::to_string(k) + "\n";
        continue;
      }
    }
    out += "g " + cg.str(v) + "\n";
  }
  return true;
}

// Hackenbush strings' values: the stalks on stdin, "-" for the empty one.
int runStalks(int n) {
  std::string out = "ok\n";
  char line[256];
  for (int i = 0; i < n; i++) {
    if (!std::fgets(line, sizeof line, stdin)) throw std::runtime_error("short input");
    std::string s(line);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    if (s == "-") s.clear();
    if (s.size() > 62 || s.find_first_not_of("BR") != std::string::npos)
      throw std::runtime_error("a stalk of B and R, at most 62 edges");
    out += hackenbushStringValue(s).str() + "\n";
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

int run() {
  // The header line by itself: the binary form starts right after it.
  char header[128], name[32], form[32] = "";
  long long count = -1;
  if (!std::fgets(header, sizeof header, stdin) || !std::strchr(header, '\n') ||
      std::sscanf(header, "%31s %lld %31s", name, &count, form) < 2 ||
      (form[0] && std::strcmp(form, "binary") != 0))
    throw std::runtime_error("bad header");
  std::string mode = name;
  if (count < 0 || count > 1000000000) throw std::runtime_error("bad header");
  int n = static_cast<int>(count);
  bool binary = form[0] != 0;
  bool scored = mode == "score" || mode == "own-least" || mode == "own-most";
  if (binary && scored) throw std::runtime_error("bad header: no binary form for " + mode);
  Graph g, right;
  if (mode == "score") return runScore(n);
  if (mode == "stalks") return runStalks(n);
  if (scored) return runOwnScore(n, mode == "own-least");
  bool twoSided = mode == "partizan" || mode == "values";
  if (binary)
    readBinary(g, twoSided ? &right : nullptr, n);
  else
    readOptions(g, twoSided ? &right : nullptr, n);
  std::string out = "ok\n";
  if (mode == "grundy" || mode == "win") {
    GrundyEngine<long long> eng{static_cast<std::size_t>(n)};
    auto gen = [&](long long s, GrundyEngine<long long>::Options& o) {
      const std::vector<long long>& v = g.opts[std::size_t(s)];
      for (std::size_t i = 0; i < v.size();) {
        long long c = v[i++];
        for (long long j = 0; j < c; j++) o.parts.push_back(v[i++]);
        o.ends.push_back(o.parts.size());
      }
    };
    for (int s = 0; s < n; s++) {
      int v;
      try {
        v = eng.value(s, gen);
      } catch (const std::runtime_error&) {
        std::fprintf(stderr, "explore: the moves have a cycle (state %d is on one): give "
                     "result = \"outcome\" for win/lose/draw\n", s);
        return 3;
      }
      out += std::to_string(mode == "win" ? int(v != 0) : v) + "\n";
    }
  } else if (mode == "misere" || mode == "outcome") {
    Retrograde r(n);
    for (int s = 0; s < n; s++) {
      addMoves(g, s, r, s, 0);
      if (mode == "misere" && g.opts[std::size_t(s)].empty()) r.setResult(s, Outcome::Win);
    }
    r.solve();
    for (int s = 0; s < n; s++) out += std::string(1, code(r.outcome[std::size_t(s)])) + "\n";
  } else if (mode == "partizan") {
    // 2s: Left to move at s, 2s+1: Right to move; a move passes the turn.
    Retrograde r(2 * n);
    for (int s = 0; s < n; s++) {
      const std::vector<long long>& l = g.opts[std::size_t(s)];
      for (std::size_t i = 0; i < l.size(); i += 2) {
        if (l[i] != 1) throw std::runtime_error("a partizan move to a sum");
        r.addMove(2 * s, 2 * int(l[i + 1]) + 1);
      }
      const std::vector<long long>& rr = right.opts[std::size_t(s)];
      for (std::size_t i = 0; i < rr.size(); i += 2) {
        if (rr[i] != 1) throw std::runtime_error("a partizan move to a sum");
        r.addMove(2 * s + 1, 2 * int(rr[i + 1]));
      }
    }
    r.solve();
    for (int s = 0; s < n; s++) {
      Outcome leftFirst = r.outcome[std::size_t(2 * s)];
      Outcome rightFirst = r.outcome[std::size_t(2 * s + 1)];
      std::string c;
      if (leftFirst == Outcome::Draw || rightFirst == Outcome::Draw)
        c = std::string("D") + code(leftFirst) + code(rightFirst);  // a draw with either first
      else if (leftFirst == Outcome::Win && rightFirst == Outcome::Win) c = "N";
      else if (leftFirst == Outcome::Lose && rightFirst == Outcome::Lose) c = "P";
      else if (leftFirst == Outcome::Win) c = "L";
      else c = "R";
      out += c + "\n";
    }
  } else if (mode == "values") {
    if (!canonicalValues(g, right, n, out)) return 3;
  } else {
    throw std::runtime_error("bad mode " + mode);
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace

int main() {
  try {
    return run();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "explore: solver: %s\n", e.what());
    return 3;
  }
}
