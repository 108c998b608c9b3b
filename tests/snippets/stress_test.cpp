// Randomized stress test of every snippet against the exhaustive game
// search of game_search.hpp (win or loss by definition, no Sprague-Grundy
// shortcut): random positions, and every returned move played out.
//
// `make test` runs it with the fixed seed 1; `make fuzz [SEED=s]` runs it
// longer with a new seed (KIT_FUZZ_SEED, KIT_FUZZ_ROUNDS). A failure names
// the seed to replay it. Built twice: as is, and after the contest prelude
// (<bits/stdc++.h>, using namespace std, #define int long long), so every
// snippet passes with the macro too; this file only uses `int` where the
// macro may change it consistently on both sides.
#include <gtest/gtest.h>

#ifdef KIT_CONTEST_PRELUDE
#include <bits/stdc++.h>
using namespace std;
#define int long long
#endif

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "snippets/bitset_mex.hpp"
#include "snippets/canonical_game.hpp"
#include "snippets/divisor_nim.hpp"
#include "snippets/dyadic.hpp"
#include "snippets/euclid_game.hpp"
#include "snippets/every_sg.hpp"
#include "snippets/fast_input.hpp"
#include "snippets/fibonacci_nim.hpp"
#include "snippets/grundy_engine.hpp"
#include "snippets/hackenbush_graph.hpp"
#include "snippets/hackenbush_tree.hpp"
#include "snippets/loopy_grundy.hpp"
#include "snippets/lasker_nim.hpp"
#include "snippets/mex.hpp"
#include "snippets/minimax.hpp"
#include "snippets/misere_genus.hpp"
#include "snippets/misere_nim.hpp"
#include "snippets/moore_nim.hpp"
#include "snippets/nim.hpp"
#include "snippets/nim_product.hpp"
#include "snippets/octal.hpp"
#include "snippets/retrograde.hpp"
#include "snippets/retrograde_implicit.hpp"
#include "snippets/retrograde_prefs.hpp"
#include "snippets/solo_game.hpp"
#include "snippets/staircase_nim.hpp"
#include "snippets/strange_nim.hpp"
#include "snippets/subtraction.hpp"
#include "snippets/vertex_geography.hpp"
#include "snippets/wythoff.hpp"
#include "snippets/xor_convolution.hpp"
#include "tests/snippets/game_search.hpp"
#include "tests/snippets/loopy_search.hpp"
#include "tests/snippets/partizan_search.hpp"
#include "tests/snippets/score_search.hpp"
#include "tests/snippets/split_search.hpp"

namespace {

using game_search::Heaps;
using game_search::WinSearch;
using Rng = std::mt19937_64;

unsigned long long envNumber(const char* name, unsigned long long fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 10) : fallback;
}
const unsigned long long kSeed = envNumber("KIT_FUZZ_SEED", 1);
const unsigned long long kRounds = envNumber("KIT_FUZZ_ROUNDS", 1);

// One generator per test, seeded from the run's seed and the test's name,
// so a failing test replays alone with the same seed.
Rng rngFor(const std::string& test) {
  std::seed_seq seq(test.begin(), test.end());
  std::vector<unsigned> mix(2);
  seq.generate(mix.begin(), mix.end());
  return Rng(kSeed ^ (static_cast<unsigned long long>(mix[0]) << 32 | mix[1]));
}

// Trials per test: `per` for make test, times KIT_FUZZ_ROUNDS for fuzz.
unsigned long long trials(unsigned long long per) { return per * kRounds; }

#define KIT_STRESS(name)                                              \
  SCOPED_TRACE("replay: make fuzz SEED=" + std::to_string(kSeed) +    \
               " (KIT_FUZZ_ROUNDS=" + std::to_string(kRounds) + ")"); \
  Rng rng = rngFor(name)

// `int` is the type of Heaps' entries, long long under the prelude.
int uniform(Rng& rng, int lo, int hi) {  // [lo, hi]
  return lo + static_cast<int>(rng() % static_cast<unsigned long long>(hi - lo + 1));
}

Heaps randomHeaps(Rng& rng, int maxLen, int maxSize) {
  Heaps h(static_cast<std::size_t>(uniform(rng, 0, maxLen)));
  for (auto& x : h) x = uniform(rng, 0, maxSize);
  return h;
}

TEST(Stress, Nim) {
  KIT_STRESS("nim");
  WinSearch<Heaps> search(game_search::sortedNimMoves);
  for (unsigned long long t = 0; t < trials(3000); t++) {
    Heaps h = randomHeaps(rng, 5, 9);
    Heaps key = h;
    std::sort(key.begin(), key.end());
    bool win = search.wins(key);
    ASSERT_EQ(nimFirstWins(h), win);
    auto mv = nimWinningMove(h);
    ASSERT_EQ(mv.has_value(), win);
    if (!mv) continue;
    Heaps after = h;
    after[static_cast<std::size_t>(mv->first)] = mv->second;
    ASSERT_TRUE(search.isMove(key, [&] { auto k = after; std::sort(k.begin(), k.end()); return k; }()));
    std::sort(after.begin(), after.end());
    ASSERT_FALSE(search.wins(after));
  }
}

TEST(Stress, MisereNim) {
  KIT_STRESS("misere");
  WinSearch<Heaps> search(game_search::sortedNimMoves, true);
  for (unsigned long long t = 0; t < trials(3000); t++) {
    Heaps h = randomHeaps(rng, 6, t % 2 ? 2 : 8);
    if (std::all_of(h.begin(), h.end(), [](auto x) { return x == 0; })) continue;
    Heaps key = h;
    std::sort(key.begin(), key.end());
    bool win = search.wins(key);
    ASSERT_EQ(misereFirstWins(h), win);
    auto mv = misereWinningMove(h);
    ASSERT_EQ(mv.has_value(), win);
    if (!mv) continue;
    Heaps after = h;
    ASSERT_LT(mv->second, after[static_cast<std::size_t>(mv->first)]);
    after[static_cast<std::size_t>(mv->first)] = mv->second;
    std::sort(after.begin(), after.end());
    ASSERT_FALSE(search.wins(after));
  }
}

