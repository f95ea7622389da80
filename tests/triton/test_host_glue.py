# SPDX-License-Identifier: Apache-2.0
"""Self-test of platforms/triton/runtime/km_triton_host.py, run by KM_PYTHON (label selftest):
the audit hook refuses what the syntax check cannot see (a name built at run time), a module
that raises on import reports its traceback, and bound tensors alias the buffers (no copy).

  python test_host_glue.py <platforms/triton> <scratch dir>
"""
import os
import sys


def main(platform_dir, scratch):
    sys.path.insert(0, os.path.join(platform_dir, "runtime"))
    import km_triton_host as host_mod

    events = host_mod.audit_events_of(os.path.join(platform_dir, "platform.json"))
    os.environ["KM_TRITON_INTERPRET"] = "1"
    h = host_mod.Host(events)
    probe = h.probe()
    assert probe["skip"] == "", probe
    h.start()

    # Written now: once a Host has loaded a module, the audit hook refuses writes for good.
    bad = os.path.join(scratch, "sum_dim_f32.py")
    with open(bad, "w") as f:
        f.write("X = 1 // 0\n")
    # Stand-in for triton's own package, for the GPU path's hook below.
    fake = os.path.join(scratch, "fake_triton")
    os.makedirs(fake, exist_ok=True)
    with open(os.path.join(fake, "km_fake_jit.py"), "w") as f:
        f.write("import os\n\ndef build(path):\n    os.makedirs(path + '.d', exist_ok=True)\n"
                "    with open(path, 'w') as out:\n        out.write('cubin')\n")
    # A candidate that opens a file for writing by a name the checker cannot see.
    cand = os.path.join(scratch, "relu_f32.py")
    with open(cand, "w") as f:
        f.write("def relu_f32(x, y, n):\n"
                "    b = __builtins__\n"
                "    (b['op' + 'en'] if isinstance(b, dict) else getattr(b, 'op' + 'en'))"
                "('%s', 'w')\n" % os.path.join(scratch, "leak"))
    assert h.load(cand, "relu_f32") == ""
    # Arena stand-in: guard, 4 floats, guard.
    arena = bytearray(2 * host_mod.GUARD + 16)
    view = memoryview(arena)
    assert h.bind([("ptr", "x", "fp32", [4], False, view), ("ptr", "y", "fp32", [4], True, view),
                   ("i64", 4)]) == ""
    h.args[1][:] = 2.5  # the glue's own write, through the tensor: must land in the arena
    assert arena[host_mod.GUARD:host_mod.GUARD + 4] == bytes.fromhex("00002040"), arena[4096:4100]
    rc = h.call()
    assert rc == 1, rc
    assert "open" in h.forbidden, h.forbidden
    assert not os.path.exists(os.path.join(scratch, "leak"))

    h2 = host_mod.Host(events)
    h2.probe()
    err = h2.load(bad, "sum_dim_f32")
    assert "ZeroDivisionError" in err and "Traceback" in err, err
    h.armed = h2.armed = False

    # The GPU path's hook (interpret False), without a GPU. sys._getframe is itself an audit
    # event: the hook once walked frames for every event and recursed without end, so every
    # import after load() raised RecursionError and every case on the H200 was LOAD_ERROR. Then
    # triton's os.makedirs was refused: os is frozen ("<frozen os>"), outside the stdlib folder.
    h3 = host_mod.Host(events)
    h3.interpret, h3.stdlib, h3.triton_dir = False, h.stdlib, fake
    sys.addaudithook(h3._audit)
    h3.armed = True
    import json  # noqa: F401  (reads: never refused, never a frame walk)
    sys.path.insert(0, fake)
    import km_fake_jit
    km_fake_jit.build(os.path.join(scratch, "from_triton"))  # triton's JIT writing its cache
    assert os.path.exists(os.path.join(scratch, "from_triton")) and not h3.forbidden, h3.forbidden
    try:
        open(os.path.join(scratch, "from_candidate"), "w")
        raise AssertionError("a write outside triton's package passed the GPU path's hook")
    except PermissionError:
        assert "open" in h3.forbidden, h3.forbidden
    h3.armed = False

    # The GPU path poisons outputs with device fills (an int64 fill, then the tail bytes): the
    # bytes must be the host path's, poison byte o % 8 at offset o, for every length and for
    # poisons at or above 2^63 (a negative int64).
    torch = h.torch
    for poison in (0x0123456789ABCDEF, 0xFEDCBA9876543210, 0x7FC00000FFC00000):
        for n in (0, 1, 7, 8, 13, 64):
            region = torch.zeros(n + 8, dtype=torch.uint8)
            host_mod.poison_fill(torch, region[:n], poison)
            want = bytes((poison >> (8 * (o % 8))) & 0xFF for o in range(n)) + bytes(8)
            assert bytes(region.tolist()) == want, (hex(poison), n, region.tolist())
    relocate_check(host_mod, scratch)
    print("km_triton_host: audit hook (interpreter and GPU paths), import traceback, "
          "zero-copy binding, device poison and the JIT cache's relocation OK")


def relocate_check(host_mod, scratch):
    """A cache seeded into a new scratch folder: its group files named the old folder's files
    (every lookup a miss); relocate_triton_cache makes them name the files beside them, by base
    name only, and leaves what it cannot read alone."""
    import json
    cache = os.path.join(scratch, "relocate", "jit-cache", "triton")
    kernel = os.path.join(cache, "HASH1")
    os.makedirs(kernel, exist_ok=True)
    old = {"matmul.json": "/tmp/km-old-scratch/jit-cache/triton/HASH1/matmul.json",
           "matmul.cubin": "/elsewhere/../../etc/matmul.cubin"}
    with open(os.path.join(kernel, "__grp__matmul.json"), "w") as f:
        json.dump({"child_paths": old}, f)
    with open(os.path.join(kernel, "__grp__broken.json"), "w") as f:
        f.write("{not json")
    assert host_mod.relocate_triton_cache(cache) == 1
    with open(os.path.join(kernel, "__grp__matmul.json")) as f:
        got = json.load(f)["child_paths"]
    assert got == {"matmul.json": os.path.join(kernel, "matmul.json"),
                   "matmul.cubin": os.path.join(kernel, "matmul.cubin")}, got
    assert host_mod.relocate_triton_cache(cache) == 0  # already in place: nothing rewritten


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
