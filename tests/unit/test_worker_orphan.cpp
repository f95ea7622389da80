// SPDX-License-Identifier: Apache-2.0
// A harness killed from outside takes its spawned worker with it. The worker runs in its own
// process group, so Ctrl-C on ctest, or a time limit that kills the harness, never reaches it; one
// busy in a kernel never reads the pipe the harness's death closes. Here the worker is stopped
// (SIGSTOP: it reads nothing, like one spinning in a kernel), its harness is killed, and this
// process, a child subreaper, must reap it killed by SIGKILL. Before the fix it stayed stopped.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <optional>
#include <thread>

#include "core/worker_client.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

#ifdef KM_CPU_WORKER
using nlohmann::json;

// waitpid with a deadline: the status, or nullopt while the child still runs.
std::optional<int> reap_within(pid_t pid, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    int st = 0;
    if (::waitpid(pid, &st, WNOHANG | WUNTRACED) == pid && !WIFSTOPPED(st)) return st;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return std::nullopt;
}

TEST(SpawnedWorker, DiesWithTheHarnessThatSpawnedIt) {
  test::TempDir tmp;
  ASSERT_EQ(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  const pid_t harness = ::fork();
  ASSERT_GE(harness, 0);
  if (harness == 0) {  // the harness: spawns a worker, says its pid, waits to be killed
    ::setenv("KM_WORKER_ZYGOTE", "off", 1);
    WorkerClient w(KM_CPU_WORKER, tmp.path());
    json hello;
    if (w.request({{"cmd", "hello"}}, hello, 30)) ::_exit(1);
    const pid_t worker = hello.at("pid").get<pid_t>();
    if (::write(p[1], &worker, sizeof worker) != sizeof worker) ::_exit(1);
    for (;;) ::pause();
  }
  ::close(p[1]);
  pid_t worker = -1;
  const bool told = ::read(p[0], &worker, sizeof worker) == sizeof worker;
  ::close(p[0]);
  if (told) ::kill(worker, SIGSTOP);
  ::kill(harness, SIGKILL);
  int st = 0;
  ::waitpid(harness, &st, 0);
  ASSERT_TRUE(told) << "the harness stand-in could not start the cpu worker";
  // The orphaned worker is now this process's child.
  const std::optional<int> died = reap_within(worker, std::chrono::seconds(5));
  if (!died) {  // clean up before failing
    ::kill(worker, SIGKILL);
    ::waitpid(worker, &st, 0);
  }
  ::prctl(PR_SET_CHILD_SUBREAPER, 0);
  ASSERT_TRUE(died.has_value()) << "the worker outlived its harness";
  EXPECT_TRUE(WIFSIGNALED(*died) && WTERMSIG(*died) == SIGKILL) << "status " << *died;
}
#endif

}  // namespace
}  // namespace km
