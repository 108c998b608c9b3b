"""`gk listen`: recorded payloads of Competitive Companion's documented shape POSTed to the real
server on 127.0.0.1; the folder it writes is then judged. The server is started with --count so
that it stops by itself, and killed (its own process only) if it does not."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import tomllib
import urllib.error
import urllib.request
from pathlib import Path


from conftest import ROOT, gk
from judge.listen import folder_name, parse_problem, safe_name, write_problem

# The shape the extension documents (README "The format"), with a made-up problem.
PAYLOAD = {
    "name": "G. Sum of Two",
    "group": "Made-up Round 1 (Div. 2)",
    "url": "https://example.invalid/problem/1/G",
    "interactive": False,
    "memoryLimit": 256,
    "timeLimit": 1500,
    "tests": [{"input": "1 2\n", "output": "3\n"}, {"input": "20 22\n", "output": "42\n"}],
    "testType": "single",
    "input": {"type": "stdin"},
    "output": {"type": "stdout"},
    "languages": {"java": {"mainClass": "Main", "taskClass": "GSumOfTwo"}},
    "batch": {"id": "0b0c3c4e-1", "size": 1},
}
SOLUTION = """#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(port: int, body: bytes, content_type: str = "application/json") -> tuple[int, str]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}/", data=body, method="POST",
                                     headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


