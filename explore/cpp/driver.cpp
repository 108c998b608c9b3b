// The program `gk explore` links with a game file (docs/explore.md):
// Grundy values of every state of a box, in row-major order, computed by
// snippets/grundy_engine.hpp from the file's moves(...).
//   driver --box B1 [B2 ..] [--count M] [--cache FILE KEY] [--options M] [--quiet]
//          [--mode loopy|misere|genus] [--out FILE] [--moves-of FAMILY ARGS..]
// --mode loopy: every state's outcome (win/lose/draw, snippets/retrograde.hpp)
// and Smith's loopy value (snippets/loopy_grundy.hpp, -2 for infinite, then
// a line "ksets" and per state "-" (finite) or K and the finite values of its
// followers, comma-separated: "K1,3", "K" for none);
// --moves-of subtraction S.. | octal CODE (1-D, last): whether the moves of
// every state of the box are exactly the family's (options as multisets of
// non-empty heaps): prints "moves-of same" or "moves-of differ N", N the
// first state that differs; no values are computed;
// --mode misere: the misere outcome (1: the mover wins) from the genus
// (snippets/misere_genus.hpp); --mode genus: per state g[0] of its genus,
// then a line "fickle" and per state 1 if fickle, then "tame" and 1 if
// tame (-1 throughout where undecided: explore/sums.py's misere sums).
// Loopy takes moves to one state (no sums).
// Prints "values K B1 .. BK" and the values of the first M states (all by
// default), then with --options the options of the first M states. A bad
// generator (a cycle, an exception, a state outside the box) prints one line
// "explore: ..." on stderr and exits 3. With EXPLORE_GRAPH the options are
// read from stdin instead (the Python generators): per state one line
// "k  c11 c12 .. ;" options, each a count of components then their indices.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "explore.hpp"
#include "progress.hpp"
#include "snippets/grundy_engine.hpp"
#include "snippets/loopy_grundy.hpp"
#include "snippets/misere_genus.hpp"
#include "snippets/retrograde.hpp"

// The game: explore/cpp/glue.hpp compiled after the game's file (the
// two functions below), or the graph read from stdin (EXPLORE_GRAPH).
int exploreArity();
void exploreMoves(const long long* c, int k, Moves& m);

