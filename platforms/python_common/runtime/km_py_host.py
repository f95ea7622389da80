# SPDX-License-Identifier: Apache-2.0
"""The generic half of a Python-hosted platform's worker glue (never candidate code), shared by
platforms/triton (km_triton_host.Host) and platforms/pallas (km_pallas_host.Host), run by the
embedded interpreter of python_adapter.cpp.

PyHost arms the audit hook and imports the candidate (load), wraps the arena's buffers as torch
tensors without copies (host) or device copies between guard zones (cuda) (bind), calls the entry
(call, through _invoke, which a platform overrides to convert arguments and results), times it with
CUDA events on the harness's stream, and copies device buffers back (sync_back, prepare, snapshot).
A subclass supplies probe() (imports its DSL, says "interpret" and the device) and
trusted_dirs() (the packages whose own file writes and processes the GPU path lets through).
"""
import importlib.util
import os
import sys
import time
import traceback

class one_blas_thread:
    """A worker zygote's preload imports under this (with one_blas_thread(): import torch):
    numpy's OpenBLAS would start its thread pool as torch or jax imports numpy, and a process with
    threads cannot fork safely (the zygote refuses to serve then). OPENBLAS_NUM_THREADS is 1 while
    inside and put back after; forked workers keep a one-thread numpy BLAS, which neither
    candidates (they may not import numpy) nor the glue use for compute."""

    def __enter__(self):
        self.saved = os.environ.get("OPENBLAS_NUM_THREADS")
        os.environ["OPENBLAS_NUM_THREADS"] = "1"

    def __exit__(self, *exc):
        if self.saved is None:
            del os.environ["OPENBLAS_NUM_THREADS"]
        else:
            os.environ["OPENBLAS_NUM_THREADS"] = self.saved


GUARD = 4096  # Arena::kGuardBytes: memoryviews start GUARD bytes before each buffer

TORCH_DTYPES = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16", "fp64": "float64",
                "i64": "int64", "i32": "int32", "u8": "uint8", "i8": "int8", "bool": "bool",
                "fp8e4m3": "float8_e4m3fn", "fp8e5m2": "float8_e5m2",  # torch's and jnp's names
                "c64": "complex64", "c128": "complex128"}


