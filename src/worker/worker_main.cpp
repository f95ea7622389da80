// SPDX-License-Identifier: Apache-2.0
// The candidate's process: loads one module, runs requests from the harness on fd 3, replies on
// fd 4. It maps only the arena (inputs, poisoned outputs); expected results never reach it.
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "core/wire.hpp"
#include "worker/adapter.hpp"
#include "worker/zygote.hpp"

namespace km::worker {
namespace {

using json = nlohmann::json;

struct Mapping {
  unsigned char* base = nullptr;
  size_t size = 0;
  ~Mapping() {
    if (base) ::munmap(base, size);
  }
};

json fail(const std::string& msg) {
  return {{"ok", false}, {"error", msg}};
}

// Pages made PROT_NONE right after buffers (cases the harness lays out to end at a page). A
// fault inside one is the candidate reading or writing past a buffer's end: the handler names it
// in the log and exits with kOutOfBoundsExit; any other fault stays a crash.
struct GuardPage {
  uintptr_t lo = 0, hi = 0;
  bool before = false;  // the page precedes the buffer
  char name[64] = {};
};
GuardPage g_guard_pages[64];
volatile int g_guard_count = 0;

void write_all(const char* s) {
  for (size_t n = std::strlen(s); n > 0;) {
    ssize_t w = ::write(2, s, n);
    if (w <= 0) return;
    s += w;
    n -= static_cast<size_t>(w);
  }
}

void on_fault(int sig, siginfo_t* si, void*) {
  auto at = reinterpret_cast<uintptr_t>(si->si_addr);
  for (int i = 0; i < g_guard_count; ++i) {
    const GuardPage& g = g_guard_pages[i];
    if (at < g.lo || at >= g.hi) continue;
    char num[24];
    int len = 0;
    for (uintptr_t v = g.before ? g.hi - at : at - g.lo + 1; v; v /= 10)
      num[len++] = static_cast<char>('0' + v % 10);
    char msg[160] = "\nout of bounds: the call touched byte ";
    size_t m = std::strlen(msg);
    while (len) msg[m++] = num[--len];
    msg[m] = 0;
    write_all(msg);
    write_all(g.before ? " before the start of " : " past the end of ");
    write_all(g.name);
    write_all(" (a page the harness protected)\n");
    ::_exit(wire::kOutOfBoundsExit);
  }
  ::signal(sig, SIG_DFL);  // not ours: crash as the candidate would have
  ::raise(sig);
}

/// Protects the page after every buffer the request asks for; returns an error or "".
std::string protect_guard_pages(const json& req, unsigned char* base) {
  g_guard_count = 0;
  int n = 0;
  std::vector<const json*> all;  // a list's items are guarded like any buffer
  for (const json& a : req.at("args")) {
    all.push_back(&a);
    if (a.contains("items"))
      for (const json& item : a["items"]) all.push_back(&item);
  }
  for (const json* ap : all) {
    const json& a = *ap;
    if (!a.contains("protect") || n == 64) continue;
    size_t off = a["protect"].at(0).get<size_t>(), len = a["protect"].at(1).get<size_t>();
    if (::mprotect(base + off, len, PROT_NONE) != 0)
      return std::string("mprotect: ") + std::strerror(errno);
    GuardPage& g = g_guard_pages[n++];
    g.lo = reinterpret_cast<uintptr_t>(base + off);
    g.hi = g.lo + len;
    g.before = off + len <= a.at("offset").get<size_t>();
    std::snprintf(g.name, sizeof g.name, "%s '%s'", a.value("output", false) ? "output" : "input",
                  a.value("name", std::string("?")).c_str());
  }
  g_guard_count = n;
  static bool installed = false;
  if (n && !installed) {
    struct sigaction sa {};
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO;
    ::sigaction(SIGSEGV, &sa, nullptr);
    ::sigaction(SIGBUS, &sa, nullptr);
    installed = true;
  }
  return {};
}

std::string map_arena(const json& req, Mapping& m) {
  std::string path = req.at("arena").get<std::string>();
  m.size = req.at("size").get<size_t>();
  int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) return "cannot open arena " + path + ": " + std::strerror(errno);
  void* p = ::mmap(nullptr, m.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED) return "cannot map arena " + path + ": " + std::strerror(errno);
  m.base = static_cast<unsigned char*>(p);
  return {};
}

/// List tensors' pointer arrays: before the call each entry (an item's arena offset, as the
/// harness wrote it) becomes the item's address here; after it, back into an offset, so an
/// entry the candidate overwrote reaches the harness as a wrong offset (INPUT_MODIFIED).
void list_tables(const json& req, unsigned char* base, size_t size, bool to_addresses) {
  for (const json& a : req.at("args")) {
    if (!a.contains("items")) continue;
    const size_t off = a.at("offset").get<size_t>(), n = a["items"].size();
    if (off + n * sizeof(uint64_t) > size) continue;
    for (size_t i = 0; i < n; ++i) {
      uint64_t v = 0;
      std::memcpy(&v, base + off + i * sizeof v, sizeof v);
      v = to_addresses ? v + reinterpret_cast<uintptr_t>(base) : v - reinterpret_cast<uintptr_t>(base);
      std::memcpy(base + off + i * sizeof v, &v, sizeof v);
    }
  }
}

std::vector<Arg> parse_args(const json& req);
Arg parse_arg(const json& a);

std::vector<Arg> parse_args(const json& req) {
  std::vector<Arg> args;
  for (const json& a : req.at("args")) args.push_back(parse_arg(a));
  return args;
}

Arg parse_arg(const json& a) {
  {
    Arg x;
    std::string kind = a.at("kind").get<std::string>();
    x.name = a.value("name", std::string());
    if (kind == "ptr") {
      x.kind = Arg::Kind::ptr;
      x.offset = a.at("offset").get<size_t>();
      x.bytes = a.at("bytes").get<size_t>();
      x.output = a.value("output", false);
      x.dtype = a.value("dtype", std::string());
      if (a.contains("shape")) x.shape = a["shape"].get<std::vector<int64_t>>();
      x.poison = a.value("poison", uint64_t{0});
      if (a.contains("sets")) x.sets = a["sets"].get<std::vector<size_t>>();
      if (a.contains("snapshots")) x.snapshots = a["snapshots"].get<std::vector<size_t>>();
      std::string fence = a.value("fence", std::string());
      x.fence = fence == "end" ? Arg::Fence::end
                : fence == "start" ? Arg::Fence::start
                                   : Arg::Fence::none;
      if (a.contains("items"))
        for (const json& item : a["items"]) x.items.push_back(parse_arg(item));
    } else if (kind == "i64") {
      x.kind = Arg::Kind::i64;
      x.i64 = a.at("value").get<int64_t>();
    } else {
      x.kind = Arg::Kind::f64;
      x.f64 = a.at("value").get<double>();
    }
    return x;
  }
}

json run(Adapter& ad, const json& req) {
  Mapping m;
  if (std::string e = map_arena(req, m); !e.empty()) return fail(e);
  if (ad.host_buffers())
    if (std::string e = protect_guard_pages(req, m.base); !e.empty()) return fail(e);
  list_tables(req, m.base, m.size, true);
  if (std::string e = ad.bind(m.base, m.size, parse_args(req)); !e.empty()) return fail(e);
  int rc = ad.call();
  g_guard_count = 0;  // the mapping goes away with this request
  std::string escaped = ad.escaped_work();
  if (std::string e = ad.sync_back(); !e.empty()) {
    json f = fail(e);
    if (ad.memory_fault()) f["memory_fault"] = true;
    return f;
  }
  list_tables(req, m.base, m.size, false);
  json reply = {{"ok", true}, {"rc", rc}};
  if (rc != 0)
    if (std::string e = ad.call_error(); !e.empty()) reply["call_error"] = e;
  if (!escaped.empty()) reply["escaped"] = escaped;
  if (std::string f = ad.forbidden_use(); !f.empty()) reply["forbidden"] = f;
  return reply;
}

// Timing is driven by the harness one call at a time: it decides how many calls, which input
// set each uses, and checks every output; the worker only binds once and runs single calls.
struct TimingSession {
  Mapping m;
  bool bound = false;
  json req;  // time_begin's: its list tables go back to offsets at time_end
};

json time_begin(Adapter& ad, TimingSession& ts, const json& req) {
  ts = TimingSession{};
  if (std::string e = map_arena(req, ts.m); !e.empty()) return fail(e);
  list_tables(req, ts.m.base, ts.m.size, true);
  ts.req = req;
  if (std::string e = ad.bind(ts.m.base, ts.m.size, parse_args(req)); !e.empty()) return fail(e);
  ts.bound = true;
  return {{"ok", true}};
}

// A batch of timed calls on the given input sets, back to back. An untimed call on set 0 leads,
// so the first timed call does not pay for host code and data gone cold while the harness was
// checking the previous batch. A call returning non-zero ends the batch (its time is dropped).
json timed(Adapter& ad, TimingSession& ts, const json& req) {
  if (!ts.bound) return fail("timed call without time_begin");
  std::vector<size_t> sets = req.at("sets").get<std::vector<size_t>>();
  std::vector<double> seconds, tails;
  int rc = 0;
  double tail = 0;
  if (std::string e = ad.prepare_timed_call(0); !e.empty()) return fail(e);
  ad.timed_call(&rc, &tail);
  for (size_t i = 0; i < sets.size() && rc == 0; ++i) {
    if (std::string e = ad.prepare_timed_call(sets[i]); !e.empty()) return fail(e);
    double s = ad.timed_call(&rc, &tail);
    if (std::string e = ad.escaped_work(); !e.empty()) {
      ad.sync_snapshots(0);
      return {{"ok", true}, {"rc", rc}, {"escaped", e}, {"seconds", seconds}, {"tails", tails}};
    }
    if (std::string f = ad.forbidden_use(); !f.empty()) {
      ad.sync_snapshots(0);
      return {{"ok", true}, {"rc", rc}, {"forbidden", f}, {"seconds", seconds}, {"tails", tails}};
    }
    if (rc != 0) break;
    if (std::string e = ad.snapshot_outputs(i); !e.empty()) return fail(e);
    seconds.push_back(s);
    tails.push_back(tail);
  }
  if (std::string e = ad.sync_snapshots(seconds.size()); !e.empty()) return fail(e);
  json reply = {{"ok", true}, {"rc", rc}, {"seconds", seconds}, {"tails", tails}};
  if (rc != 0)
    if (std::string e = ad.call_error(); !e.empty()) reply["call_error"] = e;
  return reply;
}

json time_end(Adapter& ad, TimingSession& ts) {
  if (!ts.bound) return fail("time_end without time_begin");
  std::string e = ad.sync_back();
  list_tables(ts.req, ts.m.base, ts.m.size, false);
  json reply = e.empty() ? json{{"ok", true}, {"rc", 0}} : fail(e);
  ts = TimingSession{};
  return reply;
}

// The runtime starts first, then the sandbox closes: no candidate code has run yet, so a failure
// here is the harness's or the machine's (HARNESS_ERROR), never the candidate's.
json start(Adapter& ad, const json& req) {
  // Every process selects its device and learns its capabilities itself: the harness says
  // hello to its first worker only, and the cases run in later ones (a fresh worker per stage
  // environment, after a crash). Measured on the H200: a worker that skipped this used GPU 0
  // whatever CTest assigned, and left the drawn cases' buffers unfenced.
  Availability av = ad.availability();
  if (!av.fault.empty() || !av.skip.empty())
    return fail("the platform is not available in this worker: " +
                (av.fault.empty() ? av.skip : av.fault));
  const bool fences = ad.device_fences();
  if (std::string e = ad.start_runtime(); !e.empty())
    return fail("the runtime did not start: " + e);
  std::string applied = "off (KM_SANDBOX=off)";
  const char* env = std::getenv("KM_SANDBOX");
  if (!env || std::string(env) != "off") {
    SandboxPolicy pol = ad.sandbox_policy(req.value("scratch", std::string()));
    // The harness may tighten or widen a CPU-time limit, not impose one the platform left off.
    if (double cpu = req.value("cpu_seconds", 0.0); cpu > 0 && pol.max_cpu_seconds > 0)
      pol.max_cpu_seconds = cpu;
    if (std::string e = enter_sandbox(pol, &applied); !e.empty())
      return fail("cannot enter the sandbox: " + e + " (KM_SANDBOX=off runs without it)");
  }
  return {{"ok", true}, {"sandbox", applied}, {"device_fences", fences}};
}

// Then the module's code runs for the first time (its static initialisers, inside dlopen).
json load(Adapter& ad, const json& req) {
  if (std::string e = ad.load(req.at("module").get<std::string>()); !e.empty()) return fail(e);
  return {{"ok", true}};
}

int serve(std::unique_ptr<Adapter> ad) {
  TimingSession timing;
  json req;
  while (wire::read_frame(wire::kRequestFd, req, -1) == wire::ReadStatus::ok) {
    json reply;
    try {
      std::string cmd = req.at("cmd").get<std::string>();
      if (cmd == "hello") {
        Availability av = ad->availability();
        bool ready = av.skip.empty() && av.fault.empty();
        reply = {{"ok", true},
                 {"skip", av.skip},
                 {"fault", av.fault},
                 {"pid", ::getpid()},
                 {"device", ready ? ad->device_description() : std::string()},
                 {"host_buffers", ad->host_buffers()},
                 {"list_tensors", ad->list_tensors()},
                 {"device_fences", ready && ad->device_fences()},
                 {"call_timeout_floor_s", ready ? ad->call_timeout_floor_s() : 0.0},
                 {"device_info", ready ? ad->device_info() : json::object()}};
      } else if (cmd == "start") {
        reply = start(*ad, req);
      } else if (cmd == "load") {
        reply = load(*ad, req);
      } else if (cmd == "run") {
        reply = run(*ad, req);
      } else if (cmd == "time_begin") {
        reply = time_begin(*ad, timing, req);
      } else if (cmd == "timed") {
        reply = timed(*ad, timing, req);
      } else if (cmd == "time_end") {
        reply = time_end(*ad, timing);
      } else if (cmd == "telemetry") {
        reply = {{"ok", true}, {"telemetry", ad->telemetry()}};
      } else {
        reply = fail("unknown request '" + cmd + "'");
      }
    } catch (const std::exception& e) {
      reply = fail(std::string("worker: ") + e.what());
    }
    if (!wire::write_frame(wire::kReplyFd, reply)) break;
  }
  return 0;
}

}  // namespace
}  // namespace km::worker

