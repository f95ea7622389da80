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

/// Over a Unix socket (the worker zygote's, worker/zygote.hpp): one byte carrying n open file
/// descriptors (SCM_RIGHTS). Returns false if the peer is gone.
bool send_fds(int sock, const int* fds, int n);
/// Receives send_fds()'s byte and its descriptors (close-on-exec) into fds; false on EOF, a
/// timeout, or a message without exactly n descriptors (any received are closed).
bool recv_fds(int sock, int* fds, int n, double timeout_s);

/// "dev:ino:size:mtime_ns" of a file, "" if it cannot be read: a worker zygote serves only
/// harnesses whose worker executable is the one it was started from.
std::string file_identity(const std::string& path);

}  // namespace km::wire