class PyHost:
    platform = "python"  # a subclass's platform name, for messages
    # The entry's kernels go on the harness's stream behind the queued flush (timed_call): false
    # where they run on a stream of the DSL's own after a wait (pallas), so no launch is "late".
    queued_launch = True
    # KM_PY_TIMER's default: "queued" or "sync" (the two timers, described below above timed_call).
    default_timer = "queued"

    def __init__(self, audit_events):
        self.audit_events = tuple(audit_events)
        # The hook runs for every audited event of the process, timed calls included: two cheap
        # tests decide most events (an exact name, or a prefix such as "socket.").
        self.audit_exact = frozenset(e for e in audit_events if not e.endswith("."))
        self.audit_prefixes = tuple(e for e in audit_events if e.endswith("."))
        self.forbidden = ""
        self.last_error = ""  # the last call's exception, "Type: message" (call_error)
        self.armed = False
        self.entry = None
        self.tensors = []  # (output, name, view over the arena incl. guards, tensor, device copy)
        self.args = []
        self.names = []  # each argument's name (tensors, sizes, params)
        self.interpret = True
        self.tail_probe = None  # KM_PY_TAIL_PROBE's measurements (_probe_tail)
        import sysconfig
        self.stdlib = sysconfig.get_paths()["stdlib"]

    # ---- before the sandbox -------------------------------------------------------------
    def trusted_dirs(self):
        """Package folders whose own operations the GPU path's hook lets through (a JIT's cache
        and its compiler processes). The candidate cannot call into them directly: its platform's
        python_policy allows only the DSL's public kernel API."""
        return ()

    def cuda_device(self):
        """CTest hands a test its GPU as CTEST_RESOURCE_GROUP_0_GPUS="id:1,slots:1" (as cuda)."""
        group = os.environ.get("CTEST_RESOURCE_GROUP_0_GPUS", "")
        index = int(group.split("id:")[1].split(",")[0]) if "id:" in group else 0
        self.torch.cuda.set_device(index)
        return self.torch.device("cuda", index)

    def start(self):
        """GPU: a stream of the harness's own that every call and timer uses."""
        sys.dont_write_bytecode = True
        # Processes we start (inductor's C++ compiler, Triton's ldconfig, ptxas and launcher build):
        # CPython's vfork child resets every signal handler, SIGSYS's too, which the seccomp filter
        # trapped (rt_sigaction(SIGSYS)): g++ died of SIGSYS before its exec and inductor reported
        # "No working C++ compiler"; on the H200 ldconfig died the same way. Two fixes: where
        # processes are allowed the filter now answers that call with EPERM (sandbox.cpp), and a
        # plain fork leaves the handlers to exec in any case.
        import subprocess
        subprocess._USE_VFORK = False
        if not self.interpret:
            self.stream = self.torch.cuda.Stream(self.device)
            # Evicts the L2 before each timed call (the H200's is 60 MiB): 256 MiB zeroed.
            self.flush = self.torch.empty(256 << 20, dtype=self.torch.uint8, device=self.device)
            self.start_ev = self.torch.cuda.Event(enable_timing=True)
            self.stop_ev = self.torch.cuda.Event(enable_timing=True)
            self.flush_value = 0
            # KM_PY_TIMER: "queued" (the default) or "sync", the two timers below timed_call.
            self.queued = os.environ.get("KM_PY_TIMER", self.default_timer) == "queued"
            # About 100 us at the H200's 1.98 GHz; doubled whenever a launch comes late.
            self.spin_cycles = 200_000 if hasattr(self.torch.cuda, "_sleep") else 0
            self.entry_host_s, self.late_calls, self.raw_tails = [], 0, []
            if os.environ.get("KM_PY_TAIL_PROBE") == "1":
                self.tail_probe, self.tail_probe_start = {}, self._probe_start()
            # The floor is measured again at the first prepare, inside the sandbox where the tails
            # are measured (start() runs before the worker enters it); both go to telemetry().
            self.sync_floor_start_s = self._sync_floor() if self.queued else 0.0
            self.sync_floor_s = None
        return ""

    def _sync_floor(self, after_kernel=False):
        """What the tail's device-wide synchronize costs the host when nothing is left to wait
        for (median of 21, after an event on the harness's stream completed). The queued timer
        on the H200 (session 7) saw a median tail of 52-60 us behind a 36 us Triton relu, 3 of 5
        runs TIMING_ANOMALY: the tail counts only what exceeds this floor. Measured before the
        sandbox, the floor was 5-9 us (so was a plain synchronize in sync_cost_probe.py), and the
        tails stayed at 53-58 us: 5 of 5 runs passed, 1-2 us under the 50 us TIMING_ANOMALY
        floor. Whether the rest is the sandbox's cost (seccomp on each driver call) or device
        work is not yet measured: hence the second floor, taken inside the sandbox. Session 9 ruled
        the sandbox out (tails of 52-54 us with it, 53.4-53.6 us without, floors 5-9 us): with
        `after_kernel` a small kernel of the harness's own runs on the stream before each
        measurement, as the entry's kernels do before a timed call's tail. Session 10 found the
        rest: torch.cuda.synchronize's Python wrapper (see _device_sync)."""
        torch, out = self.torch, []
        for k in range(21):
            if after_kernel:
                with torch.cuda.stream(self.stream):
                    self.flush[:1 << 20].fill_(k)
            self.stop_ev.record(self.stream)
            self.stop_ev.synchronize()
            h = time.perf_counter()
            self._device_sync()
            out.append(time.perf_counter() - h)
        return sorted(out)[len(out) // 2]

    def _device_sync(self):
        """The tail's device-wide synchronize: cudaDeviceSynchronize on the worker's device, which
        waits for every stream (work a candidate hid on another stream too), without
        torch.cuda.synchronize's Python wrapper (a device guard around the same call). Inside the
        worker on the H200 the wrapper's first call after a timed call took 56-77 us, the bare
        call 6-23 us (KM_PY_TAIL_PROBE, benchmarks/results/h200/2026-12-02-session10); outside
        the worker both took 3-8 us. The wrapper, not device work, made the 47-55 us tails behind
        an honest 36 us Triton relu, 0.2 us under the 50 us TIMING_ANOMALY floor."""
        c = self.torch._C
        if not hasattr(c, "_cuda_synchronize"):  # another torch: the public call
            self.torch.cuda.synchronize(self.device)
            return
        if c._cuda_getDevice() != self.device.index:  # the entry switched devices
            c._cuda_setDevice(self.device.index)
        c._cuda_synchronize()

    def set_cache_dir(self, scratch):
        """Temporary files (a JIT's builds) under the scratch folder, the one place the sandbox
        lets the worker write; a subclass adds its DSL's cache folders."""
        if scratch:
            import tempfile
            os.environ["TMPDIR"] = scratch
            tempfile.tempdir = scratch
        return ""

    # ---- the candidate ------------------------------------------------------------------
    def _internal(self):
        """Whether the audited operation comes from a trusted package's own code: the first frame
        outside the standard library is in one of trusted_dirs(). Called only for events that
        would be refused: sys._getframe is itself an audit event, so calling it for every event
        recursed without end (RecursionError on the H200, where every import after load() failed
        and every Triton case was LOAD_ERROR, 2026-12-02)."""
        trusted = tuple(self.trusted_dirs())
        if not trusted:
            return False
        try:
            f = sys._getframe(2)
        except ValueError:  # no Python caller: the worker's own C code
            return False
        # os, posixpath and importlib are frozen ("<frozen os>"): standard library too.
        while f is not None and f.f_code.co_filename.startswith((self.stdlib, "<frozen ")):
            f = f.f_back
        return f is not None and f.f_code.co_filename.startswith(trusted)

    def _audit(self, event, args):
        if not self.armed:
            return
        name = event
        if event == "open":
            mode = args[1] if len(args) > 1 and isinstance(args[1], str) else "r"
            flags = args[2] if len(args) > 2 and isinstance(args[2], int) else 0
            if not any(c in mode for c in "wax+") and not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                return
            name = "open:write"
        if name not in self.audit_exact and not name.startswith(self.audit_prefixes):
            return
        if self.interpret is False and self._internal():
            return
        if not self.forbidden:
            self.forbidden = "%s (%s) at run time (python_policy.runtime_audit_events)" % (
                event, ", ".join(repr(a)[:80] for a in args[:2]))
        raise PermissionError("kernelmark: %s is forbidden on platform %s" % (event, self.platform))

    def load(self, path, task):
        sys.addaudithook(self._audit)
        self.armed = True
        try:
            spec = importlib.util.spec_from_file_location("km_candidate_" + task, path)
            mod = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = mod  # triton.jit looks its functions' module up here
            spec.loader.exec_module(mod)
        except BaseException:
            return "importing %s raised:\n%s" % (path, traceback.format_exc())
        self.entry = getattr(mod, task, None)
        if not callable(self.entry):
            return "%s defines no function %s" % (path, task)
        return ""

    # ---- buffers ------------------------------------------------------------------------
    def bind(self, specs):
        """specs: [("ptr", name, dtype, shape, output, memoryview incl. guards)
                   | ("list", name, [ptr specs, one per item]) | ("i64"|"f64", value, name)].
        A list tensor becomes a Python list of the items' tensors; self.tensors holds every
        buffer, a list's items in its place, in the order of python_adapter.cpp's bufs_."""
        self.tensors, self.args, self.names = [], [], []
        self.dev_sets = {}  # (argument, set) -> the input set's device copy, made once per bind
        for s in specs:
            self.names.append(s[1] if s[0] in ("ptr", "list") else s[2] if len(s) > 2 else "")
            if s[0] == "list":
                self.args.append([self._buffer(item) for item in s[2]])
            elif s[0] == "ptr":
                self.args.append(self._buffer(s))
            else:
                self.args.append(s[1])
        return ""

    def _buffer(self, spec):
        """One buffer's tensor, over the arena's pages (host) or a device copy (GPU)."""
        torch = self.torch
        _, name, dtype, shape, output, view = spec
        tdtype = getattr(torch, TORCH_DTYPES[dtype])
        whole = torch.frombuffer(view, dtype=torch.uint8)  # no copy: the arena's pages
        nbytes = len(view) - 2 * GUARD
        if self.interpret:
            mem = whole
            # The tensor's storage is its own bytes, not a view of `whole`: torch.compile
            # writes an in-place input that is a view through its base, and a base holding the
            # guard zones reaches the protected page of the cases laid out against one (blas
            # syrk's C through as_strided: every such drawn case of blas_syrk_complex_c128 an
            # OUT_OF_BOUNDS of torch.compile's on the CPU, 2026-12-05).
            t = torch.frombuffer(view[GUARD:GUARD + nbytes], dtype=tdtype).view(shape) \
                if nbytes else torch.empty(shape, dtype=tdtype)
        else:
            mem = torch.empty(len(view), dtype=torch.uint8, device=self.device)
            mem.copy_(whole)
            t = own_device_bytes(torch, mem, nbytes).view(tdtype).view(shape) if nbytes else \
                torch.empty(shape, dtype=tdtype, device=self.device)
        self.tensors.append((output, name, whole, t, mem))
        return t

    def _invoke(self):
        """One call of the entry on self.args; its return value (a subclass converts)."""
        return self.entry(*self.args)

    # A candidate's exception text goes into records and the report: one line, this long at most.
    ERROR_CHARS = 400

    def call(self):
        """The entry's status: 0, or non-zero (a returned int, or 1 after an exception, whose
        type and message are kept in last_error for the record; the traceback goes to stderr,
        which the test's output shows)."""
        self.last_error = ""
        try:
            if self.interpret:
                rc = self._invoke()
            else:
                with self.torch.cuda.stream(self.stream):
                    rc = self._invoke()
        except BaseException as e:
            traceback.print_exc()
            sys.stderr.flush()
            self.last_error = self.describe_error(e)
            return 1
        return 0 if rc is None else int(rc) if isinstance(rc, int) else 2

    @classmethod
    def describe_error(cls, e):
        """'Type: message' of an exception on one line, cut to ERROR_CHARS (the candidate wrote
        it: it is data, never a verdict)."""
        try:
            text = "".join(traceback.format_exception_only(type(e), e)).strip()
        except BaseException:  # a message whose __str__ raises
            text = type(e).__name__
        text = " ".join(text.split())
        return text if len(text) <= cls.ERROR_CHARS else text[:cls.ERROR_CHARS - 3] + "..."

    def sync_back(self):
        if not self.interpret:
            self.stream.synchronize()
            for _, _, whole, _, mem in self.tensors:
                whole.copy_(mem.cpu())
        return ""

    # ---- timing (cuda; the host path is timed by the C++ adapter) -----------------------
    # Two timers. "queued" (triton's default since session 7) does what cuda_adapter.cpp does: every
    # input set uploaded once, then before each call the set copy, poison, flush and a short spin
    # are queued on the harness's stream and not waited for, so the start event fires with the
    # entry's kernels queued behind it (as nvbench and triton.testing.do_bench); a call whose
    # start event fired before the entry returned counts as late and doubles the spin. On the
    # H200 (benchmarks/results/h200/2026-12-02-session7): a Triton relu (n = 2^24) 36.1 us, CV
    # 0.15% over 5 runs (the same module back to back outside the harness: 36.8 us a call;
    # do_bench 39.4 us, whose events include the gap while the host launches after its flush);
    # a Triton matmul 2048^3 fp32 422 us, CV 0.22%, 1.010x do_bench. "sync" (KM_PY_TIMER=sync):
    # before each timed call the input set is copied from the host and the outputs poisoned, the
    # L2 flushed, and the device waited for; then CUDA events around the entry. It times the
    # entry's launch latency after an idle GPU: the same relu timed 222-354 us (session 6). Both
    # report the entry's host time (Python and launch overhead) in telemetry().
    def timed_call(self):
        """(seconds between CUDA events on the harness's stream, rc, seconds the device still
        worked after the stop event: work the events missed, e.g. on another stream)."""
        self.start_ev.record(self.stream)
        h0 = time.perf_counter()
        rc = self.call()
        h1 = time.perf_counter()
        self.entry_host_s.append(h1 - h0)
        if not self.queued:
            self.stop_ev.record(self.stream)
            self.stop_ev.synchronize()
            return self.start_ev.elapsed_time(self.stop_ev) / 1e3, rc, 0.0
        # Still queued when the entry returned, or the launch was late and partly timed.
        late = self.queued_launch and self.start_ev.query()
        self.stop_ev.record(self.stream)
        self.stop_ev.synchronize()
        if self.tail_probe is not None:
            raw = self._probe_tail()
        else:
            h2 = time.perf_counter()
            self._device_sync()
            raw = time.perf_counter() - h2
        self.raw_tails.append(raw)
        tail = max(0.0, raw - (self.sync_floor_s or 0.0))
        if late:
            self.late_calls += 1
            self.spin_cycles = min(self.spin_cycles * 2, 1 << 24)
        return self.start_ev.elapsed_time(self.stop_ev) / 1e3, rc, tail

    # KM_PY_TAIL_PROBE=1 (diagnostics, benchmarks/h200): the first synchronize after the stop event
    # rotates over four ways, each timed; the tail's own (_device_sync) follows and is the tail.
    # Outside the worker the raw tail behind the example relu was 7-8 us in every variant (guard,
    # audit hook, spin off; python_tail_probe.py), inside it 47-55 us with the public wrapper.
    TAIL_WAYS = ("torch.cuda.synchronize", "torch._C._cuda_synchronize", "stream.synchronize",
                 "time.sleep(0)")

    def _probe_tail(self):
        torch, k = self.torch, len(self.raw_tails) % len(self.TAIL_WAYS)
        way = self.TAIL_WAYS[k]
        h = time.perf_counter()
        if k == 0:
            torch.cuda.synchronize(self.device)
        elif k == 1:
            torch._C._cuda_synchronize()
        elif k == 2:
            self.stream.synchronize()
        else:
            time.sleep(0)
        self.tail_probe.setdefault(way, []).append(time.perf_counter() - h)
        h = time.perf_counter()
        self._device_sync()
        return time.perf_counter() - h

    def _probe_start(self):
        """The worker's scheduling context, read in start() (before the sandbox, whose filter
        may refuse the calls that read it)."""
        out = {"cpus": len(os.sched_getaffinity(0)), "sched_policy": os.sched_getscheduler(0),
               "nice": os.getpriority(os.PRIO_PROCESS, 0)}
        try:
            with open("/proc/self/timerslack_ns") as f:
                out["timerslack_ns"] = int(f.read())
        except OSError as e:
            out["timerslack_ns"] = str(e)
        return out

    def _probe_context(self):
        """The tail probe's telemetry: the start context, threads now, each way's median."""
        out = dict(self.tail_probe_start)
        import threading
        out["python_threads"] = threading.active_count()
        try:
            out["os_threads"] = len(os.listdir("/proc/self/task"))
        except OSError as e:
            out["os_threads"] = str(e)
        med = lambda v: round(sorted(v)[len(v) // 2] * 1e6, 2)
        out["first_sync_us"] = {w: med(v) for w, v in self.tail_probe.items()}
        out["second_sync_us"] = med(self.raw_tails) if self.raw_tails else None
        self.tail_probe = {}
        return out

    def prepare(self, sets_per_arg, set_index, poisons):
        """Input set `set_index` into the inputs, outputs poisoned, the L2 flushed: waited for
        (sync), or queued on the harness's stream with a spin that covers the entry's launch."""
        torch = self.torch
        if not self.queued:
            for (output, _, _, t, mem), sets, poison in zip(self.tensors, sets_per_arg, poisons):
                n = t.numel() * t.element_size()
                # An output with sets is in-place: its initial values, not the poison.
                if sets:
                    mem[GUARD:GUARD + n].copy_(torch.frombuffer(sets[set_index], dtype=torch.uint8))
                if output and not sets:
                    pattern = torch.tensor(list(poison.to_bytes(8, "little")), dtype=torch.uint8)
                    mem[GUARD:GUARD + n].copy_(pattern.repeat(n // 8 + 1)[:n])
            self.flush.zero_()
            torch.cuda.synchronize(self.device)
            return ""
        if not self.dev_sets:  # every set at once: an upload before a call would idle the GPU
            for i, ((output, _, _, t, _), sets) in enumerate(zip(self.tensors, sets_per_arg)):
                if t.numel() and sets:
                    for k, view in enumerate(sets):
                        self.dev_sets[(i, k)] = torch.frombuffer(view, dtype=torch.uint8).to(self.device)
            torch.cuda.synchronize(self.device)
        if self.sync_floor_s is None:  # the device is idle here: the sets are uploaded and waited for
            self.sync_floor_idle_s = self._sync_floor()
            self.sync_floor_kernel_s = self._sync_floor(after_kernel=True)
            # A tail counts what exceeds the larger floor: the harness's own kernel pays it too.
            self.sync_floor_s = max(self.sync_floor_idle_s, self.sync_floor_kernel_s)
        with torch.cuda.stream(self.stream):
            for i, ((output, _, _, t, mem), sets, poison) in enumerate(
                    zip(self.tensors, sets_per_arg, poisons)):
                n = t.numel() * t.element_size()
                if not n:
                    continue
                if sets:
                    mem[GUARD:GUARD + n].copy_(self.dev_sets[(i, set_index)])
                if output and not sets:
                    poison_fill(torch, mem[GUARD:GUARD + n], poison)
            self.flush_value = (self.flush_value + 1) % 256
            self.flush.fill_(self.flush_value)
            if self.spin_cycles:
                torch.cuda._sleep(self.spin_cycles)
        return ""

    def telemetry(self):
        """JSON: the entry's host time over the timed calls since the last reading, and how
        many calls launched late (their start event had fired before the entry returned)."""
        import json
        calls = sorted(getattr(self, "entry_host_s", ()))  # none on the host path (interpret)
        out = {}
        if calls:
            q = lambda f: round(calls[min(len(calls) - 1, int(f * len(calls)))] * 1e6, 2)
            out = {"entry_host_us": {"median": q(0.5), "p10": q(0.1), "p90": q(0.9),
                                     "calls": len(calls)},
                   "timer": "queued" if self.queued else "sync"}
            if self.queued and self.queued_launch:
                out.update(late_launches=self.late_calls, spin_cycles=self.spin_cycles)
            if self.queued and self.raw_tails:
                out.update(tail_raw_us_median=round(sorted(self.raw_tails)[len(self.raw_tails) // 2] * 1e6, 2),
                           sync_floor_us=round((self.sync_floor_s or 0.0) * 1e6, 2),
                           sync_floor_idle_us=round(getattr(self, "sync_floor_idle_s", 0.0) * 1e6, 2),
                           sync_floor_after_kernel_us=round(getattr(self, "sync_floor_kernel_s", 0.0) * 1e6, 2),
                           sync_floor_before_sandbox_us=round(self.sync_floor_start_s * 1e6, 2))
            if self.tail_probe is not None:
                out["tail_probe"] = self._probe_context()
        self.entry_host_s, self.late_calls, self.raw_tails = [], 0, []
        return json.dumps(out)

    def snapshot(self, views):
        """Device: copy each output into its arena snapshot slot (memoryviews)."""
        outs = [t for (output, _, _, t, _) in self.tensors if output]
        for t, v in zip(outs, views):
            self.torch.frombuffer(v, dtype=self.torch.uint8).copy_(t.view(-1).view(self.torch.uint8).cpu())
        return ""


class _DeviceBytes:
    """`nbytes` bytes of a device allocation from offset GUARD, exported by CUDA's array
    interface; it holds the allocation, and the tensor made from it holds this object."""

    def __init__(self, mem, nbytes):
        self.mem = mem
        self.__cuda_array_interface__ = {"shape": (nbytes,), "typestr": "|u1", "version": 2,
                                         "data": (mem.data_ptr() + GUARD, False)}


def own_device_bytes(torch, mem, nbytes):
    """The buffer's bytes in `mem` (guard, buffer, guard on the device) as a uint8 tensor whose
    storage starts at the buffer: the same memory, storage offset 0, as the host path's tensors.
    A view of `mem` has storage offset GUARD / itemsize, and torch.compile miscompiles such an
    input where the semantics reaches its storage: on the H200 (2026-12-05, session 24)
    concat_and_cache_mla f16/bf16 raised in inductor (as_strided_scatter ... storage offset 2048
    ... out of bounds for storage of size 4) and strided_copy f32/f16, whose as_strided adds
    x.storage_offset(), read the wrong element (WRONG_RESULT with tolerance 0); eager passes
    both. Where torch cannot wrap the pointer, the view, as before (never a copy: guard writes
    must land in `mem`, which the harness checks)."""
    try:
        t = torch.as_tensor(_DeviceBytes(mem, nbytes), device=mem.device)
        if t.data_ptr() == mem.data_ptr() + GUARD and t.storage_offset() == 0 and t.numel() == nbytes:
            return t
    except (TypeError, ValueError, RuntimeError):
        pass
    return mem[GUARD:GUARD + nbytes]


def poison_fill(torch, region, poison):
    """Fills a device uint8 region with the 8-byte little-endian poison pattern, repeated, as the
    host path does byte by byte: one int64 fill, then at most 7 single-byte fills for the tail."""
    n = region.numel()
    whole = n // 8 * 8
    if whole:
        region[:whole].view(torch.int64).fill_(poison - (1 << 64) if poison >= 1 << 63 else poison)
    for j in range(whole, n):
        region[j].fill_((poison >> (8 * (j % 8))) & 0xFF)


def audit_events_of(platform_json):
    """python_policy.runtime_audit_events.events of a platform.json."""
    import json
    with open(platform_json, encoding="utf-8") as f:
        return json.load(f)["python_policy"]["runtime_audit_events"]["events"]
