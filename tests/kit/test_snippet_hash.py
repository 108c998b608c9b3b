"""The typing hash changes with the code and only with the code."""
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from snippet_hash import chunks, strip_comments, typing_hash  # noqa: E402

CODE = 'int f(int x) {\n  return x + 1; // add one\n}\n'


def test_comments_and_whitespace_do_not_change_the_hash():
    assert typing_hash(CODE) == typing_hash("/* doc */ int f(int x){return x+1;}")


def test_a_typo_changes_the_hash():
    assert typing_hash(CODE) != typing_hash(CODE.replace("+ 1", "+ 2"))


def test_comment_markers_inside_strings_are_kept():
    assert strip_comments('s = "//not a comment"; // gone') == 's = "//not a comment"; '


def test_chunks_cover_the_code_and_end_at_closing_braces():
    code = "int a() {\n  return 1;\n}\nint b() {\n  return 2;\n}\n"
    assert [(first, last) for first, last, _ in chunks(code)] == [(1, 3), (4, 6)]


def test_missing_file_is_a_one_line_error(tmp_path):
    tool = Path(__file__).resolve().parents[2] / "tools" / "snippet_hash.py"
    result = subprocess.run([sys.executable, str(tool), str(tmp_path / "nope.hpp")],
                            capture_output=True, text=True)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
