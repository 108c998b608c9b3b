#!/usr/bin/env bash
# Checks (and, as root with apt-get, installs) what `make judge` / `make test` need.
# Usage: tools/setup.sh judge|test|bench
# Prints one line per missing piece with the exact command to run when it cannot install.
set -u
want=${1:-test}
missing=()

have_py311() { /usr/bin/python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; }

need() { # need <check-command> <debian-package>
  if ! eval "$1" >/dev/null 2>&1; then missing+=("$2"); fi
}

need "command -v g++" g++
need have_py311 python3
if [ "$want" != judge ]; then
  need "command -v cmake" cmake
  need "command -v ninja" ninja-build
  need "command -v clang++" clang
  need "test -f /usr/include/gtest/gtest.h" libgtest-dev
  need "/usr/bin/python3 -c 'import pytest'" python3-pytest
  need "/usr/bin/python3 -c 'import pexpect'" python3-pexpect  # make play through a terminal
fi
if [ "$want" = bench ]; then
  need "test -f /usr/include/benchmark/benchmark.h" libbenchmark-dev
fi

[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get update && apt-get install -y ${missing[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing ${missing[*]} (apt-get)" >&2
  if (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") >/tmp/grundy-kit-setup.log 2>&1; then
    exit 0
  fi
  echo "setup: installing ${missing[*]} failed (log: /tmp/grundy-kit-setup.log); run: $cmd" >&2
  exit 1
fi
echo "setup: missing ${missing[*]}; run: sudo sh -c '$cmd'" >&2
exit 1
