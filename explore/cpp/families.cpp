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

namespace {

using ll = long long;

void printValues(const std::vector<ll>& box, const std::vector<ll>& v) {
  std::string out = "values " + std::to_string(box.size());
  for (ll b : box) out += " " + std::to_string(b);
  std::puts(out.c_str());
  for (std::size_t i = 0; i < v.size(); i++)
    std::printf("%lld%c", v[i], (i % 32 == 31 || i + 1 == v.size()) ? '\n' : ' ');
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
    need(1);
    std::vector<int> S;
    for (const std::string& s : args) S.push_back(std::atoi(s.c_str()));
    std::vector<int> g = subtractionGrundy(S, int(box[0]));
    v.assign(g.begin(), g.end());
    printValues(box, v);
    int lim = int(std::max<ll>(limit ? limit : 100000, box[0]));
    if (auto per = findSubtractionPeriod(S, lim))
      std::printf("proof %d %d\n", per->period, per->preperiod);
    else
      std::printf("proof none %d\n", lim);
  } else if (name == "octal") {
    need(1);
    OctalGame game(args.at(0));
    game.extend(std::size_t(box[0]));
    v.assign(game.values().begin(), game.values().begin() + box[0]);
    printValues(box, v);
    ll lim = std::max<ll>(limit ? limit : 20000, box[0]);
    if (auto per = findOctalPeriod(args.at(0), std::size_t(lim)))
      std::printf("proof %lld %lld\n", per->period, per->preperiod);
    else
      std::printf("proof none %lld\n", lim);
  } else if (name == "grundy") {
    need(1);
    OctalGame game = OctalGame::grundysGame();
    game.extend(std::size_t(box[0]));
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