namespace explore_driver {

using ll = long long;
int K = 1;                   // coordinates of a state
std::vector<ll> box;         // states have 0 <= c_i < box[i]
ll boxSize = 1;              // product of box
std::vector<int> cached;     // resumed values of states 0 .. cached.size()-1
Moves buf;
ll current = -1;             // the state whose moves run
ll lastValue = 0;            // the value of the last state computed
std::FILE* outFile = stdout; // --out FILE: stdout stays for the game's own prints

struct Fail : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string show(const ll* c, int k) {
  std::string s = "(";
  for (int i = 0; i < k; i++) s += (i ? ", " : "") + std::to_string(c[i]);
  return s + ")";
}
std::vector<ll> decode(ll idx) {
  std::vector<ll> c(static_cast<std::size_t>(K));
  for (int i = K - 1; i >= 0; i--) {
    ll b = box[std::size_t(i)];
    c[std::size_t(i)] = idx % b, idx /= b;
  }
  return c;
}
std::string showState(ll idx) {
  std::vector<ll> c = decode(idx);
  return show(c.data(), K);
}

#ifndef EXPLORE_GRAPH
template <class M> int arity() { return exploreArity(); }
void callMoves(const std::vector<ll>& c, Moves& m) { exploreMoves(c.data(), int(c.size()), m); }
#else
std::vector<std::vector<ll>> graphOpts;  // per state: count, indices, count, ...
template <class M> int arity() { return K; }
#endif

// The options of state idx into buf, as state indices.
void listOptions(ll idx) {
  buf.clear();
  current = idx;
#ifndef EXPLORE_GRAPH
  static std::vector<ll> c;  // no allocation per state
  c.resize(std::size_t(K));
  for (int i = K - 1; i >= 0; i--) {
    ll b = box[std::size_t(i)];
    c[std::size_t(i)] = idx % b, idx /= b;
  }
  try {
    callMoves(c, buf);
  } catch (const Fail&) {
    throw;
  } catch (const std::exception& e) {
    throw Fail("moves" + show(c.data(), K) + " threw an exception: " + e.what());
  } catch (...) {
    throw Fail("moves" + show(c.data(), K) + " threw an exception");
  }
#else
  const std::vector<ll>& g = graphOpts[std::size_t(idx)];
  for (std::size_t i = 0; i < g.size();) {
    ll n = g[i++];
    for (ll j = 0; j < n; j++) buf.coord.push_back(g[i++]), buf.start.push_back(buf.coord.size());
    buf.ends.push_back(buf.start.size() - 1);
  }
  return;
#endif
}

// Index of component j of buf, checked against the box.
ll componentIndex(std::size_t j) {
#ifdef EXPLORE_GRAPH
  return buf.coord[j];
#else
  std::size_t a = buf.start[j], b = buf.start[j + 1];
  const ll* c = buf.coord.data() + a;
  if (b - a != std::size_t(K))
    throw Fail("moves" + showState(current) + " gave the state " + show(c, int(b - a)) + " with " +
               std::to_string(b - a) + " number(s); states here have " + std::to_string(K));
  ll idx = 0;
  for (int i = 0; i < K; i++) {
    if (c[i] < 0)
      throw Fail("moves" + showState(current) + " gave the state " + show(c, K) +
                 ": states are whole numbers >= 0; check the bounds in moves()");
    if (c[i] >= box[std::size_t(i)])
      throw Fail("moves" + showState(current) + " gave the state " + show(c, K) +
                 ", outside the box 0.." + std::to_string(box[std::size_t(i)] - 1) +
                 " of coordinate " + std::to_string(i + 1) +
                 ": check the bounds in moves(), or give a larger " + (K == 1 ? "--n" : "--box"));
    idx = idx * box[std::size_t(i)] + c[i];
  }
  return idx;
#endif
}

using Engine = GrundyEngine<ll>;

void gen(ll idx, Engine::Options& o) {
  if (idx >= boxSize) {  // the nim heap boxSize + k stands for a resumed value k
    for (ll k = boxSize; k < idx; k++) o.add(k);
    return;
  }
  if (idx < ll(cached.size())) {  // a resumed state: its value v is mex{0..v-1}
    for (int k = 0; k < cached[std::size_t(idx)]; k++) o.add(boxSize + k);
    return;
  }
  listOptions(idx);
  for (std::size_t i = 0, from = 0; i < buf.ends.size(); i++) {  // straight into the engine's
    for (; from < buf.ends[i]; from++) o.parts.push_back(componentIndex(from));
    o.ends.push_back(o.parts.size());
  }
}

// A cycle through the states reachable from start, as "(a) -> (b) -> (a)".
std::string findCycle(ll start) {
  std::vector<char> color(std::size_t(boxSize), 0);
  std::vector<std::pair<ll, std::vector<ll>>> stack;
  auto children = [&](ll s) {
    std::vector<ll> out;
    listOptions(s);
    for (std::size_t j = 0; j + 1 < buf.start.size(); j++) out.push_back(componentIndex(j));
    return out;
  };
  stack.push_back({start, children(start)});
  color[std::size_t(start)] = 1;
  while (!stack.empty()) {
    auto& top = stack.back();
    if (top.second.empty()) {
      color[std::size_t(top.first)] = 2;
      stack.pop_back();
      continue;
    }
    ll c = top.second.back();
    top.second.pop_back();
    if (color[std::size_t(c)] == 1) {
      std::string path;
      std::size_t i = stack.size();
      while (stack[i - 1].first != c) i--;
      for (std::size_t j = i - 1; j < stack.size(); j++) path += showState(stack[j].first) + " -> ";
      return path + showState(c);
    }
    if (color[std::size_t(c)] == 0) {
      color[std::size_t(c)] = 1;
      stack.push_back({c, children(c)});
    }
  }
  return "";
}

std::string cacheHeader(const std::string& key) { return "grundy-kit explore " + key; }

void loadCache(const std::string& path, const std::string& key) {
  std::ifstream in(path, std::ios::binary);
  std::string header;
  long long n = 0;
  if (!in || !std::getline(in, header) || header != cacheHeader(key) || !(in >> n) ||
      in.get() != '\n' || n < 0 || n > boxSize)
    return;
  std::vector<int> v(std::size_t(n), 0);
  if (!in.read(reinterpret_cast<char*>(v.data()), std::streamsize(sizeof(int) * v.size()))) return;
  cached = std::move(v);
  if (n < boxSize)  // a run stopped part of the way; a complete one is just read back
    std::fprintf(stderr, "explore: resumed from %s (%lld of %lld values)\n", path.c_str(), n,
                 boxSize);
}

void saveCache(const std::string& path, const std::string& key, const std::vector<int>& v) {
  if (path.empty()) return;
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << cacheHeader(key) << '\n' << v.size() << '\n';
    out.write(reinterpret_cast<const char*>(v.data()), std::streamsize(sizeof(int) * v.size()));
    if (!out) return;
  }
  std::rename(tmp.c_str(), path.c_str());
}

