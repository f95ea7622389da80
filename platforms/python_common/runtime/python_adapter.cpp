// SPDX-License-Identifier: Apache-2.0
// The worker adapter of every Python-hosted platform (triton, pallas): an embedded CPython runs
// the platform's host glue (KM_PY_HOST_MODULE, e.g. km_triton_host.py; its Host class derives from
// km_py_host.PyHost), which imports the candidate's module and calls its entry on torch tensors
// over the arena's own pages (host) or on device copies between guard zones (cuda: triton run on
// an H200, benchmarks/results/h200/2026-12-02-session5). A platform compiles this file with:
//   KM_PY_PLATFORM "triton"    its name, for messages
//   KM_PY_ENV "KM_TRITON"      prefix of the run-time overrides <prefix>_PYTHON, <prefix>_HOST_DIR
//   KM_PY_PYTHON, KM_PY_HOST_DIR, KM_PY_HOST_MODULE, KM_PY_PLATFORM_JSON.
#include <chrono>
#include <cstdlib>
#include <cstring>

#include <unistd.h>

#include "py_ref.hpp"
#include "worker/adapter.hpp"

namespace km::worker {
namespace {

constexpr size_t kGuard = 4096;  // Arena::kGuardBytes: guard room before and after every slot

std::string env_or(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

std::string env_key(const char* suffix) { return std::string(KM_PY_ENV) + "_" + suffix; }

class PythonAdapter final : public Adapter {
 public:
  ~PythonAdapter() override = default;  // the interpreter lives until the process exits

  // Starts the interpreter of <KM_PY_ENV>_PYTHON (a venv's python: its site-packages) and has the
  // glue import torch and the DSL. Missing modules: SKIPPED; an interpreter that does not start:
  // HARNESS_ERROR.
  Availability availability() override {
    if (probed_) return avail_;
    probed_ = true;
    if (std::string e = start_interpreter(); !e.empty()) {
      avail_.fault = e;
      return avail_;
    }
    PyRef mod(PyImport_ImportModule(KM_PY_HOST_MODULE));
    PyRef events(mod ? PyObject_CallMethod(mod.get(), "audit_events_of", "s", KM_PY_PLATFORM_JSON) : nullptr);
    host_ = PyRef(events ? PyObject_CallMethod(mod.get(), "Host", "O", events.get()) : nullptr);
    PyRef probe(host_ ? PyObject_CallMethod(host_.get(), "probe", nullptr) : nullptr);
    if (!probe) {
      avail_.fault = std::string("the ") + KM_PY_PLATFORM + " host glue failed: " + py_error_text();
      return avail_;
    }
    avail_.skip = py_str(PyDict_GetItemString(probe.get(), "skip"));
    device_ = py_str(PyDict_GetItemString(probe.get(), "device"));
    PyObject* interpret = PyDict_GetItemString(probe.get(), "interpret");  // absent on a skip
    interpret_ = interpret && PyObject_IsTrue(interpret) == 1;
    // Optional keys (default: the interpreter's value, triton's behaviour): whether the candidate
    // reaches the arena's pages themselves (guard pages then report OUT_OF_BOUNDS), and whether
    // its runtime needs more than the strictest sandbox (a CUDA context, a JIT that runs ptxas).
    host_buffers_ = flag(probe.get(), "host_buffers", interpret_);
    relaxed_sandbox_ = flag(probe.get(), "relaxed_sandbox", !interpret_);
    if (PyObject* jit = PyDict_GetItemString(probe.get(), "jit_call_timeout_s"))
      jit_call_timeout_s_ = PyFloat_AsDouble(jit);
    return avail_;
  }

  std::string device_description() override { return device_; }
  nlohmann::json device_info() override {
    return {{"python", env_or(env_key("PYTHON").c_str(), KM_PY_PYTHON)},
            {std::string(KM_PY_PLATFORM) + "_interpreter", interpret_}};
  }
  // Triton's interpreter reads and writes the arena's pages through raw pointers
  // (triton/runtime/interpreter.py keeps CPU storages as they are), so guard pages catch it.
  bool host_buffers() const override { return host_buffers_; }
  double call_timeout_floor_s() const override { return jit_call_timeout_s_ > 0 ? jit_call_timeout_s_ : 0; }

  // relaxed_sandbox (default: on a GPU; triton on the H200, 2026-12-02): no address-space limit
  // (a CUDA context maps far more than 64 GiB), and processes allowed, since Triton's JIT runs
  // ptxas and a C compiler (its launcher) at a kernel's first launch; the audit hook still refuses
  // processes that candidate code starts. Otherwise the default, strictest policy holds.
  SandboxPolicy sandbox_policy(const std::string& scratch) override {
    SandboxPolicy p = Adapter::sandbox_policy(scratch);
    call_glue_obj("set_cache_dir", PyRef(PyUnicode_FromString(scratch.c_str())).get());
    if (relaxed_sandbox_) {
      p.max_address_space = 0;
      p.block_processes = false;
    }
    // A torch yardstick (KM_TORCH_YARDSTICK, set by the perf runner, never by a candidate) is our
    // code: torch.compile runs a C++ compiler on the CPU (inductor) and ptxas on a GPU, and torch's
    // CPU allocator and thread pools map more than the strictest limit allows.
    if (!env_or("KM_TORCH_YARDSTICK", "").empty()) {
      p.max_address_space = 0;
      p.block_processes = false;
    }
    return p;
  }

  // A worker may be sent "start" without "hello" (the harness asked an earlier one).
  std::string start_runtime() override {
    Availability a = availability();
    if (!a.fault.empty() || !a.skip.empty()) return a.fault.empty() ? a.skip : a.fault;
    return call_glue("start");
  }

  std::string load(const std::string& module_path) override {
    return call_glue("load", module_path.c_str(), task_of_module(module_path).c_str());
  }

  // A list tensor (Arg::items) reaches the entry as a Python list of tensors, one per item, each
  // over its own arena buffer like any other argument; its pointer array stays the harness's.
  bool list_tensors() const override { return true; }

  std::string bind(unsigned char* arena, size_t arena_bytes, const std::vector<Arg>& args) override {
    base_ = arena;
    bufs_.clear();  // every buffer in the glue's order: a list's items in its place, no table
    PyRef specs(PyList_New(0));
    for (size_t i = 0; i < args.size(); ++i) {
      const Arg& a = args[i];
      PyRef item;
      if (a.kind == Arg::Kind::ptr && !a.items.empty()) {
        PyRef items(PyList_New(0));
        for (size_t k = 0; k < a.items.size(); ++k) {
          PyRef one = buffer(a.items[k], arena_bytes);
          if (!one) return "argument " + std::to_string(i) + " (" + a.name + ") item " + std::to_string(k) +
                           ": " + (PyErr_Occurred() ? py_error_text() : "lacks guard room in the arena");
          PyList_Append(items.get(), one.get());
        }
        item = PyRef(Py_BuildValue("(ssO)", "list", a.name.c_str(), items.get()));
      } else if (a.kind == Arg::Kind::ptr) {
        item = buffer(a, arena_bytes);
        if (!item && !PyErr_Occurred()) return "argument " + std::to_string(i) + " lacks guard room in the arena";
      } else if (a.kind == Arg::Kind::i64) {
        item = PyRef(Py_BuildValue("(sLs)", "i64", static_cast<long long>(a.i64), a.name.c_str()));
      } else {
        item = PyRef(Py_BuildValue("(sds)", "f64", a.f64, a.name.c_str()));
      }
      if (!item) return "bind: " + py_error_text();
      PyList_Append(specs.get(), item.get());
    }
    return call_glue_obj("bind", specs.get());
  }

  int call() override {
    PyRef rc(PyObject_CallMethod(host_.get(), "call", nullptr));
    if (!rc) {
      glue_fault_ = py_error_text();
      return -1;
    }
    return static_cast<int>(PyLong_AsLong(rc.get()));
  }

  std::string prepare_timed_call(size_t set) override {
    if (!interpret_) return prepare_device(set);
    for (const Arg& a : bufs_) {
      unsigned char* p = base_ + a.offset;
      // Inputs, and in-place outputs (an output with sets: its initial values), get the set's
      // contents; other outputs the poison.
      if (!a.sets.empty()) {
        if (set >= a.sets.size()) return "input set " + std::to_string(set) + " does not exist";
        std::memcpy(p, base_ + a.sets[set], a.bytes);
      }
      if (a.output && a.sets.empty())
        for (size_t o = 0; o < a.bytes; ++o) p[o] = static_cast<unsigned char>(a.poison >> (8 * (o % 8)));
    }
    return {};
  }

  double timed_call(int* rc, double* tail_s) override {
    *tail_s = 0;
    if (!interpret_) {  // CUDA events on the glue's stream around the entry (km_triton_host.py)
      PyRef r(PyObject_CallMethod(host_.get(), "timed_call", nullptr));
      if (!r || !PyTuple_Check(r.get()) || PyTuple_Size(r.get()) != 3) {
        glue_fault_ = r ? "timed_call did not return (seconds, rc, tail seconds)" : py_error_text();
        *rc = -1;
        return 0;
      }
      *rc = static_cast<int>(PyLong_AsLong(PyTuple_GetItem(r.get(), 1)));
      *tail_s = PyFloat_AsDouble(PyTuple_GetItem(r.get(), 2));
      return PyFloat_AsDouble(PyTuple_GetItem(r.get(), 0));
    }
    auto t0 = std::chrono::steady_clock::now();
    *rc = call();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  // The entry's host time per timed call (Python and launch overhead, which the events leave
  // out) since the last reading; on the host path the adapter's clock times the whole call, so
  // there only what the JIT did ("jit": torch.compile's graphs and breaks on the CPU too; the
  // CPU records had none until session 34).
  nlohmann::json telemetry() override {
    if (!host_) return nlohmann::json::object();
    PyRef r(PyObject_CallMethod(host_.get(), "telemetry", nullptr));
    if (!r) {
      std::string e = py_error_text();
      return interpret_ ? nlohmann::json::object() : nlohmann::json{{"error", "telemetry: " + e}};
    }
    nlohmann::json j = nlohmann::json::parse(py_str(r.get()), nullptr, false);
    if (j.is_discarded()) return {{"error", "telemetry: not JSON"}};
    if (!interpret_) return j;
    nlohmann::json jit = j.value("jit", nlohmann::json());
    return jit.is_null() ? nlohmann::json::object() : nlohmann::json{{"jit", jit}};
  }

  std::string snapshot_outputs(size_t i) override {
    PyRef views(PyList_New(0));
    for (const Arg& a : bufs_) {
      if (!a.output) continue;
      if (i >= a.snapshots.size()) return "snapshot " + std::to_string(i) + " does not exist";
      if (interpret_)
        std::memcpy(base_ + a.snapshots[i], base_ + a.offset, a.bytes);
      else
        PyList_Append(views.get(), PyRef(view(a.snapshots[i], a.bytes)).get());
    }
    return interpret_ ? std::string() : call_glue_obj("snapshot", views.get());
  }
  std::string sync_snapshots(size_t) override { return {}; }
  std::string sync_back() override {
    if (!glue_fault_.empty())
      return std::string("the ") + KM_PY_PLATFORM + " host glue failed: " + std::exchange(glue_fault_, "");
    return call_glue("sync_back");
  }
  std::string call_error() override {
    PyRef e(PyObject_GetAttrString(host_.get(), "last_error"));
    std::string text = e ? py_str(e.get()) : std::string();
    PyErr_Clear();  // no such attribute, or text UTF-8 cannot hold (a lone surrogate)
    return text;
  }
  std::string forbidden_use() override {
    PyRef f(PyObject_GetAttrString(host_.get(), "forbidden"));
    return f ? py_str(f.get()) : std::string();
  }

  // The zygote's preload: the interpreter, the glue module, and the glue's module-level
  // preload() (torch's import; no device, no thread). A forked worker's availability() then
  // finds them in place.
  std::string preload() override {
    if (std::string e = start_interpreter(); !e.empty()) return e;
    PyRef mod(PyImport_ImportModule(KM_PY_HOST_MODULE));
    if (!mod) return std::string("import ") + KM_PY_HOST_MODULE + ": " + py_error_text();
    if (!PyObject_HasAttrString(mod.get(), "preload")) return {};
    PyRef r(PyObject_CallMethod(mod.get(), "preload", nullptr));
    return r ? std::string() : std::string(KM_PY_HOST_MODULE) + ".preload(): " + py_error_text();
  }
  // The glue's sources (our km_* modules) as imported: an edit to one makes the zygote stale.
  std::vector<std::string> preload_files() override {
    std::vector<std::string> files;
    PyObject* modules = PySys_GetObject("modules");  // borrowed
    PyObject *name, *mod;
    Py_ssize_t pos = 0;
    while (modules && PyDict_Next(modules, &pos, &name, &mod)) {
      if (py_str(name).rfind("km_", 0) != 0) continue;
      PyRef file(PyObject_GetAttrString(mod, "__file__"));
      if (file && PyUnicode_Check(file.get())) files.push_back(py_str(file.get()));
      PyErr_Clear();
    }
    return files;
  }
  void before_fork() override { PyOS_BeforeFork(); }
  void after_fork(bool child) override { child ? PyOS_AfterFork_Child() : PyOS_AfterFork_Parent(); }
  // os.environ is the interpreter's copy of the zygote's environment: it becomes the worker's
  // (the C environment, which the harness's request set), clear() first, since it unsets.
  std::string adopt_environment() override {
    std::vector<std::pair<std::string, std::string>> env;
    for (char** e = environ; *e; ++e) {
      const char* eq = std::strchr(*e, '=');
      if (eq) env.emplace_back(std::string(*e, static_cast<size_t>(eq - *e)), std::string(eq + 1));
    }
    PyRef os(PyImport_ImportModule("os"));
    PyRef environ_obj(os ? PyObject_GetAttrString(os.get(), "environ") : nullptr);
    PyRef cleared(environ_obj ? PyObject_CallMethod(environ_obj.get(), "clear", nullptr) : nullptr);
    if (!cleared) return "os.environ: " + py_error_text();
    for (const auto& [k, v] : env) {
      PyRef key(PyUnicode_DecodeFSDefault(k.c_str())), val(PyUnicode_DecodeFSDefault(v.c_str()));
      if (!key || !val || PyObject_SetItem(environ_obj.get(), key.get(), val.get()) != 0)
        return "os.environ[" + k + "]: " + py_error_text();
    }
    return {};
  }

 private:
  // The interpreter of <KM_PY_ENV>_PYTHON (a venv's python: its site-packages) with the glue's
  // folder first on sys.path; once per process (a zygote's child finds it started).
  std::string start_interpreter() {
    if (Py_IsInitialized()) return {};
    const std::string python = env_or(env_key("PYTHON").c_str(), KM_PY_PYTHON);
    PyConfig config;
    PyConfig_InitPythonConfig(&config);
    config.install_signal_handlers = 0;  // the worker's SIGSEGV/SIGBUS guard-page handlers stay
    config.parse_argv = 0;
    PyConfig_SetBytesString(&config, &config.program_name, python.c_str());
    PyConfig_SetBytesString(&config, &config.executable, python.c_str());
    PyStatus st = Py_InitializeFromConfig(&config);
    PyConfig_Clear(&config);
    if (PyStatus_Exception(st))
      return "the Python interpreter " + python + " did not start: " + (st.err_msg ? st.err_msg : "?");
    PyRef sys_path(PySys_GetObject("path"));
    Py_XINCREF(sys_path.get());
    PyRef dir(PyUnicode_FromString(env_or(env_key("HOST_DIR").c_str(), KM_PY_HOST_DIR).c_str()));
    PyList_Insert(sys_path.get(), 0, dir.get());
    return {};
  }

  static std::string task_of_module(const std::string& path) {
    // <modules>/<model>/<platform>/<task>[.s<k>].py: the entry is the task's name.
    std::string stem = path.substr(path.find_last_of('/') + 1);
    stem = stem.substr(0, stem.size() - 3);
    size_t dot = stem.find('.');
    return dot == std::string::npos ? stem : stem.substr(0, dot);
  }

  // One buffer's bind tuple ("ptr", name, dtype, shape, output, memoryview incl. guards), kept in
  // bufs_; null without a Python error where it lacks guard room in the arena.
  PyRef buffer(const Arg& a, size_t arena_bytes) {
    if (a.offset < kGuard || a.offset + a.bytes + kGuard > arena_bytes) return PyRef(nullptr);
    PyRef shape(PyList_New(0));
    for (int64_t d : a.shape) PyList_Append(shape.get(), PyRef(PyLong_FromLongLong(d)).get());
    bufs_.push_back(a);
    return PyRef(Py_BuildValue("(sssOON)", "ptr", a.name.c_str(), a.dtype.c_str(), shape.get(),
                               a.output ? Py_True : Py_False, view(a.offset - kGuard, a.bytes + 2 * kGuard)));
  }

  PyObject* view(size_t offset, size_t bytes) {
    return PyMemoryView_FromMemory(reinterpret_cast<char*>(base_ + offset),
                                   static_cast<Py_ssize_t>(bytes), PyBUF_WRITE);
  }

  // Device input sets and poisons: per ptr argument, its sets' memoryviews and its poison.
  std::string prepare_device(size_t set) {
    PyRef sets(PyList_New(0)), poisons(PyList_New(0));
    for (const Arg& a : bufs_) {
      PyRef per(PyList_New(0));
      for (size_t off : a.sets) PyList_Append(per.get(), PyRef(view(off, a.bytes)).get());
      PyList_Append(sets.get(), per.get());
      PyList_Append(poisons.get(), PyRef(PyLong_FromUnsignedLongLong(a.poison)).get());
    }
    PyRef r(PyObject_CallMethod(host_.get(), "prepare", "OnO", sets.get(),
                                static_cast<Py_ssize_t>(set), poisons.get()));
    return r ? py_str(r.get()) : "prepare: " + py_error_text();
  }

  // A glue method returning "" or an error; a Python exception there is the harness's fault.
  std::string call_glue(const char* method, const char* a = nullptr, const char* b = nullptr) {
    PyRef r(a ? PyObject_CallMethod(host_.get(), method, "ss", a, b)
              : PyObject_CallMethod(host_.get(), method, nullptr));
    return r ? py_str(r.get()) : std::string(method) + ": " + py_error_text();
  }
  std::string call_glue_obj(const char* method, PyObject* arg) {
    PyRef r(PyObject_CallMethod(host_.get(), method, "O", arg));
    return r ? py_str(r.get()) : std::string(method) + ": " + py_error_text();
  }

  static bool flag(PyObject* dict, const char* key, bool fallback) {
    PyObject* v = PyDict_GetItemString(dict, key);
    return v ? PyObject_IsTrue(v) == 1 : fallback;
  }

  bool probed_ = false, interpret_ = false, host_buffers_ = false, relaxed_sandbox_ = false;
  double jit_call_timeout_s_ = 0;  // probe()'s "jit_call_timeout_s": a JIT's first launches
  Availability avail_;
  std::string device_, glue_fault_;
  PyRef host_;
  std::vector<Arg> bufs_;  // the call's buffers, a list's items each in its place (bind)
  unsigned char* base_ = nullptr;
};

}  // namespace

std::unique_ptr<Adapter> make_platform_adapter() { return std::make_unique<PythonAdapter>(); }

}  // namespace km::worker
