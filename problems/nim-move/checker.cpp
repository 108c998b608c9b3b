// Checker for nim-move, testlib's convention: checker input output answer.
// Exit 0 AC, 1 WA, 2 PE (the output is not `LOSE` or `i x`), 3 fail (the
// input or the jury's answer is broken). The truth comes from the input
// alone: the player to move loses iff the xor of the heaps is zero, and a
// move wins iff it leaves xor zero. Every winning move is accepted.
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

std::string readFile(const char* path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) quit(kFail, std::string("cannot open ") + path);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// Whitespace-separated tokens, as testlib reads a contestant's output.
std::vector<std::string> tokens(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

// An integer token: optional '-', then digits without leading zeros.
bool isInteger(const std::string& t) {
  std::size_t start = (!t.empty() && t[0] == '-') ? 1 : 0;
  if (start == t.size()) return false;
  for (std::size_t i = start; i < t.size(); i++)
    if (t[i] < '0' || t[i] > '9') return false;
  if (t[start] == '0' && t.size() - start > 1) return false;
  return t != "-0";
}

// The value of an integer token, clamped to [-2^62, 2^62]: anything outside
// is out of range for both the heap index and the new size anyway.
long long clampedValue(const std::string& t) {
  const long long kCap = 1LL << 62;
  bool negative = t[0] == '-';
  long long value = 0;
  for (std::size_t i = negative ? 1 : 0; i < t.size(); i++) {
    value = value * 10 + (t[i] - '0');
    if (value > kCap) {
      value = kCap;
      break;
    }
  }
  return negative ? -value : value;
}

struct Answer {
  bool lose = false;
  long long heap = 0, size = 0;  // 1-based heap index, new size
};

// Parses `LOSE` or `i x`; `onError` is PE for the contestant, fail for jury.
Answer parse(const std::string& text, Verdict onError, const char* who) {
  std::vector<std::string> t = tokens(text);
  std::string prefix = std::string(who) + ": ";
  if (t.empty()) quit(onError, prefix + "empty output");
  Answer a;
  if (t[0] == "LOSE") {
    if (t.size() != 1)
      quit(onError, prefix + "extra tokens after LOSE: '" + t[1] + "'");
    a.lose = true;
    return a;
  }
  if (!isInteger(t[0]))
    quit(onError, prefix + "expected LOSE or a heap index, found '" +
                      t[0].substr(0, 30) + "'");
  if (t.size() < 2) quit(onError, prefix + "a heap index without a new size");
  if (!isInteger(t[1]))
    quit(onError, prefix + "expected the new heap size, found '" +
                      t[1].substr(0, 30) + "'");
  if (t.size() > 2)
    quit(onError, prefix + "extra tokens after the move: '" +
                      t[2].substr(0, 30) + "'");
  a.heap = clampedValue(t[0]);
  a.size = clampedValue(t[1]);
  return a;
}

// Why `a` is not a winning move in the position, or "" if it is one.
std::string judgeMove(const std::vector<long long>& heaps, long long nimSum,
                      const Answer& a) {
  long long n = static_cast<long long>(heaps.size());
  if (a.heap < 1 || a.heap > n)
    return "illegal move: heap index " + std::to_string(a.heap) +
           " is not in 1.." + std::to_string(n);
  long long from = heaps[static_cast<std::size_t>(a.heap - 1)];
  if (a.size < 0 || a.size >= from)
    return "illegal move: heap " + std::to_string(a.heap) + " has " +
           std::to_string(from) + " stones and cannot become " +
           std::to_string(a.size);
  long long after = nimSum ^ from ^ a.size;
  if (after != 0)
    return "heap " + std::to_string(a.heap) + " from " +
           std::to_string(from) + " to " + std::to_string(a.size) +
           " leaves a winning position (xor " + std::to_string(after) +
           ") to the opponent";
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) quit(kFail, "usage: checker input output answer");
  std::vector<std::string> in = tokens(readFile(argv[1]));
  if (in.empty() || !isInteger(in[0])) quit(kFail, "input: bad n");
  long long n = clampedValue(in[0]);
  if (n < 1 || static_cast<long long>(in.size()) != n + 1)
    quit(kFail, "input: n does not match the heap count");
  std::vector<long long> heaps;
  long long nimSum = 0;
  for (long long i = 1; i <= n; i++) {
    const std::string& t = in[static_cast<std::size_t>(i)];
    if (!isInteger(t) || clampedValue(t) < 0)
      quit(kFail, "input: bad heap size");
    heaps.push_back(clampedValue(t));
    nimSum ^= heaps.back();
  }
  bool firstWins = nimSum != 0;

  Answer jury = parse(readFile(argv[3]), kFail, "jury answer");
  if (jury.lose == firstWins)
    quit(kFail, std::string("jury answer: says ") +
                    (jury.lose ? "LOSE on a winning" : "a move on a losing") +
                    " position");
  if (!jury.lose) {
    std::string why = judgeMove(heaps, nimSum, jury);
    if (!why.empty()) quit(kFail, "jury answer: " + why);
  }

  Answer got = parse(readFile(argv[2]), kPE, "output");
  if (got.lose) {
    if (firstWins)
      quit(kWA, "LOSE, but the player to move wins (xor of the heaps is " +
                    std::to_string(nimSum) + ")");
    quit(kAC, "LOSE, correctly");
  }
  if (!firstWins)
    quit(kWA, "a move was printed, but the position is lost (xor 0): "
              "the answer is LOSE");
  std::string why = judgeMove(heaps, nimSum, got);
  if (!why.empty()) quit(kWA, why);
  quit(kAC, "heap " + std::to_string(got.heap) + " to " +
                std::to_string(got.size) + " wins");
}