// A random DAG on n vertices (followers are smaller vertices).
std::vector<std::vector<int>> randomDag(Rng& rng, int n, int percent) {
  std::vector<std::vector<int>> g(static_cast<std::size_t>(n));
  for (int v = 0; v < n; v++)
    for (int w = 0; w < v; w++)
      if (uniform(rng, 0, 99) < percent) g[static_cast<std::size_t>(v)].push_back(w);
  return g;
}

// Every-SG: a move lowers every part that has a move; no move at all loses.
TEST(Stress, EverySg) {
  KIT_STRESS("every-sg");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto g = randomDag(rng, 8, uniform(rng, 15, 60));
    std::vector<int> s = everySteps(g);
    WinSearch<Heaps> search([&](const Heaps& h) {
      std::vector<Heaps> out;
      Heaps cur;
      std::function<void(std::size_t)> pick = [&](std::size_t i) {
        if (i == h.size()) {
          Heaps k = cur;
          std::sort(k.begin(), k.end());
          if (k != h) out.push_back(k);
          return;
        }
        const auto& next = g[static_cast<std::size_t>(h[i])];
        if (next.empty()) {
          cur.push_back(h[i]), pick(i + 1), cur.pop_back();
          return;
        }
        for (int w : next) cur.push_back(w), pick(i + 1), cur.pop_back();
      };
      pick(0);
      return out;
    });
    for (int rep = 0; rep < 40; rep++) {
      Heaps parts(static_cast<std::size_t>(uniform(rng, 1, 3)));
      for (auto& v : parts) v = uniform(rng, 0, 7);
      std::sort(parts.begin(), parts.end());
      std::vector<int> st;
      for (int v : parts) st.push_back(s[static_cast<std::size_t>(v)]);
      ASSERT_EQ(everySumFirstWins(st), search.wins(parts));
    }
  }
}

// Misere sums of tame parts of random DAGs; wild parts give "unknown".
TEST(Stress, MisereGenus) {
  KIT_STRESS("misere-genus");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto g = randomDag(rng, 9, uniform(rng, 15, 60));
    GenusTable table = misereGenera(g);
    WinSearch<Heaps> search([&](const Heaps& h) {
      std::vector<Heaps> out;
      for (std::size_t i = 0; i < h.size(); i++)
        for (int w : g[static_cast<std::size_t>(h[i])]) {
          Heaps k = h;
          k[i] = w;
          std::sort(k.begin(), k.end());
          out.push_back(k);
        }
      return out;
    }, true);
    for (int rep = 0; rep < 40; rep++) {
      Heaps parts(static_cast<std::size_t>(uniform(rng, 1, 3)));
      for (auto& v : parts) v = uniform(rng, 0, 8);
      std::sort(parts.begin(), parts.end());
      std::optional<bool> rule = misereSumFirstWins(table, parts);
      if (!rule) continue;
      bool win = search.wins(parts);
      ASSERT_EQ(*rule, win);
      bool anyMove = false;
      for (int v : parts) anyMove |= !g[static_cast<std::size_t>(v)].empty();
      if (!anyMove) continue;
      auto mv = misereSumWinningMove(g, table, parts);
      ASSERT_EQ(mv.has_value(), win);
      if (!mv) continue;
      Heaps after = parts;
      after[static_cast<std::size_t>(mv->first)] = mv->second;
      std::sort(after.begin(), after.end());
      ASSERT_TRUE(search.isMove(parts, after));
      ASSERT_FALSE(search.wins(after));
    }
  }
}

// Moore's Nim_k: lower between 1 and k heaps.
TEST(Stress, MooreNim) {
  KIT_STRESS("moore");
  for (int k = 1; k <= 3; k++) {
    auto moves = [k](const Heaps& h) {
      std::vector<Heaps> out;
      std::size_t n = h.size();
      // Every non-empty choice of at most k heaps, each lowered.
      for (unsigned mask = 1; mask < (1u << n); mask++) {
        if (__builtin_popcount(mask) > k) continue;
        Heaps t = h;
        std::function<void(std::size_t)> go = [&](std::size_t i) {
          if (i == n) {
            out.push_back(t);
            return;
          }
          if (!(mask >> i & 1)) return go(i + 1);
          for (auto v = h[i] - 1; v >= 0; v--) t[i] = v, go(i + 1);
          t[i] = h[i];
        };
        go(0);
      }
      return out;
    };
    WinSearch<Heaps> search(moves);
    for (unsigned long long t = 0; t < trials(400); t++) {
      Heaps h = randomHeaps(rng, 4, 5);
      bool win = search.wins(h);
      ASSERT_EQ(mooreFirstWins(h, k), win) << "k = " << k;
      auto after = mooreWinningMove(h, k);
      ASSERT_EQ(after.has_value(), win);
      if (!after) continue;
      ASSERT_TRUE(search.isMove(h, *after));
      ASSERT_FALSE(search.wins(*after));
    }
  }
}

// Staircase Nim: move >= 1 coins from step i >= 1 to step i - 1.
TEST(Stress, StaircaseNim) {
  KIT_STRESS("staircase");
  auto moves = [](const Heaps& s) {
    std::vector<Heaps> out;
    for (std::size_t i = 1; i < s.size(); i++)
      for (auto c = s[i]; c >= 1; c--) {
        Heaps t = s;
        t[i] -= c, t[i - 1] += c;
        out.push_back(t);
      }
    return out;
  };
  WinSearch<Heaps> search(moves);
  for (unsigned long long t = 0; t < trials(1500); t++) {
    Heaps s = randomHeaps(rng, 5, 3);
    if (!s.empty()) s[0] = 0;  // the floor's coins never matter
    bool win = search.wins(s);
    ASSERT_EQ(staircaseValue(s) != 0, win);
    auto mv = staircaseWinningMove(s);
    ASSERT_EQ(mv.has_value(), win);
    if (!mv) continue;
    Heaps after = s;
    auto i = static_cast<std::size_t>(mv->first);
    after[i] -= mv->second, after[i - 1] += mv->second;
    ASSERT_TRUE(search.isMove(s, after));
    ASSERT_FALSE(search.wins(after));
  }
}

