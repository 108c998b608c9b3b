// The common part of the duel interactors (problems/*-duel/interactor.cpp).
// testlib's convention: run as `interactor INPUT OUTPUT`; stdin is what the
// solution writes, stdout what it reads. Exit 0 AC, 1 WA, 2 PE, 3 fail (the
// jury is broken), with one line on stderr saying why.
//
// What every duel shares: the input file, a random generator and a playing
// style both seeded from the input's bytes (so a test's verdict is
// reproducible), one message per line in each direction, strict integer
// tokens, and the rule that a malformed or illegal move is answered with the
// problem's reject line and a wrong answer.
#pragma once
#include <csignal>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace duel {

enum Verdict { kAccepted = 0, kWrong = 1, kPresentation = 2, kFail = 3 };

// How the jury moves when it cannot win (when it can, it always does).
enum class Style { kLongest, kRandom, kUnique };

inline const char* styleName(Style s) {
  return s == Style::kLongest ? "longest-lasting"
         : s == Style::kRandom ? "random"
                               : "unique-reply";
}

// printf into a std::string.
inline std::string format(const char* fmt, ...) {
  va_list args, copy;
  va_start(args, fmt);
  va_copy(copy, args);
  int size = std::vsnprintf(nullptr, 0, fmt, copy);
  va_end(copy);
  std::string out(static_cast<std::size_t>(size > 0 ? size : 0) + 1, '\0');
  std::vsnprintf(&out[0], out.size(), fmt, args);
  va_end(args);
  out.pop_back();
  return out;
}

// A token is an integer in canonical form (no '+', no leading zeros, no
// "-0") with lo <= value <= hi.
inline bool parseInt(const std::string& t, long long lo, long long hi,
                     long long& out) {
  std::size_t start = !t.empty() && t[0] == '-' ? 1 : 0;
  if (start == t.size() || t.size() - start > 19 || t == "-0") return false;
  if (t[start] == '0' && t.size() - start > 1) return false;
  unsigned long long v = 0;
  for (std::size_t i = start; i < t.size(); i++) {
    if (t[i] < '0' || t[i] > '9') return false;
    v = v * 10 + static_cast<unsigned long long>(t[i] - '0');
  }
  if (v > 9223372036854775807ULL) return false;
  long long value = start ? -static_cast<long long>(v) : static_cast<long long>(v);
  if (value < lo || value > hi) return false;
  out = value;
  return true;
}

inline std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

// At most this many characters of a solution's line are shown in a message.
inline std::string quoted(const std::string& s) {
  return "'" + (s.size() > 40 ? s.substr(0, 40) + "..." : s) + "'";
}

class Duel {
 public:
  // rejectLine is what the solution reads after an illegal move ("-1 -1").
  Duel(int argc, char** argv, std::string rejectLine)
      : reject_(std::move(rejectLine)) {
    // A solution that exits early closes our stdout: writing must then fail
    // quietly instead of killing the interactor with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    if (argc < 2) finish(kFail, "usage: interactor INPUT [OUTPUT]");
    std::ifstream file(argv[1], std::ios::binary);
    if (!file) finish(kFail, std::string("cannot open the input ") + argv[1]);
    std::ostringstream text;
    text << file.rdbuf();
    input_ = text.str();
    std::uint64_t h = 1469598103934665603ULL;  // FNV-1a of the input's bytes
    for (unsigned char c : input_) h = (h ^ c) * 1099511628211ULL;
    rng.seed(h);
    style = static_cast<Style>(h % 3);
  }

  std::mt19937_64 rng;
  Style style;

  const std::string& input() const { return input_; }
  int solutionMoves() const { return solutionMoves_; }

  // A uniform integer in [lo, hi], lo <= hi. Not std::uniform_int_distribution,
  // whose algorithm each standard library chooses: the jury's moves must be
  // the same wherever the interactor is built. Draws below 2^64 mod span are
  // rejected, so the rest split evenly into span classes.
  long long uniform(long long lo, long long hi) {
    unsigned long long span = static_cast<unsigned long long>(hi) -
                              static_cast<unsigned long long>(lo) + 1;
    if (span == 0) return static_cast<long long>(rng());  // the whole range
    unsigned long long threshold = (0 - span) % span, r;
    do r = rng();
    while (r < threshold);
    return static_cast<long long>(static_cast<unsigned long long>(lo) + r % span);
  }

  void send(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }

  [[noreturn]] static void finish(Verdict v, const std::string& message) {
    std::fprintf(stderr, "%s\n", message.c_str());
    std::exit(v);
  }
  [[noreturn]] void fail(const std::string& why) { finish(kFail, "jury: " + why); }
  // The solution broke the rules: it is told so, and the verdict is WA.
  [[noreturn]] void reject(const std::string& why) {
    send(reject_);
    finish(kWrong, why);
  }
  // The game is over: the solution won (AC) or lost (WA).
  [[noreturn]] void over(bool solutionWon, const std::string& why) {
    finish(solutionWon ? kAccepted : kWrong,
           why + " (jury style " + styleName(style) + ")");
  }

  // The side the solution chooses: true for First.
  bool choosesFirst() {
    std::string line = nextLine("First or Second");
    std::vector<std::string> t = split(line);
    if (t.size() == 1 && (t[0] == "First" || t[0] == "Second"))
      return t[0] == "First";
    reject("expected First or Second, got " + quoted(line));
  }

  // The solution's word from `options` (e.g. First, Second, Draw): its
  // index; anything else is rejected. `expected` names the options.
  int choice(const std::vector<std::string>& options, const char* expected) {
    std::string line = nextLine(expected);
    std::vector<std::string> t = split(line);
    for (std::size_t i = 0; i < options.size(); i++)
      if (t.size() == 1 && t[0] == options[i]) return static_cast<int>(i);
    reject(std::string("expected ") + expected + ", got " + quoted(line));
  }

  // The solution's next move: one line of exactly `count` integers, each in
  // [lo, hi] (the move's rules are checked by the caller). `syntax` names
  // the move's form for the message, e.g. "i x".
  std::vector<long long> readMove(std::size_t count, long long lo,
                                  long long hi, const char* syntax) {
    solutionMoves_++;
    std::string line = nextLine(syntax);
    std::vector<std::string> t = split(line);
    std::vector<long long> values(count);
    bool ok = t.size() == count;
    for (std::size_t i = 0; ok && i < count; i++)
      ok = parseInt(t[i], lo, hi, values[i]);
    if (!ok)
      reject(format("your move %d: expected `%s` (integers in %lld..%lld), got %s",
                    solutionMoves_, syntax, lo, hi, quoted(line).c_str()));
    return values;
  }

 private:
  std::string reject_, input_;
  int solutionMoves_ = 0;

  // One line of the solution's output, without '\n' (and a '\r' before it).
  std::string nextLine(const char* expected) {
    std::string line;
    int c;
    while ((c = std::getchar()) != EOF && c != '\n')
      if (line.size() < 4096) line += static_cast<char>(c);
    if (c == EOF && line.empty())
      finish(kWrong, format("the solution ended before the game did "
                            "(expected `%s`)", expected));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }
};

}  // namespace duel
