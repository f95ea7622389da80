// SPDX-License-Identifier: Apache-2.0
// Framing of harness <-> worker messages: a 4-byte little-endian length, then JSON. The worker
// talks on fds 3 (requests in) and 4 (replies out), never on stdout, which the candidate may use.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace km::wire {

constexpr int kRequestFd = 3;
constexpr int kReplyFd = 4;
constexpr uint32_t kMaxFrame = 16u << 20;
/// The worker's exit status after a forbidden system call (its sandbox's SIGSYS handler writes
/// "sandbox: forbidden system call <name> (<nr>)" to the log, then exits with it). Here so the
/// harness side (worker_client.cpp) can tell it apart from any other exit.
constexpr int kSandboxViolationExit = 159;
/// The worker's exit status after the candidate touched a protected page right after one of its
/// buffers (the worker's SIGSEGV handler writes "out of bounds: ..." to the log first).
constexpr int kOutOfBoundsExit = 158;

enum class ReadStatus { ok, eof, timeout, garbage };

/// Returns false if the peer is gone.
bool write_frame(int fd, const nlohmann::json& msg);
/// timeout_s < 0 waits forever.
ReadStatus read_frame(int fd, nlohmann::json& msg, double timeout_s);

}  // namespace km::wire