void printHeader() {
  std::string out = "values " + std::to_string(K);
  for (ll b : box) out += " " + std::to_string(b);
  std::fprintf(outFile, "%s\n", out.c_str());
}

void printRow(const std::vector<long long>& v) {
  for (std::size_t i = 0; i < v.size(); i++)
    std::fprintf(outFile, "%lld%c", v[i], (i % 32 == 31 || i + 1 == v.size()) ? '\n' : ' ');
}

// The explicit graph of the box for the loopy and misere modes.
int solveGraph(const std::string& mode) {
  if (mode != "loopy" && mode != "misere" && mode != "genus")
    throw Fail("driver: bad mode " + mode);
  if (boxSize > 20000000) throw Fail("too many states for --" + mode + ": at most 2*10^7");
  int n = int(boxSize);
  // adj: every state a component of some option leads to (for the order);
  // sums[s]: the options of s, each a list of components (misere only).
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(boxSize));
  std::vector<std::vector<std::vector<int>>> sums(mode != "loopy" ? adj.size() : 0);
  for (ll s = 0; s < boxSize; s++) {
    listOptions(s);
    for (std::size_t i = 0; i < buf.ends.size(); i++) {
      std::size_t from = i ? buf.ends[i - 1] : 0;
      if (mode == "loopy" && buf.ends[i] - from != 1)
        throw Fail("moves" + showState(s) + " gave a sum of " +
                   std::to_string(buf.ends[i] - from) + " states; --loopy takes moves to one " +
                   "state (a sum's loopy value needs Smith's sum rule per token)");
      std::vector<int> parts;
      for (std::size_t j = from; j < buf.ends[i]; j++) {
        parts.push_back(int(componentIndex(j)));
        adj[std::size_t(s)].push_back(parts.back());
      }
      if (mode != "loopy") sums[std::size_t(s)].push_back(parts);
    }
  }
  std::vector<long long> out(static_cast<std::size_t>(n));
  if (mode == "loopy") {
    Retrograde r(n);
    LoopyGrundy lg(n);
    for (int s = 0; s < n; s++)
      for (int t : adj[std::size_t(s)]) r.addMove(s, t), lg.addMove(s, t);
    r.solve(), lg.solve();
    printHeader();
    for (int s = 0; s < n; s++) {
      int v = lg.value[std::size_t(s)];
      out[std::size_t(s)] = v == LoopyGrundy::kInf ? -2 : v;
    }
    printRow(out);
    std::fprintf(outFile, "%s\n", "outcomes");
    for (int s = 0; s < n; s++) out[std::size_t(s)] = int(r.outcome[std::size_t(s)]);
    printRow(out);
    std::fprintf(outFile, "%s\n", "ksets");
    for (int s = 0; s < n; s++) {
      std::string k = "-";
      if (lg.infinite(s)) {
        k = "K";
        for (int v : lg.kSet(s)) k += (k.size() > 1 ? "," : "") + std::to_string(v);
      }
      std::fprintf(outFile, "%s%c", k.c_str(), (s % 32 == 31 || s + 1 == n) ? '\n' : ' ');
    }
    return 0;
  }
  // misere: the genus needs a finite game; states in an order with options first
  std::vector<int> indeg(static_cast<std::size_t>(n), 0), order;
  for (const auto& a : adj)
    for (int t : a) indeg[std::size_t(t)]++;
  for (int s = 0; s < n; s++)
    if (!indeg[std::size_t(s)]) order.push_back(s);
  for (std::size_t i = 0; i < order.size(); i++)
    for (int t : adj[std::size_t(order[i])])
      if (!--indeg[std::size_t(t)]) order.push_back(t);
  if (order.size() < std::size_t(n))
    for (int s = 0; s < n; s++)
      if (indeg[std::size_t(s)]) {
        std::string cyc = findCycle(s);
        if (!cyc.empty())
          throw Fail("the moves have a cycle: " + cyc + "; misere outcomes need a finite game " +
                     "(--loopy gives win/lose/draw)");
      }
  // Genus of each state from its options' (snippets/misere_genus.hpp); an
  // option that is a sum has the genus of its parts only when all are tame
  // (Conway), else the state is undecided (-1) and so is all above it.
  std::vector<Genus> genus(static_cast<std::size_t>(n));
  std::vector<char> tame(static_cast<std::size_t>(n), 0), known(static_cast<std::size_t>(n), 0);
  std::vector<Genus> opts, parts;
  for (std::size_t i = order.size(); i-- > 0;) {
    int s = order[i];
    bool ok = true, allTame = true;
    opts.clear();
    for (const std::vector<int>& sum : sums[std::size_t(s)]) {
      for (int c : sum) ok = ok && known[std::size_t(c)];
      if (!ok) break;
      if (sum.size() == 1) {
        opts.push_back(genus[std::size_t(sum[0])]);
        allTame = allTame && tame[std::size_t(sum[0])];
        continue;
      }
      parts.clear();
      for (int c : sum) {
        ok = ok && tame[std::size_t(c)];
        parts.push_back(genus[std::size_t(c)]);
      }
      if (!ok) break;
      opts.push_back(tameSumGenus(parts));
    }
    if (!ok) continue;
    genus[std::size_t(s)] = genusFromOptions(opts);
    known[std::size_t(s)] = 1;
    tame[std::size_t(s)] = allTame && genus[std::size_t(s)].tameForm();
  }
  printHeader();
  if (mode == "genus") {
    auto row = [&](auto of) {
      for (int s = 0; s < n; s++)
        out[std::size_t(s)] = known[std::size_t(s)] ? of(std::size_t(s)) : -1;
      printRow(out);
    };
    row([&](std::size_t s) { return genus[s].g[0]; });
    std::fprintf(outFile, "%s\n", "fickle");
    row([&](std::size_t s) { return genus[s].fickle() ? 1 : 0; });
    std::fprintf(outFile, "%s\n", "tame");
    row([&](std::size_t s) { return tame[s] ? 1 : 0; });
    return 0;
  }
  for (int s = 0; s < n; s++)
    out[std::size_t(s)] = known[std::size_t(s)] ? genus[std::size_t(s)].g[1] != 0 : -1;
  printRow(out);
  return 0;
}

