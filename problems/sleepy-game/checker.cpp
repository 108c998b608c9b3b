// Checker for sleepy-game, testlib's convention: checker input output
// answer. Exit 0 AC, 1 WA, 2 PE (not `Win` + a walk, `Draw` or `Lose`),
// 3 fail (the input or the jury's answer is broken). Any winning walk is
// accepted: it starts at s, follows edges, has an odd number of moves
// (at most 10^6 vertices) and ends at a vertex without an edge. `Draw`
// and `Lose` must equal the jury's verdict; a valid walk where the jury
// says there is none is a jury error (fail).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

enum Verdict { kAC = 0, kWA = 1, kPE = 2, kFail = 3 };

[[noreturn]] void quit(Verdict verdict, const std::string& message) {
  static const char* const kNames[] = {"ok", "wrong answer",
                                       "presentation error", "FAIL"};
  std::fprintf(stderr, "%s: %s\n", kNames[verdict], message.c_str());
  std::exit(verdict);
}

std::vector<std::string> tokensOf(const char* path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) quit(kFail, std::string("cannot open ") + path);
  std::vector<std::string> out;
  for (std::string t; file >> t;) out.push_back(t);
  return out;
}

// A vertex number token: digits without a leading zero, value in 1..n;
// 0 when it is not one.
long long vertexOf(const std::string& t, long long n) {
  if (t.empty() || t.size() > 12 || t[0] == '0') return 0;
  long long value = 0;
  for (char c : t) {
    if (c < '0' || c > '9') return 0;
    value = value * 10 + (c - '0');
  }
  return value <= n ? value : 0;
}

struct Graph {
  long long n = 0, s = 0;
  std::vector<std::vector<long long>> out;  // sorted, 1-based
  bool edge(long long a, long long b) const {
    const auto& o = out[static_cast<std::size_t>(a)];
    return std::binary_search(o.begin(), o.end(), b);
  }
};

Graph readInput(const char* path) {
  std::vector<std::string> t = tokensOf(path);
  Graph g;
  std::size_t at = 0;
  auto next = [&](long long hi) {
    if (at >= t.size()) quit(kFail, "input: too short");
    long long v = t[at] == "0" ? 0 : vertexOf(t[at], hi);
    if (v == 0 && t[at] != "0") quit(kFail, "input: bad number '" + t[at] + "'");
    at++;
    return v;
  };
  g.n = next(100000);
  next(200000);  // m
  g.out.resize(static_cast<std::size_t>(g.n) + 1);
  for (long long v = 1; v <= g.n; v++) {
    auto& o = g.out[static_cast<std::size_t>(v)];
    for (long long c = next(g.n); c > 0; c--) o.push_back(next(g.n));
    std::sort(o.begin(), o.end());
  }
  g.s = next(g.n);
  return g;
}

// Why the walk (the tokens after `Win`) does not win, or "" if it does.
std::string judgeWalk(const Graph& g, const std::vector<std::string>& t) {
  std::size_t k = t.size() - 1;
  if (k == 0) return "`Win` without a walk";
  if (k > 1000000) return "the walk has more than 10^6 vertices";
  long long prev = 0;
  for (std::size_t i = 1; i <= k; i++) {
    long long v = vertexOf(t[i], g.n);
    if (v == 0) return "token " + std::to_string(i + 1) + " '" +
                       t[i].substr(0, 20) + "' is not a vertex 1..n";
    if (i == 1 && v != g.s)
      return "the walk starts at " + std::to_string(v) + ", not at s = " +
             std::to_string(g.s);
    if (i > 1 && !g.edge(prev, v))
      return "no edge " + std::to_string(prev) + " -> " + std::to_string(v);
    prev = v;
  }
  if (!g.out[static_cast<std::size_t>(prev)].empty())
    return "the walk ends at " + std::to_string(prev) + ", which has a move";
  if ((k - 1) % 2 == 0)
    return "the walk makes " + std::to_string(k - 1) +
           " moves, an even number: Petya is the one who cannot move";
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) quit(kFail, "usage: checker input output answer");
  Graph g = readInput(argv[1]);
  std::vector<std::string> jury = tokensOf(argv[3]);
  if (jury.empty()) quit(kFail, "jury answer: empty");
  if (jury[0] == "Win") {
    std::string why = judgeWalk(g, jury);
    if (!why.empty()) quit(kFail, "jury answer: " + why);
  } else if ((jury[0] != "Draw" && jury[0] != "Lose") || jury.size() != 1) {
    quit(kFail, "jury answer: not `Win` + a walk, `Draw` or `Lose`");
  }

  std::vector<std::string> got = tokensOf(argv[2]);
  if (got.empty()) quit(kPE, "empty output");
  if (got[0] == "Win") {
    std::string why = judgeWalk(g, got);
    if (!why.empty()) quit(kWA, why);
    if (jury[0] != "Win")
      quit(kFail, "a valid winning walk, but the jury says " + jury[0]);
    quit(kAC, "a winning walk of " + std::to_string(got.size() - 2) + " moves");
  }
  if (got[0] != "Draw" && got[0] != "Lose")
    quit(kPE, "expected Win, Draw or Lose, found '" + got[0].substr(0, 20) + "'");
  if (got.size() > 1)
    quit(kPE, "extra tokens after " + got[0] + ": '" + got[1].substr(0, 20) + "'");
  if (got[0] != jury[0]) quit(kWA, got[0] + ", but the answer is " + jury[0]);
  quit(kAC, got[0]);
}
