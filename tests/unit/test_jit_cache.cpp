// SPDX-License-Identifier: Apache-2.0
// A candidate's JIT cache kept between runs: what a run leaves under <scratch>/jit-cache comes
// back, whole, in the next run's scratch; links and what exceeds the size bound are never kept;
// a later run replaces the kept copy; off means nothing is read or written; checkpoints between
// cases keep what a killed run compiled.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <thread>

#include "core/jit_cache.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {
namespace fs = std::filesystem;

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(JitCache, WhatARunLeavesSeedsTheNextRun) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept" / "correct.m.triton.relu_f32";
  const fs::path run1 = tmp.path() / "run1", run2 = tmp.path() / "run2";
  write(JitCache::scratch_dir(run1) / "triton" / "ab" / "relu.cubin", "cubin-1");
  fs::create_directories(run2);
  JitCache first(kept);
  first.seed(run1);  // nothing kept yet
  first.keep(run1);
  EXPECT_EQ(first.to_json()["kept_files"], 1);
  EXPECT_EQ(first.to_json()["seeded_files"], 0);
  JitCache second(kept);
  second.seed(run2);
  EXPECT_EQ(read(JitCache::scratch_dir(run2) / "triton" / "ab" / "relu.cubin"), "cubin-1");
  EXPECT_EQ(second.to_json()["seeded_files"], 1);
  // The second run compiled something else: the kept copy is replaced, not merged.
  fs::remove_all(JitCache::scratch_dir(run2));
  write(JitCache::scratch_dir(run2) / "triton" / "cd" / "relu2.cubin", "cubin-2");
  second.keep(run2);
  EXPECT_TRUE(fs::exists(kept / "triton" / "cd" / "relu2.cubin"));
  EXPECT_FALSE(fs::exists(kept / "triton" / "ab" / "relu.cubin"));
  for (const auto& e : fs::directory_iterator(kept.parent_path()))  // no .new/.old left behind
    EXPECT_EQ(e.path().filename(), kept.filename());
}

// A run whose cache stayed empty (torch.compile that compiled nothing) replaces the kept copy with
// an empty one; before, both renames failed and the record said "cannot keep ...: No such file".
TEST(JitCache, AnEmptyCacheIsKeptEmptyNotReportedAsAFailure) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept" / "correct.torch_compile.cuda.regnet_f32";
  const fs::path run1 = tmp.path() / "run1", run2 = tmp.path() / "run2";
  fs::create_directories(JitCache::scratch_dir(run1));
  JitCache first(kept);
  first.keep(run1);
  EXPECT_TRUE(fs::is_directory(kept));
  EXPECT_TRUE(first.to_json().is_null()) << first.to_json().dump();  // nothing seeded or kept
  write(kept / "stale.bin", "from an earlier run");
  fs::create_directories(JitCache::scratch_dir(run2));
  JitCache second(kept);
  second.keep(run2);
  EXPECT_FALSE(fs::exists(kept / "stale.bin"));
  EXPECT_TRUE(fs::is_directory(kept));
  for (const auto& e : fs::directory_iterator(kept.parent_path()))
    EXPECT_EQ(e.path().filename(), kept.filename());
}

TEST(JitCache, LinksAndOversizedFilesAreNotKept) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept", run = tmp.path() / "run";
  write(JitCache::scratch_dir(run) / "ok.bin", "x");
  write(tmp.path() / "secret", "outside the cache");
  fs::create_symlink(tmp.path() / "secret", JitCache::scratch_dir(run) / "link.bin");
  {  // a file over the bound (sparse: no real disk use)
    std::ofstream big(JitCache::scratch_dir(run) / "big.bin");
    big.seekp(JitCache::kDefaultMaxBytes);
    big << 'z';
  }
  JitCache c(kept);
  ASSERT_EQ(c.max_bytes(), JitCache::kDefaultMaxBytes);
  c.keep(run);
  EXPECT_TRUE(fs::exists(kept / "ok.bin"));
  EXPECT_FALSE(fs::exists(kept / "link.bin"));
  EXPECT_FALSE(fs::exists(kept / "big.bin"));
  const nlohmann::json j = c.to_json();
  EXPECT_EQ(j["kept_files"], 1);
  // The record says what did not fit (the link is no file to keep, so it is not counted).
  ASSERT_TRUE(j.contains("kept_left_out")) << j.dump();
  EXPECT_EQ(j["kept_left_out"]["files"], 1);
  EXPECT_EQ(j["kept_left_out"]["bytes"], JitCache::kDefaultMaxBytes + 1);
}