// An option of a subtraction or octal game: at most two non-empty heaps,
// {a, b} with a <= b and 0 for a heap that is not there.
using HeapPair = std::pair<ll, ll>;
HeapPair heapPair(ll x, ll y) { return x <= y ? HeapPair{x, y} : HeapPair{y, x}; }

// The options of heap n in the family `fam` ("subtraction" S.. or "octal"
// CODE) into out, sorted, without repeats.
void familyOptions(const std::vector<std::string>& fam, ll n, std::vector<HeapPair>& out) {
  out.clear();
  if (fam.at(0) == "subtraction") {
    for (std::size_t i = 1; i < fam.size(); i++)
      if (ll s = std::atoll(fam[i].c_str()); s <= n) out.push_back({0, n - s});
  } else if (fam.at(0) == "octal") {
    const std::string& code = fam.at(1);  // "0." or "4." then digits
    for (std::size_t j = 0; j + 1 < code.size() && ll(j) <= n; j++) {
      int d = code[j == 0 ? 0 : j + 1] - '0';
      ll r = n - ll(j);
      if (j == 0 && !(d & 4)) continue;
      if ((d & 1) && r == 0) out.push_back({0, 0});
      if ((d & 2) && r > 0) out.push_back({0, r});
      if (d & 4)
        for (ll a = 1; 2 * a <= r; a++) out.push_back({a, r - a});
    }
  } else {
    throw Fail("driver: unknown family " + fam[0]);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

// --moves-of: the first state whose moves are not the family's, or -1.
ll firstOtherMoves(const std::vector<std::string>& fam) {
  if (K != 1) throw Fail("driver: --moves-of is for 1-D games");
  ExploreProgress progress("states checked against the family");
  std::vector<HeapPair> mine, theirs;
  for (ll s = 0; s < boxSize; s++) {
    if ((s & 255) == 255) progress.report(s + 1, boxSize);
    listOptions(s);
    mine.clear();
    for (std::size_t i = 0; i < buf.ends.size(); i++) {
      ll heap[2] = {0, 0};
      int k = 0;
      for (std::size_t j = i ? buf.ends[i - 1] : 0; j < buf.ends[i]; j++)
        if (ll h = componentIndex(j)) {
          if (k == 2) return s;  // three heaps: no subtraction or octal move
          heap[k++] = h;
        }
      mine.push_back(heapPair(heap[0], heap[1]));
    }
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    familyOptions(fam, s, theirs);
    if (mine != theirs) return s;
  }
  return -1;
}

int run(int argc, char** argv) {
  ll count = -1, optionCount = 0;
  bool quiet = false;  // no output: the benchmark
  std::string mode;
  std::string cachePath, cacheKey;
  std::vector<std::string> movesOf;
  box.clear();
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--box")
      while (i + 1 < argc && argv[i + 1][0] != '-') box.push_back(std::atoll(argv[++i]));
    else if (a == "--count" && i + 1 < argc) count = std::atoll(argv[++i]);
    else if (a == "--options" && i + 1 < argc) optionCount = std::atoll(argv[++i]);
    else if (a == "--cache" && i + 2 < argc) cachePath = argv[++i], cacheKey = argv[++i];
    else if (a == "--quiet") quiet = true;
    else if (a == "--out" && i + 1 < argc) {
      outFile = std::fopen(argv[++i], "w");
      if (!outFile) throw Fail(std::string("cannot write ") + argv[i]);
    }
    else if (a == "--mode" && i + 1 < argc) mode = argv[++i];
    else if (a == "--moves-of" && i + 1 < argc) movesOf.assign(argv + i + 1, argv + argc), i = argc;
    else throw Fail("driver: bad argument " + a);
  }
  K = int(box.size());
  int have = arity<Moves>();
  if (have != K && have != -1)
    throw Fail("moves() takes " + std::to_string(have) + " number(s) before Moves&, but the box " +
               "has " + std::to_string(K) + " dimension(s): give --n N for moves(n, m), " +
               "--box XxY for moves(x, y, m)");
  boxSize = 1;
  for (ll b : box) {
    if (b < 1 || boxSize > (1LL << 40) / b) throw Fail("driver: bad box");
    boxSize *= b;
  }
  if (count < 0 || count > boxSize) count = boxSize;
#ifdef EXPLORE_GRAPH
  graphOpts.resize(std::size_t(boxSize));
  for (ll s = 0; s < boxSize; s++) {
    ll n;
    if (std::scanf("%lld", &n) != 1) throw Fail("driver: short graph");
    std::vector<ll>& g = graphOpts[std::size_t(s)];
    for (ll i = 0; i < n; i++) {
      ll parts, x;
      if (std::scanf("%lld", &parts) != 1) throw Fail("driver: short graph");
      g.push_back(parts);
      for (ll j = 0; j < parts; j++) {
        if (std::scanf("%lld", &x) != 1) throw Fail("driver: short graph");
        g.push_back(x);
      }
    }
  }
#endif
  if (!mode.empty()) return solveGraph(mode);
  if (!movesOf.empty()) {
    ll s = firstOtherMoves(movesOf);
    std::fprintf(outFile, s < 0 ? "moves-of same\n" : "moves-of differ %lld\n", s);
    return 0;
  }
  if (!cachePath.empty()) loadCache(cachePath, cacheKey);
  int maxCached = 0;
  for (int v : cached) maxCached = std::max(maxCached, v);
  Engine eng(std::size_t(boxSize + maxCached + 1));
  std::vector<int> values(static_cast<std::size_t>(count));
  ExploreProgress progress("states");
  double nextSave = 30;
  for (ll s = 0; s < count; s++) {
    try {
      values[std::size_t(s)] = eng.value(s, gen);
    } catch (const Fail&) {
      throw;
    } catch (const std::runtime_error& e) {
      if (std::string(e.what()).find("cycle") == std::string::npos) throw;
      std::string cyc = findCycle(s);
      throw Fail("the moves have a cycle: " + cyc + "; Grundy values need a finite game " +
                 "(for a game that may never end, --loopy gives win/lose/draw and Smith's values)");
    }
    if ((s & 4095) == 4095) {
      progress.report(s + 1, count);
      double t = progress.seconds();
      if (t > nextSave && !cachePath.empty()) {
        saveCache(cachePath, cacheKey, std::vector<int>(values.begin(), values.begin() + s + 1));
        nextSave = t + 30;
      }
    }
  }
  saveCache(cachePath, cacheKey, values);
  lastValue = values.empty() ? 0 : values.back();
  if (quiet) return 0;
  std::string out = "values " + std::to_string(K);
  for (ll b : box) out += " " + std::to_string(b);
  std::fprintf(outFile, "%s\n", out.c_str());
  std::string line;
  for (ll s = 0; s < count; s++) {
    line += std::to_string(values[std::size_t(s)]);
    line += (s % 32 == 31 || s + 1 == count) ? '\n' : ' ';
    if (line.size() > 1 << 16) std::fputs(line.c_str(), outFile), line.clear();
  }
  std::fputs(line.c_str(), outFile);
  if (optionCount > 0) {
    std::fprintf(outFile, "%s\n", "options");
    for (ll s = 0; s < std::min(optionCount, boxSize); s++) {
      listOptions(s);
      std::string o;
      for (std::size_t i = 0; i < buf.ends.size(); i++) {
        std::size_t from = i ? buf.ends[i - 1] : 0;
        o += i ? " " : "";
        if (from == buf.ends[i]) o += "-";  // an empty sum
        for (std::size_t j = from; j < buf.ends[i]; j++)
          o += (j > from ? "+" : "") + std::to_string(componentIndex(j));
      }
      std::fprintf(outFile, "%s\n", o.c_str());
    }
  }
  return 0;
}

}  // namespace explore_driver

#ifndef EXPLORE_NO_MAIN
int main(int argc, char** argv) {
  try {
    return explore_driver::run(argc, argv);
  } catch (const explore_driver::Fail& e) {
    std::fflush(explore_driver::outFile);
    std::fprintf(stderr, "explore: %s\n", e.what());
    return 3;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "explore: out of memory: give a smaller --n or --box\n");
    return 3;
  }
}
#endif
