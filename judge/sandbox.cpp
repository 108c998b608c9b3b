// The judge's sandbox: runs one program on one input with limits (a batch
// run), or a solution against an interactor (an interactive run), then makes
// sure that no process it started is left. Built by the judge on first use
// (judge/sandbox.py) and cached in .cache/bin/.
//
// sandbox [options] -- program [args...] [interactor [args...]]
//   --time-ms T      CPU limit (user + sys); the program is killed once its
//                    CPU clock passes T (RLIMIT_CPU is a coarse second line)
//   --wall-ms W      wall-clock backstop, extended while the program is
//                    starved (it wants a CPU and its CPU time grows, under T)
//   --wall-cap-ms C  the latest the backstop may be extended to (0: W)
//   --memory-kib M   the memory limit on resident memory: the program is
//                    stopped once its RSS passes M (0: none). Never
//                    RLIMIT_AS: PyPy, JVMs, Go and every thread's stack
//                    reserve far more address space than they use, and
//                    contest judges limit what is used (cgroup memory)
//   --stack-kib S    RLIMIT_STACK (0: unlimited), apart from the memory
//                    limit: glibc gives each new thread a stack of S
//   --output-bytes O stdout cap: killed as soon as more arrives
//   --stderr-bytes E the first E and the last E bytes of stderr are kept
//   --input F  --output F  --stderr F   files for stdin, stdout, stderr tail
//   --max-processes N  processes + threads of the run, through a pids cgroup
//                    when one can be made (0: no cgroup)
// Interactive runs (docs/judge.md, "Interactive problems"):
//   --interactor-argc K   the last K words after `--` are the interactor's
//                    argv; its stdout becomes the program's stdin and the
//                    program's stdout its stdin, through a relay here that
//                    records the dialogue (--input and --output are unused)
//   --interactor-time-ms T  --interactor-wall-ms W  --interactor-memory-kib M
//   --interactor-wall-cap-ms C  --interactor-stack-kib S  --interactor-output-bytes O
//   --interactor-stderr F   its own limits (its backstop is extended while
//                    it starves, as the solution's is)
//   --transcript F   the last --transcript-lines N lines of the dialogue
//   --idle-ms I      how long both sides must be seen waiting on stdin, with
//                    nothing in flight and no CPU used, to call it a deadlock
//   --eof-at-exit    the interactor is given the end of the solution's output
//                    only once the solution has exited, not when it closes its
//                    stdout (the Kattis format's tools do so: closing stdout
//                    early and then crashing or running on is the solution's
//                    RE or TLE, not the interactor's reaction to the EOF)
//   --interactor-accept-code C  the interactor's exit code that accepts (0,
//                    testlib; 42, Kattis): after any other exit the solution
//                    is stopped at once, after this one it must end by itself
//
// The programs run in a fresh PID namespace whose PID 1 is this supervisor;
// when the supervisor exits the kernel kills whatever is left in the
// namespace. Without namespaces (no privilege) the supervisor is a child
// subreaper and kills every descendant that was reparented to it.
//
// Prints one line on stdout: key=value pairs (see judge/sandbox.py).
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <deque>
#include <string>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/ioctl.h>
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
  long long timeMs = 1000, wallMs = 3000, wallCapMs = 0, memoryKib = 0, stackKib = 0;
  long long outputBytes = 64LL << 20, stderrBytes = 4096, maxProcesses = 0;
  const char* input = "/dev/null";
  const char* output = "/dev/null";
  const char* stderrPath = "/dev/null";
  std::vector<char*> argv;             // null-terminated
  long long runId = 0;  // the supervisor's pid outside the namespace: unique
  // Interactive runs.
  std::vector<char*> interactorArgv;   // empty: a batch run
  long long iTimeMs = 10000, iWallMs = 30000, iWallCapMs = 0, iMemoryKib = 0, iStackKib = 0;
  long long iOutputBytes = 64LL << 20;
  const char* iStderrPath = "/dev/null";
  const char* transcriptPath = "/dev/null";
  long long transcriptLines = 50, idleMs = 100, acceptCode = 0;
  bool eofAtExit = false;
  bool pin = true;  // JUDGE_SANDBOX_NO_PIN: never share one CPU (benchmarks)
};

constexpr long long kComputeMs = 20;
// Wall-clock allowance per turn of an interactive run: a line from one side
// after a line from the other (a 10^4-move game: 2.5 s more before the
// backstop). Counting turns, not lines, a program cannot buy time by writing
// many lines the other side skips; the allowance is at most kTalkCapMs.
constexpr long long kTurnAllowanceUs = 250;
constexpr long long kTalkCapMs = 60000;
// Bytes the relay holds for a side that does not read them before it stops
// reading the sender, who then blocks in write as with a plain pipe (and
// the supervisor's memory stays bounded).
constexpr size_t kRelayHoldBytes = 1 << 20;
// The interactor is blamed for a solution waiting at the backstop only when
// it has sent nothing for this long: a slow one that still answers is not
// hanging, the solution that keeps asking is out of time.
constexpr long long kJurySilentUs = 1000000;

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

bool isNone(const char* killed) { return std::strcmp(killed, "none") == 0; }

// One program of the run and everything the supervisor knows about it.
struct Child {
  std::vector<char*> argv;
  long long timeMs = 0, memoryKib = 0, stackKib = 0, outputBytes = 0;
  bool joinCgroup = false;

  pid_t pid = -1;
  pid_t procPid = -1;  // its pid as /proc shows it (outside our namespace)
  int pidFd = -1;
  clockid_t cpuClock{};
  bool haveClock = false;
  int execErrno = 0;
  int outFd = -1, errFd = -1;  // our ends of its stdout and stderr
  int inFd = -1;               // our end of its stdin (interactive runs)
  std::string errHead, errTail;  // stderr's first and last bytes
  long long errDropped = 0;       // the bytes between them that were not kept
  long long outBytes = 0;
  const char* killed = "none";  // none | cpu | wall | output | idle | peer | memory
  bool exited = false;
  int status = 0;
  rusage usage{};
  long long endUs = 0;
  // The largest resident memory sampled (/proc statm): a program stopped for memory had this
  // past its limit, and wait4's ru_maxrss counts pages another way, a few KiB lower at times.
  long long sampledKib = 0;
  // The dialogue: the line it is writing, and how many lines it wrote.
  std::string partial;
  long long partialLength = 0, lines = 0;

