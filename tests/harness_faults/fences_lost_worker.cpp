// SPDX-License-Identifier: Apache-2.0
// A planted broken device worker (self-test only): it answers hello as a device platform whose
// buffers are fenced, then starts without fences, as every cuda worker after the first did before
// 8c4d5fb (the harness asked for fences that no process placed). The harness must refuse to run
// cases on it: HARNESS_ERROR, never a PASS that no fence stood behind.
#include <nlohmann/json.hpp>

#include "core/wire.hpp"

int main() {
  using nlohmann::json;
  namespace wire = km::wire;
  json req;
  while (wire::read_frame(wire::kRequestFd, req, -1) == wire::ReadStatus::ok) {
    const std::string cmd = req.value("cmd", "");
    json reply = {{"ok", false}, {"error", "fences_lost_worker: no " + cmd}};
    if (cmd == "hello")
      reply = {{"ok", true},          {"skip", ""},           {"fault", ""},
               {"device", "planted"}, {"host_buffers", false}, {"device_fences", true},
               {"device_info", json::object()}};
    else if (cmd == "start")
      reply = {{"ok", true}, {"sandbox", "none (planted worker)"}, {"device_fences", false}};
    if (!wire::write_frame(wire::kReplyFd, reply)) return 1;
  }
  return 0;
}
