// Grundy table and proven period of a game, for `make -s table`.
//   table [--n N] [--limit L] [--save-dir DIR] -- GAME
//   GAME: subtraction S... | octal CODE | grundy (Grundy's game)
// Prints g(0) .. g(N-1) in rows (of the proven period when there is one,
// with the values of the preperiod that break it marked *), then as the
// LAST line "period P preperiod Q", "no period proven up to L" (L values
// searched) or, for Grundy's game, "no period prover for Grundy's game".
// LIMIT is the number of values the period search may compute, for every
// kind that has a prover; Grundy's game has none, so LIMIT is rejected.
// Without LIMIT an octal game's search gets a budget proportional to N
// (kSearchPerValue x N values, at least 10^4, at most 10^6), so that a short
// table comes quickly, and stderr says where the search stopped.
// Once a period is proven, values beyond it come from the period. Runs
// longer than a second report progress on stderr; octal values are saved
// under DIR (one file per code) so a stopped run resumes where it was.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "snippets/octal.hpp"
#include "snippets/subtraction.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

long long parseCount(const std::string& s, const char* what, long long max) {
  std::size_t used = 0;
  long long v = -1;
  try {
    v = std::stoll(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || v < 1 || v > max)
    throw std::invalid_argument(std::string(what) + " must be an integer in 1.." +
                                std::to_string(max) + ", got '" + s + "'");
  return v;
}

constexpr long long kSearchPerValue = 1000;

// Progress on stderr, first after one second, then every two seconds.
class Progress {
 public:
  explicit Progress(std::string what) : what_(std::move(what)) {}
  // Values resumed from a file cost nothing in this run: the rates and the
  // estimates count only the values computed since.
  void resumedAt(long long values) { firstDone_ = lastDone_ = double(values); }
  void report(long long done, long long target, const OctalGame& game) {
    double t = secondsSince(start_);
    if (t < nextReport_) return;
    nextReport_ = t + 2;
    double rate = (double(done) - lastDone_) / (t - lastTime_ + 1e-9);
    lastDone_ = double(done), lastTime_ = t;
    std::string method = game.sparse() ? std::to_string(game.rareCount()) + " rare" : "plain mex";
    std::fprintf(stderr, "table: %s: %lld of at most %lld values, %.0f values/s, %s; ", what_.c_str(), done,
                 target, rate, method.c_str());
    // The cost per value grows with n for most games: the latest rate gives a lower bound;
    // a cost per value growing like n (a total growing like n^2), fitted to this run's time
    // for its values, an upper one, never below the lower one (the rate moves with the load).
    double d = double(done), d0 = firstDone_, target2 = double(target) * double(target);
    double lower = double(target - done) / (rate + 1e-9);
    double upper = d > d0 ? t * (target2 - d * d) / (d * d - d0 * d0) : lower;
    std::fprintf(stderr, "%.0f s left at this rate, up to %.0f s if the cost per value grows like n\n",
                 lower, std::max(lower, upper));
    reported_ = true;
  }
  void finish(long long done) const {
    if (reported_)
      std::fprintf(stderr, "table: %s: %lld values in %.1f s\n", what_.c_str(), done, secondsSince(start_));
  }

 private:
  std::string what_;
  Clock::time_point start_ = Clock::now();
  double nextReport_ = 1, firstDone_ = 0, lastDone_ = 0, lastTime_ = 0;
  bool reported_ = false;
};

// Octal values saved as a text header and 16-bit values, one file per code.
class ValueFile {
 public:
  ValueFile(const std::string& dir, const std::string& code)
      : path_(dir.empty() ? "" : dir + "/octal-" + code + ".values"), header_("grundy-kit octal " + code) {}
  std::vector<int> load() const {
    std::vector<int> g;
    if (path_.empty()) return g;
    std::ifstream in(path_, std::ios::binary);
    std::string header;
    long long count = 0;
    if (!in || !std::getline(in, header) || header != header_ || !(in >> count) || in.get() != '\n')
      return g;
    std::vector<std::uint16_t> raw(static_cast<std::size_t>(count));
    if (!in.read(reinterpret_cast<char*>(raw.data()), std::streamsize(2 * raw.size()))) return g;
    g.assign(raw.begin(), raw.end());
    std::fprintf(stderr, "table: resumed from %s (%lld values)\n", path_.c_str(), count);
    return g;
  }
  void save(const std::vector<int>& g) const {
    if (path_.empty()) return;
    std::vector<std::uint16_t> raw;
    for (int v : g) {
      if (v > 65535) return;  // never seen in an octal game; not saved
      raw.push_back(std::uint16_t(v));
    }
    std::string tmp = path_ + ".tmp";
    {
      std::ofstream out(tmp, std::ios::binary);
      out << header_ << '\n' << raw.size() << '\n';
      out.write(reinterpret_cast<const char*>(raw.data()), std::streamsize(2 * raw.size()));
      if (!out) return;
    }
    std::rename(tmp.c_str(), path_.c_str());
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_, header_;
};

// Extends game to n values in chunks, reporting progress towards target
// (the run's last value) and saving.
void extendWithProgress(OctalGame& game, std::size_t n, std::size_t target, Progress& progress,
                        const ValueFile& file, Clock::time_point& lastSave) {
  while (game.values().size() < n) {
    std::size_t chunk = std::min(n, game.values().size() + 4096);
    game.extend(chunk);
    progress.report((long long)chunk, (long long)target, game);
    if (secondsSince(lastSave) > 30) {
      file.save(game.values());
      lastSave = Clock::now();
    }
  }
}

struct Table {
  std::vector<int> values;  // g(0 .. N-1)
  long long period = 0, preperiod = 0;
  std::vector<int> cycle;  // g(preperiod .. preperiod + period - 1)
  std::string last;        // the machine-readable last line

  // Fills the table from a proven period: no value is computed.
  template <class Period>
  void fromPeriod(const Period& per, long long n) {
    period = per.period, preperiod = per.preperiod;
    last = "period " + std::to_string(period) + " preperiod " + std::to_string(preperiod);
    for (long long i = 0; i < n; i++) values.push_back(per.at((unsigned long long)i));
    for (long long i = 0; i < period; i++) cycle.push_back(per.at((unsigned long long)(preperiod + i)));
  }
};

Table octalTable(const std::string& code, long long n, long long limit, const std::string& saveDir) {
  if (!isOctalCode(code))
    throw std::invalid_argument("'" + code +
                                "' is not an octal code: write 0.d1d2... or 4.d1d2... with digits 0..7 and "
                                "some move, e.g. 0.137");
  OctalGame game(code);
  ValueFile file(saveDir, code);
  std::vector<int> saved = file.load();
  if (saved.size() > 1) game.resume(saved);
  Progress progress("octal " + code);
  if (saved.size() > 1) progress.resumedAt((long long)game.values().size());
  Clock::time_point lastSave = Clock::now();
  std::optional<OctalPeriod> per;
  // Check for a period at sizes growing by 1.25x, as findOctalPeriod does.
  // Values resumed from a file are checked once, at their full length.
  for (std::size_t size = 256;; size += size / 4) {
    size = std::min(size, std::size_t(limit));
    if (size < game.values().size() && size < std::size_t(limit)) continue;
    extendWithProgress(game, size, std::size_t(limit), progress, file, lastSave);
    per = game.provenPeriod();
    if (per || size == std::size_t(limit)) break;
  }
  Table t;
  if (per) {
    t.fromPeriod(*per, n);
  } else {
    extendWithProgress(game, std::size_t(n), std::size_t(n), progress, file, lastSave);
    t.values.assign(game.values().begin(), game.values().begin() + n);
    t.last = "no period proven up to " + std::to_string(std::max<long long>(limit, 0));
  }
  progress.finish((long long)game.values().size());
  if (!per && !file.path().empty() && game.values().size() > saved.size()) {
    file.save(game.values());
    std::fprintf(stderr, "table: %zu values saved to %s; the same command resumes from them\n",
                 game.values().size(), file.path().c_str());
  }
  return t;
}

Table subtractionTable(const std::vector<std::string>& args, long long n, long long limit) {
  if (args.empty()) throw std::invalid_argument("subtraction needs a move set, e.g. subtraction 1 3 4");
  std::vector<int> S;
  for (const std::string& a : args) S.push_back(int(parseCount(a, "a subtraction move", 1000000000)));
  Table t;
  auto per = findSubtractionPeriod(S, int(limit));
  if (per) {
    t.fromPeriod(*per, n);
  } else {
    t.values = subtractionGrundy(S, int(n));
    t.last = "no period proven up to " + std::to_string(limit);
  }
  return t;
}

Table grundysGameTable(long long n) {
  OctalGame game = OctalGame::grundysGame();
  Progress progress("Grundy's game");
  ValueFile none("", "");
  Clock::time_point lastSave = Clock::now();
  extendWithProgress(game, std::size_t(n), std::size_t(n), progress, none, lastSave);
  progress.finish(n);
  Table t;
  t.values.assign(game.values().begin(), game.values().begin() + n);
  t.last = "no period prover for Grundy's game";
  return t;
}

// Rows of the period (when it is proven and at most 60), else of 10, each
// led by its first n; a value before the preperiod that differs from the
// periodic value at its place is marked *.
void printRows(const Table& t) {
  bool byPeriod = t.period > 0 && t.period <= 60;
  std::size_t width = byPeriod ? std::size_t(t.period) : 10;
  std::size_t digits = 1;
  for (int v : t.values) digits = std::max(digits, std::to_string(v).size());
  auto periodic = [&](long long i) {  // the value the period gives at i
    long long p = t.period, r = ((i - t.preperiod) % p + p) % p;
    return t.cycle[std::size_t(r)];
  };
  std::size_t label = std::to_string(t.values.size()).size();
  for (std::size_t start = 0; start < t.values.size(); start += width) {
    std::string line = std::string(label - std::to_string(start).size(), ' ') + std::to_string(start) + ":";
    for (std::size_t i = start; i < std::min(t.values.size(), start + width); i++) {
      std::string v = std::to_string(t.values[i]);
      bool mark = t.period > 0 && (long long)i < t.preperiod && periodic((long long)i) != t.values[i];
      line += std::string(digits + 1 - v.size(), ' ') + v + (mark ? "*" : " ");
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    std::puts(line.c_str());
  }
}

const std::map<std::string, std::string> kNames = {
    {"0.77", "Kayles"},      {"0.137", "Dawson's chess"}, {"0.07", "Dawson's Kayles"},
    {"0.6", "Officers"},     {"0.007", "Treblecross"},    {"0.7777", "Double Kayles"},
};

int run(int argc, char** argv) {
  long long n = 40, limit = -1;
  std::string saveDir;
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--") {
      i++;
      break;
    }
    if ((a == "--n" || a == "--limit" || a == "--save-dir") && i + 1 < argc) {
      std::string v = argv[++i];
      if (a == "--n") n = parseCount(v, "N", 100000000);
      else if (a == "--limit") limit = parseCount(v, "LIMIT", 2000000000);
      else saveDir = v;
    } else {
      throw std::invalid_argument("unknown option '" + a + "'");
    }
  }
  std::vector<std::string> words(argv + i, argv + argc);
  if (words.empty()) throw std::invalid_argument("say the game: subtraction S..., octal CODE or grundy");
  const std::string& kind = words[0];
  std::vector<std::string> args(words.begin() + 1, words.end());
  Table t;
  std::string title;
  if (kind == "subtraction") {
    if (limit < 0) limit = 100000;
    t = subtractionTable(args, n, limit);
    title = "subtraction game {" + [&] {
      std::string s;
      for (const auto& a : args) s += (s.empty() ? "" : ", ") + a;
      return s;
    }() + "}";
  } else if (kind == "octal") {
    if (args.size() != 1) throw std::invalid_argument("octal needs one code, e.g. octal 0.137");
    bool budget = limit < 0;
    if (budget) limit = std::min(1000000LL, std::max(10000LL, kSearchPerValue * n));
    t = octalTable(args[0], n, limit, saveDir);
    if (budget && t.period == 0)
      std::fprintf(stderr,
                   "table: the period search stopped at %lld values (%lld x N, at least 10^4, at most "
                   "10^6, without LIMIT); LIMIT=<values> searches further\n",
                   limit, kSearchPerValue);
    auto name = kNames.find(args[0]);
    title = "octal game " + args[0] + (name != kNames.end() ? " (" + name->second + ")" : "");
  } else if (kind == "grundy") {
    if (!args.empty()) throw std::invalid_argument("grundy (Grundy's game) takes no arguments");
    if (limit >= 0)
      throw std::invalid_argument(
          "LIMIT does not apply to Grundy's game: no period can be proven for it; give N only");
    t = grundysGameTable(n);
    title = "Grundy's game (split a heap into two unequal heaps)";
  } else {
    throw std::invalid_argument("unknown game '" + kind +
                                "': say subtraction S..., octal CODE or grundy (Grundy's game)");
  }
  std::string rows = t.period > 0 && t.period <= 60 ? "rows of the period " + std::to_string(t.period) : "rows of 10";
  if (t.period > 0)
    rows += ", * = value before the preperiod " + std::to_string(t.preperiod) + " that differs from the period";
  std::printf("# %s: g(0..%lld), %s\n", title.c_str(), n - 1, rows.c_str());
  printRows(t);
  std::puts(t.last.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "table: %s\n", e.what());
    return 2;
  }
}