  long long cpuMs() const {
    timespec ts;
    if (!haveClock || clock_gettime(cpuClock, &ts) != 0) return -1;
    return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
  }
  long long cpuUsNow() const {
    timespec ts;
    if (!haveClock || clock_gettime(cpuClock, &ts) != 0) return -1;
    return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
  }
};

// Kills every descendant: in a namespace one kill(-1) reaches them all; as a
// subreaper, orphans are reparented to us, so kill our children until none.
void killAll(bool inNamespace, const std::vector<Child*>& mains) {
  if (inNamespace) {
    kill(-1, SIGKILL);
    return;
  }
  for (Child* c : mains)
    if (c->pid > 0 && !c->exited) kill(c->pid, SIGKILL);
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

// Kills the processes of the cgroup (the solution's, in an interactive run,
// once its main process is gone and the interactor still runs).
void killCgroup(const std::string& cgroup) {
  if (cgroup.empty()) return;
  FILE* f = std::fopen((cgroup + "/cgroup.procs").c_str(), "r");
  if (!f) return;
  int pid;
  while (std::fscanf(f, "%d", &pid) == 1) kill(pid, SIGKILL);
  std::fclose(f);
}

// Lets every thread of the cgroup (the solution's processes and threads) use
// the CPUs in `allowed` again: cgroup v2 lists them in cgroup.threads, v1 in
// tasks.
void unpinCgroup(const std::string& cgroup, const cpu_set_t& allowed) {
  if (cgroup.empty()) return;
  FILE* f = std::fopen((cgroup + "/cgroup.threads").c_str(), "r");
  if (!f) f = std::fopen((cgroup + "/tasks").c_str(), "r");
  if (!f) return;
  int tid;
  while (std::fscanf(f, "%d", &tid) == 1) sched_setaffinity(tid, sizeof allowed, &allowed);
  std::fclose(f);
}

long long readNumber(const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "r");
  if (!f) return -1;
  long long value = -1;
  if (std::fscanf(f, "%lld", &value) != 1) value = -1;
  std::fclose(f);
  return value;
}

// The pid of a child as /proc shows it: /proc is the outer namespace's, so
// inside our PID namespace the pidfd's fdinfo translates it ("Pid:").
pid_t procPidOf(pid_t pid, int pidFd, bool inNamespace) {
  if (!inNamespace) return pid;
  if (pidFd < 0) return -1;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/self/fdinfo/%d", pidFd);
  FILE* f = std::fopen(path, "r");
  if (!f) return -1;
  char line[256];
  int outer = -1;
  while (std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "Pid: %d", &outer) == 1) break;
  std::fclose(f);
  return outer;
}

// The process's state letter from /proc/PID/stat (R running, S sleeping,
// Z zombie, ...); 0 when it cannot be read.
char processState(pid_t procPid) {
  if (procPid <= 0) return 0;
  char path[64], text[512];
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(procPid));
  FILE* f = std::fopen(path, "r");
  if (!f) return 0;
  size_t n = std::fread(text, 1, sizeof text - 1, f);
  std::fclose(f);
  text[n] = '\0';
  const char* paren = std::strrchr(text, ')');
  return paren && paren[1] == ' ' ? paren[2] : 0;
}

// The process's resident memory in KiB (/proc/PID/statm: its threads share
// it); -1 when it cannot be read.
long long residentKib(pid_t procPid) {
  if (procPid <= 0) return -1;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/statm", static_cast<int>(procPid));
  FILE* f = std::fopen(path, "r");
  if (!f) return -1;
  long long size = 0, resident = -1;
  if (std::fscanf(f, "%lld %lld", &size, &resident) != 2) resident = -1;
  std::fclose(f);
  return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}

// True once the program's resident memory passed its limit (checked about
// every 10 ms: a program may overshoot by what it touches in that time).
bool overMemory(Child& c, bool inNamespace) {
  if (c.memoryKib <= 0 || c.exited) return false;
  if (c.procPid < 0) c.procPid = procPidOf(c.pid, c.pidFd, inNamespace);
  long long resident = residentKib(c.procPid);
  if (resident > c.sampledKib) c.sampledKib = resident;
  return resident > c.memoryKib;
}

// True when the process is asleep in a read of its stdin: state S in
// /proc/PID/stat and, where /proc/PID/syscall can be read, the system call
// is read/readv/pread64 on fd 0. False when it cannot be told.
bool waitingOnStdin(pid_t procPid) {
  if (processState(procPid) != 'S') return false;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/syscall", static_cast<int>(procPid));
  FILE* f = std::fopen(path, "r");
  if (!f) return true;  // no syscall file: the sleeping state must do
  long long number = -1;
  unsigned long long fd = 1;
  int got = std::fscanf(f, "%lld %llx", &number, &fd);
  std::fclose(f);
  if (got != 2) return true;
  bool readCall = number == SYS_read || number == SYS_readv
#ifdef SYS_pread64
                  || number == SYS_pread64
#endif
      ;
  return readCall && fd == 0;
}

// waitingOnStdin of the process or of a process it started (depth 3): an
// interactor may be a script (the 2025-09 format's `run`) whose child reads.
bool treeWaitingOnStdin(pid_t procPid, int depth = 3) {
  if (waitingOnStdin(procPid)) return true;
  if (depth == 0 || procPid <= 0) return false;
  char path[96];
  std::snprintf(path, sizeof path, "/proc/%d/task/%d/children", static_cast<int>(procPid),
                static_cast<int>(procPid));
  FILE* f = std::fopen(path, "r");
  if (!f) return false;
  int child;
  bool found = false;
  while (!found && std::fscanf(f, "%d", &child) == 1)
    found = treeWaitingOnStdin(child, depth - 1);
  std::fclose(f);
  return found;
}

// True when the process is asleep in a write to its stdout (the reader does
// not take what it writes): state S or D and, where /proc/PID/syscall can be
// read, write/writev on fd 1; its kernel wait channel names a pipe otherwise.
bool blockedWriting(pid_t procPid) {
  char state = processState(procPid);
  if (state != 'S' && state != 'D') return false;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/syscall", static_cast<int>(procPid));
  FILE* f = std::fopen(path, "r");
  if (f) {
    long long number = -1;
    unsigned long long fd = 0;
    int got = std::fscanf(f, "%lld %llx", &number, &fd);
    std::fclose(f);
    if (got == 2) return (number == SYS_write || number == SYS_writev) && fd == 1;
  }
  std::snprintf(path, sizeof path, "/proc/%d/wchan", static_cast<int>(procPid));
  f = std::fopen(path, "r");
  if (!f) return false;
  char channel[64] = {0};
  bool pipe = std::fscanf(f, "%63s", channel) == 1 && std::strcmp(channel, "pipe_write") == 0;
  std::fclose(f);
  return pipe;
}

