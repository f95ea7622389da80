// SPDX-License-Identifier: Apache-2.0
// A strong reference to a Python object, and the pending exception as text (with traceback).
#pragma once

#include <Python.h>

#include <string>

namespace km::worker {

class PyRef {
 public:
  PyRef() = default;
  explicit PyRef(PyObject* o) : o_(o) {}  // takes a new reference (nullptr allowed)
  PyRef(const PyRef&) = delete;
  PyRef& operator=(const PyRef&) = delete;
  PyRef(PyRef&& r) noexcept : o_(r.o_) { r.o_ = nullptr; }
  PyRef& operator=(PyRef&& r) noexcept {
    std::swap(o_, r.o_);
    return *this;
  }
  ~PyRef() { Py_XDECREF(o_); }
  PyObject* get() const { return o_; }
  explicit operator bool() const { return o_ != nullptr; }

 private:
  PyObject* o_ = nullptr;
};

/// The pending Python exception formatted as traceback.format_exception does; clears it.
inline std::string py_error_text() {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  if (!type) return "(no Python exception)";
  PyErr_NormalizeException(&type, &value, &tb);
  PyRef t(type), v(value), b(tb);
  std::string text = "Python exception";
  PyRef mod(PyImport_ImportModule("traceback"));
  if (mod) {
    PyRef lines(PyObject_CallMethod(mod.get(), "format_exception", "OOO", type,
                                    value ? value : Py_None, tb ? tb : Py_None));
    PyRef empty(PyUnicode_FromString(""));
    PyRef joined(lines ? PyUnicode_Join(empty.get(), lines.get()) : nullptr);
    if (joined) text = PyUnicode_AsUTF8(joined.get());
  }
  PyErr_Clear();
  return text;
}

/// str(o), or "" when o is not a str.
inline std::string py_str(PyObject* o) {
  if (!o || !PyUnicode_Check(o)) return {};
  const char* s = PyUnicode_AsUTF8(o);
  return s ? s : "";
}

}  // namespace km::worker