TEST(Stress, Wythoff) {
  KIT_STRESS("wythoff");
  auto moves = [](const Heaps& p) {
    std::vector<Heaps> out;
    for (int d = 1; d <= std::max(p[0], p[1]); d++) {
      if (d <= p[0]) out.push_back({p[0] - d, p[1]});
      if (d <= p[1]) out.push_back({p[0], p[1] - d});
      if (d <= p[0] && d <= p[1]) out.push_back({p[0] - d, p[1] - d});
    }
    return out;
  };
  WinSearch<Heaps> search(moves);
  for (unsigned long long t = 0; t < trials(2000); t++) {
    Heaps p = {uniform(rng, 0, 40), uniform(rng, 0, 40)};
    bool win = search.wins(p);
    ASSERT_EQ(!wythoffIsP(p[0], p[1]), win);
    auto mv = wythoffWinningMove(p[0], p[1]);
    ASSERT_EQ(mv.has_value(), win);
    if (!mv) continue;
    Heaps after = {mv->first, mv->second};
    ASSERT_TRUE(search.isMove(p, after));
    ASSERT_FALSE(search.wins(after));
  }
}

// A sum of two or three Euclid games (pairs <= 24; a pair with a 0 is
// over): the whole position searched by the rules against the xor of
// euclidGrundy, and the move euclidMoveTo makes in one component.
TEST(Stress, EuclidSums) {
  KIT_STRESS("euclid");
  auto moves = [](const Heaps& p) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i + 1 < p.size(); i += 2) {
      auto a = p[i], b = p[i + 1];
      if (a == 0 || b == 0) continue;
      for (auto r = std::max(a, b) - std::min(a, b); r >= 0; r -= std::min(a, b)) {
        Heaps q = p;
        (a >= b ? q[i] : q[i + 1]) = r;
        out.push_back(q);
      }
    }
    return out;
  };
  WinSearch<Heaps> search(moves);
  for (unsigned long long t = 0; t < trials(300); t++) {
    Heaps p(static_cast<std::size_t>(2 * uniform(rng, 2, 3)));
    for (auto& x : p) x = uniform(rng, 1, 24);
    unsigned long long x = 0;
    for (std::size_t i = 0; i < p.size(); i += 2)
      x ^= static_cast<unsigned long long>(euclidGrundy(p[i], p[i + 1]));
    ASSERT_EQ(x != 0, search.wins(p));
    if (!x) continue;
    bool moved = false;
    for (std::size_t i = 0; i < p.size() && !moved; i += 2) {
      auto g = static_cast<unsigned long long>(euclidGrundy(p[i], p[i + 1]));
      if ((g ^ x) >= g) continue;
      auto to = euclidMoveTo(p[i], p[i + 1], static_cast<Heaps::value_type>(g ^ x));
      ASSERT_TRUE(to.has_value());
      Heaps after = p;
      after[i] = to->first, after[i + 1] = to->second;
      ASSERT_TRUE(search.isMove(p, after));
      ASSERT_FALSE(search.wins(after));
      moved = true;
    }
    ASSERT_TRUE(moved);
  }
}

// Fibonacci Nim from random (stones, limit): the winning take is legal
// and leaves a lost position, by a search over (stones, limit).
TEST(Stress, FibonacciNim) {
  KIT_STRESS("fibonacci_nim");
  auto moves = [](const Heaps& p) {
    std::vector<Heaps> out;
    for (Heaps::value_type x = 1; x <= std::min(p[0], p[1]); x++)
      out.push_back({p[0] - x, std::min(2 * x, p[0] - x)});
    return out;
  };
  WinSearch<Heaps> search(moves);
  for (unsigned long long t = 0; t < trials(2000); t++) {
    Heaps p = {uniform(rng, 1, 150), 0};
    p[1] = uniform(rng, 1, p[0]);
    bool win = search.wins(p);
    ASSERT_EQ(fibNimWins(p[0], p[1]), win);
    auto x = fibNimWinningTake(p[0], p[1]);
    ASSERT_EQ(x != 0, win);
    if (!x) continue;
    Heaps after = {p[0] - x, std::min(2 * x, p[0] - x)};
    ASSERT_TRUE(search.isMove(p, after));
    ASSERT_FALSE(search.wins(after));
  }
}

// A heap of a subtraction game plus a Nim heap v: lost iff g(n) = v.
TEST(Stress, SubtractionAndItsPeriod) {
  KIT_STRESS("subtraction");
  for (unsigned long long t = 0; t < trials(60); t++) {
    std::vector<int> S;
    for (int s = 1; s <= 9; s++)
      if (rng() % 3 == 0) S.push_back(s);
    auto moves = [&S](const Heaps& p) {
      std::vector<Heaps> out;
      for (auto s : S)
        if (s <= p[0]) out.push_back({p[0] - s, p[1]});
      for (int v = 0; v < p[1]; v++) out.push_back({p[0], v});
      return out;
    };
    WinSearch<Heaps> search(moves);
    std::vector<int> g = subtractionGrundy(S, 60);
    ASSERT_EQ(bitsetSubtractionGrundy(S, 60, 10), g);
    auto per = findSubtractionPeriod(S, 2000);
    ASSERT_TRUE(per.has_value());
    for (int rep = 0; rep < 20; rep++) {
      auto n = uniform(rng, 0, 59), v = uniform(rng, 0, 5);
      auto gn = g[static_cast<std::size_t>(n)];
      ASSERT_EQ(search.wins({n, v}), gn != v) << "n " << n << " v " << v;
      ASSERT_EQ(per->at(static_cast<unsigned long long>(n)), gn);
    }
  }
}

