"""The compiled languages besides C++ and Python (judge/languages.py): each is judged AC, WA and
CE like C++, compiled once and cached, with fair limits (a runtime's address space is not its
memory), from a folder outside the kit."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tiers import missing

from conftest import gk

SUM = {
    "a.c": '#include <stdio.h>\nint main(void) { long long a, b;\n'
           '  if (scanf("%lld %lld", &a, &b) != 2) return 1;\n  printf("%lld\\n", a + b); }\n',
    "Sum.java": "import java.util.*;\npublic class Sum { public static void main(String[] x) {\n"
                "  Scanner in = new Scanner(System.in);\n"
                "  System.out.println(in.nextLong() + in.nextLong()); } }\n",
    "a.rs": "use std::io::Read;\nfn main() { let mut s = String::new();\n"
            "  std::io::stdin().read_to_string(&mut s).unwrap();\n"
            "  let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n"
            '  println!("{}", v[0] + v[1]); }\n',
    "a.go": 'package main\nimport "fmt"\nfunc main() { var a, b int64; fmt.Scan(&a, &b);\n'
            "  fmt.Println(a + b) }\n",
    "a.kt": "fun main() { val (a, b) = readLine()!!.trim().split(\" \").map { it.toLong() }\n"
            "  println(a + b) }\n",
}
TOOL = {"a.c": "gcc", "Sum.java": "javac", "a.rs": "rustc", "a.go": "go", "a.kt": "kotlinc"}


def contest_folder(tmp_path: Path) -> Path:
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "1.in").write_text("1 2\n")
    (tmp_path / "t" / "1.out").write_text("3\n")
    (tmp_path / "t" / "2.in").write_text("40 2\n")
    (tmp_path / "t" / "2.ans").write_text("42\n")
    return tmp_path


# Four compiles each: C and Go take seconds, in make test; Java and Rust 10-20 s, Kotlin over
# two minutes (measured at load 9), in make test-full, whose set-up (tools/setup.sh full) also
# installs Kotlin.
SLOW_COMPILERS = {"Sum.java", "a.rs", "a.kt"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow)
                                  if n in SLOW_COMPILERS else n for n in sorted(SUM)])
def test_a_solution_in_each_language_is_judged(name, tmp_path):
    if shutil.which(TOOL[name]) is None:
        missing(f"{TOOL[name]} is not installed (the judge installs it when first used, as "
                f"root; make test installs all but Kotlin, make test-full Kotlin too)")
    work = contest_folder(tmp_path)
    (work / name).write_text(SUM[name])
    accepted = gk("run", "--solution", name, "--tests", "t", cwd=work, timeout=600)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "AC 2/2 passed" in accepted.stdout
    again = gk("run", "--solution", name, "--tests", "t", cwd=work, timeout=600)
    assert f"{name} (cached)" in again.stdout, again.stdout  # compiled once
    (work / name).write_text(SUM[name].replace("a + b", "a - b").replace(
        "in.nextLong() + in.nextLong()", "in.nextLong() - in.nextLong()").replace(
        "v[0] + v[1]", "v[0] - v[1]"))
    wrong = gk("run", "--solution", name, "--tests", "t", cwd=work, timeout=600)
    assert wrong.returncode == 1 and "WA" in wrong.stdout, wrong.stdout + wrong.stderr
    (work / name).write_text(SUM[name] + "\n this does not compile (\n")
    broken = gk("run", "--solution", name, "--tests", "t", cwd=work, timeout=600)
    assert broken.returncode == 3, broken.stdout + broken.stderr
    assert name in broken.stdout + broken.stderr


def test_a_jvm_is_judged_by_its_memory_not_its_address_space(tmp_path):
    if shutil.which("javac") is None:
        pytest.skip("javac is not installed")
    work = contest_folder(tmp_path)
    (work / "Sum.java").write_text(SUM["Sum.java"])
    small = gk("run", "--solution", "Sum.java", "--tests", "t", "--ml", "64", cwd=work,
               timeout=600)
    assert small.returncode == 0, small.stdout + small.stderr  # a 64 MiB limit is enough
    assert "-Xmx64m" in small.stdout
    (work / "Hog.java").write_text(
        "public class Hog { public static void main(String[] x) {\n"
        "  long[][] keep = new long[64][]; for (int i = 0; i < 64; i++) keep[i] = new long[1 << 20];\n"
        "  System.out.println(keep.length); } }\n")
    hog = gk("run", "--solution", "Hog.java", "--tests", "t", "--ml", "64", cwd=work, timeout=600)
    assert hog.returncode == 1 and ("MLE" in hog.stdout or "RE" in hog.stdout), hog.stdout


def test_competitive_companions_java_main_class_is_honoured(tmp_path):
    if shutil.which("javac") is None:
        pytest.skip("javac is not installed")
    work = contest_folder(tmp_path)
    shutil.move(str(work / "t"), str(work / "tests"))
    (work / "problem.toml").write_text('title = "Sum"\ntime_limit_ms = 2000\n'
                                       'memory_limit_mib = 256\njava_main_class = "Main"\n')
    # Two classes in one file, neither public: the judge runs the one it was told to.
    (work / "a.java").write_text(
        "import java.util.*;\nclass Helper { static long add(long a, long b) { return a + b; } }\n"
        "class Main { public static void main(String[] x) { Scanner in = new Scanner(System.in);\n"
        "  System.out.println(Helper.add(in.nextLong(), in.nextLong())); } }\n")
    judged = gk("run", "--solution", "a.java", cwd=work, timeout=600)
    assert judged.returncode == 0 and "AC 2/2 passed" in judged.stdout, judged.stdout + judged.stderr


def test_an_unknown_language_names_the_ones_judged(tmp_path):
    work = contest_folder(tmp_path)
    (work / "a.hs").write_text("main = interact id\n")
    result = gk("run", "--solution", "a.hs", "--tests", "t", cwd=work)
    assert result.returncode == 2
    line = result.stderr.strip()
    assert ".hs files are not supported" in line and "Java (.java)" in line and "Go (.go)" in line


def test_the_report_names_the_compilers_version_not_a_jvm_warning():
    from judge.languages import version_line
    kotlinc = ("OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were "
               "deprecated in JDK 13 and will likely be removed in a future release.\n"
               "info: kotlinc-jvm 1.3.31 (JRE 17.0.13+11-Debian-2deb12u1)\n")
    assert version_line(kotlinc, "kotlinc") == "kotlinc-jvm 1.3.31 (JRE 17.0.13+11-Debian-2deb12u1)"
    assert version_line("\nrustc 1.63.0\n", "rustc") == "rustc 1.63.0"
    assert version_line("", "go") == "go"


def test_a_java_file_without_a_public_class_runs_the_class_that_declares_main():
    """DOMjudge's and the BAPC tools' examples write `class TestHello { public static void
    main`: the kit ran `Main` and got ClassNotFoundException, an RE."""
    from judge.languages import java_class
    assert java_class("public final class Solver { }") == "Solver"
    assert java_class("class Helper {}\nclass TestHello {\n  public static void main("
                      "String[] a) {}\n}\nclass After {}") == "TestHello"
    assert java_class("interface X {}") == "Main"
    # A comment is no declaration (BAPC tools' test-multifile.java says "the public class
    # names must be preserved" above `public class hello`).
    assert java_class("/* the public class names */\npublic class hello {}") == "hello"