class Server:
    def __init__(self, directory: Path, count: int, command: list[str] | None = None,
                 env: dict | None = None) -> None:
        self.port = free_port()
        env = env or dict(os.environ, PYTHONPATH=str(ROOT))
        command = command or [sys.executable, "-P", "-m", "judge"]
        self.proc = subprocess.Popen(
            [*command, "listen", "--port", str(self.port), "--dir",
             str(directory), "--count", str(count)], cwd=directory, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                assert self.proc.poll() is None, self.proc.communicate()
                time.sleep(0.05)
        raise AssertionError("gk listen did not start")

    def finish(self) -> tuple[int, str]:
        try:
            out, err = self.proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        return self.proc.returncode, out + err


def test_a_post_becomes_a_folder_that_gk_run_judges(tmp_path):
    server = Server(tmp_path, count=2)
    try:
        # Bad requests first: each gets a 400 and one log line, and the server goes on.
        assert post(server.port, b"{not json")[0] == 400
        assert post(server.port, b'["a list"]')[0] == 400
        assert post(server.port, json.dumps({**PAYLOAD, "tests": "none"}).encode())[0] == 400
        assert post(server.port, json.dumps({**PAYLOAD, "timeLimit": -5}).encode())[0] == 400
        assert post(server.port, "\u00ff".encode("latin-1"))[0] == 400
        # A client that promises more than it sends is dropped after the timeout, not waited for.
        with socket.create_connection(("127.0.0.1", server.port)) as stalled:
            stalled.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
            stalled.settimeout(30)
            stalled.recv(1)
        status, _ = post(server.port, json.dumps(PAYLOAD).encode())
        assert status == 200
        # The same problem again: the same folder, refreshed, the solution kept.
        (tmp_path / "g-sum-of-two" / "a.cpp").write_text(SOLUTION)
        assert post(server.port, json.dumps(PAYLOAD).encode())[0] == 200
    finally:
        code, log = server.finish()
    assert code == 0, log
    lines = [line for line in log.splitlines() if line.startswith("gk listen: rejected")]
    assert len(lines) == 5, log
    assert "gk listen: gave up on a request" in log
    assert "the same problem again" in log and "Traceback" not in log
    folder = tmp_path / "g-sum-of-two"
    assert (folder / "a.cpp").read_text() == SOLUTION  # never overwritten
    assert not (tmp_path / "g-sum-of-two-2").exists()
    meta = tomllib.loads((folder / "problem.toml").read_text())
    assert meta["title"] == "G. Sum of Two" and meta["source"] == PAYLOAD["url"]
    assert meta["origin"] == PAYLOAD["group"]
    assert (meta["time_limit_ms"], meta["memory_limit_mib"]) == (1500, 256)
    assert (folder / "tests" / "sample-2.in").read_text() == "20 22\n"
    assert (folder / "tests" / "sample-2.out").read_text() == "42\n"
    judged = gk("run", "--solution", "a.cpp", cwd=folder)
    assert judged.returncode == 0, judged.stdout + judged.stderr
    assert "limits 1500 ms, 256 MiB" in judged.stdout and "AC 2/2 passed" in judged.stdout


def test_folder_names_are_safe():
    assert safe_name("G. Castle Defense") == "g-castle-defense"
    assert safe_name("../../etc/passwd") == "etc-passwd"
    assert safe_name("Задача Ä/B") == "a-b"
    assert safe_name("???") == "problem"
    assert len(safe_name("x" * 500)) <= 60


def test_folders_competitive_companion_users_expect(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

    def sent(**changes) -> dict:
        return parse_problem(json.dumps({**PAYLOAD, **changes}).encode())

    # A title with no Latin letters is named by its URL, not `problem`, `problem-2`.
    japanese = sent(name="数の和", url="https://atcoder.jp/contests/abc999/tasks/abc999_b")
    assert folder_name(japanese) == "abc999-b"
    # A contest sent as a batch goes into a folder of its own.
    folder, again = write_problem(sent(batch={"id": "x", "size": 7}), tmp_path)
    assert folder == tmp_path / "made-up-round-1-div-2" / "g-sum-of-two" and not again
    # Another problem of the same name is not the same problem: the next free name.
    other, _ = write_problem(sent(batch={"id": "x", "size": 7}, url="https://x.invalid/2"),
                             tmp_path)
    assert other.name == "g-sum-of-two-2"
    # The user's template starts each new folder.
    (tmp_path / "config" / "gk").mkdir(parents=True)
    (tmp_path / "config" / "gk" / "template.cpp").write_text("// mine\n")
    mine, _ = write_problem(sent(url="https://x.invalid/3"), tmp_path / "t")
    assert (mine / "a.cpp").read_text() == "// mine\n"


def test_interactive_and_file_io_problems_are_judged_as_such(tmp_path):
    # An interactive problem's folder said AC 1/1 on the empty template; a file-I/O problem's
    # solution wrote output.txt into the user's folder and every test was WA.
    interactive, _ = write_problem(parse_problem(json.dumps(
        {**PAYLOAD, "interactive": True, "url": "https://x.invalid/i"}).encode()), tmp_path)
    judged = gk("run", cwd=interactive)
    assert judged.returncode == 2 and "is interactive" in judged.stderr, judged.stdout
    files, _ = write_problem(parse_problem(json.dumps(
        {**PAYLOAD, "url": "https://x.invalid/f", "input": {"type": "file", "fileName": "input.txt"},
         "output": {"type": "file", "fileName": "output.txt"}}).encode()), tmp_path)
    (files / "a.cpp").write_text(
        "#include <cstdio>\nint main() { long long a, b; FILE* in = std::fopen(\"input.txt\", \"r\");\n"
        "  FILE* out = std::fopen(\"output.txt\", \"w\");\n"
        "  if (!in || !out || std::fscanf(in, \"%lld %lld\", &a, &b) != 2) return 1;\n"
        "  std::fprintf(out, \"%lld\\n\", a + b); }\n")
    judged = gk("run", cwd=files)
    assert judged.returncode == 0, judged.stdout + judged.stderr
    assert "AC 2/2 passed" in judged.stdout
    assert not (files / "output.txt").exists() and not (files / "input.txt").exists()


def test_a_busy_port_is_one_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = gk("listen", "--port", port, "--dir", tmp_path, "--count", "1", cwd=tmp_path,
                    timeout=30)
    assert result.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr.strip()
    assert len(result.stderr.strip().splitlines()) == 1