// A random octal code, played by its rules on a few heaps plus a Nim heap
// (the last entry): digit j lets a move take j tokens from a heap leaving
// nothing (bit 1), one heap (bit 2) or two non-empty heaps (bit 4); a
// leading 4 splits a heap without taking.
TEST(Stress, Octal) {
  KIT_STRESS("octal");
  for (unsigned long long t = 0; t < trials(40); t++) {
    std::string code = rng() % 4 == 0 ? "4." : "0.";
    for (int d = uniform(rng, 1, 3); d > 0; d--)
      code += static_cast<char>('0' + uniform(rng, 0, 7));
    if (!isOctalCode(code)) continue;
    std::vector<int> digit = {code[0] - '0'};
    for (std::size_t i = 2; i < code.size(); i++) digit.push_back(code[i] - '0');
    auto moves = [&digit](const Heaps& p) {
      std::vector<Heaps> out;
      auto add = [&out](Heaps q) {
        std::sort(q.begin(), q.end() - 1);  // heaps as a multiset
        out.push_back(q);
      };
      for (std::size_t h = 0; h + 1 < p.size(); h++) {
        auto n = p[h];
        for (std::size_t j = 0; j < digit.size(); j++) {
          auto rest = n - static_cast<int>(j);
          if (rest < 0) break;
          Heaps q = p;
          q.erase(q.begin() + static_cast<std::ptrdiff_t>(h));
          if ((digit[j] & 1) && rest == 0 && j > 0) add(q);
          if ((digit[j] & 2) && rest > 0 && j > 0) {
            Heaps r = q;
            r.insert(r.begin(), rest);
            add(r);
          }
          if (digit[j] & 4)
            for (int a = 1; a <= rest - a; a++) {
              Heaps r = q;
              r.insert(r.begin(), {a, rest - a});
              add(r);
            }
        }
      }
      for (int v = 0; v < p.back(); v++) {
        Heaps q = p;
        q.back() = v;
        out.push_back(q);
      }
      return out;
    };
    WinSearch<Heaps> search(moves);
    std::vector<int> g = octalGrundy(code, 14);
    auto per = findOctalPeriod(code, 3000);
    for (int rep = 0; rep < 12; rep++) {
      auto a = uniform(rng, 0, 13), b = uniform(rng, 0, 9), v = uniform(rng, 0, 7);
      auto ga = g[static_cast<std::size_t>(a)], gb = g[static_cast<std::size_t>(b)];
      Heaps one = {a, v}, two = {std::min(a, b), std::max(a, b), v};
      ASSERT_EQ(search.wins(one), ga != v) << code << " heap " << a << " v " << v;
      ASSERT_EQ(search.wins(two), (ga ^ gb) != v)
          << code << " heaps " << a << " " << b << " v " << v;
      if (per) {
        ASSERT_EQ(per->at(static_cast<unsigned long long>(a)), ga) << code;
      }
    }
  }
}

// Replace n >= 2 by a proper divisor, plus a Nim heap v.
TEST(Stress, DivisorNim) {
  KIT_STRESS("divisor");
  auto moves = [](const Heaps& p) {
    std::vector<Heaps> out;
    for (int d = 1; d < p[0]; d++)
      if (p[0] % d == 0) out.push_back({d, p[1]});
    for (int v = 0; v < p[1]; v++) out.push_back({p[0], v});
    return out;
  };
  WinSearch<Heaps> search(moves);
  std::vector<int> om = omegaTable(400);
  for (unsigned long long t = 0; t < trials(1500); t++) {
    auto n = uniform(rng, 1, 400), v = uniform(rng, 0, 6);
    auto g = bigOmega(n);
    ASSERT_EQ(g, om[static_cast<std::size_t>(n)]);
    ASSERT_EQ(search.wins({n, v}), g != v) << n;
  }
}

// A random acyclic game on states 0..N-1 (options point to smaller
// states), as sums of two tokens: the engine's value, xor-ed, against the
// search on pairs.
TEST(Stress, GrundyEngine) {
  KIT_STRESS("engine");
  for (unsigned long long t = 0; t < trials(40); t++) {
    const int N = 30;
    std::vector<std::vector<int>> opts(static_cast<std::size_t>(N));
    for (int s = 1; s < N; s++)
      for (int o = 0; o < s; o++)
        if (rng() % 4 == 0) opts[static_cast<std::size_t>(s)].push_back(o);
    GrundyEngine<int> eng(static_cast<std::size_t>(N) / 2);  // table and map
    auto gen = [&](int s, auto& o) {
      for (int x : opts[static_cast<std::size_t>(s)]) o.add(x);
    };
    auto moves = [&](const Heaps& p) {
      std::vector<Heaps> out;
      for (auto x : opts[static_cast<std::size_t>(p[0])]) out.push_back({x, p[1]});
      for (auto x : opts[static_cast<std::size_t>(p[1])]) out.push_back({p[0], x});
      return out;
    };
    WinSearch<Heaps> search(moves);
    for (int rep = 0; rep < 30; rep++) {
      auto a = uniform(rng, 0, N - 1), b = uniform(rng, 0, N - 1);
      bool win = (eng.value(a, gen) ^ eng.value(b, gen)) != 0;
      ASSERT_EQ(eng.sumValue({a, b}, gen) != 0, win);
      ASSERT_EQ(search.wins({a, b}), win) << a << " " << b;
    }
  }
}

// Green Hackenbush on a rooted forest: cut an edge, its subtree falls.
TEST(Stress, HackenbushTree) {
  KIT_STRESS("hackenbush tree");
  for (unsigned long long t = 0; t < trials(150); t++) {
    auto n = uniform(rng, 1, 9);
    std::vector<int> parent(static_cast<std::size_t>(n));
    for (int v = 0; v < n; v++)
      parent[static_cast<std::size_t>(v)] = v == 0 || rng() % 5 == 0 ? -1 : uniform(rng, 0, v - 1);
    // State: the bit mask of vertices still standing.
    auto moves = [&](const unsigned& alive) {
      std::vector<unsigned> out;
      for (int v = 0; v < n; v++) {
        if (!(alive >> v & 1) || parent[static_cast<std::size_t>(v)] < 0) continue;
        unsigned left = alive & ~(1u << v);
        for (int u = v + 1; u < n; u++)  // parents come first
          if (parent[static_cast<std::size_t>(u)] >= 0 &&
              !(left >> parent[static_cast<std::size_t>(u)] & 1))
            left &= ~(1u << u);
        out.push_back(left);
      }
      return out;
    };
    WinSearch<unsigned> search(moves);
    unsigned all = (1u << n) - 1;
    bool win = search.wins(all);
    ASSERT_EQ(hackenbushTreeValue(parent) != 0, win);
    auto edge = hackenbushTreeWinningEdge(parent);
    ASSERT_EQ(edge.has_value(), win);
    if (!edge) continue;
    // Cut it: the position left is the forest without that subtree.
    auto after = moves(all);
    std::size_t k = 0;
    for (int v = 0; v < *edge; v++)
      k += parent[static_cast<std::size_t>(v)] >= 0;
    ASSERT_FALSE(search.wins(after[k]));
  }
}

