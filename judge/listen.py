"""`gk listen`: receive problems from the Competitive Companion browser extension.

The extension POSTs one JSON document per problem to http://localhost:PORT/ for each port in its
list (and the custom ports set in its options). The fields used here are the documented ones:
name, group, url, interactive, memoryLimit (MB), timeLimit (ms), tests [{input, output}],
input/output {type, fileName}, batch {id, size}. Each problem becomes a folder:

    <dir>/[<contest>/]<safe name>/problem.toml   title, source url, origin group, the real limits,
                                                 interactive, input_file / output_file
    <dir>/[<contest>/]<safe name>/tests/sample-N.in/.out
    <dir>/[<contest>/]<safe name>/a.cpp          a solution to start from (the user's template)

so that `gk run` inside it judges it. A contest sent as a batch gets its own folder. The same
problem sent again (same URL) refreshes its folder and keeps the solution; another problem of
the same name gets the next free name. A bad request gets a 400 answer and one log line.
"""
from __future__ import annotations

import json
import re
import sys
import unicodedata
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

from .errors import EXIT_OK, UserError

from .ports import DEFAULT_PORT, EXTENSION_PORTS  # the extension's ports
MAX_BODY_BYTES = 16 << 20

TEMPLATE = """#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

}
"""


class BadProblem(ValueError):
    """The posted document is not a problem in Competitive Companion's format."""


def _text(document: dict, key: str, required: bool = True) -> str:
    value = document.get(key, "" if not required else None)
    if not isinstance(value, str):
        raise BadProblem(f"field {key!r} must be a string")
    return value


def _number(document: dict, key: str) -> int:
    value = document.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise BadProblem(f"field {key!r} must be a positive number, not {value!r}")
    return max(1, round(value))


