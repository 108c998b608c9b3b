// Octal values g(0 .. n-1): the kit against the plain mex over every
// option (O(n^2) for games that split heaps), in the same run.
//   default (make bench): n = 10^5 for each game;
//   KIT_LONG_BENCH=1 (make bench-octal-long): Kayles, Dawson's chess and
//   Dawson's Kayles at n = 10^6, the plain mex too (minutes each).
// "kit" is octalGrundy: values computed (sparse space or plain mex,
// chosen by the engine) until a period is proven, then read off it;
// "engine" rows compute every value, with no period.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "snippets/octal.hpp"

namespace {

// The textbook method: mex over every option of every heap.
std::vector<int> plainValues(const std::string& code, int n, bool unequal = false) {
  std::vector<int> d = {code[0] - '0'};
  for (std::size_t i = 2; i < code.size(); i++) d.push_back(code[i] - '0');
  std::vector<int> g(std::size_t(n), 0);
  std::vector<char> seen;
  std::size_t top = 1;  // a power of two above every value so far
  for (int x = 1; x < n; x++) {
    seen.assign(top, 0);
    for (int j = 0; j < int(d.size()) && j <= x; j++) {
      int m = x - j, dj = d[std::size_t(j)];
      if ((dj & 1) && j > 0 && m == 0) seen[0] = 1;
      if ((dj & 2) && j > 0 && m > 0) seen[std::size_t(g[std::size_t(m)])] = 1;
      if (dj & 4)
        for (int a = 1; 2 * a <= m; a++)
          if (!unequal || 2 * a != m) seen[std::size_t(g[std::size_t(a)] ^ g[std::size_t(m - a)])] = 1;
    }
    int v = 0;
    while (seen[std::size_t(v)]) v++;
    g[std::size_t(x)] = v;
    while (std::size_t(v) >= top) top *= 2;
  }
  return g;
}

std::vector<int> engineValues(const std::string& code, int n) {
  OctalGame game(code);
  game.extend(std::size_t(n));
  return game.values();
}

std::vector<int> grundysGame(int n) {
  OctalGame game = OctalGame::grundysGame();
  game.extend(std::size_t(n));
  return game.values();
}

template <class F>
void run(benchmark::State& state, F f) {
  for (auto _ : state) benchmark::DoNotOptimize(f(int(state.range(0))));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

struct Game {
  const char* group;  // benchmark name: BM_<group>__kit / __naive
  const char* code;
};
const Game kGames[] = {
    {"octal_kayles_077", "0.77"},         {"octal_dawsons_chess_0137", "0.137"},
    {"octal_dawsons_kayles_007", "0.07"}, {"octal_officers_06", "0.6"},
    {"octal_treblecross_0007", "0.007"},  {"octal_0165", "0.165"},
};

void registerPair(const std::string& group, long n, std::vector<int> (*kit)(const std::string&, int),
                  const std::string& code) {
  benchmark::RegisterBenchmark(("BM_" + group + "__kit").c_str(),
                               [=](benchmark::State& s) { run(s, [&](int m) { return kit(code, m); }); })
      ->Arg(n)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark(("BM_" + group + "__naive").c_str(),
                               [=](benchmark::State& s) { run(s, [&](int m) { return plainValues(code, m); }); })
      ->Arg(n)
      ->Iterations(1)
      ->Unit(benchmark::kMillisecond);
}

std::vector<int> kitValues(const std::string& code, int n) { return octalGrundy(code, std::size_t(n)); }

}  // namespace

int main(int argc, char** argv) {
  if (std::getenv("KIT_LONG_BENCH")) {
    for (const Game& g : {kGames[0], kGames[1], kGames[2]})
      registerPair(std::string(g.group) + "_long", 1000000, kitValues, g.code);
  } else {
    for (const Game& g : kGames) registerPair(g.group, 100000, kitValues, g.code);
    for (const Game& g : {kGames[0], kGames[1]})
      registerPair(std::string(g.group) + "_engine", 100000, engineValues, g.code);
    benchmark::RegisterBenchmark("BM_grundys_game__kit", [](benchmark::State& s) { run(s, grundysGame); })
        ->Arg(100000)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("BM_grundys_game__naive", [](benchmark::State& s) {
      run(s, [](int n) { return plainValues("4.", n, true); });
    })->Arg(100000)->Iterations(1)->Unit(benchmark::kMillisecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