// Blue-Red-Green Hackenbush forests (partizan): the canonical form's outcome
// against the search of who wins moving first and second; a Blue-Red forest
// is the number dyadic.hpp gives.
TEST(Stress, PartizanHackenbush) {
  KIT_STRESS("partizan hackenbush");
  for (unsigned long long t = 0; t < trials(150); t++) {
    auto m = uniform(rng, 0, 8);
    bool green = rng() % 2;
    std::vector<int> parent(static_cast<std::size_t>(m) + 1, 0);
    std::string col = "?";
    for (int v = 1; v <= m; v++) {
      parent[static_cast<std::size_t>(v)] = rng() % 3 == 0 ? 0 : uniform(rng, 0, v - 1);
      col += "BRG"[rng() % (green ? 3 : 2)];
    }
    HackenbushSearch search(parent, col, "");
    CanonicalGames cg;
    std::map<unsigned, int> memo;
    auto moves = [&](unsigned mask, std::vector<unsigned>& l, std::vector<unsigned>& r) {
      for (int e = 1; e <= m; e++)
        if (mask >> (e - 1) & 1) {
          if (col[static_cast<std::size_t>(e)] != 'R') l.push_back(search.cut(mask, e));
          if (col[static_cast<std::size_t>(e)] != 'B') r.push_back(search.cut(mask, e));
        }
    };
    int g = cg.of((1u << m) - 1, moves, memo);
    char o = search.outcome();
    ASSERT_EQ(cg.outcome(g), o) << col;
    if (green) continue;
    std::vector<int> ground = parent;
    ground[0] = -1;
    Dyadic v = hackenbushBlueRedValue(ground, col);
    ASSERT_EQ(o, v.sign() > 0 ? 'L' : v.sign() < 0 ? 'R' : 'P') << col;
    auto num = cg.numberValue(g);
    ASSERT_TRUE(num.has_value());
    ASSERT_EQ(Dyadic(num->first, num->second), v) << col;
  }
}

// Green Hackenbush on a graph: cut an edge, drop all that lost the ground.
TEST(Stress, HackenbushGraph) {
  KIT_STRESS("hackenbush graph");
  for (unsigned long long t = 0; t < trials(150); t++) {
    auto n = uniform(rng, 1, 6), m = uniform(rng, 0, 8);
    std::vector<std::pair<int, int>> edges;
    for (int e = 0; e < m; e++)
      edges.push_back({uniform(rng, 0, n - 1), uniform(rng, 0, n - 1)});
    std::vector<int> ground = {0};
    if (n > 1 && rng() % 3 == 0) ground.push_back(n - 1);
    auto grounded = [&](unsigned mask) {
      std::vector<char> up(static_cast<std::size_t>(n), 0);
      for (auto v : ground) up[static_cast<std::size_t>(v)] = 1;
      unsigned keep = 0;
      for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t e = 0; e < edges.size(); e++) {
          auto a = static_cast<std::size_t>(edges[e].first);
          auto b = static_cast<std::size_t>(edges[e].second);
          if ((mask >> e & 1) && !(keep >> e & 1) && (up[a] || up[b])) {
            up[a] = up[b] = 1, keep |= 1u << e, changed = true;
          }
        }
      }
      return keep;
    };
    auto moves = [&](const unsigned& mask) {
      std::vector<unsigned> out;
      for (std::size_t e = 0; e < edges.size(); e++)
        if (mask >> e & 1) out.push_back(grounded(mask & ~(1u << e)));
      return out;
    };
    WinSearch<unsigned> search(moves);
    bool win = search.wins(grounded((1u << m) - 1));
    ASSERT_EQ(hackenbushGraphValue(n, edges, ground) != 0, win);
  }
}

// Retrograde analysis against the fixpoint of the definitions, with
// random set results; lengths and best moves too.
TEST(Stress, Retrograde) {
  KIT_STRESS("retrograde");
  for (unsigned long long t = 0; t < trials(400); t++) {
    auto n = uniform(rng, 1, 9), m = uniform(rng, 0, 3 * n);
    Retrograde g(n);
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
    for (int e = 0; e < m; e++) {
      auto a = uniform(rng, 0, n - 1), b = uniform(rng, 0, n - 1);
      g.addMove(a, b), moves[static_cast<std::size_t>(a)].push_back(b);
    }
    std::vector<int> fixed(static_cast<std::size_t>(n), loopy_search::kFree);
    for (int v = 0; v < n; v++)
      if (rng() % 5 == 0) {
        fixed[static_cast<std::size_t>(v)] = uniform(rng, 0, 2);
        g.setResult(v, static_cast<Outcome>(fixed[static_cast<std::size_t>(v)]));
      }
    g.solve();
    auto want = loopy_search::solve(moves, fixed);
    for (std::size_t v = 0; v < static_cast<std::size_t>(n); v++) {
      ASSERT_EQ(static_cast<int>(g.outcome[v]), want.result[v]);
      ASSERT_EQ(g.length[v], want.length[v]);
      auto b = g.bestMove[v];
      if (b < 0) continue;
      auto w = static_cast<std::size_t>(b);
      if (g.outcome[v] == Outcome::Draw) ASSERT_EQ(g.outcome[w], Outcome::Draw);
      else ASSERT_EQ(g.length[w], g.length[v] - 1);
    }
  }
}

