# SPDX-License-Identifier: Apache-2.0
"""Self-test of platforms/pallas/check/km_pallas_policy.py (standard library only, about 1 s):
every sample kernel passes, and each way of doing the work outside a pallas_call kernel, or
leaving the kernel, is refused with the word that names it.

  python test_policy.py <platforms/pallas> <generated/example/pallas>
"""
import ast
import glob
import json
import os
import sys

HEAD = "import jax\nimport jax.numpy as jnp\nfrom jax.experimental import pallas as pl\n"
KERNEL = "def _k(x_ref, y_ref):\n    y_ref[...] = %s\n"
ENTRY = "def relu_f32(x, y, n):\n    %s\n"
CALL = "return pl.pallas_call(_k, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)"
LAUNCH = CALL.replace("return", "y =") + "\n    "

# (name, source, a word every refusal must contain; None: allowed)
CASES = [
    ("kernel jnp", HEAD + KERNEL % "jnp.maximum(x_ref[...], 0.0)" + ENTRY % CALL, None),
    ("kernel via partial", HEAD + "import functools\n" + KERNEL % "x_ref[...]" +
     ENTRY % CALL.replace("pl.pallas_call(_k,", "pl.pallas_call(functools.partial(_k),"), None),
    # b22's false positive (session 11): a kernel bound to a name with functools.partial before
    # pallas_call was not seen as a kernel, so its jnp read as host compute.
    ("kernel via a named partial", HEAD + "import functools\n" + KERNEL % "jnp.maximum(x_ref[...], 0.0)" +
     ENTRY % ("kern = functools.partial(_k)\n    " + CALL.replace("pl.pallas_call(_k,", "pl.pallas_call(kern,")),
     None),
    ("kernel via a named partial (from-import, annotated, kernel=)", HEAD + "from functools import partial\n" +
     KERNEL % "jnp.maximum(x_ref[...], 0.0)" +
     ENTRY % ("kern: object = partial(_k)\n    " + CALL.replace("pl.pallas_call(_k,", "pl.pallas_call(kernel=kern,")),
     None),
    ("named partial of the kernel called on the host", HEAD + "import functools\n" +
     KERNEL % "jnp.maximum(x_ref[...], 0.0)" +
     ENTRY % ("kern = functools.partial(_k)\n    " + LAUNCH.replace("pl.pallas_call(_k,", "pl.pallas_call(kern,") +
              "return kern(x, y)"), "kernel function kern"),
    ("helper called by a kernel", HEAD + "def _h(v):\n    return jnp.maximum(v, 0.0)\n" +
     KERNEL % "_h(x_ref[...])" + ENTRY % CALL, None),
    ("jit and shapes on the host", HEAD + "import functools\n" + KERNEL % "x_ref[...]" +
     "@functools.partial(jax.jit, static_argnames=('n',))\ndef _run(x, n):\n    " + CALL + "\n" +
     ENTRY % "return _run(x.reshape(x.size), n)", None),
    ("jnp on the host", HEAD + ENTRY % "return jnp.maximum(x, 0.0)", "maximum"),
    ("lax on the host", HEAD + "from jax import lax\n" + ENTRY % "return lax.max(x, 0.0)", "max"),
    ("array method on the host", HEAD + ENTRY % "return x.clip(0.0)", "clip"),
    ("astype on the host", HEAD + KERNEL % "x_ref[...]" + ENTRY % CALL.replace("(x)", "(x).astype(x.dtype)"), "astype"),
    ("from-import of a compute op", "from jax.numpy import maximum\n" + ENTRY % "return maximum(x, 0)", "maximum"),
    ("jax.nn on the host", HEAD + ENTRY % "return jax.nn.relu(x)", "nn"),
    ("jax.nn inside a kernel", HEAD + KERNEL % "jax.nn.relu(x_ref[...])" + ENTRY % CALL, "nn"),
    ("callback inside a kernel", HEAD + KERNEL % "jax.pure_callback(print, x_ref[...], x_ref[...])" +
     ENTRY % CALL, "pure_callback"),
    ("debug inside a kernel", HEAD + KERNEL % "jax.debug.print('{}', x_ref[...])" + ENTRY % CALL, "debug"),
    ("linalg", HEAD + ENTRY % "return jnp.linalg.norm(x)", "linalg"),
    ("numpy", "import numpy as np\n" + ENTRY % "return np.maximum(x, 0)", "numpy"),
    ("torch", "import torch\n" + ENTRY % "return x", "torch"),
    ("subprocess", "import subprocess\n" + ENTRY % "subprocess.run(['true'])", "subprocess"),
    ("open", ENTRY % "open('/tmp/x', 'w')", "open"),
    ("getattr", HEAD + ENTRY % "return getattr(jnp, 'max' + 'imum')(x, 0)", "getattr"),
    ("dunder", HEAD + ENTRY % "return x.__class__", "__class__"),
    ("threading", "import threading\n" + ENTRY % "return x", "threading"),
    # A kernel's helper may use jnp (kernel code), so the host must not call it: jnp on the host
    # (the pallas_call is there so that _k is a kernel; the work is done by the host's call).
    ("kernel helper called on the host", HEAD + "def _h(v):\n    return jnp.maximum(v, 0.0)\n" +
     KERNEL % "_h(x_ref[...])" + ENTRY % (LAUNCH + "return _h(x)"), "kernel function _h"),
    ("kernel called on the host", HEAD + "def _r(v):\n    return jnp.maximum(v, 0.0)\n" +
     "def _k(x_ref, y_ref):\n    y_ref[...] = _r(x_ref[...])\n" + ENTRY % (LAUNCH + "return _k(x, y)"),
     "kernel function _k"),
    ("partial of a kernel helper called on the host", HEAD + "import functools\n" +
     "def _h(v, a):\n    return jnp.maximum(v, a)\n" + KERNEL % "_h(x_ref[...], 0.0)" +
     ENTRY % (LAUNCH + "return functools.partial(_h, a=0.0)(x)"), "kernel function _h"),
    ("kernel helper under another name", HEAD + "def _h(v):\n    return jnp.maximum(v, 0.0)\n" +
     KERNEL % "_h(x_ref[...])" + ENTRY % (LAUNCH + "f = _h\n    return f(x)"), "kernel function _h"),
    ("named partial of a kernel helper", HEAD + "import functools\n" +
     "def _h(v, a):\n    return jnp.maximum(v, a)\n" + KERNEL % "_h(x_ref[...], 0.0)" +
     ENTRY % (LAUNCH + "f = functools.partial(_h, a=0.0)\n    return f(x)"), "kernel function f"),
]


def main(platform_dir, examples):
    sys.path.insert(0, os.path.join(platform_dir, "check"))
    from km_pallas_policy import policy_violations
    with open(os.path.join(platform_dir, "platform.json"), encoding="utf-8") as f:
        policy = json.load(f)["python_policy"]
    files = sorted(glob.glob(os.path.join(examples, "*.py")))
    assert len(files) >= 6, files
    for path in files:
        with open(path, encoding="utf-8") as f:
            bad = policy_violations(ast.parse(f.read(), path), policy)
        assert not bad, (path, bad)
    failures = []
    for name, src, word in CASES:
        bad = policy_violations(ast.parse(src), policy)
        if word is None and bad:
            failures.append("%s: refused: %s" % (name, bad))
        elif word is not None and not any(word in b for b in bad):
            failures.append("%s: not refused for %r: %s" % (name, word, bad))
    assert not failures, "\n".join(failures)
    print("km_pallas_policy: %d sample kernels pass, %d cases as expected" % (len(files), len(CASES)))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
