// SPDX-License-Identifier: Apache-2.0
// The worker as a fork server ("zygote"): `km-worker-<platform> --zygote SOCKET` preloads what
// every worker of its platform imports (a Python platform's torch: 3.9 s on the H200's host, about
// 10 s on the 2-core box) and then forks one worker per request from the harness
// (core/zygote_client.hpp). A forked worker is the same program at the same point as a spawned
// one that has just started: its runtime, sandbox and candidate come after, through the usual
// requests. Nothing of a candidate ever runs in the zygote itself.
//
// Per request on the socket (a peer of this user only): one byte carrying the worker's request
// and reply pipe ends (SCM_RIGHTS), then a frame {"identity", "env", "cwd", "log"}; the reply is a
// frame {"ok": true, "pid"} (or "ok": false and "error"), and when the worker ends, a frame
// {"status": <wait status>}. The worker is reaped only after the harness closes its connection,
// so its pid (and process group) cannot be reused while the harness may still signal them.
#pragma once

#include <optional>
#include <string>

#include "worker/adapter.hpp"

namespace km::worker {

/// Serves forks until idle for idle_s seconds (or stale: its executable or preloaded files
/// changed). Returns in the parent with the process's exit code; returns nullopt in a forked
/// child, which goes on to serve the worker protocol with `ad` (already preloaded).
std::optional<int> run_zygote(Adapter& ad, const std::string& socket_path, double idle_s);

}  // namespace km::worker