// Score games: random DAGs (ScoreDag and ScoreMemo) against the plain
// game-tree search, random rows against the search of every take, and
// random graphs with cycles (LoopyScore) against value iteration.
TEST(Stress, Minimax) {
  KIT_STRESS("minimax");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto n = uniform(rng, 1, 9);
    score_search::Graph g(static_cast<std::size_t>(n));
    ScoreDag d(n);
    for (int v = 1; v < n; v++)
      for (int k = uniform(rng, 0, 3); k > 0; k--) {
        auto to = uniform(rng, 0, v - 1);
        long long gain = uniform(rng, -5, 5);
        g.moves[static_cast<std::size_t>(v)].push_back({to, gain});
        d.addMove(v, to, gain);
      }
    for (int v = 0; v < n; v++)
      if (rng() % 4 == 0) {
        long long p = uniform(rng, -5, 5);
        g.ends[static_cast<std::size_t>(v)] = true, g.payoff[static_cast<std::size_t>(v)] = p;
        d.setPayoff(v, p);
      }
    d.solve();
    ScoreMemo<int> memo;  // int is long long under the prelude
    auto gen = [&](int v, auto& o) {
      auto s = static_cast<std::size_t>(v);
      if (!g.ends[s])
        for (auto [to, gain] : g.moves[s]) o.add(to, gain);
    };
    auto pay = [&](int v) { return g.payoff[static_cast<std::size_t>(v)]; };
    // The moves go from v to smaller states: scoreInOrder applies as is.
    ScoreTable table = scoreInOrder(n, gen, pay);
    for (int v = 0; v < n; v++) {
      long long want = score_search::negamax(g, v);
      ASSERT_EQ(d.value[static_cast<std::size_t>(v)], want);
      ASSERT_EQ(memo.value(v, gen, pay), want);
      ASSERT_EQ(table.value[static_cast<std::size_t>(v)], want);
    }
    std::vector<long long> row(static_cast<std::size_t>(uniform(rng, 0, 10)));
    for (auto& x : row) x = uniform(rng, -9, 9);
    ASSERT_EQ(takeEnds(row).value, score_search::takeEndsSearch(row, 0, row.size()));
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
    std::vector<bool> ends(static_cast<std::size_t>(n)), isMin(ends);
    std::vector<long long> payoff(static_cast<std::size_t>(n));
    long long endless = uniform(rng, -3, 3);
    LoopyScore loopy(n, endless);
    for (int e = uniform(rng, 0, 3 * n); e > 0; e--) {
      auto a = uniform(rng, 0, n - 1), b = uniform(rng, 0, n - 1);
      loopy.addMove(a, b), moves[static_cast<std::size_t>(a)].push_back(b);
    }
    for (int v = 0; v < n; v++) {
      auto s = static_cast<std::size_t>(v);
      payoff[s] = uniform(rng, -3, 3), ends[s] = rng() % 4 == 0 || moves[s].empty();
      isMin[s] = rng() % 2;
      if (ends[s]) loopy.setPayoff(v, payoff[s]);
      if (isMin[s]) loopy.setMin(v);
    }
    loopy.solve();
    auto want = score_search::valueIteration(moves, ends, payoff, isMin, endless);
    ASSERT_TRUE(want.stable);
    ASSERT_EQ(loopy.value, want.value);
  }
}

// Moves on the fly (a predecessor and a degree callback) against the
// fixpoint; preferences with the standard orders, moves passing the
// turn, against the same fixpoint.
TEST(Stress, RetrogradeImplicitAndPrefs) {
  KIT_STRESS("retrograde implicit and prefs");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto n = uniform(rng, 1, 9), m = uniform(rng, 0, 3 * n);
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n)),
        in(static_cast<std::size_t>(n)), turn(static_cast<std::size_t>(2 * n));
    std::vector<int> owner;
    for (int v = 0; v < n; v++) owner.push_back(0), owner.push_back(1);
    PrefRetrograde prefs(owner);
    for (int e = 0; e < m; e++) {
      auto a = uniform(rng, 0, n - 1), b = uniform(rng, 0, n - 1);
      moves[static_cast<std::size_t>(a)].push_back(b);
      in[static_cast<std::size_t>(b)].push_back(a);
      for (int p = 0; p < 2; p++) {
        prefs.addMove(2 * a + p, 2 * b + 1 - p);
        turn[static_cast<std::size_t>(2 * a + p)].push_back(2 * b + 1 - p);
      }
    }
    ImplicitRetrograde g(
        n, [&](int v) { return static_cast<int>(moves[static_cast<std::size_t>(v)].size()); },
        [&](int v, auto visit) {
          for (auto u : in[static_cast<std::size_t>(v)]) visit(u);
        });
    auto want = loopy_search::solve(
        moves, std::vector<int>(moves.size(), loopy_search::kFree));
    for (std::size_t v = 0; v < moves.size(); v++) {
      ASSERT_EQ(static_cast<int>(g.outcome[v]), want.result[v]);
      ASSERT_EQ(g.length[v], want.length[v]);
    }
    prefs.solve({Outcome::Win, Outcome::Draw, Outcome::Lose},
                {Outcome::Win, Outcome::Draw, Outcome::Lose});
    auto wantTurn = loopy_search::solve(
        turn, std::vector<int>(turn.size(), loopy_search::kFree));
    for (std::size_t s = 0; s < turn.size(); s++)
      ASSERT_EQ(static_cast<int>(prefs.outcome[s]), wantTurn.result[s]);
  }
}

// One player making both players' moves: win iff a dead end is reached
// after an odd number of moves (walks by layers), else draw iff a walk
// of n moves exists; the walk returned is played out.
TEST(Stress, SoloGame) {
  KIT_STRESS("solo game");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto n = uniform(rng, 1, 9), m = uniform(rng, 0, 2 * n);
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n));
    SoloGame g(n);
    for (int e = 0; e < m; e++) {
      auto a = uniform(rng, 0, n - 1), b = uniform(rng, 0, n - 1);
      g.addMove(a, b), moves[static_cast<std::size_t>(a)].push_back(b);
    }
    auto s = uniform(rng, 0, n - 1);
    std::vector<char> at(static_cast<std::size_t>(n), 0);
    at[static_cast<std::size_t>(s)] = 1;
    int shortest = -1;
    bool forever = false;
    for (int k = 0; k <= 4 * n + 4 && shortest < 0; k++) {
      for (int v = 0; v < n; v++)
        if (at[static_cast<std::size_t>(v)] && k % 2 == 1 &&
            moves[static_cast<std::size_t>(v)].empty())
          shortest = k;
      if (k == n) forever = std::count(at.begin(), at.end(), 1) > 0;
      std::vector<char> next(static_cast<std::size_t>(n), 0);
      for (int v = 0; v < n; v++)
        if (at[static_cast<std::size_t>(v)])
          for (auto w : moves[static_cast<std::size_t>(v)])
            next[static_cast<std::size_t>(w)] = 1;
      at = next;
    }
    auto r = g.solve(s, 1);
    ASSERT_EQ(r.outcome, shortest >= 0 ? Outcome::Win
                         : forever     ? Outcome::Draw
                                       : Outcome::Lose);
    if (shortest < 0) continue;
    ASSERT_EQ(static_cast<int>(r.walk.size()) - 1, shortest);
    for (std::size_t i = 0; i + 1 < r.walk.size(); i++) {
      const auto& out = moves[static_cast<std::size_t>(r.walk[i])];
      ASSERT_NE(std::find(out.begin(), out.end(), r.walk[i + 1]), out.end());
    }
    ASSERT_TRUE(moves[static_cast<std::size_t>(r.walk.back())].empty());
  }
}