// KM_JIT_CACHE_MAX_MIB sets the bound: with 1 MiB, two files of 0.75 MiB do not both fit, and the
// record names the one left out; a value that is not a whole number of MiB turns the cache off
// and says so, rather than keeping with a bound nobody asked for.
TEST(JitCache, TheBoundIsASettingAndWhatItLeavesOutIsRecorded) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept", run = tmp.path() / "run";
  write(JitCache::scratch_dir(run) / "a.bin", std::string(768 << 10, 'a'));
  write(JitCache::scratch_dir(run) / "b.bin", std::string(768 << 10, 'b'));
  ::setenv("KM_JIT_CACHE_MAX_MIB", "1", 1);
  JitCache c(kept);
  ::unsetenv("KM_JIT_CACHE_MAX_MIB");
  EXPECT_EQ(c.max_bytes(), int64_t{1} << 20);
  c.keep(run);
  const nlohmann::json j = c.to_json();
  EXPECT_EQ(j["kept_files"], 1) << j.dump();
  EXPECT_EQ(j["kept_bytes"], 768 << 10);
  EXPECT_EQ(j["kept_left_out"]["files"], 1);
  EXPECT_EQ(j["kept_left_out"]["bytes"], 768 << 10);
  EXPECT_NE(j["kept_left_out"]["why"].get<std::string>().find("1 MiB"), std::string::npos);
  for (const char* bad : {"2G", "0", "", "-5", "99999999"}) {
    ::setenv("KM_JIT_CACHE_MAX_MIB", bad, 1);
    JitCache off(tmp.path() / "off");
    ::unsetenv("KM_JIT_CACHE_MAX_MIB");
    EXPECT_FALSE(off.on()) << bad;
    off.seed(tmp.path() / "run-off");
    off.keep(run);
    EXPECT_FALSE(fs::exists(tmp.path() / "off")) << bad;
    const nlohmann::json o = off.to_json();
    ASSERT_TRUE(o.contains("not_kept")) << bad << ": " << o.dump();
    EXPECT_NE(
        o["not_kept"].get<std::string>().find("KM_JIT_CACHE_MAX_MIB='" + std::string(bad) + "'"),
        std::string::npos)
        << o.dump();
  }
}

TEST(JitCache, OffReadsAndWritesNothing) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept", run = tmp.path() / "run";
  write(kept / "old.bin", "old");
  write(JitCache::scratch_dir(run) / "new.bin", "new");
  ::setenv("KM_JIT_CACHE", "off", 1);
  JitCache c(kept);
  ::unsetenv("KM_JIT_CACHE");
  EXPECT_FALSE(c.on());
  c.seed(run);
  c.keep(run);
  EXPECT_FALSE(fs::exists(JitCache::scratch_dir(run) / "old.bin"));
  EXPECT_FALSE(fs::exists(kept / "new.bin"));
  EXPECT_TRUE(c.to_json().is_null());
  // A platform without a JIT (cpu, cuda) leaves no jit-cache folder: no record entry either.
  JitCache none(tmp.path() / "none");
  none.seed(tmp.path() / "run-none");
  none.keep(tmp.path() / "run-none");
  EXPECT_TRUE(none.to_json().is_null());
  EXPECT_FALSE(fs::exists(tmp.path() / "none"));
}

