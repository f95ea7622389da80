# SPDX-License-Identifier: Apache-2.0
"""Self-test of platforms/pallas/runtime/km_pallas_host.py, run by KM_PYTHON (label selftest):
inputs reach the candidate as JAX arrays over the harness's own pages (no copy, and no torch
import under the interpreter), its returned
arrays are copied into the output buffers, a result of the wrong count, shape or dtype is refused
with the output's name (RUNTIME_ERROR), every pallas_call runs interpreted without a GPU, and the
audit hook refuses a file write the syntax check cannot see. The worker zygote's preload()
imports jax and Pallas under the interpreter (torch otherwise) and leaves one thread, and a
worker forked after it probes and runs a pallas_call as a spawned one.

  python test_host_glue.py <platforms/pallas> <scratch dir>
"""
import os
import sys


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


# Run in a fresh interpreter (argv[1]: the runtime folder, argv[2]: platform.json): preload() as
# the zygote calls it, its imports and threads, then a fork that probes and calls as a worker.
PRELOAD = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
import km_pallas_host as m
interpret = os.environ.get("KM_PALLAS_INTERPRET") == "1"
m.preload()
threads = len(os.listdir("/proc/self/task"))
assert threads == 1, "preload left %d threads" % threads
assert "OPENBLAS_NUM_THREADS" not in os.environ, "preload did not restore OPENBLAS_NUM_THREADS"
if not interpret:
    assert "torch" in sys.modules and "jax" not in sys.modules, sorted(sys.modules)[:20]
    print("preload (auto): torch, one thread")
    sys.exit(0)
assert "jax.experimental.pallas" in sys.modules and "torch" not in sys.modules
pid = os.fork()
if pid == 0:
    code = 1
    try:
        h = m.Host(m.audit_events_of(sys.argv[2]))
        probe = h.probe()
        assert probe["skip"] == "" and probe["interpret"], probe
        import jax, jax.numpy as jnp
        from jax.experimental import pallas as pl
        def k(x_ref, y_ref):
            y_ref[...] = x_ref[...] * 2.0
        y = pl.pallas_call(k, out_shape=jax.ShapeDtypeStruct((4,), jnp.float32))(jnp.arange(4.0, dtype=jnp.float32))
        assert y.tolist() == [0.0, 2.0, 4.0, 6.0], y
        assert str(jax.devices()[0].platform) == "cpu"
        code = 0
    finally:
        os._exit(code)
