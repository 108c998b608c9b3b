// The domain asserts are part of what is tested, so keep them on in
// every build type.
#undef NDEBUG
#include "snippets/octal.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

// Win/loss by game-tree search of a multiset of heaps (no Grundy values).
// Checks g(n) = 0 iff {n} is lost and g(a) = g(b) iff {a, b} is lost.
struct Search {
  std::vector<int> digits;
  std::map<std::vector<int>, bool> memo;
  bool wins(std::vector<int> h) {
    h.erase(std::remove(h.begin(), h.end(), 0), h.end());
    std::sort(h.begin(), h.end());
    auto it = memo.find(h);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (std::size_t i = 0; i < h.size() && !w; i++)
      for (int j = 0; j < int(digits.size()) && !w; j++) {
        int d = digits[std::size_t(j)], n = h[i], m = n - j;
        std::vector<int> rest = h;
        rest.erase(rest.begin() + long(i));
        if ((d & 1) && j > 0 && m == 0) w = !wins(rest);
        if ((d & 2) && j > 0 && m > 0 && !w) {
          auto r = rest;
          r.push_back(m);
          w = !wins(r);
        }
        if (d & 4)
          for (int a = 1; a <= m / 2 && !w; a++) {
            auto r = rest;
            r.push_back(a);
            r.push_back(m - a);
            w = !wins(r);
          }
      }
    return memo[h] = w;
  }
};

TEST(Octal, ValuesVsGameSearchForManyCodes) {
  const char* codes[] = {"0.77", "0.137", "0.07", "0.6", "0.007", "0.165",
                         "4.7", "0.4", "0.51", "0.37", "0.26", "4.0"};
  for (const char* code : codes) {
    OctalGame game(code);
    Search s;
    std::string c(code);
    s.digits.push_back(c[0] - '0');
    for (std::size_t i = 2; i < c.size(); i++) s.digits.push_back(c[i] - '0');
    const int n = 13;
    game.extend(n);
    const auto& g = game.values();
    for (int a = 0; a < n; a++) {
      ASSERT_EQ(s.wins({a}), g[std::size_t(a)] != 0) << code << " " << a;
      for (int b = 0; b < a; b++)
        ASSERT_EQ(s.wins({a, b}), g[std::size_t(a)] != g[std::size_t(b)])
            << code << " " << a << " " << b;
    }
  }
}

// The textbook O(n^2) mex over every option, against the sparse method.
std::vector<int> plainValues(const std::string& code, int n) {
  std::vector<int> d = {code[0] - '0'};
  for (std::size_t i = 2; i < code.size(); i++) d.push_back(code[i] - '0');
  std::vector<int> g(std::size_t(n), 0);
  for (int x = 1; x < n; x++) {
    std::vector<char> seen(std::size_t(2 * x + 2), 0);
    for (int j = 0; j < int(d.size()) && j <= x; j++) {
      int m = x - j;
      if ((d[std::size_t(j)] & 1) && j > 0 && m == 0) seen[0] = 1;
      if ((d[std::size_t(j)] & 2) && j > 0 && m > 0)
        seen[std::size_t(g[std::size_t(m)])] = 1;
      if (d[std::size_t(j)] & 4)
        for (int a = 1; 2 * a <= m; a++)
          seen[std::size_t(g[std::size_t(a)] ^ g[std::size_t(m - a)])] = 1;
    }
    int v = 0;
    while (seen[std::size_t(v)]) v++;
    g[std::size_t(x)] = v;
  }
  return g;
}

TEST(Octal, SparseSpaceMatchesPlainMex) {
#ifdef KIT_SANITIZE
  const int n = 1500;
#else
  const int n = 5000;
#endif
  for (const char* code : {"0.16", "0.165", "0.77", "0.6", "0.007", "4.7",
                           "0.4", "0.1337", "0.56", "0.0017", "0.07",
                           "0.137"}) {
    const std::vector<int> plain = plainValues(code, n);
    OctalGame game(code);  // every value computed, none read off a period
    game.extend(std::size_t(n));
    ASSERT_EQ(game.values(), plain) << code;
    ASSERT_EQ(octalGrundy(code, std::size_t(n)), plain) << code;
  }
}

