// SPDX-License-Identifier: Apache-2.0
// WorkerClient's split request (begin / finish) and take_over, which Harness::prestart_worker uses
// to start the next fresh worker while the current one runs cases. The worker is the planted
// fences_lost_worker (tests/harness_faults): it answers hello and start, and refuses the rest.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>

#include "core/worker_client.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using nlohmann::json;

class WorkerClientTest : public ::testing::Test {
 protected:
  // The planted worker is built with the cpu platform's self-tests (tests/harness_faults).
  void SetUp() override {
    if (!std::filesystem::exists(KM_FAULT_WORKER))
      GTEST_SKIP() << KM_FAULT_WORKER << " is not built (platform cpu is not enabled)";
  }
  test::TempDir tmp;
};

TEST_F(WorkerClientTest, BeginThenFinishIsOneRequest) {
  WorkerClient w(KM_FAULT_WORKER, tmp.path());
  w.begin({{"cmd", "hello"}});
  EXPECT_TRUE(w.pending());
  EXPECT_TRUE(w.running());
  json reply;
  EXPECT_FALSE(w.finish(reply, 30).has_value());
  EXPECT_FALSE(w.pending());
  EXPECT_EQ(reply.value("device", ""), "planted");
  EXPECT_FALSE(w.request({{"cmd", "start"}}, reply, 30).has_value());
  EXPECT_EQ(reply.value("sandbox", ""), "none (planted worker)");
}

TEST_F(WorkerClientTest, MisusedHalvesAreLogicErrors) {
  WorkerClient w(KM_FAULT_WORKER, tmp.path());
  json reply;
  EXPECT_THROW(w.finish(reply, 1), std::logic_error);  // nothing begun
  w.begin({{"cmd", "hello"}});
  EXPECT_THROW(w.begin({{"cmd", "hello"}}), std::logic_error);  // the reply not collected
  EXPECT_FALSE(w.finish(reply, 30).has_value());
}

TEST_F(WorkerClientTest, TakeOverMovesTheProcessAndItsPendingReply) {
  WorkerClient current(KM_FAULT_WORKER, tmp.path()), spare(KM_FAULT_WORKER, tmp.path());
  json reply;
  ASSERT_FALSE(current.request({{"cmd", "hello"}}, reply, 30).has_value());
  spare.set_env({"KM_X=1", "KM_X=2"});  // a later entry of the same name replaces an earlier one
  spare.begin({{"cmd", "start"}});
  current.take_over(spare);
  EXPECT_FALSE(spare.running());
  EXPECT_FALSE(spare.pending());
  EXPECT_EQ(current.env(), std::vector<std::string>{"KM_X=2"});
  ASSERT_TRUE(current.pending());
  EXPECT_FALSE(current.finish(reply, 30).has_value());
  EXPECT_EQ(reply.value("sandbox", ""), "none (planted worker)");  // the start's reply
  // The process taken over keeps answering; the other client starts a new one when asked.
  EXPECT_FALSE(current.request({{"cmd", "hello"}}, reply, 30).has_value());
  EXPECT_FALSE(spare.request({{"cmd", "hello"}}, reply, 30).has_value());
  EXPECT_TRUE(spare.running());
}

}  // namespace
}  // namespace km

// The record's worker_env lists what the worker got: getenv() returns the first of two
// OMP_NUM_THREADS entries, so a rerun's =3 must replace the stage's =2, not sit beside it.
TEST(WorkerEnv, LaterEntryOfANameReplacesTheEarlier) {
  const std::vector<std::string> got = km::WorkerClient::merged_env(
      {"OMP_WAIT_POLICY=PASSIVE", "OMP_NUM_THREADS=2", "MALLOC_PERTURB_=165", "OMP_NUM_THREADS=3"});
  EXPECT_EQ(got, (std::vector<std::string>{"OMP_WAIT_POLICY=PASSIVE", "MALLOC_PERTURB_=165",
                                           "OMP_NUM_THREADS=3"}));
  EXPECT_EQ(km::WorkerClient::merged_env({"A=1", "AB=2", "A=3"}),
            (std::vector<std::string>{"AB=2", "A=3"}));
}
