#!/usr/bin/env bash
# Checks (and, as root with apt-get, installs) what `make judge` / `make test` need.
# Usage: tools/setup.sh judge|test|full|bench|notebook, or tools/setup.sh lang PACKAGE COMMAND
# (full: what make test-full needs beyond make test, Kotlin included)
# Prints one line per missing piece with the exact command to run when it cannot install.
set -u
want=${1:-test}
full=no
if [ "$want" = full ]; then full=yes; want=test; fi
# tools/setup.sh lang PACKAGE COMMAND: a language's toolchain, when the judge first needs it.
if [ "$want" = lang ]; then
  package=$2 command=$3
  command -v "$command" >/dev/null 2>&1 && exit 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    if (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends "$package") >/tmp/grundy-kit-setup.log 2>&1; then
      exit 0
    fi
    echo "setup: installing $package failed (log: /tmp/grundy-kit-setup.log); run: apt-get update && apt-get install -y $package" >&2
    exit 1
  fi
  echo "setup: $command is missing; run: sudo sh -c 'apt-get update && apt-get install -y $package'" >&2
  exit 1
fi
missing=()
lean=()  # TeX for the notebook: installed without Debian's "recommends" (an X server, ...)

have_py311() { /usr/bin/python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; }

need() { # need <check-command> <debian-package>
  if ! eval "$1" >/dev/null 2>&1; then missing+=("$2"); fi
}
need_lean() { # need_lean <check-command> <debian-package>
  if ! eval "$1" >/dev/null 2>&1; then lean+=("$2"); fi
}

need "command -v g++" g++
need have_py311 python3
need "/usr/bin/python3 -c 'import yaml'" python3-yaml  # problem packages' YAML (judge/formats/yaml_files.py)
if [ "$want" = test ] || [ "$want" = bench ]; then
  need "command -v cmake" cmake
  need "command -v ninja" ninja-build
  need "command -v clang++" clang
  need "test -f /usr/include/gtest/gtest.h" libgtest-dev
  need "/usr/bin/python3 -c 'import pytest'" python3-pytest
  need "/usr/bin/python3 -c 'import xdist'" python3-pytest-xdist  # pytest on every core
  need "/usr/bin/python3 -c 'import pytest_timeout'" python3-pytest-timeout  # a hang fails, never stalls CI
  need "command -v ccache" ccache  # one compile cache for the builds and the tests' compiles
  need "/usr/bin/python3 -c 'import pexpect'" python3-pexpect  # make play through a terminal
  need "/usr/bin/python3 -c 'import hypothesis'" python3-hypothesis  # typing-hash property tests
fi
if [ "$want" = bench ]; then
  need "test -f /usr/include/benchmark/benchmark.h" libbenchmark-dev
fi
if [ "$want" = test ]; then  # the notebook's tests read the PDF back; --pypy is judged for real
  need "command -v pdftoppm && command -v pdftotext" poppler-utils
  need "command -v pypy3" pypy3
  # The judge's other languages are judged for real (tests/judge/test_languages.py); Kotlin
  # (300 MB, an old 1.3) only for make test-full: the judge installs it when first used.
  need "command -v javac" default-jdk-headless
  need "command -v rustc" rustc
  need "command -v go" golang-go
fi
if [ "$full" = yes ]; then
  need "command -v kotlinc" kotlin
fi
if [ "$want" = notebook ] || [ "$want" = test ]; then  # `make test` builds and checks the notebook
  need_lean "command -v pdflatex && kpsewhich multicol.sty fancyhdr.sty geometry.sty" texlive-latex-base
  need_lean "kpsewhich txfonts.sty t1txtt.fd" texlive-fonts-recommended
fi

[ ${#missing[@]} -eq 0 ] && [ ${#lean[@]} -eq 0 ] && exit 0

all="${missing[*]} ${lean[*]}"
all=${all# }; all=${all% }
cmd="apt-get update"
[ ${#missing[@]} -gt 0 ] && cmd="$cmd && apt-get install -y ${missing[*]}"
[ ${#lean[@]} -gt 0 ] && cmd="$cmd && apt-get install -y --no-install-recommends ${lean[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing $all (apt-get)" >&2
  if (apt-get update -qq &&
      { [ ${#missing[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; } &&
      { [ ${#lean[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${lean[@]}"; }
     ) >/tmp/grundy-kit-setup.log 2>&1; then
    exit 0
  fi
  echo "setup: installing $all failed (log: /tmp/grundy-kit-setup.log); run: $cmd" >&2
  exit 1
fi
echo "setup: missing $all; run: sudo sh -c '$cmd'" >&2
exit 1
