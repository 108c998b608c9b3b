// The judge's sandbox: runs one program on one input with limits, then makes
// sure that no process it started is left. Built by the judge on first use
// (judge/sandbox.py) and cached in .cache/bin/.
//
// sandbox [options] -- program [args...]
//   --time-ms T      CPU limit (user + sys); the program is killed once its
//                    CPU clock passes T (RLIMIT_CPU is a coarse second line)
//   --wall-ms W      wall-clock backstop
//   --memory-kib M   RLIMIT_AS (0: none)
//   --stack-kib S    RLIMIT_STACK (0: unlimited)
//   --output-bytes O stdout cap: killed as soon as more arrives
//   --stderr-bytes E only the last E bytes of stderr are kept
//   --input F  --output F  --stderr F   files for stdin, stdout, stderr tail
//   --max-processes N  processes + threads of the run, through a pids cgroup
//                    when one can be made (0: no cgroup)
//
// The program runs as PID 2 of a fresh PID namespace whose PID 1 is this
// supervisor; when the supervisor exits the kernel kills whatever is left in
// the namespace. Without namespaces (no privilege) the supervisor is a child
// subreaper and kills every descendant that was reparented to it.
//
// Prints one line on stdout: key=value pairs (see judge/sandbox.py).
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Options {
  long long timeMs = 1000, wallMs = 3000, memoryKib = 0, stackKib = 0;
  long long outputBytes = 64LL << 20, stderrBytes = 4096, maxProcesses = 0;
  const char* input = "/dev/null";
  const char* output = "/dev/null";
  const char* stderrPath = "/dev/null";
  char** argv = nullptr;
  long long runId = 0;  // the supervisor's pid outside the namespace: unique
};

[[noreturn]] void die(const char* what) {
  std::printf("error=%s:%s\n", what, std::strerror(errno));
  std::fflush(stdout);
  _exit(2);
}

long long nowUs() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

void setLimit(int resource, long long value) {
  rlimit lim;
  lim.rlim_cur = lim.rlim_max =
      value < 0 ? RLIM_INFINITY : static_cast<rlim_t>(value);
  setrlimit(resource, &lim);
}

// Kills every descendant: in a namespace one kill(-1) reaches them all; as a
// subreaper, orphans are reparented to us, so kill our children until none.
void killAll(bool inNamespace, pid_t mainPid) {
  if (inNamespace) {
    kill(-1, SIGKILL);
    return;
  }
  if (mainPid > 0) kill(mainPid, SIGKILL);
  char path[64];
  std::snprintf(path, sizeof path, "/proc/self/task/%d/children",
                static_cast<int>(getpid()));
  FILE* f = std::fopen(path, "r");
  if (!f) return;
  int pid;
  while (std::fscanf(f, "%d", &pid) == 1) {
    kill(pid, SIGKILL);
  }
  std::fclose(f);
}

// A pids cgroup of our own (cgroup v1 "pids" hierarchy, or a cgroup v2 root
// with the pids controller): a fork bomb stops at the limit instead of
// filling the machine's PID table. Empty when none can be made.
std::string makePidsCgroup(long long maxProcesses, long long runId) {
  if (maxProcesses <= 0) return "";
  const char* bases[] = {"/sys/fs/cgroup/pids", "/sys/fs/cgroup"};
  for (const char* base : bases) {
    std::string root = base;
    if (root == "/sys/fs/cgroup" &&
        access("/sys/fs/cgroup/cgroup.controllers", F_OK) != 0)
      continue;  // not a cgroup v2 root
    std::string dir = root + "/grundy-judge-" + std::to_string(runId);
    if (mkdir(dir.c_str(), 0755) != 0) continue;
    std::string limit = dir + "/pids.max";
    int fd = open(limit.c_str(), O_WRONLY | O_CLOEXEC);
    std::string value = std::to_string(maxProcesses);
    bool ok = fd >= 0 && write(fd, value.data(), value.size()) ==
                             static_cast<ssize_t>(value.size());
    if (fd >= 0) close(fd);
    if (ok) return dir;
    rmdir(dir.c_str());
  }
  return "";
}