// Grundy's game (split into two unequal heaps) by the sparse method
// against the exhaustive search and OEIS A002188.
TEST(Octal, GrundysGame) {
  std::vector<int> a002188 = {
      0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
      4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5,
      4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3,
      2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5,
      2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};
  OctalGame game = OctalGame::grundysGame();
  game.extend(a002188.size());
  EXPECT_EQ(game.values(), a002188);
  EXPECT_FALSE(game.provenPeriod());  // no theorem applies
  // Flammenkamp's table of Grundy's game: its sparse values (those whose
  // bits above the lowest have even parity) below 232 are at these n.
  const std::vector<std::pair<int, int>> sparse = {
      {0, 0},    {1, 0},    {2, 0},    {3, 1},    {4, 0},    {6, 1},
      {7, 0},    {9, 1},    {10, 0},   {12, 1},   {15, 1},   {20, 0},
      {23, 0},   {26, 0},   {28, 1},   {31, 1},   {34, 1},   {37, 1},
      {40, 1},   {43, 1},   {46, 1},   {49, 1},   {50, 0},   {52, 1},
      {53, 0},   {55, 1},   {58, 1},   {61, 1},   {87, 7},   {90, 7},
      {93, 7},   {146, 6},  {149, 6},  {152, 6},  {158, 11}, {161, 11},
      {164, 11}, {167, 11}, {176, 7},  {179, 7},  {181, 12}, {182, 7},
      {185, 7},  {188, 7},  {190, 12}, {193, 12}, {196, 10}, {231, 10}};
  game.extend(232);
  std::vector<std::pair<int, int>> mine;
  for (int x = 0; x < 232; x++) {
    int v = game.values()[std::size_t(x)];
    if (__builtin_parity(unsigned(v) >> 1) == 0) mine.push_back({x, v});
  }
  EXPECT_EQ(mine, sparse);
  // Plain mex over unequal splits, much further.
#ifdef KIT_SANITIZE
  const std::size_t n = 1500;
#else
  const std::size_t n = 6000;
#endif
  game.extend(n);
  for (std::size_t x = 1; x < n; x++) {
    std::vector<char> seen(2 * x + 2, 0);
    for (std::size_t a = 1; 2 * a < x; a++)
      seen[std::size_t(game.values()[a] ^ game.values()[x - a])] = 1;
    int v = 0;
    while (seen[std::size_t(v)]) v++;
    ASSERT_EQ(game.values()[x], v) << x;
  }
}

// A game resumed from saved values continues exactly as one never stopped.
TEST(Octal, ResumeFromSavedValues) {
  for (const char* code : {"0.6", "0.007", "0.16"}) {
    OctalGame whole(code), first(code);
    whole.extend(3000);
    first.extend(1234);
    OctalGame resumed(code);
    resumed.resume(first.values());
    resumed.extend(3000);
    EXPECT_EQ(resumed.values(), whole.values()) << code;
  }
}

TEST(Octal, OeisKaylesAndDawson) {
  // A002186 (Kayles) and A002187 (Dawson's chess), first terms.
  std::vector<int> kayles = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7,
                             1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2};
  EXPECT_EQ(octalGrundy("0.77", kayles.size()), kayles);
  std::vector<int> dawson = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0,
                             5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5};
  // Dawson's Kayles 0.07 is Dawson's chess shifted by one heap.
  EXPECT_EQ(octalGrundy("0.07", dawson.size()), dawson);
  EXPECT_EQ(octalGrundy("0.137", dawson.size() - 1),
            std::vector<int>(dawson.begin() + 1, dawson.end()));
}

TEST(Octal, PublishedPeriods) {
  auto k = findOctalPeriod("0.77", 5000);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->period, 12);
  EXPECT_EQ(k->preperiod - 1, 70);  // last exceptional value
  auto d = findOctalPeriod("0.137", 5000);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->period, 34);
  EXPECT_EQ(d->preperiod, 52);
  auto f = findOctalPeriod("0.165", 40000);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->period, 1550);
  EXPECT_EQ(f->preperiod - 1, 5180);
  std::vector<int> direct = octalGrundy("0.165", 30000);
  for (std::size_t i = 0; i < direct.size(); i++)
    ASSERT_EQ(f->at(i), direct[i]);
  const unsigned long long big = 1000000000000000000ULL;
  EXPECT_EQ(k->at(big), k->at(71 + (big - 71) % 12));
  EXPECT_EQ(k->at(big), octalGrundy("0.77", 200)[71 + (big - 71) % 12]);
  EXPECT_FALSE(findOctalPeriod("0.6", 6000));
  EXPECT_FALSE(findOctalPeriod("0.007", 6000));
}

