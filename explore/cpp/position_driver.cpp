// The driver of a C++ game on whole positions (explore/cpp/position.hpp),
// compiled after the game file by explore/whole.py:
//   game --describe           prints the declared shape: "KIND lo hi lo hi .."
//   game                      reads positions on stdin, one a line (its
//                             numbers), and prints "ok" then one result per
//                             line (win: 1/0 for the player to move; grundy:
//                             the value)
//   game (other results)      the same input; prints the graph of every
//                             state reached for explore/cpp/solve.cpp
//   game --all [KIND lo hi ..] solves every position of the shape (the
//                             declared one by default) and prints the count
// A cycle prints "explore: ..." on stderr and exits 3.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace position_driver {

// start(position) -> the search state, when the game file defines it (a
// state that carries more than the position, e.g. the banned pile).
template <class S, class = void> struct HasStart : std::false_type {};
template <class S>
struct HasStart<S, std::void_t<decltype(start(std::declval<const S&>()))>> : std::true_type {};

template <class S>
S startState(const S& position) {
  if constexpr (HasStart<S>::value) return start(position);
  else return position;
}

struct Solver {
  GrundyEngine<State, StateHash> eng;
  GrundyEngine<long long> packedEng;
  Packer packer;
  bool usePacked = false;
  Next next;
  State cur;
  bool grundy = false;
  explicit Solver(const Shape& sh) {
    // states are positions (canonical: sorted multisets, packed tuples) unless start() maps them
    if (!HasStart<State>::value) next.canon = canonOf(sh);
    usePacked = !HasStart<State>::value && packer.init(sh);
    if (usePacked) packedEng = GrundyEngine<long long>(std::size_t(packer.tableSize));
  }
  int value(const State& s) {
    if (usePacked)
      return packedEng.value(packer.encode(s), [&](long long t, GrundyEngine<long long>::Options& o) {
        next.packed = &o, next.packer = &packer;
        packer.decode(t, cur);
        moves(cur, next);
      });
    return eng.value(s, [&](const State& t, GrundyEngine<State, StateHash>::Options& o) {
      next.opt = &o;
      moves(t, next);
    });
  }
  long long result(const State& position) {
    int v = value(startState(position));
    return grundy ? v : v != 0;
  }
};

template <class S, class = void> struct HasFinal : std::false_type {};
template <class S>
struct HasFinal<S, std::void_t<decltype(final(std::declval<const S&>()))>> : std::true_type {};

template <class S>
long long finalPayoff(const S& s) {
  if constexpr (HasFinal<S>::value) return static_cast<long long>(final(s));
  else return 0;
}

// The other results: every state reached from the positions, numbered,
// with its moves, printed in explore/cpp/solve.cpp's input format
// ("graph", "MODE n", a line per state, "ids", the state of each position);
// explore/whole.py hands it to that solver.
struct GraphBuilder {
  std::unordered_map<State, int, StateHash> index;
  std::vector<State> states;
  std::vector<std::pair<std::vector<State>, long long>> got;
  Canon canon = Canon::None;
  bool score = false;
  std::size_t done = 0;
  int id(State s) {
    canonicalize(s, canon);
    auto it = index.find(s);
    if (it != index.end()) return it->second;
    int i = int(states.size());
    index.emplace(s, i);
    states.push_back(std::move(s));
    return i;
  }
  std::string lines() {
    std::string out;
    Next next;
    next.list = &got;
    for (; done < states.size(); done++) {
      got.clear();
      State cur = states[done];
      moves(cur, next);
      if (score) {
        out += std::to_string(got.empty() ? finalPayoff(cur) : 0) + " " +
               std::to_string(got.size());
        for (auto& [parts, gain] : got) {
          if (parts.size() != 1)
            throw std::runtime_error("a move to a sum in a score game: next.to(state, points)");
          out += " " + std::to_string(id(parts[0])) + " " + std::to_string(gain);
        }
      } else {
        out += std::to_string(got.size());
        for (auto& move : got) {
          out += " " + std::to_string(move.first.size());
          for (auto& part : move.first) out += " " + std::to_string(id(part));
        }
      }
      out += "\n";
    }
    return out;
  }
};

// The positions on stdin, one a line (its numbers).
template <class F>
void forEachInputPosition(F&& f) {
  std::string line;
  State s;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    s.clear();
    long long x;
    while (in >> x) s.push_back(x);
    f(s);
  }
}

inline Shape parseShape(int argc, char** argv, int from, Shape declared) {
  if (from >= argc) return declared;
  Shape s{argv[from], {}};
  for (int i = from + 1; i + 1 < argc; i += 2)
    s.bounds.push_back({std::atoll(argv[i]), std::atoll(argv[i + 1])});
  return s;
}

inline int run(int argc, char** argv) {
  Shape declared = positions();
  const char* forced = std::getenv("EXPLORE_RESULT");   // --result
  std::string res = forced && *forced ? forced : result;
  if (res != "win" && res != "grundy" && res != "misere" && res != "outcome" && res != "score")
    throw std::runtime_error("result = \"" + res + "\": a C++ game gives \"win\", \"grundy\", "
                             "\"misere\", \"outcome\" or \"score\" (write a partizan game in "
                             "Python)");
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "--describe") {
    std::printf("%s", declared.kind.c_str());
    for (auto& b : declared.bounds) std::printf(" %lld %lld", b.first, b.second);
    std::printf(" %s\n", res.c_str());
    if (declared.kind == "string")
      std::printf("alphabet %s\ncyclic %d\n", declared.alphabet.c_str(), int(declared.cyclic));
    for (auto& [name, value] : declaredParams()) std::printf("param %s %lld\n", name.c_str(), value);
    return 0;
  }
  if (res != "win" && res != "grundy" && mode == "--all")
    throw std::runtime_error("--all solves win and grundy games only");
  if (res != "win" && res != "grundy") {      // the graph, for explore/cpp/solve.cpp
    GraphBuilder g;
    if (!HasStart<State>::value) g.canon = canonOf(declared);
    g.score = res == "score";
    std::string ids;
    forEachInputPosition([&](const State& s) { ids += std::to_string(g.id(startState(s))) + "\n"; });
    std::string body = g.lines();
    std::printf("graph\n%s %zu\n", res.c_str(), g.states.size());
    std::fputs(body.c_str(), stdout);
    std::printf("ids\n");
    std::fputs(ids.c_str(), stdout);
    return 0;
  }
  Shape sh = mode == "--all" ? parseShape(argc, argv, 2, declared) : declared;
  Solver solver(sh);
  solver.grundy = res == "grundy";
  if (mode == "--all") {
    long long count = 0, wins = 0;
    forEachPosition(sh, [&](const State& s) { count++, wins += solver.result(s); });
    std::printf("%lld positions, %lld with result != 0\n", count, wins);
    return 0;
  }
  std::string out = "ok\n";
  forEachInputPosition([&](const State& s) { out += std::to_string(solver.result(s)) + "\n"; });
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace position_driver

#ifndef EXPLORE_NO_MAIN
int main(int argc, char** argv) {
  try {
    return position_driver::run(argc, argv);
  } catch (const std::exception& e) {
    std::string what = e.what();
    if (what.find("cycle") != std::string::npos)
      what = "the moves have a cycle: a C++ game here must end (write it in Python with "
             "result = \"outcome\" for win/lose/draw)";
    std::fprintf(stderr, "explore: %s\n", what.c_str());
    return 3;
  }
}
#endif