// The time the process's threads spent runnable but waiting for a CPU, in
// microseconds: the second field of /proc/PID/task/TID/schedstat, summed over
// its threads; -1 when it cannot be read. procPid 0: this supervisor.
long long runQueueWaitUs(pid_t procPid) {
  if (procPid < 0) return -1;
  char path[96];
  if (procPid == 0) std::snprintf(path, sizeof path, "/proc/self/task");
  else std::snprintf(path, sizeof path, "/proc/%d/task", static_cast<int>(procPid));
  DIR* dir = opendir(path);
  if (!dir) return -1;
  long long total = 0;
  bool any = false;
  while (dirent* entry = readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    char file[400];
    std::snprintf(file, sizeof file, "%s/%s/schedstat", path, entry->d_name);
    FILE* f = std::fopen(file, "r");
    if (!f) continue;
    unsigned long long onCpu = 0, waiting = 0;
    if (std::fscanf(f, "%llu %llu", &onCpu, &waiting) == 2) {
      total += static_cast<long long>(waiting / 1000);
      any = true;
    }
    std::fclose(f);
  }
  closedir(dir);
  return any ? total : -1;
}

// The wall-clock backstop, made independent of the machine's load. Past its
// deadline a program is stopped unless it is starved: in the last sample
// interval its CPU time grew (it is not asleep), it is still under its CPU
// limit, and it was running or waiting for a CPU at least half of the
// interval (the scheduler's run-queue wait, or, where that cannot be read,
// the state R). A starved program gets the deadline moved one interval on,
// up to the hard cap, so that a judge never hangs. A sleeping or blocked
// program's CPU time does not grow: it is stopped at the deadline.
struct Backstop {
  static constexpr long long kSampleUs = 100000;
  struct Sample {
    long long atUs = 0, cpuUs = -1, waitUs = -1;
    char state = 0;
  };
  long long capUs = 0;       // from the start
  long long extendedUs = 0;  // how far the deadline has been moved
  // Why it was stopped: idle | slow | cap; in an interactive run also writing
  // (blocked writing to the interactor) | talking (the dialogue still went on).
  const char* why = "idle";
  Sample previous, latest;

  bool inNamespace = false;

  void sample(Child& c, long long now) {
    if (c.procPid < 0) c.procPid = procPidOf(c.pid, c.pidFd, inNamespace);
    previous = latest;
    latest = {now, c.cpuUsNow(), runQueueWaitUs(c.procPid), processState(c.procPid)};
  }
  // True when the program must be stopped now; baseUs: the deadline before
  // any extension, from the start.
  bool overdue(Child& c, long long start, long long now, long long baseUs,
               long long timeMs) {
    long long deadline = start + baseUs + extendedUs;
    if (now < deadline - 2 * kSampleUs) return false;
    if (latest.atUs == 0 || now - latest.atUs >= kSampleUs) sample(c, now);
    if (now < deadline) return false;
    if (now - start >= capUs) {
      why = "cap";
      return true;
    }
    if (previous.atUs == 0) {  // one sample only: judge after the next one
      extendedUs = latest.atUs + kSampleUs - start - baseUs;
      return false;
    }
    long long interval = latest.atUs - previous.atUs;
    long long grew = latest.cpuUs - previous.cpuUs;
    bool wanted = latest.waitUs >= 0 && previous.waitUs >= 0
                      ? grew + (latest.waitUs - previous.waitUs) >= interval / 2
                      : latest.state == 'R';
    if (previous.cpuUs < 0 || grew <= 0) {
      why = "idle";
      return true;
    }
    if (!wanted || latest.cpuUs > timeMs * 1000) {
      why = "slow";
      return true;
    }
    extendedUs = latest.atUs + kSampleUs - start - baseUs;
    if (extendedUs < 0) extendedUs = 0;
    return false;
  }
};

// Starts one program: stdin from stdinFd, stdout and stderr on fresh pipes.
void startChild(Child& c, int stdinFd, const std::string& cgroupProcs) {
  int outPipe[2], errPipe[2], execPipe[2];
  if (pipe2(outPipe, O_CLOEXEC) || pipe2(errPipe, O_CLOEXEC) ||
      pipe2(execPipe, O_CLOEXEC))
    die("pipe");
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    if (c.joinCgroup && !cgroupProcs.empty()) {  // "0": this process, before it can fork
      int fd = open(cgroupProcs.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd >= 0) {  // failing to join only loses this line of defence
        ssize_t ignored = write(fd, "0", 1);
        (void)ignored;
        close(fd);
      }
    }
    setsid();
    dup2(stdinFd, 0);
    dup2(outPipe[1], 1);
    dup2(errPipe[1], 2);
    long long cpuSec = (c.timeMs + 999) / 1000 + 1;
    rlimit cpu;
    cpu.rlim_cur = static_cast<rlim_t>(cpuSec);
    cpu.rlim_max = static_cast<rlim_t>(cpuSec + 1);
    setrlimit(RLIMIT_CPU, &cpu);
    setLimit(RLIMIT_STACK, c.stackKib > 0 ? c.stackKib * 1024 : -1);
    setLimit(RLIMIT_FSIZE, c.outputBytes + (1 << 20));
    setLimit(RLIMIT_CORE, 0);
    signal(SIGPIPE, SIG_DFL);
    execv(c.argv[0], c.argv.data());
    int e = errno;
    ssize_t ignored = write(execPipe[1], &e, sizeof e);
    (void)ignored;
    _exit(127);
  }
  close(outPipe[1]);
  close(errPipe[1]);
  close(execPipe[1]);
  if (read(execPipe[0], &c.execErrno, sizeof c.execErrno) != sizeof c.execErrno)
    c.execErrno = 0;
  close(execPipe[0]);
  c.pid = pid;
  c.outFd = outPipe[0];
  c.errFd = errPipe[0];
  c.pidFd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
  c.haveClock = clock_getcpuclockid(pid, &c.cpuClock) == 0;
  fcntl(c.outFd, F_SETFL, O_NONBLOCK);
  fcntl(c.errFd, F_SETFL, O_NONBLOCK);
}

char buf[1 << 16];

