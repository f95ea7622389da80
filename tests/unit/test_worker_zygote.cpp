// SPDX-License-Identifier: Apache-2.0
// The worker zygote (src/worker/zygote.hpp, src/core/zygote_client.hpp), with the cpu platform's
// real worker (its preload is empty; the Triton worker's imports torch): the first client finds
// none and spawns its worker while a zygote starts; later ones get forked workers that run with
// their own environment and directory, whose deaths reach the harness as a spawned worker's do,
// and that are killed and reaped when the harness lets go. KM_WORKER_ZYGOTE=off spawns.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/worker_client.hpp"
#include "core/zygote_client.hpp"
#include "worker/sandbox.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

#ifdef KM_CPU_WORKER
namespace fs = std::filesystem;
using nlohmann::json;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool gone(pid_t pid) {  // reaped: no /proc entry (a zombie still has one)
  for (int i = 0; i < 300; ++i) {
    if (!fs::exists("/proc/" + std::to_string(pid))) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

class WorkerZygote : public ::testing::Test {
 protected:
  void SetUp() override {
    ::setenv("KM_WORKER_ZYGOTE_DIR", socks.path().c_str(), 1);
    ::setenv("KM_WORKER_ZYGOTE_IDLE_S", "3", 1);  // it ends soon after this test
    ::unsetenv("KM_WORKER_ZYGOTE");
  }
  void TearDown() override {
    ::unsetenv("KM_WORKER_ZYGOTE_DIR");
    ::unsetenv("KM_WORKER_ZYGOTE_IDLE_S");
    ::unsetenv("KM_WORKER_ZYGOTE");
  }
  // A client whose worker comes from the zygote once one serves (the first start launches it).
  std::unique_ptr<WorkerClient> forked_client(std::vector<std::string> env, json& hello) {
    for (int i = 0; i < 200; ++i) {
      auto w = std::make_unique<WorkerClient>(KM_CPU_WORKER, tmp.path());
      w->set_zygote(true);
      w->set_env(env);
      if (w->request({{"cmd", "hello"}}, hello, 30)) return nullptr;
      if (w->forked()) return w;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return nullptr;
  }
  test::TempDir tmp, socks;
};

TEST_F(WorkerZygote, ForkedWorkerRunsWithTheHarnessEnvironmentAndDirectory) {
  json hello;
  WorkerClient first(KM_CPU_WORKER, tmp.path());
  first.set_zygote(true);
  ASSERT_FALSE(first.request({{"cmd", "hello"}}, hello, 30).has_value());
  EXPECT_FALSE(first.forked());  // none served yet: spawned, and a zygote started meanwhile
  // KM_SANDBOX=off: what the worker's "start" reports (getenv in the forked worker; the zygote
  // was started without it, and /proc/<pid>/environ shows only the zygote's start-up block).
  auto w = forked_client({"KM_SANDBOX=off"}, hello);
  ASSERT_TRUE(w) << "no forked worker within 10 s; zygote log:\n"
                 << [&] {
                      std::string all;
                      for (const auto& e : fs::directory_iterator(socks.path()))
                        if (e.path().extension() == ".log") all += slurp(e.path());
                      return all;
                    }();
  const pid_t pid = hello.at("pid").get<pid_t>();
  EXPECT_EQ(fs::read_symlink("/proc/" + std::to_string(pid) + "/cwd"), fs::current_path());
  EXPECT_EQ(::getpgid(pid), pid);  // its own process group, as a spawned worker's
  // It serves the protocol as a spawned worker does, with the environment it was asked for.
  ASSERT_FALSE(w->request({{"cmd", "hello"}}, hello, 30).has_value());
  EXPECT_EQ(hello.at("pid").get<pid_t>(), pid);
  json started;
  ASSERT_FALSE(w->request({{"cmd", "start"}}, started, 30).has_value());
  EXPECT_EQ(started.value("sandbox", ""), "off (KM_SANDBOX=off)") << started.dump();
}

TEST_F(WorkerZygote, ForkedWorkerDeathIsReportedAndReaped) {
  json hello;
  auto w = forked_client({}, hello);
  ASSERT_TRUE(w);
  const pid_t pid = hello.at("pid").get<pid_t>();
  ASSERT_EQ(::kill(pid, SIGSEGV), 0);
  std::optional<WorkerFailure> f = w->request({{"cmd", "hello"}}, hello, 30);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(f->verdict, Verdict::CRASH);
  EXPECT_NE(f->message.find("signal 11"), std::string::npos) << f->message;
  EXPECT_TRUE(gone(pid));
}

TEST_F(WorkerZygote, StopKillsAndReapsAForkedWorker) {
  json hello;
  auto w = forked_client({}, hello);
  ASSERT_TRUE(w);
  const pid_t pid = hello.at("pid").get<pid_t>();
  w->stop();
  EXPECT_FALSE(w->running());
  EXPECT_TRUE(gone(pid));
}

// A sandboxed candidate that finds the zygote's socket (AF_UNIX is allowed in the sandbox) must
// not get an unsandboxed worker from it: a peer under the sandbox's seccomp filter is refused,
// and the zygote goes on serving the harness.
TEST_F(WorkerZygote, RefusesASandboxedPeer) {
  json hello;
  ASSERT_TRUE(forked_client({}, hello));
  const pid_t c = ::fork();
  if (c == 0) {
    worker::SandboxPolicy p;
    p.writable_dir = tmp.path().string();
    std::string applied;
    if (!worker::enter_sandbox(p, &applied).empty()) ::_exit(3);
    std::vector<std::string> env;  // as WorkerClient sends it: the same zygote
    for (char** e = environ; *e; ++e) env.emplace_back(*e);
    int req[2], rep[2];
    if (::pipe(req) != 0 || ::pipe(rep) != 0) ::_exit(4);
    ::_exit(zygote_fork(KM_CPU_WORKER, env, tmp.path() / "escape.log", req[0], rep[1]) ? 1 : 0);
  }
  int st = 0;
  ASSERT_EQ(::waitpid(c, &st, 0), c);
  ASSERT_TRUE(WIFEXITED(st));
  EXPECT_EQ(WEXITSTATUS(st), 0) << "1: the sandboxed process got a worker; 3, 4: setup failed";
  std::string logs;
  for (const auto& e : fs::directory_iterator(socks.path()))
    if (e.path().extension() == ".log") logs += slurp(e.path());
  EXPECT_NE(logs.find("refused peer " + std::to_string(c)), std::string::npos) << logs;
  EXPECT_TRUE(forked_client({}, hello));  // still serving
}

TEST_F(WorkerZygote, OffSpawnsEveryWorker) {
  json hello;
  ASSERT_TRUE(forked_client({}, hello));  // one serves now
  ::setenv("KM_WORKER_ZYGOTE", "off", 1);
  WorkerClient w(KM_CPU_WORKER, tmp.path());
  w.set_zygote(true);
  ASSERT_FALSE(w.request({{"cmd", "hello"}}, hello, 30).has_value());
  EXPECT_FALSE(w.forked());
}
#endif

}  // namespace
}  // namespace km