// Smith's sum rule against the product game of two tokens, and the move.
TEST(Stress, LoopyGrundy) {
  KIT_STRESS("loopy grundy");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto n = uniform(rng, 1, 6), m = uniform(rng, 0, 2 * n);
    LoopyGrundy g(n);
    std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
    for (int e = 0; e < m; e++) {
      auto a = uniform(rng, 0, n - 1), b = uniform(rng, 0, n - 1);
      g.addMove(a, b), adj[static_cast<std::size_t>(a)].push_back(b);
    }
    g.solve();
    std::vector<std::vector<int>> moves(static_cast<std::size_t>(n * n));
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        auto& out = moves[static_cast<std::size_t>(a * n + b)];
        for (auto w : adj[static_cast<std::size_t>(a)]) out.push_back(w * n + b);
        for (auto w : adj[static_cast<std::size_t>(b)]) out.push_back(a * n + w);
      }
    auto want = loopy_search::solve(
        moves, std::vector<int>(moves.size(), loopy_search::kFree));
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        std::vector<int> tokens = {a, b};
        auto o = g.sumOutcome(tokens);
        ASSERT_EQ(static_cast<int>(o), want.result[static_cast<std::size_t>(a * n + b)]);
        auto mv = g.sumMove(tokens);
        if (mv.token < 0 || o == Outcome::Lose) continue;
        tokens[static_cast<std::size_t>(mv.token)] = mv.to;
        auto next = want.result[static_cast<std::size_t>(tokens[0] * n + tokens[1])];
        ASSERT_EQ(next, o == Outcome::Win ? loopy_search::kLose : loopy_search::kDraw);
      }
  }
}

// Mex against a std::set; DynamicMex against a recounted multiset.
TEST(Stress, Mex) {
  KIT_STRESS("mex");
  Mex mex;
  for (unsigned long long t = 0; t < trials(3000); t++) {
    std::vector<int> values(static_cast<std::size_t>(uniform(rng, 0, 12)));
    for (auto& v : values) v = uniform(rng, -2, 14);
    std::set<long long> in(values.begin(), values.end());
    long long want = 0;
    while (in.count(want)) want++;
    ASSERT_EQ(mex(values), want);
  }
  const int maxValue = 200;
  DynamicMex d(maxValue);
  std::vector<int> count(static_cast<std::size_t>(maxValue) + 1, 0);
  for (unsigned long long t = 0; t < trials(20000); t++) {
    int v = uniform(rng, 0, maxValue);
    if (rng() % 2) d.insert(v), count[static_cast<std::size_t>(v)]++;
    else if (count[static_cast<std::size_t>(v)] > 0)
      d.erase(v), count[static_cast<std::size_t>(v)]--;
    int m = 0;
    while (m <= maxValue && count[static_cast<std::size_t>(m)] > 0) m++;
    ASSERT_EQ(d.get(), m);
  }
}

// No game tree here: random products against the table-free recursion
// (the definition's halving formula) and the field identities.
TEST(Stress, NimProduct) {
  KIT_STRESS("nim product");
  for (unsigned long long t = 0; t < trials(20000); t++) {
    auto a = static_cast<std::uint32_t>(rng()), b = static_cast<std::uint32_t>(rng());
    if (t % 3 == 0) a &= 0xFFFF, b &= 0xFFFF;
    ASSERT_EQ(nimProduct(a, b), nim_product_detail::slowMul(a, b, 32)) << a << " " << b;
    unsigned long long x = rng() >> (rng() % 64), y = rng(), z = rng();
    ASSERT_EQ(nimProduct(x, y ^ z), nimProduct(x, y) ^ nimProduct(x, z));
    if (x) {
      ASSERT_EQ(nimProduct(x, nimInverse(x)), 1ULL);
    }
    auto r = nimSqrt(x);
    ASSERT_EQ(nimProduct(r, r), x);
  }
}

// Random whitespace and tokens against strtoll / strtoull.
TEST(Stress, FastInput) {
  KIT_STRESS("fast input");
  for (unsigned long long t = 0; t < trials(20); t++) {
    std::string text;
    std::vector<long long> want;
    const char* spaces[] = {" ", "\n", "\t", "\r\n", "  \n\n"};
    for (int i = 0; i < 2000; i++) {
      auto v = static_cast<long long>(rng() >> (rng() % 64));
      if (rng() % 2) v = -v;
      want.push_back(v);
      text += std::to_string(v) + spaces[rng() % 5];
    }
    std::FILE* f = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), f);
    std::rewind(f);
    FastInput in(f);
    for (long long v : want) ASSERT_EQ(in.next<long long>(), v);
    ASSERT_EQ(in.word(), "");
    std::fclose(f);
  }
}

// Strange Nim: a row of 1..3 piles (x, k), searched whole: {x1, k1, ...}.
TEST(Stress, StrangeNim) {
  KIT_STRESS("strange nim");
  WinSearch<Heaps> search([](const Heaps& p) {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < p.size(); i += 2)
      for (auto t = p[i] / p[i + 1]; t >= 1; t--) {
        Heaps q = p;
        q[i] -= t;
        out.push_back(q);
      }
    return out;
  });
  for (unsigned long long t = 0; t < trials(1000); t++) {
    Heaps p;
    long long x = 0;
    for (auto i = uniform(rng, 1, 3); i > 0; i--) {
      p.push_back(uniform(rng, 0, 15)), p.push_back(uniform(rng, 1, 4));
      x ^= strangeNimGrundy(p[p.size() - 2], p.back());
    }
    ASSERT_EQ(x != 0, search.wins(p));
  }
}