// Reads what stderr holds, keeping its head and its tail (a sanitizer's report starts with
// what matters and ends with a legend); false at EOF.
bool drainErr(Child& c, long long keep) {
  const size_t k = static_cast<size_t>(keep);
  for (;;) {
    ssize_t n = read(c.errFd, buf, sizeof buf);
    if (n > 0) {
      size_t got = static_cast<size_t>(n), head = 0;
      if (c.errHead.size() < k) {
        head = std::min(got, k - c.errHead.size());
        c.errHead.append(buf, head);
      }
      c.errTail.append(buf + head, got - head);
      if (c.errTail.size() > 2 * k + 1) {
        c.errDropped += static_cast<long long>(c.errTail.size() - k);
        c.errTail.erase(0, c.errTail.size() - k);
      }
      continue;
    }
    if (n == 0) return false;
    if (errno == EINTR) continue;
    return true;  // EAGAIN
  }
}

// Reaps whatever has exited: the main processes and, as PID 1 or subreaper,
// orphans. Returns true when one of `mains` exited.
bool reap(const std::vector<Child*>& mains) {
  bool any = false;
  for (;;) {
    int st;
    rusage ru;
    pid_t w = wait4(-1, &st, WNOHANG, &ru);
    if (w <= 0) break;
    for (Child* c : mains) {
      if (w == c->pid) {
        c->exited = true;
        c->status = st;
        c->usage = ru;
        c->endUs = nowUs();
        any = true;
      }
    }
  }
  return any;
}

void closeFd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// The last lines of an interactive run's dialogue, each marked with its
// sender: S (the solution) or I (the interactor).
struct Transcript {
  struct Line {
    char side;
    bool complete;   // ended with a newline
    bool unread;     // sent after the other side had ended: never read
    long long length;
    std::string text;  // at most kLineBytes of it
  };
  static constexpr size_t kLineBytes = 200;
  std::deque<Line> lines;
  size_t keep = 50;
  long long turns = 0;
  char lastSide = 0;

  void push(char side, Child& c, bool complete, bool unread) {
    lines.push_back({side, complete, unread, c.partialLength, c.partial});
    if (lines.size() > keep) lines.pop_front();
    c.partial.clear();
    c.partialLength = 0;
    if (complete) {
      c.lines++;
      if (side != lastSide) turns++;
      lastSide = side;
    }
  }
  void add(char side, Child& c, const char* data, size_t n, bool unread) {
    size_t start = 0;
    while (start < n) {
      const void* nl = std::memchr(data + start, '\n', n - start);
      size_t end = nl ? static_cast<size_t>(static_cast<const char*>(nl) - data) : n;
      size_t length = end - start;
      if (c.partial.size() < kLineBytes) {
        size_t room = kLineBytes - c.partial.size();
        c.partial.append(data + start, length < room ? length : room);
      }
      c.partialLength += static_cast<long long>(length);
      if (!nl) break;
      push(side, c, true, unread);
      start = end + 1;
    }
  }
  void finish(char side, Child& c) {
    if (c.partialLength > 0 || !c.partial.empty()) push(side, c, false, false);
  }
  void write(const char* path) const {
    FILE* f = std::fopen(path, "w");
    if (!f) return;
    for (const Line& l : lines) {
      std::fprintf(f, "%c %c%c %lld ", l.side, l.complete ? 'c' : 'p',
                   l.unread ? 'u' : 'r', l.length);
      std::fwrite(l.text.data(), 1, l.text.size(), f);
      std::fputc('\n', f);
    }
    std::fclose(f);
  }
};

// Bytes on their way from one program to the other.
struct Pending {
  std::string data;
  size_t offset = 0;
  bool closeWhenEmpty = false;  // the sender ended: EOF follows the data

  bool empty() const { return offset == data.size(); }
  bool full() const { return data.size() - offset >= kRelayHoldBytes; }
  // Writes what the pipe takes; on EPIPE (the reader is gone) drops the rest.
  void flush(int& fd) {
    while (fd >= 0 && !empty()) {
      ssize_t n = ::write(fd, data.data() + offset, data.size() - offset);
      if (n > 0) {
        offset += static_cast<size_t>(n);
      } else if (n < 0 && errno == EINTR) {
        continue;
      } else if (n < 0 && errno == EAGAIN) {
        // What was delivered goes, once it is most of the buffer: a reader
        // that never quite catches up must not make it grow without end.
        if (offset >= kRelayHoldBytes && offset * 2 >= data.size()) {
          data.erase(0, offset);
          offset = 0;
        }
        return;
      } else {
        data.clear();
        offset = 0;
        closeFd(fd);
        return;
      }
    }
    if (empty()) {
      data.clear();
      offset = 0;
    }
  }
};

long long pipeBytes(int fd) {
  int n = 0;
  if (fd < 0 || ioctl(fd, FIONREAD, &n) != 0) return 0;
  return n;
}

void finishRun(bool inNamespace, const std::vector<Child*>& mains,
               const std::string& cgroup) {
  // The main processes are gone: nothing else may stay.
  for (int round = 0;; round++) {
    killAll(inNamespace, mains);
    int st;
    pid_t w;
    while ((w = waitpid(-1, &st, WNOHANG)) > 0) {
    }
    if (w < 0 && errno == ECHILD) break;
    if (round > 0) usleep(1000);
  }
  if (!cgroup.empty()) {
    for (int tries = 0; rmdir(cgroup.c_str()) != 0 && errno == EBUSY && tries < 1000; tries++)
      usleep(1000);  // the last killed processes are still leaving the cgroup
  }
}

// Writes the kept stderr: its head, a mark where bytes were dropped, its tail.
void writeTail(const char* path, Child& c, long long keep) {
  std::string& tail = c.errTail;
  if (tail.size() > static_cast<size_t>(keep)) {
    c.errDropped += static_cast<long long>(tail.size() - static_cast<size_t>(keep));
    tail.erase(0, tail.size() - static_cast<size_t>(keep));
  }
  std::string text = c.errHead;
  if (c.errDropped > 0)
    text += "\n[... " + std::to_string(c.errDropped) + " bytes of stderr not kept ...]\n";
  text += tail;
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) {
    if (write(fd, text.data(), text.size()) < 0) die("write stderr");
    close(fd);
  }
}

long long usageMs(const Child& c) {
  return (c.usage.ru_utime.tv_sec + c.usage.ru_stime.tv_sec) * 1000LL +
         (c.usage.ru_utime.tv_usec + c.usage.ru_stime.tv_usec) / 1000;
}