_, status = os.waitpid(pid, 0)
assert status == 0, "the forked worker failed (status %d)" % status
print("preload (interpret): jax and Pallas, no torch, one thread; the forked worker probed and ran")
"""


def check_preload(platform_dir):
    import subprocess
    for interpret in ("1", None):
        env = {k: v for k, v in os.environ.items()
               if k not in ("KM_PALLAS_INTERPRET", "JAX_PLATFORMS", "OPENBLAS_NUM_THREADS")}
        if interpret:
            env["KM_PALLAS_INTERPRET"] = interpret
        r = subprocess.run([sys.executable, "-E", "-s", "-c", PRELOAD, os.path.join(platform_dir, "runtime"),
                            os.path.join(platform_dir, "platform.json")],
                           env=env, capture_output=True, text=True, timeout=240)
        assert r.returncode == 0, "preload, KM_PALLAS_INTERPRET=%s:\n%s%s" % (interpret, r.stdout, r.stderr)
        print(r.stdout.strip())


def main(platform_dir, scratch):
    check_preload(platform_dir)  # first: the audit hook armed below refuses processes
    sys.path.insert(0, os.path.join(platform_dir, "runtime"))
    import km_pallas_host as host_mod

    os.environ["KM_PALLAS_INTERPRET"] = "1"
    events = host_mod.audit_events_of(os.path.join(platform_dir, "platform.json"))
    h = host_mod.Host(events)
    torch_before = "torch" in sys.modules
    probe = h.probe()
    assert probe["skip"] == "" and probe["interpret"] and probe["host_buffers"] is False, probe
    h.start()
    G = host_mod.GUARD

    # Written now: once a Host has loaded a module, the audit hook refuses writes for good.
    # The entry records what it was given (its arrays' buffer addresses), then returns a result
    # chosen by a module variable: the right one, or one of the refused forms.
    cand = write(os.path.join(scratch, "relu_f32.py"),
                 "import jax\nimport jax.numpy as jnp\nfrom jax.experimental import pallas as pl\n"
                 "MODE = ['ok']\nSEEN = []\nOUTS = []\n\n"
                 "def _k(x_ref, y_ref):\n    y_ref[...] = jnp.where(x_ref[...] < 0, 0.0, x_ref[...])\n\n"
                 "def relu_f32(x, y, n):\n"
                 "    SEEN.append((x.unsafe_buffer_pointer(), type(x).__name__))\n"
                 "    out = pl.pallas_call(_k, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)\n"
                 "    OUTS.append(out)\n"
                 "    return {'ok': out, 'two': (out, out), 'shape': out[:2],\n"
                 "            'dtype': out.astype(jnp.float16), 'numpy': 1.5}[MODE[0]]\n")
    leak = os.path.join(scratch, "leak")
    writer = write(os.path.join(scratch, "sum_dim_f32.py"),
                   "def sum_dim_f32(x, y, rows, cols):\n"
                   "    b = __builtins__\n"
                   "    (b['op' + 'en'] if isinstance(b, dict) else getattr(b, 'op' + 'en'))"
                   "('%s', 'w')\n    return y\n" % leak)
    assert h.load(cand, "relu_f32") == ""
    mod = sys.modules["km_candidate_relu_f32"]

    # Arena stand-in: [guard, x: 4 floats, guard] and [guard, y: 4 floats, guard], page-aligned
    # as the harness's arena (JAX shares a CPU buffer only at a 64-byte aligned address).
    import mmap
    import numpy as np
    ax, ay = mmap.mmap(-1, 2 * G + 16), mmap.mmap(-1, 2 * G + 16)
    np.frombuffer(ax, dtype=np.float32)[G // 4:G // 4 + 4] = [-1.0, 2.0, -3.0, 4.0]
    np.frombuffer(ay, dtype=np.float32)[G // 4:G // 4 + 4] = 7.0  # stands for the poison
    assert h.bind([("ptr", "x", "fp32", [4], False, memoryview(ax)),
                   ("ptr", "y", "fp32", [4], True, memoryview(ay)), ("i64", 4, "n")]) == ""
    assert h.call() == 0
    got = np.frombuffer(ay, dtype=np.float32)[G // 4:G // 4 + 4].tolist()
    assert got == [0.0, 2.0, 0.0, 4.0], got
    ptr, kind = mod.SEEN[-1]
    arena_x = h.args[0].__array_interface__["data"][0]  # a numpy view of the arena's pages
    assert kind == "ArrayImpl" and ptr == arena_x, (kind, ptr, arena_x)
    assert torch_before or "torch" not in sys.modules, "the interpreter's glue imported torch"

    # Refused results: RUNTIME_ERROR (status 1) with a message naming the output.
    import contextlib
    import io
    for mode, words in (("two", "returned 2 value(s)"), ("shape", "output y: the entry returned shape (2,)"),
                        ("dtype", "dtype float16"), ("numpy", "not a jax.Array")):
        mod.MODE[0] = mode
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc = h.call()
        assert rc == 1 and words in err.getvalue(), (mode, rc, err.getvalue())
        # A refused result's computation has finished when the call returns (the glue waits for
        # it; the planted RUNTIME_ERROR kernel's km-worker-starts checks the worker survives).
        assert mod.OUTS[-1].is_ready(), mode
        # ... and the same words, one line, for the record (the worker's call_error)
        assert h.last_error.startswith("TypeError: ") and words in h.last_error, (mode, h.last_error)
    assert h.call() == 1 and "\n" not in h.last_error
    mod.MODE[0] = "ok"
    assert h.call() == 0 and h.last_error == "", h.last_error  # each call starts with none
    # A long message is cut to ERROR_CHARS; one whose str() raises is named by its type.
    class Unprintable(Exception):
        def __str__(self):
            raise RuntimeError("no")
    long = host_mod.PyHost.describe_error(ValueError("x" * 1000))
    assert len(long) == host_mod.PyHost.ERROR_CHARS and long.endswith("..."), long
    assert "Unprintable" in host_mod.PyHost.describe_error(Unprintable()), host_mod.PyHost.describe_error(Unprintable())

    # Without a GPU every pallas_call is interpreted, whatever the candidate passes.
    assert h.pl.pallas_call.__wrapped__ is not None

    # The audit hook: a write by a name built at run time (the checker cannot see it).
    h.armed = False  # audit hooks cannot be removed: the first Host's would answer first
    h2 = host_mod.Host(events)
    h2.probe()
    assert h2.load(writer, "sum_dim_f32") == ""
    ay2 = mmap.mmap(-1, 2 * G + 4)
    assert h2.bind([("ptr", "x", "fp32", [1, 1], False, memoryview(ax)[:2 * G + 4]),
                    ("ptr", "y", "fp32", [1], True, memoryview(ay2)), ("i64", 1, "rows"),
                    ("i64", 1, "cols")]) == ""
    with contextlib.redirect_stderr(io.StringIO()):
        assert h2.call() == 1
    assert "open" in h2.forbidden and not os.path.exists(leak), h2.forbidden
    h2.armed = False
    print("km_pallas_host: zero-copy inputs, results copied into the outputs, refused results "
          "named, pallas_call interpreted, audit hook OK")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
