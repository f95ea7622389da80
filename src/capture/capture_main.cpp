// SPDX-License-Identifier: Apache-2.0
// km-capture: the compiler (and linker) launcher of kernel modules. Runs the command it is given,
// passes its output through (ninja shows it as usual) and keeps it, with the exit status, in a
// per-module log, so that one parallel build (ninja -k 0, all cores) compiles every module and
// each compile test reads its own outcome instead of building under a global lock.
//
//   km-capture <log> <command...>
//
// The log is written whole after the command ends (a temporary file renamed over it): its first
// line is "km-capture rc=<status>", the rest is the command line and its output.
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

extern char** environ;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: km-capture <log> <command...>\n");
    return 2;
  }
  const std::string log = argv[1];
  int pipefd[2];
  if (::pipe(pipefd) != 0) {
    std::perror("km-capture: pipe");
    return 2;
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, pipefd[1], 1);
  posix_spawn_file_actions_adddup2(&fa, pipefd[1], 2);
  posix_spawn_file_actions_addclose(&fa, pipefd[0]);
  pid_t pid = 0;
  int err = posix_spawnp(&pid, argv[2], &fa, nullptr, argv + 2, environ);
  posix_spawn_file_actions_destroy(&fa);
  ::close(pipefd[1]);
  std::string out;
  int rc = 127;
  if (err != 0) {
    out = std::string("km-capture: cannot run ") + argv[2] + ": " + std::strerror(err) + "\n";
  } else {
    char buf[65536];
    for (ssize_t n; (n = ::read(pipefd[0], buf, sizeof buf)) > 0;) {
      out.append(buf, static_cast<size_t>(n));
      ::fwrite(buf, 1, static_cast<size_t>(n), stdout);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    rc = WIFEXITED(status) ? WEXITSTATUS(status)
                           : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  }
  ::close(pipefd[0]);
  std::fflush(stdout);
  std::string text = "km-capture rc=" + std::to_string(rc) + "\n$";
  for (int i = 2; i < argc; ++i) text += std::string(" ") + argv[i];
  text += "\n" + out;
  // The module's folder may not exist yet when its object is compiled.
  for (size_t at = log.find('/', 1); at != std::string::npos; at = log.find('/', at + 1))
    ::mkdir(log.substr(0, at).c_str(), 0755);
  const std::string tmp = log + ".tmp" + std::to_string(::getpid());
  if (FILE* f = std::fopen(tmp.c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    if (std::fclose(f) == 0) std::rename(tmp.c_str(), log.c_str());
  }
  return rc;
}