// A spawned worker dies with the harness that spawned it (KM_WORKER_PARENT, its pid). The worker
// runs in its own process group, so Ctrl-C on ctest, or a limit that kills the harness from
// outside, never reached it: one busy in a kernel or a compile read the closed pipe only when done,
// and a spinning candidate ran on to its CPU limit (600 s per hardware thread). Zygote-forked
// workers are killed by the zygote when the harness's connection closes (worker/zygote.cpp).
void die_with_parent() {
  const char* parent = std::getenv("KM_WORKER_PARENT");
  if (!parent) return;
  const pid_t expected = static_cast<pid_t>(std::atol(parent));
  ::unsetenv("KM_WORKER_PARENT");
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != expected) ::_exit(1);  // the harness died before the line above
}

int main(int argc, char** argv) {
  const bool zygote = argc >= 3 && std::strcmp(argv[1], "--zygote") == 0;
  if (!zygote) die_with_parent();  // a zygote outlives the harness that started it, by design
  std::unique_ptr<km::worker::Adapter> ad = km::worker::make_platform_adapter();
  // `--zygote SOCKET [--idle SECONDS]`: a fork server (worker/zygote.hpp); its forked children
  // come back here as workers.
  if (zygote) {
    const double idle = argc >= 5 && std::strcmp(argv[3], "--idle") == 0 ? std::atof(argv[4]) : 600;
    if (std::optional<int> rc = km::worker::run_zygote(*ad, argv[2], idle)) return *rc;
  }
  // Replies must never be interleaved with what the candidate prints, so the candidate gets
  // stdout/stderr (a log file) and the protocol stays on fds 3/4.
  return km::worker::serve(std::move(ad));
}