def parse_problem(body: bytes) -> dict:
    """The fields this command uses, checked; BadProblem on anything else."""
    try:
        document = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise BadProblem(f"not JSON: {error}") from None
    if not isinstance(document, dict):
        raise BadProblem("not a JSON object")
    tests = document.get("tests")
    if not isinstance(tests, list) or not all(
            isinstance(t, dict) and isinstance(t.get("input"), str)
            and isinstance(t.get("output"), str) for t in tests):
        raise BadProblem("field 'tests' must be a list of {input, output} strings")
    name = _text(document, "name").strip()
    if not name:
        raise BadProblem("field 'name' is empty")
    io_files = {f"{kind}_file": spec.get("fileName") for kind in ("input", "output")
                if isinstance(spec := document.get(kind), dict) and spec.get("type") == "file"
                and isinstance(spec.get("fileName"), str)
                and re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", spec["fileName"])}
    languages = document.get("languages") if isinstance(document.get("languages"), dict) else {}
    java = languages.get("java") if isinstance(languages.get("java"), dict) else {}
    main_class = java.get("mainClass") if isinstance(java.get("mainClass"), str) else ""
    if not re.fullmatch(r"[A-Za-z_$][\w$.]*", main_class):
        main_class = ""
    batch = document.get("batch") if isinstance(document.get("batch"), dict) else {}
    size = batch.get("size")
    return {"name": name, "group": _text(document, "group", False),
            "url": _text(document, "url", False),
            "interactive": document.get("interactive") is True,
            "time_limit_ms": min(_number(document, "timeLimit"), 60_000),
            "memory_limit_mib": min(_number(document, "memoryLimit"), 65_536),
            "tests": tests, "io_files": io_files,
            "batch_size": size if isinstance(size, int) and not isinstance(size, bool) else 1,
            "java_main_class": main_class}


def safe_name(name: str) -> str:
    """A folder name from a problem name: ASCII letters, digits and dashes, lower case."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:60].strip("-")
    return slug or "problem"


def folder_name(problem: dict) -> str:
    """The problem's name made safe; a name with no Latin letters (a Japanese or Russian title)
    takes the last part of its URL instead (abc999_b), which names it as well."""
    slug = safe_name(problem["name"])
    if slug == "problem" or not re.search(r"[a-z]", slug):
        tail = [part for part in re.split(r"[/?#=&]", problem["url"]) if part][-1:]
        if tail and safe_name(tail[0]) != "problem":
            return safe_name(tail[0])
    return slug


def user_template() -> tuple[str, str]:
    """(file name, text) of the solution a new folder starts with: the user's own template
    (~/.config/gk/template.cpp or template.py, under $XDG_CONFIG_HOME if set), else ours."""
    import os
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "gk"
    for name in ("template.cpp", "template.py"):
        if (config / name).is_file():
            return "a" + Path(name).suffix, (config / name).read_text(encoding="utf-8")
    return "a.cpp", TEMPLATE


def _toml_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a valid TOML basic string


def _source_of(folder: Path) -> str | None:
    import tomllib
    try:
        return tomllib.loads((folder / "problem.toml").read_text(encoding="utf-8")).get("source")
    except (OSError, ValueError):
        return None


def write_problem(problem: dict, directory: Path) -> tuple[Path, bool]:
    """The problem's folder under `directory` (inside a folder named after the contest when it
    came in a batch of several), and whether it was there already. The same problem sent again
    (same URL) refreshes its folder's metadata and samples and keeps the solution; another
    problem of the same name gets the next free name."""
    if problem["batch_size"] > 1 and problem["group"]:
        directory = directory / safe_name(problem["group"])
    base = folder_name(problem)
    folder = directory / base
    number = 2
    while folder.exists() and not (problem["url"] and _source_of(folder) == problem["url"]):
        folder = directory / f"{base}-{number}"
        number += 1
    again = folder.exists()
    (folder / "tests").mkdir(parents=True, exist_ok=True)
    solution, template = user_template()
    lines = [f"title = {_toml_string(problem['name'])}",
             f"source = {_toml_string(problem['url'])}",
             f"origin = {_toml_string(problem['group'])}",
             f"time_limit_ms = {problem['time_limit_ms']}",
             f"memory_limit_mib = {problem['memory_limit_mib']}",
             "limits_confirmed = true        # as the judge's page states them (Competitive Companion)"]
    if problem["interactive"]:
        lines += ["# interactive on its judge: write its interactor.cpp here (testlib style, see",
                  "# the kit's docs/judge.md) or judge with --interactor PATH.cpp",
                  "interactive = true"]
    else:
        lines.append('checker = "tokens"')
    lines += [f"{key} = {_toml_string(value)}  # file I/O on its judge, and here too"
              for key, value in problem["io_files"].items()]
    if problem["java_main_class"]:
        lines.append(f"java_main_class = {_toml_string(problem['java_main_class'])}  "
                     f"# a Java solution's main class, as its judge runs it")
    (folder / "problem.toml").write_text("\n".join(lines + [""]), encoding="utf-8")
    for old in (folder / "tests").glob("sample-*"):
        old.unlink()
    for number, test in enumerate(problem["tests"], 1):
        (folder / "tests" / f"sample-{number}.in").write_text(test["input"], encoding="utf-8")
        (folder / "tests" / f"sample-{number}.out").write_text(test["output"], encoding="utf-8")
    if not any((folder / name).exists() for name in ("a.cpp", "a.py")):
        (folder / solution).write_text(template, encoding="utf-8")
    return folder, again


class _Handler(BaseHTTPRequestHandler):
    server: "_Server"
    timeout = 10  # seconds a client may take to send its request: a stalled one cannot block us

    def log_message(self, format, *args) -> None:  # one line per problem, ours, not http.server's
        pass

    def _answer(self, status: int, text: str) -> None:
        body = (text + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self._answer(405, "gk listen takes the POSTs of Competitive Companion")

    def do_POST(self) -> None:
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            length = -1
        if length > MAX_BODY_BYTES:  # say the real reason: a problem's JSON is a few KiB
            why = (f"the body is {length} bytes, over the {MAX_BODY_BYTES >> 20} MiB a problem "
                   f"may take")
            self.server.log(f"rejected a request: {why} (413)")
            self._answer(413, why)
            return
        if length < 0:
            self.server.log("rejected a request without a valid Content-Length (400)")
            self._answer(400, "a JSON body with its Content-Length is needed")
            return
        try:
            body = self.rfile.read(length)
        except OSError as error:  # the client stalled (timeout) or went away
            self.server.log(f"gave up on a request: {error}")
            return
        try:
            problem = parse_problem(body)
            folder, again = write_problem(problem, self.server.directory)
        except BadProblem as error:
            self.server.log(f"rejected a request: {error} (400)")
            self._answer(400, str(error))
            return
        except OSError as error:
            self.server.log(f"cannot write the problem: {error} (500)")
            self._answer(500, str(error))
            return
        except Exception as error:  # a bug here must not stop the server nor print a traceback
            self.server.log(f"internal error on a request: {type(error).__name__}: {error} (500)")
            self._answer(500, "internal error")
            return
        self._answer(200, str(folder))
        shown = folder if not folder.is_relative_to(Path.cwd()) else folder.relative_to(Path.cwd())
        taken = ("; the same problem again: samples and limits refreshed, your solution kept"
                 if again else "" if folder.name == folder_name(problem)
                 else " (the name was taken)")
        kind = " interactive (write or give its interactor)," if problem["interactive"] else ""
        self.server.log(f"{problem['name']}:{kind} {len(problem['tests'])} samples, "
                        f"{problem['time_limit_ms']} ms, {problem['memory_limit_mib']} MiB -> "
                        f"{shown}{taken}; judge with: cd {shown} && gk run")
        self.server.received += 1


class _Server(HTTPServer):
    def __init__(self, port: int, directory: Path) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.directory = directory
        self.received = 0

    def log(self, line: str) -> None:
        print(f"gk listen: {line}", flush=True)


def serve(port: int, directory: Path, count: int | None = None) -> int:
    """Serves until Ctrl-C, or until `count` problems were written."""
    if directory.exists() and not directory.is_dir():
        raise UserError(f"--dir {directory} is a file, not a folder")
    directory.mkdir(parents=True, exist_ok=True)
    try:
        server = _Server(port, directory.resolve())
    except OSError as error:
        raise UserError(f"cannot listen on 127.0.0.1:{port}: {error.strerror}; another tool may "
                        f"have it: try --port with one of {', '.join(map(str, EXTENSION_PORTS))} "
                        f"(or add yours to the extension's custom ports)") from None
    with server:
        server.log(f"listening on 127.0.0.1:{port}, writing problems into {directory}; "
                   f"click Competitive Companion's icon on a problem page (Ctrl-C stops)")
        try:
            while count is None or server.received < count:
                server.handle_request()
        except KeyboardInterrupt:
            pass
    print(f"gk listen: {server.received} problem(s) received", file=sys.stderr)
    return EXIT_OK
