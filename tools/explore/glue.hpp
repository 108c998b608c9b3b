// Compiled after a game file for `gk explore`: finds which moves(...) it
// defines (1 to 4 numbers, then Moves&) and exports it to tools/explore/
// driver.cpp as exploreArity() and exploreMoves(c, m).
#pragma once
#include <type_traits>
#include <utility>

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

template <class M>
int arity() {
  return Has1<M>::value ? 1 : Has2<M>::value ? 2 : Has3<M>::value ? 3 : Has4<M>::value ? 4 : 0;
}
template <class M>
void call(const ll* c, M& m) {
  if constexpr (Has1<M>::value) moves(c[0], m);
  else if constexpr (Has2<M>::value) moves(c[0], c[1], m);
  else if constexpr (Has3<M>::value) moves(c[0], c[1], c[2], m);
  else if constexpr (Has4<M>::value) moves(c[0], c[1], c[2], c[3], m);
  else static_assert(Has1<M>::value, "define void moves(long long n, Moves& m) or moves(x, y, m)");
}
}  // namespace explore_glue

int exploreArity() { return explore_glue::arity<Moves>(); }
void exploreMoves(const long long* c, Moves& m) { explore_glue::call(c, m); }