// Between cases the runner checkpoints: nothing is copied before the interval has passed, and
// what a checkpoint kept seeds the next run even when this run never reaches its final keep()
// (killed by a ctest or call time limit).
TEST(JitCache, ACheckpointKeepsWhatAKilledRunCompiledSoFar) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept" / "correct.torch_compile.cuda.densenet121_f16";
  const fs::path run1 = tmp.path() / "run1", run2 = tmp.path() / "run2";
  JitCache first(kept);
  first.seed(run1);
  write(JitCache::scratch_dir(run1) / "inductor" / "fxgraph" / "case1.bin", "graph-1");
  first.checkpoint(run1, std::chrono::hours(1));  // too soon: nothing copied
  EXPECT_FALSE(fs::exists(kept));
  first.checkpoint(run1, std::chrono::seconds(0));
  EXPECT_EQ(read(kept / "inductor" / "fxgraph" / "case1.bin"), "graph-1");
  write(JitCache::scratch_dir(run1) / "inductor" / "fxgraph" / "case2.bin", "graph-2");
  first.checkpoint(run1, std::chrono::hours(1));  // just kept: the interval starts again
  EXPECT_FALSE(fs::exists(kept / "inductor" / "fxgraph" / "case2.bin"));
  // The run dies here. The next one starts from the checkpoint.
  JitCache second(kept);
  second.seed(run2);
  EXPECT_EQ(read(JitCache::scratch_dir(run2) / "inductor" / "fxgraph" / "case1.bin"), "graph-1");
  EXPECT_EQ(second.to_json()["seeded_files"], 1);
}

// A checkpoint waits at least ten times what the last keep took, so a large cache is not copied
// after every case: right after a keep of 2,000 files nothing is copied even with no interval
// asked; once that wait has passed, the next checkpoint copies.
TEST(JitCache, ACheckpointWaitsTenTimesWhatTheLastKeepTook) {
  test::TempDir tmp;
  const fs::path kept = tmp.path() / "kept", run = tmp.path() / "run";
  for (int i = 0; i < 2000; ++i)
    write(JitCache::scratch_dir(run) / "fx" / (std::to_string(i) + ".bin"), std::string(4096, 'k'));
  JitCache c(kept);
  c.keep(run);
  const auto after_keep = std::chrono::steady_clock::now();
  const auto wait = 10 * c.last_keep_time();
  ASSERT_GT(c.last_keep_time().count(), 0);
  write(JitCache::scratch_dir(run) / "fx" / "new.bin", "new");
  c.checkpoint(run, std::chrono::seconds(0));
  // The rule, not a speed: judged only where this thread was not stalled past the wait.
  if (std::chrono::steady_clock::now() - after_keep < wait) {
    EXPECT_FALSE(fs::exists(kept / "fx" / "new.bin"));
  }
  std::this_thread::sleep_for(wait + std::chrono::milliseconds(5));
  c.checkpoint(run, std::chrono::seconds(0));
  EXPECT_TRUE(fs::exists(kept / "fx" / "new.bin"));
}

// A checkpoint that could not keep (here: a file where the folder goes) is not the record's last
// word when a later keep succeeds.
TEST(JitCache, ALaterKeepClearsAnEarlierFailure) {
  test::TempDir tmp;
  const fs::path parent = tmp.path() / "kept", kept = parent / "correct.m.triton.relu_f32";
  const fs::path run = tmp.path() / "run";
  write(JitCache::scratch_dir(run) / "relu.cubin", "cubin");
  write(parent, "a file, not a folder");
  JitCache c(kept);
  c.checkpoint(run, std::chrono::seconds(0));
  ASSERT_TRUE(c.to_json().contains("not_kept")) << c.to_json().dump();
  fs::remove(parent);
  c.keep(run);
  EXPECT_FALSE(c.to_json().contains("not_kept")) << c.to_json().dump();
  EXPECT_EQ(c.to_json()["kept_files"], 1);
}

}  // namespace
}  // namespace km
