// SPDX-License-Identifier: Apache-2.0
// Writes a task's cases as files an independent implementation can be run on: each case's inputs
// (the values the harness feeds a kernel, already rounded to their dtypes) and the reference's
// expected outputs, as float64 .npy, with a case.json naming sizes, params and dtypes. The xcheck
// self-test evaluates each spec's `semantics` with PyTorch on them (tests/xcheck/xcheck.py).
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/npy.hpp"
#include "core/tensor.hpp"

namespace km::cli {

namespace {

RefTensor as_double(const HostTensor& t) {
  RefTensor r;
  r.shape = t.shape;
  const DType ct = component_of(t.dtype);  // complex: its real view, shape + [2]
  if (is_complex(t.dtype)) r.shape.push_back(2);
  r.values.resize(static_cast<size_t>(numel_of(r.shape)));
  for (size_t i = 0; i < r.values.size(); ++i)
    r.values[i] = load_as(ct, t.bytes.data() + i * dtype_size(ct));
  return r;
}

nlohmann::json tensor_entry(const std::string& file, const std::string& name, DType dt,
                            const std::vector<int64_t>& shape) {
  return {{"name", name}, {"file", file}, {"dtype", dtype_name(dt)}, {"shape", shape}};
}

}  // namespace

int cmd_cases(int argc, char** argv) {
  Args a(argc, argv, 2, {"spec", "dtype", "out", "sets", "seed"}, {"variants"});
  Spec s = load_spec(a.get("spec"));
  Task t = task_of(s, a.get("dtype"));
  const std::filesystem::path out = a.get("out");
  const uint64_t seed = std::stoull(a.get_or("seed", "101"));
  std::vector<std::string> sets;
  // By default the small and drawn sets, and the zero-size cases where the spec has them (xcheck
  // holds torch's answer on an empty tensor against the reference's too).
  const std::string fallback = s.shapes.count("empty") ? "small,drawn,empty" : "small,drawn";
  for (std::string rest = a.get_or("sets", fallback); !rest.empty();) {
    size_t comma = rest.find(',');
    sets.push_back(rest.substr(0, comma));
    rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
  }
  struct Planned {
    ShapeCase c;
    const InputVariant* variant;
  };
  std::vector<Planned> plan;
  for (const std::string& set : sets) {
    if (set == "drawn") {
      for (ShapeCase& c : drawn_cases(s, seed)) plan.push_back({c, nullptr});
      continue;
    }
    if (!s.shapes.count(set))
      throw ArgError("--sets: " + s.file.string() + " has no shape set '" + set + "'");
    for (const ShapeCase& c : s.shapes.at(set)) plan.push_back({c, nullptr});
  }
  if (a.has("variants"))
    for (const InputVariant& v : s.variants)
      for (const std::string& set : v.sets)
        if (set != "drawn" && s.shapes.count(set) && v.applies_to(t.dtype))
          for (const ShapeCase& c : s.shapes.at(set)) plan.push_back({c, &v});

  std::filesystem::create_directories(out);
  nlohmann::json index = nlohmann::json::array();
  for (size_t k = 0; k < plan.size(); ++k) {
    const auto& [c, variant] = plan[k];
    const std::filesystem::path dir = out / std::to_string(k);
    std::filesystem::create_directories(dir);
    std::vector<HostTensor> in = make_inputs(t, c.values, seed, variant);
    std::vector<RefTensor> expected = run_reference(t, c.values, in);
    std::vector<HostTensor> shells = make_outputs(t, c.values);
    nlohmann::json rec = {{"task", t.name()},
                          {"semantics", s.semantics},
                          {"set", c.set},
                          {"index", c.index},
                          {"seed", seed},
                          {"variant", variant ? variant->name : ""},
                          {"values", nlohmann::json::object()},
                          {"int_params", nlohmann::json::array()},
                          {"inputs", nlohmann::json::array()},
                          {"outputs", nlohmann::json::array()}};
    for (const auto& [name, v] : c.values) rec["values"][name] = v;
    for (const ParamSpec& p : s.params)
      if (p.is_int) rec["int_params"].push_back(p.name);
    for (const HostTensor& h : in) {
      write_npy(dir / (h.name + ".npy"), as_double(h));
      rec["inputs"].push_back(tensor_entry(h.name + ".npy", h.name, h.dtype, h.shape));
    }
    for (size_t o = 0; o < shells.size(); ++o) {
      write_npy(dir / (shells[o].name + ".expected.npy"), expected[o]);
      rec["outputs"].push_back(tensor_entry(shells[o].name + ".expected.npy", shells[o].name,
                                            shells[o].dtype, shells[o].shape));
    }
    std::ofstream(dir / "case.json") << rec.dump(1) << "\n";
    index.push_back(std::to_string(k));
  }
  std::ofstream(out / "cases.json") << nlohmann::json{{"task", t.name()}, {"cases", index}}.dump()
                                    << "\n";
  std::cout << plan.size() << " cases of " << t.name() << " written to " << out.string() << "\n";
  return 0;
}

}  // namespace km::cli
