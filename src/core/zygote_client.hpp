// SPDX-License-Identifier: Apache-2.0
// The harness side of the worker zygote (src/worker/zygote.hpp): a fork server per worker
// executable that has imported its platform's heavy runtime once (torch), so a Python platform's
// worker starts in milliseconds instead of paying `import torch` (3.9 s on the H200's host).
//
// The first harness that finds none starts one in the background (a detached
// `km-worker-<platform> --zygote SOCKET`) and spawns its own worker as before; later workers, of
// this run or of later runs, are forked by it until it has been idle for
// KM_WORKER_ZYGOTE_IDLE_S seconds (default 600). KM_WORKER_ZYGOTE=off turns it off. A zygote
// serves only its executable as it was at its start (a rebuild makes it stale: it stops and the
// next worker starts a fresh one), and only workers whose import-relevant environment
// (PYTHON*, LD_*, OMP_*, MKL_*, TORCH*, ...) is its own: another environment gets another zygote.
// Sockets live in a folder of this user only ($KM_WORKER_ZYGOTE_DIR, default
// /tmp/km-zygote-<uid>, mode 0700), and the zygote checks its peer's user id.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace km {

struct ZygoteWorker {
  pid_t pid = -1;
  int conn = -1;  // the zygote's connection: the worker's exit status arrives on it; closing it
                  // lets the zygote reap the worker (kill it first if it still runs)
};

/// Whether KM_WORKER_ZYGOTE leaves zygotes on (anything but "off").
bool zygotes_enabled();

/// Asks the zygote serving `exe` and `env` (the worker's whole environment) to fork a worker on
/// the given pipe ends, its stdout and stderr appended to `log`. nullopt when none serves (one
/// is started for later workers) or it refused (stale): the caller spawns the worker itself.
std::optional<ZygoteWorker> zygote_fork(const std::filesystem::path& exe, const std::vector<std::string>& env,
                                        const std::filesystem::path& log, int request_fd, int reply_fd);

/// The forked worker's wait status (as waitpid() gives it), read from its zygote's connection;
/// nullopt after timeout_s, or when the zygote went away without saying.
std::optional<int> zygote_status(int conn, double timeout_s);

}  // namespace km
