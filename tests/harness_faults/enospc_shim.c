// SPDX-License-Identifier: Apache-2.0
// Self-test only: a full scratch folder without needing one. LD_PRELOADed into a runner, it makes
// every attempt to reserve file space fail with ENOSPC, as a full tmpfs does.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/types.h>

int posix_fallocate(int fd, off_t offset, off_t len) {
  (void)fd, (void)offset, (void)len;
  return ENOSPC;
}
int posix_fallocate64(int fd, off_t offset, off_t len) {
  (void)fd, (void)offset, (void)len;
  return ENOSPC;
}
int fallocate(int fd, int mode, off_t offset, off_t len) {
  (void)fd, (void)mode, (void)offset, (void)len;
  errno = ENOSPC;
  return -1;
}