void printChild(const char* prefix, const Child& c, long long start) {
  long long cpuUs = c.usage.ru_utime.tv_sec * 1000000LL + c.usage.ru_utime.tv_usec +
                    c.usage.ru_stime.tv_sec * 1000000LL + c.usage.ru_stime.tv_usec;
  std::printf(
      "%sexit=%d %ssignal=%d %scpu_us=%lld %swall_us=%lld %smaxrss_kib=%ld "
      "%sout_bytes=%lld %skilled=%s %sexec_errno=%d ",
      prefix, WIFEXITED(c.status) ? WEXITSTATUS(c.status) : -1, prefix,
      WIFSIGNALED(c.status) ? WTERMSIG(c.status) : 0, prefix, cpuUs, prefix,
      c.endUs - start, prefix,
      static_cast<long>(c.usage.ru_maxrss > c.sampledKib ? c.usage.ru_maxrss : c.sampledKib),
      prefix, c.outBytes, prefix,
      c.killed, prefix, c.execErrno);
}

Backstop backstopOf(const Options& o, bool inNamespace) {
  Backstop b;
  b.capUs = (o.wallCapMs > o.wallMs ? o.wallCapMs : o.wallMs) * 1000;
  b.inNamespace = inNamespace;
  return b;
}

// How far the backstop was moved for a starved program, and why it stopped
// one (when it did); prefix: "" the solution, "i_" the interactor.
void printBackstop(const char* prefix, const Child& c, const Backstop& b) {
  std::printf("%sextended_ms=%lld %swall_why=%s ", prefix, b.extendedUs / 1000, prefix,
              std::strcmp(c.killed, "wall") == 0 ? b.why : "none");
}

Child solutionOf(const Options& o) {
  Child c;
  c.argv = o.argv;
  c.timeMs = o.timeMs;
  c.memoryKib = o.memoryKib;
  c.stackKib = o.stackKib;
  c.outputBytes = o.outputBytes;
  c.joinCgroup = true;
  return c;
}

