// Compiled after a game file for `gk explore`: finds which moves(...) it
// defines (1 to 4 numbers, or a const std::vector<long long>&, then Moves&)
// and exports it to explore/cpp/driver.cpp as exploreArity() and
// exploreMoves(c, k, m).
#pragma once
#include <type_traits>
#include <utility>
#include <vector>

#include "explore.hpp"

namespace explore_glue {
using ll = long long;
template <class M, class = void> struct Has1 : std::false_type {};
template <class M>
struct Has1<M, std::void_t<decltype(moves(ll(), std::declval<M&>()))>> : std::true_type {};
template <class M, class = void> struct Has2 : std::false_type {};
template <class M>
struct Has2<M, std::void_t<decltype(moves(ll(), ll(), std::declval<M&>()))>> : std::true_type {};
template <class M, class = void> struct Has3 : std::false_type {};
template <class M>
struct Has3<M, std::void_t<decltype(moves(ll(), ll(), ll(), std::declval<M&>()))>>
    : std::true_type {};
template <class M, class = void> struct Has4 : std::false_type {};
template <class M>
struct Has4<M, std::void_t<decltype(moves(ll(), ll(), ll(), ll(), std::declval<M&>()))>>
    : std::true_type {};

template <class M, class = void> struct HasV : std::false_type {};  // any dimension
template <class M>
struct HasV<M, std::void_t<decltype(moves(std::declval<const std::vector<ll>&>(),
                                          std::declval<M&>()))>> : std::true_type {};

// The numbers of a state, or -1: a vector of any length (the box's).
template <class M>
int arity() {
  return Has1<M>::value ? 1 : Has2<M>::value ? 2 : Has3<M>::value ? 3 : Has4<M>::value ? 4
       : HasV<M>::value ? -1 : 0;
}
template <class M>
void call(const ll* c, int k, M& m) {
  if constexpr (Has1<M>::value) moves(c[0], m);
  else if constexpr (Has2<M>::value) moves(c[0], c[1], m);
  else if constexpr (Has3<M>::value) moves(c[0], c[1], c[2], m);
  else if constexpr (Has4<M>::value) moves(c[0], c[1], c[2], c[3], m);
  else if constexpr (HasV<M>::value) moves(std::vector<ll>(c, c + k), m);
  else static_assert(Has1<M>::value, "define void moves(long long n, Moves& m) or moves(x, y, m)");
}
}  // namespace explore_glue

int exploreArity() { return explore_glue::arity<Moves>(); }
void exploreMoves(const long long* c, int k, Moves& m) { explore_glue::call(c, k, m); }
