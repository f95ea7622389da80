// SPDX-License-Identifier: Apache-2.0
// The candidate's process: loads one module, runs requests from the harness on fd 3, replies on
// fd 4. It maps only the arena (inputs, poisoned outputs); expected results never reach it.
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

#include "core/stats.hpp"
#include "core/wire.hpp"
#include "worker/adapter.hpp"

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

std::vector<Arg> parse_args(const json& req) {
  std::vector<Arg> args;
  for (const json& a : req.at("args")) {
    Arg x;
    std::string kind = a.at("kind").get<std::string>();
    if (kind == "ptr") {
      x.kind = Arg::Kind::ptr;
      x.offset = a.at("offset").get<size_t>();
      x.bytes = a.at("bytes").get<size_t>();
      x.output = a.value("output", false);
      x.poison = a.value("poison", uint64_t{0});
    } else if (kind == "i64") {
      x.kind = Arg::Kind::i64;
      x.i64 = a.at("value").get<int64_t>();
    } else {
      x.kind = Arg::Kind::f64;
      x.f64 = a.at("value").get<double>();
    }
    args.push_back(x);
  }
  return args;
}

json run(Adapter& ad, const json& req) {
  Mapping m;
  if (std::string e = map_arena(req, m); !e.empty()) return fail(e);
  if (std::string e = ad.bind(m.base, m.size, parse_args(req)); !e.empty()) return fail(e);
  int rc = ad.call();
  if (std::string e = ad.sync_back(); !e.empty()) return fail(e);
  return {{"ok", true}, {"rc", rc}};
}

// Warm-up, then one cold call per sample until the relative standard error of the mean drops
// under the target (after a minimum count) or the time budget runs out.
json time_calls(Adapter& ad, const json& req) {
  Mapping m;
  if (std::string e = map_arena(req, m); !e.empty()) return fail(e);
  if (std::string e = ad.bind(m.base, m.size, parse_args(req)); !e.empty()) return fail(e);
  const double warmup_s = req.value("warmup_s", 0.1);
  const int min_samples = req.value("min_samples", 10);
  const int max_samples = req.value("max_samples", 1000);
  const double max_s = req.value("max_s", 2.0);
  const double target = req.value("rel_stderr", 0.01);
  using clock = std::chrono::steady_clock;
  auto seconds_since = [](clock::time_point t) {
    return std::chrono::duration<double>(clock::now() - t).count();
  };

  int rc = 0;
  auto t0 = clock::now();
  int warm = 0;
  do {
    ad.prepare_timed_call();
    ad.timed_call(&rc);
    ++warm;
    if (rc != 0) return {{"ok", true}, {"rc", rc}, {"samples", json::array()}};
  } while (seconds_since(t0) < warmup_s && warm < 1000);

  std::vector<double> samples;
  auto t1 = clock::now();
  for (;;) {
    ad.prepare_timed_call();
    samples.push_back(ad.timed_call(&rc));
    if (rc != 0) break;
    int n = static_cast<int>(samples.size());
    double spent = seconds_since(t1);
    if (n >= max_samples || spent > 4 * max_s) break;  // hard cap for very slow calls
    if (n >= min_samples && (spent > max_s || summarize(samples).rel_stderr < target)) break;
  }
  if (std::string e = ad.sync_back(); !e.empty()) return fail(e);
  return {{"ok", true},
          {"rc", rc},
          {"samples", samples},
          {"warmup_calls", warm},
          {"anomaly", ad.timing_anomaly()}};
}

int serve() {
  std::unique_ptr<Adapter> ad = make_platform_adapter();
  json req;
  while (wire::read_frame(wire::kRequestFd, req, -1) == wire::ReadStatus::ok) {
    json reply;
    try {
      std::string cmd = req.at("cmd").get<std::string>();
      if (cmd == "hello") {
        std::string skip = ad->unavailable_reason();
        reply = {{"ok", true},
                 {"skip", skip},
                 {"pid", ::getpid()},
                 {"device", skip.empty() ? ad->device_description() : std::string()}};
      } else if (cmd == "load") {
        std::string e = ad->load(req.at("module").get<std::string>());
        reply = e.empty() ? json{{"ok", true}} : fail(e);
      } else if (cmd == "run") {
        reply = run(*ad, req);
      } else if (cmd == "time") {
        reply = time_calls(*ad, req);
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

int main() {
  // Replies must never be interleaved with what the candidate prints, so the candidate gets
  // stdout/stderr (a log file) and the protocol stays on fds 3/4.
  return km::worker::serve();
}