int superviseBatch(const Options& o, bool inNamespace) {
  int inFd = open(o.input, O_RDONLY | O_CLOEXEC);
  if (inFd < 0) die("open input");
  int outFile = open(o.output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (outFile < 0) die("open output");
  std::string cgroup = makePidsCgroup(o.maxProcesses, o.runId);
  std::string cgroupProcs = cgroup.empty() ? "" : cgroup + "/cgroup.procs";
  Child sol = solutionOf(o);
  std::vector<Child*> mains{&sol};
  Backstop backstop = backstopOf(o, inNamespace);
  long long start = nowUs();
  startChild(sol, inFd, cgroupProcs);
  close(inFd);

  bool outOpen = true, errOpen = true;
  auto drainOut = [&]() -> bool {  // false at EOF or at the cap
    for (;;) {
      ssize_t n = read(sol.outFd, buf, sizeof buf);
      if (n > 0) {
        long long room = o.outputBytes - sol.outBytes;
        long long keep = n < room ? n : (room > 0 ? room : 0);
        if (keep > 0 && write(outFile, buf, static_cast<size_t>(keep)) < 0)
          die("write output");
        sol.outBytes += n;
        if (sol.outBytes > o.outputBytes) {
          if (!sol.exited && isNone(sol.killed)) sol.killed = "output";
          killAll(inNamespace, mains);
          return false;  // stop reading: the cap is reached
        }
        continue;
      }
      if (n == 0) return false;
      if (errno == EINTR) continue;
      return true;  // EAGAIN
    }
  };

  while (!sol.exited) {
    pollfd fds[3];
    int nfds = 0, outIx = -1, errIx = -1;
    if (outOpen) { outIx = nfds; fds[nfds++] = {sol.outFd, POLLIN, 0}; }
    if (errOpen) { errIx = nfds; fds[nfds++] = {sol.errFd, POLLIN, 0}; }
    if (sol.pidFd >= 0) fds[nfds++] = {sol.pidFd, POLLIN, 0};
    poll(fds, static_cast<nfds_t>(nfds), 10);
    if (outIx >= 0 && fds[outIx].revents) outOpen = drainOut();
    if (errIx >= 0 && fds[errIx].revents) errOpen = drainErr(sol, o.stderrBytes);
    if (reap(mains) && sol.exited) break;
    long long now = nowUs();
    if (isNone(sol.killed)) {
      long long cpu = sol.cpuMs();
      if (cpu > o.timeMs) {
        sol.killed = "cpu";
        killAll(inNamespace, mains);
      } else if (overMemory(sol, inNamespace)) {
        sol.killed = "memory";
        killAll(inNamespace, mains);
      }
    }
    if (isNone(sol.killed) && backstop.overdue(sol, start, now, o.wallMs * 1000, o.timeMs)) {
      sol.killed = "wall";
      killAll(inNamespace, mains);
    }
    if (!isNone(sol.killed)) killAll(inNamespace, mains);
  }
  finishRun(inNamespace, mains, cgroup);
  // Then read what is left in the pipes.
  if (outOpen) {
    fcntl(sol.outFd, F_SETFL, 0);
    while (drainOut()) {
    }
  }
  if (errOpen) {
    fcntl(sol.errFd, F_SETFL, 0);
    while (drainErr(sol, o.stderrBytes)) {
    }
  }
  close(outFile);
  writeTail(o.stderrPath, sol, o.stderrBytes);
  printChild("", sol, start);
  printBackstop("", sol, backstop);
  std::printf("namespace=%d pids_limit=%lld\n", inNamespace ? 1 : 0,
              cgroup.empty() ? 0LL : o.maxProcesses);
  std::fflush(stdout);
  return 0;
}

// An interactive run. The relay copies the solution's stdout to the
// interactor's stdin and back, recording the dialogue. Verdict-relevant
// events are noted for judge/judging.py: who was stopped and why (killed),
// and whether the interactor had been given EOF (the solution's end) before
// it exited (saw_eof), which tells a rejection of what the solution wrote
// from a reaction to the solution's end.
int superviseInteractive(const Options& o, bool inNamespace) {
  std::string cgroup = makePidsCgroup(o.maxProcesses, o.runId);
  std::string cgroupProcs = cgroup.empty() ? "" : cgroup + "/cgroup.procs";
  Child sol = solutionOf(o);
  Child jury;
  jury.argv = o.interactorArgv;
  jury.timeMs = o.iTimeMs;
  jury.memoryKib = o.iMemoryKib;
  jury.stackKib = o.iStackKib;
  jury.outputBytes = o.iOutputBytes;
  std::vector<Child*> mains{&sol, &jury};

  // While the two programs only talk, all three processes share one CPU:
  // each message then wakes its reader on the CPU it was written on, where a
  // game on a busy machine otherwise waits for the other CPUs' run queues at
  // every move (measured in docs/judge.md). The children inherit the pin. As
  // soon as one of them computes for kComputeMs without a message passing,
  // the pin is lifted for good, so that a long computation may use any CPU.
  cpu_set_t allowed;
  bool pinned = false;
  if (o.pin && sched_getaffinity(0, sizeof allowed, &allowed) == 0 && CPU_COUNT(&allowed) > 1) {
    int cpu = sched_getcpu();
    cpu_set_t one;
    CPU_ZERO(&one);
    if (cpu >= 0) CPU_SET(cpu, &one);
    pinned = cpu >= 0 && sched_setaffinity(0, sizeof one, &one) == 0;
  }
  int toJury[2], toSol[2];
  if (pipe2(toJury, O_CLOEXEC) || pipe2(toSol, O_CLOEXEC)) die("pipe");
  long long start = nowUs();
  // The interactor first: it is outside the solution's pids cgroup.
  startChild(jury, toJury[0], "");
  startChild(sol, toSol[0], cgroupProcs);
  close(toJury[0]);
  close(toSol[0]);
  jury.inFd = toJury[1];
  sol.inFd = toSol[1];
  fcntl(jury.inFd, F_SETFL, O_NONBLOCK);
  fcntl(sol.inFd, F_SETFL, O_NONBLOCK);
  sol.procPid = procPidOf(sol.pid, sol.pidFd, inNamespace);
  jury.procPid = procPidOf(jury.pid, jury.pidFd, inNamespace);

  Backstop backstop = backstopOf(o, inNamespace);
  // The interactor's backstop is extended while it starves, as the
  // solution's is: a busy machine must not make a judge error of it.
  Backstop juryBackstop = backstopOf(o, inNamespace);
  juryBackstop.capUs = (o.iWallCapMs > o.iWallMs ? o.iWallCapMs : o.iWallMs) * 1000;
  // The time the machine made the dialogue wait: both sides' and this
  // relay's run-queue waits (schedstat), the largest seen of each (an
  // exited program's can no longer be read). Every round trip of a long
  // game pays it on a busy machine; neither program is to blame for it.
  long long waitedUs[3] = {0, 0, 0};
  Transcript transcript;
  transcript.keep = static_cast<size_t>(o.transcriptLines > 0 ? o.transcriptLines : 1);
  Pending toJuryData, toSolData;
  bool eofToJury = false, sawEof = false;
  bool solErrOpen = true, juryErrOpen = true;
  bool juryEnded = false;
  long long lastMessage = start, juryCpuSeen = 0, juryLastOutput = start;
  long long lastCheck = start, idleSince = 0, idleSolCpu = -1, idleJuryCpu = -1;

  auto stop = [&](Child& who, const char* why, Child& other) {
    if (isNone(who.killed) && !who.exited) who.killed = why;
    if (isNone(other.killed) && !other.exited) other.killed = "peer";
    killAll(inNamespace, mains);
  };
  // Reads what a program wrote: into the transcript, and on to the other
  // side while it still listens. False at EOF.
  auto relay = [&](Child& from, char side, Child& to, Pending& pending) -> bool {
    for (;;) {
      ssize_t n = read(from.outFd, buf, sizeof buf);
      if (n > 0) {
        from.outBytes += n;
        if (from.outBytes > from.outputBytes) {
          stop(from, "output", to);
          return false;
        }
        bool unread = to.inFd < 0 && !pending.closeWhenEmpty && to.exited;
        transcript.add(side, from, buf, static_cast<size_t>(n), unread);
        if (to.inFd >= 0) {
          pending.data.append(buf, static_cast<size_t>(n));
          pending.flush(to.inFd);
        }
        // A short read emptied the pipe: save the read that would say EAGAIN.
        if (static_cast<size_t>(n) < sizeof buf) return true;
        continue;
      }
      if (n == 0) return false;
      if (errno == EINTR) continue;
      return true;  // EAGAIN
    }
  };
  auto endOfOutput = [&](Child& from, Child& to, Pending& pending) {
    closeFd(from.outFd);
    pending.closeWhenEmpty = true;
    pending.flush(to.inFd);
  };
  // Passes a sender's end on as EOF once its data is delivered. The solution's
  // end reaches the interactor only while the interactor is not running
  // (asleep, typically in a read): one that is running may be on its way out
  // after deciding by itself, and then its verdict must not be taken for a
  // reaction to the solution's end. True while an EOF is held back.
  auto deliverEofs = [&]() -> bool {
    if (toSolData.closeWhenEmpty && toSolData.empty() && sol.inFd >= 0) {
      closeFd(sol.inFd);
    }
    if (toJuryData.closeWhenEmpty && toJuryData.empty() && jury.inFd >= 0) {
      if (o.eofAtExit && !sol.exited) return false;  // its exit is polled for: no hurry
      char state = jury.exited ? 'Z' : processState(jury.procPid);
      if (state == 'R' || state == 'Z' || state == 'X') return true;
      closeFd(jury.inFd);
      eofToJury = true;
    }
    return false;
  };
  bool holdingEof = false;

  while (!(sol.exited && jury.exited)) {
    pollfd fds[8];
    int nfds = 0;
    // Watches fd for events when `when` holds; its index in fds, or -1.
    auto watch = [&](bool when, int fd, short events) -> int {
      if (!when) return -1;
      fds[nfds] = {fd, events, 0};
      return nfds++;
    };
    // A side's stdout is not read while the relay holds enough for the other.
    int solOutIx = watch(sol.outFd >= 0 && !toJuryData.full(), sol.outFd, POLLIN);
    int juryOutIx = watch(jury.outFd >= 0 && !toSolData.full(), jury.outFd, POLLIN);
    int solErrIx = watch(solErrOpen, sol.errFd, POLLIN);
    int juryErrIx = watch(juryErrOpen, jury.errFd, POLLIN);
    int solInIx = watch(sol.inFd >= 0 && !toSolData.empty(), sol.inFd, POLLOUT);
    int juryInIx = watch(jury.inFd >= 0 && !toJuryData.empty(), jury.inFd, POLLOUT);
    int solPidIx = watch(!sol.exited && sol.pidFd >= 0, sol.pidFd, POLLIN);
    int juryPidIx = watch(!jury.exited && jury.pidFd >= 0, jury.pidFd, POLLIN);
    int ready = poll(fds, static_cast<nfds_t>(nfds), holdingEof ? 1 : 10);
    long long now = nowUs();

    // Exits first: an interactor that ended before this round's relaying
    // cannot have seen an EOF delivered in it.
    bool exitSeen = (solPidIx >= 0 && fds[solPidIx].revents) ||
                    (juryPidIx >= 0 && fds[juryPidIx].revents);
    if (exitSeen || ready <= 0 || sol.pidFd < 0 || jury.pidFd < 0 || now - lastCheck >= 10000) {
      bool solWasRunning = !sol.exited;
      reap(mains);
      if (jury.exited && !juryEnded) {
        juryEnded = true;
        sawEof = eofToJury;
        closeFd(jury.inFd);
        toJuryData = Pending();
        // What the solution sent that the interactor never read goes into
        // the transcript; then its stdout is closed, so that writing more
        // ends it by SIGPIPE instead of filling a pipe nobody reads.
        if (sol.outFd >= 0) {
          relay(sol, 'S', jury, toJuryData);
          closeFd(sol.outFd);
        }
        bool accepted = WIFEXITED(jury.status) && WEXITSTATUS(jury.status) == o.acceptCode;
        if (!accepted && !sol.exited && isNone(sol.killed)) {
          sol.killed = "peer";  // the verdict is the interactor's: stop now
          killAll(inNamespace, mains);
        }
      }
      if (solWasRunning && sol.exited && !jury.exited) {
        // Its helpers (if any) must not keep its stdout open.
        killCgroup(cgroup);
        kill(-sol.pid, SIGKILL);
      }
    }

    bool moved = false;
    if (solOutIx >= 0 && fds[solOutIx].revents && sol.outFd >= 0) {
      moved = true;
      if (!relay(sol, 'S', jury, toJuryData) && sol.outFd >= 0)
        endOfOutput(sol, jury, toJuryData);
    }
    if (juryOutIx >= 0 && fds[juryOutIx].revents && jury.outFd >= 0) {
      moved = true;
      juryLastOutput = now;
      if (!relay(jury, 'I', sol, toSolData) && jury.outFd >= 0)
        endOfOutput(jury, sol, toSolData);
    }
    if (solInIx >= 0 && fds[solInIx].revents) {
      moved = true;
      toSolData.flush(sol.inFd);
    }
    if (juryInIx >= 0 && fds[juryInIx].revents) {
      moved = true;
      toJuryData.flush(jury.inFd);
    }
    if (solErrIx >= 0 && fds[solErrIx].revents) solErrOpen = drainErr(sol, o.stderrBytes);
    if (juryErrIx >= 0 && fds[juryErrIx].revents) juryErrOpen = drainErr(jury, o.stderrBytes);
    if (moved) {
      idleSince = 0;
      lastMessage = now;
    }
    holdingEof = deliverEofs();

    if (now - lastCheck < 10000 && ready > 0) continue;
    lastCheck = now;
    if (pinned && now - lastMessage > kComputeMs * 1000) {
      pinned = false;
      sched_setaffinity(0, sizeof allowed, &allowed);
      for (Child* c : mains)
        if (!c->exited) sched_setaffinity(c->pid, sizeof allowed, &allowed);
      unpinCgroup(cgroup, allowed);
    }
    // Limits, about every 10 ms. The interactor's CPU time and every line
    // relayed extend the wall-clock backstops: waiting for the jury and for
    // the round trips of a long game (slow on a busy machine) is no fault.
    const pid_t waiters[3] = {sol.exited ? -1 : sol.procPid, jury.exited ? -1 : jury.procPid, 0};
    for (int k = 0; k < 3; k++)
      waitedUs[k] = std::max(waitedUs[k], runQueueWaitUs(waiters[k]));
    long long waitedMs = (waitedUs[0] + waitedUs[1] + waitedUs[2]) / 1000;
    // The interactor's time (its CPU and its waits for a CPU) counts for the
    // solution, but at most half the interactor's CPU limit: a solution that
    // asks without end keeps a slow interactor busy, and with the whole of it
    // as its allowance would outlast the interactor's CPU limit, a judge error
    // (DOMjudge's boolfind test-loop) where it is the solution that is out of
    // time.
    long long juryCpu = jury.exited ? usageMs(jury) : jury.cpuMs();
    long long juryTime = juryCpu + waitedUs[1] / 1000;
    if (juryTime > juryCpuSeen) juryCpuSeen = std::min(juryTime, o.iTimeMs / 2);
    long long talkMs = transcript.turns * kTurnAllowanceUs / 1000;
    if (talkMs > kTalkCapMs) talkMs = kTalkCapMs;
    if (!sol.exited && isNone(sol.killed)) {
      long long cpu = sol.cpuMs();
      if (cpu > o.timeMs) {
        stop(sol, "cpu", jury);
      } else if (overMemory(sol, inNamespace)) {
        stop(sol, "memory", jury);
      } else if (backstop.overdue(sol, start, now,
                                  (o.wallMs + juryCpuSeen + talkMs +
                                   (waitedUs[0] + waitedUs[2]) / 1000) * 1000,
                                  o.timeMs)) {
        // A solution waiting for an answer that the interactor does not send
        // (it sleeps) is not the one to blame: then the interactor is stopped.
        // An interactor itself asleep reading, with nothing on its way to it, waits
        // for the solution: both wait, and the solution is stopped (as in a
        // deadlock).
        bool juryAnswers = now - juryLastOutput < kJurySilentUs;
        bool juryWaits = toJuryData.empty() && pipeBytes(jury.inFd) == 0 &&
                         treeWaitingOnStdin(jury.procPid);
        bool waitingForJury = !juryAnswers && !juryWaits && !jury.exited && jury.outFd >= 0 &&
                              toSolData.empty() && pipeBytes(sol.inFd) == 0 &&
                              waitingOnStdin(sol.procPid);
        if (waitingForJury) {
          stop(jury, "wall", sol);
        } else {
          if (blockedWriting(sol.procPid)) backstop.why = "writing";
          else if (juryAnswers) backstop.why = "talking";  // even at the cap: it kept asking
          stop(sol, "wall", jury);
        }
      }
    }
    if (!jury.exited && isNone(jury.killed)) {
      if (juryCpu > o.iTimeMs) stop(jury, "cpu", sol);
      else if (overMemory(jury, inNamespace)) stop(jury, "memory", sol);
      else if (juryBackstop.overdue(jury, start, now, (o.iWallMs + talkMs + waitedMs) * 1000,
                                    o.iTimeMs))
        stop(jury, "wall", sol);
    }
    // Deadlock: both asleep reading stdin, nothing in the pipes or here,
    // no CPU used, for idleMs. A solution with helper processes or threads
    // (pids.current > 1) is never called idle: a helper may still write.
    if (!sol.exited && !jury.exited && isNone(sol.killed) && isNone(jury.killed) &&
        sol.inFd >= 0 && jury.inFd >= 0 && sol.outFd >= 0 && jury.outFd >= 0) {
      bool quiet = toSolData.empty() && toJuryData.empty() && pipeBytes(sol.inFd) == 0 &&
                   pipeBytes(jury.inFd) == 0 && pipeBytes(sol.outFd) == 0 &&
                   pipeBytes(jury.outFd) == 0 && waitingOnStdin(sol.procPid) &&
                   treeWaitingOnStdin(jury.procPid) &&
                   (cgroup.empty() || readNumber(cgroup + "/pids.current") <= 1);
      if (!quiet) {
        idleSince = 0;
      } else {
        long long solCpu = sol.cpuUsNow(), juryCpuUs = jury.cpuUsNow();
        if (idleSince == 0 || solCpu != idleSolCpu || juryCpuUs != idleJuryCpu) {
          idleSince = now;
          idleSolCpu = solCpu;
          idleJuryCpu = juryCpuUs;
        } else if (now - idleSince >= o.idleMs * 1000) {
          stop(sol, "idle", jury);
        }
      }
    }
    if (!isNone(sol.killed) && !isNone(jury.killed)) killAll(inNamespace, mains);
  }
  finishRun(inNamespace, mains, cgroup);
  // What is left in the pipes: the last words for the transcript, stderr.
  if (sol.outFd >= 0) {
    fcntl(sol.outFd, F_SETFL, 0);
    while (relay(sol, 'S', jury, toJuryData)) {
    }
  }
  if (jury.outFd >= 0) {
    fcntl(jury.outFd, F_SETFL, 0);
    while (relay(jury, 'I', sol, toSolData)) {
    }
  }
  transcript.finish('S', sol);
  transcript.finish('I', jury);
  if (solErrOpen) {
    fcntl(sol.errFd, F_SETFL, 0);
    while (drainErr(sol, o.stderrBytes)) {
    }
  }
  if (juryErrOpen) {
    fcntl(jury.errFd, F_SETFL, 0);
    while (drainErr(jury, o.stderrBytes)) {
    }
  }
  writeTail(o.stderrPath, sol, o.stderrBytes);
  writeTail(o.iStderrPath, jury, o.stderrBytes);
  transcript.write(o.transcriptPath);
  printChild("", sol, start);
  printBackstop("", sol, backstop);
  printChild("i_", jury, start);
  printBackstop("i_", jury, juryBackstop);
  std::printf("waited_ms=%lld ", (waitedUs[0] + waitedUs[1] + waitedUs[2]) / 1000);
  std::printf("saw_eof=%d s_lines=%lld i_lines=%lld namespace=%d pids_limit=%lld\n",
              sawEof ? 1 : 0, sol.lines, jury.lines, inNamespace ? 1 : 0,
              cgroup.empty() ? 0LL : o.maxProcesses);
  std::fflush(stdout);
  return 0;
}

int supervise(const Options& o, bool inNamespace) {
  return o.interactorArgv.empty() ? superviseBatch(o, inNamespace)
                                  : superviseInteractive(o, inNamespace);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  long long interactorArgc = 0;
  int i = 1;
  for (; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--") { i++; break; }
    if (a == "--eof-at-exit") { o.eofAtExit = true; continue; }  // a switch, no value
    if (i + 1 >= argc) { std::fprintf(stderr, "sandbox: %s needs a value\n", argv[i]); return 2; }
    const char* v = argv[++i];
    if (a == "--time-ms") o.timeMs = std::atoll(v);
    else if (a == "--wall-ms") o.wallMs = std::atoll(v);
    else if (a == "--wall-cap-ms") o.wallCapMs = std::atoll(v);
    else if (a == "--memory-kib") o.memoryKib = std::atoll(v);
    else if (a == "--stack-kib") o.stackKib = std::atoll(v);
    else if (a == "--output-bytes") o.outputBytes = std::atoll(v);
    else if (a == "--stderr-bytes") o.stderrBytes = std::atoll(v);
    else if (a == "--max-processes") o.maxProcesses = std::atoll(v);
    else if (a == "--input") o.input = v;
    else if (a == "--output") o.output = v;
    else if (a == "--stderr") o.stderrPath = v;
    else if (a == "--interactor-argc") interactorArgc = std::atoll(v);
    else if (a == "--interactor-time-ms") o.iTimeMs = std::atoll(v);
    else if (a == "--interactor-wall-ms") o.iWallMs = std::atoll(v);
    else if (a == "--interactor-wall-cap-ms") o.iWallCapMs = std::atoll(v);
    else if (a == "--interactor-memory-kib") o.iMemoryKib = std::atoll(v);
    else if (a == "--interactor-stack-kib") o.iStackKib = std::atoll(v);
    else if (a == "--interactor-output-bytes") o.iOutputBytes = std::atoll(v);
    else if (a == "--interactor-stderr") o.iStderrPath = v;
    else if (a == "--transcript") o.transcriptPath = v;
    else if (a == "--transcript-lines") o.transcriptLines = std::atoll(v);
    else if (a == "--idle-ms") o.idleMs = std::atoll(v);
    else if (a == "--interactor-accept-code") o.acceptCode = std::atoll(v);
    else { std::fprintf(stderr, "sandbox: unknown option %s\n", a.c_str()); return 2; }
  }
  long long words = argc - i;
  if (interactorArgc < 0 || words - interactorArgc < 1) {
    std::fprintf(stderr, "sandbox: no program\n");
    return 2;
  }
  o.argv.assign(argv + i, argv + argc - interactorArgc);
  o.argv.push_back(nullptr);
  if (interactorArgc > 0) {
    o.interactorArgv.assign(argv + argc - interactorArgc, argv + argc);
    o.interactorArgv.push_back(nullptr);
  }
  signal(SIGPIPE, SIG_IGN);
  o.runId = static_cast<long long>(getpid());
  o.pin = std::getenv("JUDGE_SANDBOX_NO_PIN") == nullptr;
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