int supervise(const Options& o, bool inNamespace) {
  int inFd = open(o.input, O_RDONLY | O_CLOEXEC);
  if (inFd < 0) die("open input");
  int outFile = open(o.output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (outFile < 0) die("open output");
  int outPipe[2], errPipe[2], execPipe[2];
  if (pipe2(outPipe, O_CLOEXEC) || pipe2(errPipe, O_CLOEXEC) ||
      pipe2(execPipe, O_CLOEXEC))
    die("pipe");
  std::string cgroup = makePidsCgroup(o.maxProcesses, o.runId);
  std::string cgroupProcs = cgroup.empty() ? "" : cgroup + "/cgroup.procs";
  long long start = nowUs();
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    if (!cgroupProcs.empty()) {  // "0": this process, before it can fork
      int fd = open(cgroupProcs.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd >= 0) {  // failing to join only loses this line of defence
        ssize_t ignored = write(fd, "0", 1);
        (void)ignored;
        close(fd);
      }
    }
    setsid();
    dup2(inFd, 0);
    dup2(outPipe[1], 1);
    dup2(errPipe[1], 2);
    long long cpuSec = (o.timeMs + 999) / 1000 + 1;
    rlimit cpu;
    cpu.rlim_cur = static_cast<rlim_t>(cpuSec);
    cpu.rlim_max = static_cast<rlim_t>(cpuSec + 1);
    setrlimit(RLIMIT_CPU, &cpu);
    if (o.memoryKib > 0) setLimit(RLIMIT_AS, o.memoryKib * 1024);
    setLimit(RLIMIT_STACK, o.stackKib > 0 ? o.stackKib * 1024 : -1);
    setLimit(RLIMIT_FSIZE, o.outputBytes + (1 << 20));
    setLimit(RLIMIT_CORE, 0);
    signal(SIGPIPE, SIG_DFL);
    execv(o.argv[0], o.argv);
    int e = errno;
    ssize_t ignored = write(execPipe[1], &e, sizeof e);
    (void)ignored;
    _exit(127);
  }
  close(outPipe[1]);
  close(errPipe[1]);
  close(execPipe[1]);
  close(inFd);
  int execErrno = 0;
  if (read(execPipe[0], &execErrno, sizeof execErrno) != sizeof execErrno)
    execErrno = 0;
  close(execPipe[0]);

  int pidFd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
  clockid_t cpuClock;
  bool haveClock = clock_getcpuclockid(pid, &cpuClock) == 0;
  fcntl(outPipe[0], F_SETFL, O_NONBLOCK);
  fcntl(errPipe[0], F_SETFL, O_NONBLOCK);

  std::string errTail;
  long long outBytes = 0;
  const char* killed = "none";
  bool exited = false, outOpen = true, errOpen = true, killedAll = false;
  int status = 0;
  rusage usage{};
  long long endUs = 0;
  static char buf[1 << 16];

  auto drain = [&](int fd, bool isOut) -> bool {  // false at EOF
    for (;;) {
      ssize_t n = read(fd, buf, sizeof buf);
      if (n > 0) {
        if (isOut) {
          long long room = o.outputBytes - outBytes;
          long long keep = n < room ? n : (room > 0 ? room : 0);
          if (keep > 0 && write(outFile, buf, static_cast<size_t>(keep)) < 0)
            die("write output");
          outBytes += n;
          if (outBytes > o.outputBytes) {
            if (!exited && std::strcmp(killed, "none") == 0) killed = "output";
            killAll(inNamespace, exited ? 0 : pid);
            return false;  // stop reading: the cap is reached
          }
        } else {
          errTail.append(buf, static_cast<size_t>(n));
          if (errTail.size() > static_cast<size_t>(2 * o.stderrBytes + 1))
            errTail.erase(0, errTail.size() - static_cast<size_t>(o.stderrBytes));
        }
        continue;
      }
      if (n == 0) return false;
      if (errno == EINTR) continue;
      return true;  // EAGAIN
    }
  };

  while (!exited) {
    pollfd fds[3];
    int nfds = 0, outIx = -1, errIx = -1;
    if (outOpen) { outIx = nfds; fds[nfds++] = {outPipe[0], POLLIN, 0}; }
    if (errOpen) { errIx = nfds; fds[nfds++] = {errPipe[0], POLLIN, 0}; }
    if (pidFd >= 0) fds[nfds++] = {pidFd, POLLIN, 0};
    poll(fds, static_cast<nfds_t>(nfds), 10);
    if (outIx >= 0 && fds[outIx].revents) outOpen = drain(outPipe[0], true);
    if (errIx >= 0 && fds[errIx].revents) errOpen = drain(errPipe[0], false);
    for (;;) {  // reap: the main process and, as PID 1 or subreaper, orphans
      int st;
      rusage ru;
      pid_t w = wait4(-1, &st, WNOHANG, &ru);
      if (w <= 0) break;
      if (w == pid) {
        exited = true;
        status = st;
        usage = ru;
        endUs = nowUs();
      }
    }
    if (exited) break;
    long long now = nowUs();
    if (haveClock && std::strcmp(killed, "none") == 0) {
      timespec ts;
      if (clock_gettime(cpuClock, &ts) == 0 &&
          ts.tv_sec * 1000LL + ts.tv_nsec / 1000000 > o.timeMs) {
        killed = "cpu";
        killAll(inNamespace, pid);
      }
    }
    if (now - start > o.wallMs * 1000 && std::strcmp(killed, "none") == 0) {
      killed = "wall";
      killAll(inNamespace, pid);
    }
    if (std::strcmp(killed, "none") != 0) killAll(inNamespace, pid);
  }
  // The main process is gone: nothing else may stay. Then read what is left.
  for (int round = 0;; round++) {
    killAll(inNamespace, 0);
    int st;
    pid_t w;
    while ((w = waitpid(-1, &st, WNOHANG)) > 0) {
    }
    if (w < 0 && errno == ECHILD) break;
    if (round > 0) usleep(1000);
    killedAll = true;
  }
  (void)killedAll;
  if (!cgroup.empty()) {
    for (int tries = 0; rmdir(cgroup.c_str()) != 0 && errno == EBUSY && tries < 1000; tries++)
      usleep(1000);  // the last killed processes are still leaving the cgroup
  }
  if (outOpen) {
    fcntl(outPipe[0], F_SETFL, 0);
    while (drain(outPipe[0], true)) {
    }
  }
  if (errOpen) {
    fcntl(errPipe[0], F_SETFL, 0);
    while (drain(errPipe[0], false)) {
    }
  }
  close(outFile);
  if (errTail.size() > static_cast<size_t>(o.stderrBytes))
    errTail.erase(0, errTail.size() - static_cast<size_t>(o.stderrBytes));
  int errFile = open(o.stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (errFile >= 0) {
    if (write(errFile, errTail.data(), errTail.size()) < 0) die("write stderr");
    close(errFile);
  }
  long long cpuUs = usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec +
                    usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
  std::printf(
      "exit=%d signal=%d cpu_us=%lld wall_us=%lld maxrss_kib=%ld "
      "out_bytes=%lld killed=%s exec_errno=%d namespace=%d pids_limit=%lld\n",
      WIFEXITED(status) ? WEXITSTATUS(status) : -1,
      WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpuUs, endUs - start,
      usage.ru_maxrss, outBytes, killed, execErrno, inNamespace ? 1 : 0,
      cgroup.empty() ? 0LL : o.maxProcesses);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--") { i++; break; }
    if (i + 1 >= argc) { std::fprintf(stderr, "sandbox: %s needs a value\n", argv[i]); return 2; }
    const char* v = argv[++i];
    if (a == "--time-ms") o.timeMs = std::atoll(v);
    else if (a == "--wall-ms") o.wallMs = std::atoll(v);
    else if (a == "--memory-kib") o.memoryKib = std::atoll(v);
    else if (a == "--stack-kib") o.stackKib = std::atoll(v);
    else if (a == "--output-bytes") o.outputBytes = std::atoll(v);
    else if (a == "--stderr-bytes") o.stderrBytes = std::atoll(v);
    else if (a == "--max-processes") o.maxProcesses = std::atoll(v);
    else if (a == "--input") o.input = v;
    else if (a == "--output") o.output = v;
    else if (a == "--stderr") o.stderrPath = v;
    else { std::fprintf(stderr, "sandbox: unknown option %s\n", a.c_str()); return 2; }
  }
  if (i >= argc) { std::fprintf(stderr, "sandbox: no program\n"); return 2; }
  o.argv = argv + i;
  signal(SIGPIPE, SIG_IGN);
  o.runId = static_cast<long long>(getpid());
  bool force = std::getenv("JUDGE_SANDBOX_NO_NAMESPACE") != nullptr;
  if (!force && unshare(CLONE_NEWPID) == 0) {
    std::fflush(stdout);
    pid_t init = fork();
    if (init < 0) die("fork");
    if (init == 0) {
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      _exit(supervise(o, true));
    }
    int st;
    while (waitpid(init, &st, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : 2;
  }
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  return supervise(o, false);
}