// Vertex geography on random graphs and trees, Tree Game on random trees
// with stones: searches over {token, visited mask} and {token, stones...}.
TEST(Stress, VertexGeography) {
  KIT_STRESS("vertex geography");
  for (unsigned long long t = 0; t < trials(300); t++) {
    auto n = uniform(rng, 1, 9);
    bool tree = t % 2 == 0;
    std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
    auto link = [&](int u, int v) {
      adj[static_cast<std::size_t>(u)].push_back(v);
      adj[static_cast<std::size_t>(v)].push_back(u);
    };
    for (int v = 1; v < n; v++)
      if (tree) link(uniform(rng, 0, v - 1), v);
    for (int u = 0; !tree && u < n; u++)
      for (int v = u + 1; v < n; v++)
        if (rng() % 3 == 0) link(u, v);
    WinSearch<Heaps> search([&](const Heaps& s) {
      std::vector<Heaps> out;
      for (auto u : adj[static_cast<std::size_t>(s[0])])
        if (!(s[1] >> u & 1)) out.push_back({u, s[1] | (static_cast<int>(1) << u)});
      return out;
    });
    auto w = tree ? geographyTreeWins(adj) : geographyWins(adj);
    for (int v = 0; v < n; v++)
      ASSERT_EQ(bool(w[static_cast<std::size_t>(v)]), search.wins({v, static_cast<int>(1) << v}));
    if (!tree || n > 6) continue;
    Heaps a(static_cast<std::size_t>(n));
    for (auto& x : a) x = uniform(rng, 0, 2);
    WinSearch<Heaps> game([&](const Heaps& s) {  // {token, stones...}
      std::vector<Heaps> out;
      auto v = static_cast<std::size_t>(s[0]);
      if (s[v + 1] == 0) return out;
      for (auto u : adj[v]) {
        Heaps q = s;
        q[v + 1]--, q[0] = u;
        out.push_back(q);
      }
      return out;
    });
    auto tw = treeGameWins(adj, a);
    for (int v = 0; v < n; v++) {
      Heaps start = {v};
      start.insert(start.end(), a.begin(), a.end());
      ASSERT_EQ(bool(tw[static_cast<std::size_t>(v)]), game.wins(start));
    }
  }
}

}  // namespace

// A random splitting rule (take s in a subset of 1..6, split into 2 or 3
// parts or both), searched on random positions of up to 3 heaps; and
// Lasker's Nim's closed form on up to 4 heaps.
TEST(Stress, SplitGames) {
  KIT_STRESS("split");
  WinSearch<Heaps> lasker(split_search::moves(split_search::upTo(32), {2}));
  for (unsigned long long t = 0; t < trials(300); t++) {
    Heaps h;
    for (int i = uniform(rng, 1, 4); i > 0; i--) h.push_back(uniform(rng, 1, 8));
    std::sort(h.begin(), h.end());
    long long x = 0;
    for (auto v : h) x ^= laskerGrundy(static_cast<long long>(v));
    ASSERT_EQ(lasker.wins(h), x != 0);
    auto mv = laskerWinningMove(h);
    ASSERT_EQ(mv.has_value(), x != 0);
    if (!mv) continue;
    Heaps after = h;
    after.erase(after.begin() + mv->heap);
    for (auto part : {mv->a, mv->b})
      if (part > 0) after.push_back(part);
    std::sort(after.begin(), after.end());
    ASSERT_TRUE(lasker.isMove(h, after));
    ASSERT_FALSE(lasker.wins(after));
  }
  for (unsigned long long t = 0; t < trials(20); t++) {
    std::vector<int> take, parts;
    for (int s = 1; s <= 6; s++)
      if (rng() % 2) take.push_back(s);
    int which = uniform(rng, 1, 3);
    if (which & 1) parts.push_back(2);
    if (which & 2) parts.push_back(3);
    WinSearch<Heaps> search(split_search::moves(take, parts));
    auto g = splitGrundy(9, take, parts);
    for (int rep = 0; rep < 20; rep++) {
      Heaps h;
      for (int i = uniform(rng, 1, 3); i > 0; i--) h.push_back(uniform(rng, 1, 9));
      std::sort(h.begin(), h.end());
      int x = 0;
      for (auto v : h) x ^= g[static_cast<std::size_t>(v)];
      ASSERT_EQ(search.wins(h), x != 0);
    }
  }
}

// Random heap kinds: the lost sequences of k heaps (by a Nim search) are
// entry 0 of the k-th xor power; a random convolution vs the double loop.
TEST(Stress, XorConvolution) {
  KIT_STRESS("xor_convolution");
  const long long p = 998244353;
  WinSearch<Heaps> search(game_search::sortedNimMoves);
  for (unsigned long long t = 0; t < trials(100); t++) {
    Heaps kinds;
    for (int i = uniform(rng, 1, 4); i > 0; i--) kinds.push_back(uniform(rng, 0, 7));
    int k = uniform(rng, 1, 4);
    std::vector<long long> c(8, 0);
    for (auto v : kinds) c[static_cast<std::size_t>(v)]++;
    long long lost = 0;
    game_search::forEachTuple(k, 0, static_cast<int>(kinds.size()) - 1,
                              [&](const Heaps& pick) {
                                Heaps h;
                                for (auto i : pick) h.push_back(kinds[static_cast<std::size_t>(i)]);
                                std::sort(h.begin(), h.end());
                                lost += !search.wins(h);
                              });
    ASSERT_EQ(xorPowerMod(c, static_cast<unsigned long long>(k), p)[0], lost);
    std::vector<long long> a(16), b(16), naive(16, 0);
    for (auto& v : a) v = static_cast<long long>(rng() % static_cast<unsigned long long>(p));
    for (auto& v : b) v = static_cast<long long>(rng() % static_cast<unsigned long long>(p));
    for (std::size_t i = 0; i < 16; i++)
      for (std::size_t j = 0; j < 16; j++) naive[i ^ j] = (naive[i ^ j] + a[i] * b[j]) % p;
    ASSERT_EQ(xorConvolutionMod(a, b, p), naive);
  }
}