// Every code with d0 in {0, 4} and up to three digits after the point.
std::vector<std::string> allShortCodes() {
  std::vector<std::string> codes;
  for (char d0 : {'0', '4'})
    for (int len = 0; len <= 3; len++) {
      int count = 1 << (3 * len);
      for (int x = 0; x < count; x++) {
        std::string code = {d0, '.'};
        for (int i = len - 1; i >= 0; i--)
          code += char('0' + ((x >> (3 * i)) & 7));
        if (isOctalCode(code)) codes.push_back(code);
      }
    }
  return codes;
}

// A claimed period must hold on every plain value we have.
void expectTrue(const OctalPeriod& per, const std::vector<int>& plain,
                const std::string& what) {
  std::size_t q = std::size_t(per.preperiod), p = std::size_t(per.period);
  ASSERT_EQ(per.values,
            std::vector<int>(plain.begin(), plain.begin() + long(q + p)))
      << what;
  std::size_t n = q;
  while (n + p < plain.size() && plain[n + p] == plain[n]) n++;
  ASSERT_EQ(n + p, plain.size())
      << what << ": claims period " << p << " from " << q
      << ", but g(" << n + p << ") != g(" << n << ")";
  // The preperiod is the least: the period fails just before it.
  if (q > 0) {
    ASSERT_NE(plain[q - 1 + p], plain[q - 1]) << what;
  }
}

// Regression (Guy-Smith from n0 = 0 claimed false periods for games
// that split heaps, e.g. 0.4 at 3 values): at every limit up to 260,
// every claimed period holds on the plain values to 1200.
TEST(Octal, NoFalsePeriodForAnyShortCodeAtAnyLimit) {
  const auto codes = allShortCodes();
  // All but "0.", "0.0", "0.00", "0.000" (no move).
  ASSERT_EQ(codes.size(), 2u * (1 + 8 + 64 + 512) - 4);
#ifdef KIT_SANITIZE
  const int check = 400, stride = 7;  // a seventh of the codes
#else
  const int check = 1000, stride = 1;
#endif
  for (std::size_t i = 0; i < codes.size(); i += stride) {
    const std::string& code = codes[i];
    const std::vector<int> plain = plainValues(code, check);
    OctalGame game(code);
    for (std::size_t limit = 1; limit <= 260; limit++) {
      game.extend(limit);
      std::string what = code + " limit " + std::to_string(limit);
      if (auto per = game.provenPeriod()) expectTrue(*per, plain, what);
      if (HasFatalFailure()) return;
      // Below 256 values findOctalPeriod is extend + provenPeriod, as
      // above; from 256 on it checks at its own sizes.
      if (limit % 32 == 0 || limit >= 250)
        if (auto per = findOctalPeriod(code, limit))
          expectTrue(*per, plain, what + " (findOctalPeriod)");
      if (HasFatalFailure()) return;
    }
    ASSERT_EQ(game.values(),
              std::vector<int>(plain.begin(), plain.begin() + 260))
        << code;
  }
}

TEST(Octal, TheCasesOfTheReport) {
  EXPECT_FALSE(findOctalPeriod("0.4", 3));  // g(3) = 1, not period 1
  EXPECT_FALSE(findOctalPeriod("4.0", 2));
  EXPECT_FALSE(findOctalPeriod("0.04", 4));
  // Take 254 and split: first checked at 256 values, all of them 0.
  const std::string far = "0." + std::string(253, '0') + "4";
  for (std::size_t limit : {256, 300, 2000})
    if (auto per = findOctalPeriod(far, limit))
      expectTrue(*per, plainValues(far, 4000), far);
}

TEST(Octal, CodesOutsideTheDomain) {
  for (const char* bad : {"", ".", "0", "4", "0.", "0.0", "0.000", "0.8",
                          "1.7", "0,7", ".7", "07", "0.7a", "0..7"})
    EXPECT_FALSE(isOctalCode(bad)) << bad;
  for (const char* good : {"0.7", "4.", "4.0", "0.77", "0.007", "0.70"})
    EXPECT_TRUE(isOctalCode(good)) << good;
}

TEST(OctalDeathTest, BadCodesFailTheAssert) {
  for (const char* bad : {"", ".", "0", "0.8", "1.7"})
    EXPECT_DEATH(OctalGame{bad}, "octal code") << bad;
}

}  // namespace
