// The built-in families of `gk explore NAME ...` (docs/explore.md): values
// from the kit's snippets, in the format of driver.cpp, then for the classes
// with a periodicity theorem the line "proof PERIOD PREPERIOD" (a period the
// snippet proved) or "proof none LIMIT" (none proven within LIMIT values).
//   families [--limit L] [--out FILE] --box B1 [B2] -- NAME ARGS...
// NAME: subtraction S.. | octal CODE | grundy | mock-turtles | ruler |
//       lasker | strange-nim K | euclid | fibonacci-nim | wythoff
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "snippets/coin_turning.hpp"
#include "snippets/euclid_game.hpp"
#include "snippets/fibonacci_nim.hpp"
#include "snippets/lasker_nim.hpp"
#include "snippets/octal.hpp"
#include "snippets/strange_nim.hpp"
#include "snippets/subtraction.hpp"
#include "snippets/wythoff.hpp"
#include "explore/cpp/progress.hpp"

namespace {

using ll = long long;

void printValues(const std::vector<ll>& box, const std::vector<ll>& v) {
  std::string out = "values " + std::to_string(box.size());
  for (ll b : box) out += " " + std::to_string(b);
  std::puts(out.c_str());
  for (std::size_t i = 0; i < v.size(); i++)
    std::printf("%lld%c", v[i], (i % 32 == 31 || i + 1 == v.size()) ? '\n' : ' ');
}

// Extends game to n values in chunks, with progress towards total.
void extendWithProgress(OctalGame& game, std::size_t n, std::size_t total,
                        ExploreProgress& progress) {
  while (game.values().size() < n) {
    game.extend(std::min(n, game.values().size() + 4096));
    progress.report(ll(game.values().size()), ll(total));
  }
}

int run(int argc, char** argv) {
  std::vector<ll> box;
  ll limit = 0;
  int i = 1;
  for (; i < argc && std::string(argv[i]) != "--"; i++) {
    std::string a = argv[i];
    if (a == "--limit" && i + 1 < argc) limit = std::atoll(argv[++i]);
    else if (a == "--out" && i + 1 < argc) {
      if (!std::freopen(argv[++i], "w", stdout)) throw std::invalid_argument("cannot write");
    }
    else if (a == "--box")
      while (i + 1 < argc && argv[i + 1][0] != '-') box.push_back(std::atoll(argv[++i]));
    else throw std::invalid_argument("bad argument " + a);
  }
  if (i + 1 >= argc) throw std::invalid_argument("say the family");
  std::string name = argv[++i];
  std::vector<std::string> args(argv + i + 1, argv + argc);
  auto need = [&](std::size_t dims) {
    if (box.size() != dims)
      throw std::invalid_argument(name + " has states of " + std::to_string(dims) +
                                  " number(s): give " + (dims == 1 ? "--n N" : "--box XxY"));
  };
  std::vector<ll> v;
  if (name == "subtraction") {
    // The period first (snippets/subtraction.hpp proves it from two equal
    // windows of max(S) values); the values are then read off it.
    need(1);
    std::vector<int> S;
    for (const std::string& s : args) S.push_back(std::atoi(s.c_str()));
    int lim = int(std::max<ll>(limit ? limit : 100000, box[0]));
    auto per = findSubtractionPeriod(S, lim);
    if (per) {
      for (ll n = 0; n < box[0]; n++) v.push_back(per->at((unsigned long long)n));
    } else {
      std::vector<int> g = subtractionGrundy(S, int(box[0]));
      v.assign(g.begin(), g.end());
    }
    printValues(box, v);
    if (per)
      std::printf("proof %d %d\n", per->period, per->preperiod);
    else
      std::printf("proof none %d\n", lim);
  } else if (name == "octal") {
    // As findOctalPeriod: values until Guy-Smith proves a period (checked
    // at sizes growing by 1.25x), then read off it; progress on the way.
    need(1);
    OctalGame game(args.at(0));
    std::size_t lim = std::size_t(std::max<ll>(limit ? limit : 20000, box[0]));
    ExploreProgress progress("values");
    std::optional<OctalPeriod> per;
    for (std::size_t size = 256;; size += size / 4) {
      size = std::min(size, lim);
      extendWithProgress(game, size, lim, progress);
      per = game.provenPeriod();
      if (per || size == lim) break;
    }
    for (ll n = 0; n < box[0]; n++)
      v.push_back(per ? per->at((unsigned long long)n) : game.values()[std::size_t(n)]);
    printValues(box, v);
    if (per)
      std::printf("proof %lld %lld\n", per->period, per->preperiod);
    else
      std::printf("proof none %zu\n", lim);
  } else if (name == "grundy") {
    need(1);
    OctalGame game = OctalGame::grundysGame();
    ExploreProgress progress("values");
    extendWithProgress(game, std::size_t(box[0]), std::size_t(box[0]), progress);
    v.assign(game.values().begin(), game.values().begin() + box[0]);
    printValues(box, v);
  } else if (name == "mock-turtles" || name == "ruler") {
    need(1);
    for (ll n = 0; n < box[0]; n++)
      v.push_back(name == "ruler" ? (n ? ll(rulerValue(n)) : 0) : ll(mockTurtleValue(n)));
    printValues(box, v);
  } else if (name == "lasker") {
    need(1);
    for (ll n = 0; n < box[0]; n++) v.push_back(laskerGrundy(n));
    printValues(box, v);
  } else if (name == "strange-nim") {
    need(1);
    ll k = std::atoll(args.at(0).c_str());
    if (k < 1) throw std::invalid_argument("strange-nim K: K >= 1");
    for (ll n = 0; n < box[0]; n++) v.push_back(strangeNimGrundy(n, k));
    printValues(box, v);
  } else if (name == "euclid" || name == "fibonacci-nim" || name == "wythoff") {
    need(2);
    for (ll x = 0; x < box[0]; x++)
      for (ll y = 0; y < box[1]; y++) {
        if (name == "euclid") v.push_back(x && y ? euclidGrundy(x, y) : 0);
        else if (name == "wythoff") v.push_back(wythoffIsP(x, y) ? 0 : 1);
        else v.push_back(x && y ? (fibNimWins(x, y) ? 1 : 0) : 0);
      }
    printValues(box, v);
  } else {
    throw std::invalid_argument("unknown family " + name);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "explore: %s\n", e.what());
    return 3;
  }
}
