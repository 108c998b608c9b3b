// Grundy table and proven period of a game, for `make -s table`.
//   table [--n N] [--limit L] -- subtraction 1 3 4 | octal 0.137 | grundy
// Prints g(0) .. g(N-1) on one line, then "period P preperiod Q" when a
// period is proven within L values, else "no period proven up to L".
// Grundy's game has no period prover: its second line says so.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "snippets/grundy_engine.hpp"
#include "snippets/octal.hpp"
#include "snippets/subtraction.hpp"

namespace {

long long parseCount(const std::string& s, const char* what) {
  std::size_t used = 0;
  long long v = -1;
  try {
    v = std::stoll(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || v < 1 || v > 100000000)
    throw std::invalid_argument(std::string(what) + " must be an integer in 1..1e8, got '" + s + "'");
  return v;
}

void printRow(const std::vector<int>& g) {
  std::string line;
  for (std::size_t i = 0; i < g.size(); i++) {
    if (i) line += ' ';
    line += std::to_string(g[i]);
  }
  std::puts(line.c_str());
}

void printPeriod(bool proven, long long period, long long pre, long long limit) {
  if (proven)
    std::printf("period %lld preperiod %lld\n", period, pre);
  else
    std::printf("no period proven up to %lld\n", limit);
}

int run(int argc, char** argv) {
  long long n = 40, limit = -1;
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--") { i++; break; }
    if ((a == "--n" || a == "--limit") && i + 1 < argc) {
      long long v = parseCount(argv[++i], a == "--n" ? "N" : "LIMIT");
      (a == "--n" ? n : limit) = v;
    } else {
      throw std::invalid_argument("unknown option '" + a + "'");
    }
  }
  std::vector<std::string> words(argv + i, argv + argc);
  if (words.empty()) throw std::invalid_argument("say the game: subtraction S..., octal CODE or grundy");
  const std::string& kind = words[0];
  if (kind == "subtraction") {
    if (words.size() < 2) throw std::invalid_argument("subtraction needs a move set, e.g. subtraction 1 3 4");
    std::vector<int> S;
    for (std::size_t k = 1; k < words.size(); k++)
      S.push_back(int(parseCount(words[k], "a subtraction move")));
    if (limit < 0) limit = 100000;
    printRow(subtractionGrundy(S, int(n)));
    auto per = findSubtractionPeriod(S, int(limit));
    printPeriod(bool(per), per ? per->period : 0, per ? per->preperiod : 0, limit);
  } else if (kind == "octal") {
    if (words.size() != 2) throw std::invalid_argument("octal needs one code, e.g. octal 0.137");
    if (!isOctalCode(words[1]))
      throw std::invalid_argument("'" + words[1] + "' is not an octal code: write 0.d1d2... or 4.d1d2... with digits 0..7 and some move, e.g. 0.137");
    if (limit < 0) limit = 1000000;
    printRow(octalGrundy(words[1], std::size_t(n)));
    auto per = findOctalPeriod(words[1], std::size_t(limit));
    printPeriod(bool(per), per ? per->period : 0, per ? per->preperiod : 0, limit);
  } else if (kind == "grundy") {
    if (words.size() != 1) throw std::invalid_argument("grundy takes no arguments");
    // Grundy's game: split a heap into two unequal non-empty heaps.
    GrundyEngine<int> eng(static_cast<std::size_t>(n));
    std::vector<int> g;
    for (int x = 0; x < int(n); x++)
      g.push_back(eng.value(x, [](int h, auto& o) {
        for (int a = 1; 2 * a < h; a++) o.addSum({a, h - a});
      }));
    printRow(g);
    printPeriod(false, 0, 0, n);  // no periodicity prover exists for it
  } else {
    throw std::invalid_argument("unknown game '" + kind + "' (subtraction, octal or grundy)");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "table: %s\n", e.what());
    return 2;
  }
}
