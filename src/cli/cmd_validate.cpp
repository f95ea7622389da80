// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/compare.hpp"
#include "core/json_schema.hpp"
#include "core/reference_registry.hpp"
#include "core/tensor.hpp"

namespace km::cli {

namespace {
// Runs the reference on a case in a child process: "" when it returns, else what happened (its
// exception's text, or the signal that ended it). Small cases only: the child is single-threaded.
std::string reference_survives(const Task& t, const ShapeCase& c) {
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) return std::string("cannot fork: ") + std::strerror(errno);
  if (pid == 0) {
    try {
      run_reference(t, c.values, make_inputs(t, c.values, 101));
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s\n", e.what());
      ::_exit(3);
    }
    ::_exit(0);
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
  if (WIFSIGNALED(status))
    return std::string("the reference crashed (") + ::strsignal(WTERMSIG(status)) +
           "): it must handle a zero-size dimension";
  return "the reference failed (its error above)";
}

// Runs the reference on every `small` case with two seeds: it must produce finite, non-trivial
// outputs that depend on the seed, or the op's tests could be passed without computing anything.
std::vector<std::string> deep_check(const Spec& s) {
  std::vector<std::string> problems;
  for (const Task& t : tasks_of(s)) {
    for (const ShapeCase& c : s.shapes.at("small")) {
      std::vector<std::vector<RefTensor>> runs;
      for (uint64_t seed : {101u, 202u})
        runs.push_back(run_reference(t, c.values, make_inputs(t, c.values, seed)));
      auto outs = make_outputs(t, c.values);
      for (size_t o = 0; o < outs.size(); ++o) {
        const RefTensor& r = runs[0][o];
        const TensorSpec* so = &s.outputs[0];  // the spec's output (a list's, for its items)
        for (const TensorSpec& x : s.outputs)
          if (x.name == list_name(outs[o].name)) so = &x;
        std::string where =
            t.name() + " small[" + std::to_string(c.index) + "] output '" + outs[o].name + "'";
        // An exact output copies or fills values, so its infinities are the op's own (a mask's
        // -inf, moe_group_topk_mask), not an overflow of the reference; NaN never is.
        const bool fills = check_of(t, *so) == CheckKind::exact && is_float(outs[o].dtype);
        for (double v : r.values)
          if (std::isnan(v) || (std::isinf(v) && !fills)) {
            problems.push_back(where + ": reference produced a non-finite value");
            break;
          }
        Comparison cmp = compare_tensor(outs[o], r, tolerance_for(t, outs[o], c.values));
        if (cmp.mistrusted)
          problems.push_back(where + ": mistrusted (" + cmp.mistrust_reason + ")");
        // An op without inputs answers from its sizes and params alone: the seed cannot matter
        // (the harness changes a drawn param instead, harness_no_input.cpp); nor can it for an
        // output the spec declares constant (const_output: its variants and params vary it).
        if (r.values.size() >= 4 && !s.inputs.empty() && so->const_output.empty() &&
            r.values == runs[1][o].values)
          problems.push_back(where + ": output does not change with the seed");
      }
    }
    // Every drawn case of the first seeds must be a case the spec can evaluate and the reference
    // can compute; every input variant's reference must run on its sets.
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      try {
        for (const ShapeCase& c : drawn_cases(s, seed)) {
          std::string where = t.name() + " drawn[" + std::to_string(c.index) + "] seed " +
                              std::to_string(seed) + " " + describe_case(s, c.values);
          try {
            if (seed <= 2)
              run_reference(t, c.values, make_inputs(t, c.values, seed));
            else
              make_outputs(t, c.values);
          } catch (const std::exception& e) {
            problems.push_back(where + ": " + e.what());
          }
        }
      } catch (const SpecError& e) {
        problems.push_back(t.name() + ": " + e.what());
      }
    }
    // The `empty` set's cases: the reference runs in the harness's own process, so it must
    // handle a zero-size dimension (no read of x[0] in an empty row) before a runner meets it.
    // It runs in a child here, so a crash names the case instead of ending validate.
    if (s.shapes.count("empty"))
      for (const ShapeCase& c : s.shapes.at("empty"))
        if (std::string e = reference_survives(t, c); !e.empty())
          problems.push_back(t.name() + " empty[" + std::to_string(c.index) + "] " +
                             describe_case(s, c.values) + ": " + e);
    for (const InputVariant& v : s.variants)
      for (const std::string& set : v.sets) {
        if (set == "drawn" || !v.applies_to(t.dtype)) continue;  // drawn: checked above
        for (const ShapeCase& c : s.shapes.at(set)) {
          try {
            run_reference(t, c.values, make_inputs(t, c.values, 101, &v));
          } catch (const std::exception& e) {
            problems.push_back(t.name() + " " + set + "+" + v.name + "[" + std::to_string(c.index) +
                               "]: " + e.what());
          }
        }
      }
  }
  return problems;
}

nlohmann::json read_json(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw SpecError(file.generic_string(), "(file)", "cannot be opened");
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw SpecError(file.generic_string(), "(json)", std::string("not valid JSON: ") + e.what());
  }
}

// Checks every spec file against the published JSON Schema and prints every violation (not just
// the first), so an author fixes a spec in one round; returns the number of problems.
int schema_check(const std::filesystem::path& root, const std::filesystem::path& schema_file) {
  nlohmann::json schema = read_json(schema_file);
  int bad = 0;
  for (const auto& f : spec_files(root)) {
    try {
      for (const SchemaProblem& p : check_schema(schema, read_json(f))) {
        std::cerr << f.generic_string() << ": " << p.field << ": " << p.problem << "\n";
        ++bad;
      }
    } catch (const SpecError& e) {
      std::cerr << e.what() << "\n";
      ++bad;
    }
  }
  return bad;
}
}  // namespace

namespace {
// Every overlay must belong to a public spec and load with it; the checks below (references,
// --deep) then run on the specs as the tests will see them.
int check_private(const std::string& root, const std::filesystem::path& dir, std::vector<Spec>& cat) {
  if (!std::filesystem::is_directory(dir))
    throw SpecError(dir.generic_string(), "(folder)", "is not a folder");
  int bad = 0;
  const auto overlays = dir / "operators";
  if (std::filesystem::is_directory(overlays))
    for (const auto& e : std::filesystem::recursive_directory_iterator(overlays)) {
      if (!e.is_regular_file() || e.path().extension() != ".json") continue;
      const auto rel = e.path().lexically_relative(overlays);
      if (!std::filesystem::exists(std::filesystem::path(root) / rel)) {
        std::cerr << e.path().generic_string() << ": (file): no public spec "
                  << (std::filesystem::path(root) / rel).generic_string() << " to overlay\n";
        ++bad;
      }
    }
  for (Spec& s : cat) {
    try {
      s = load_spec(s.file, dir);
    } catch (const SpecError& e) {
      std::cerr << e.what() << "\n";
      ++bad;
    }
  }
  return bad;
}
}  // namespace

namespace {
// `bench` is what the cpu platform times and what every platform's correctness run checks; GPU
// sizes go in bench_cuda. A 544 MiB bench (select) took 4.9 s of a 5.3 s correctness test on
// the 2-core CI box (input generation), and 232 of 660 cpu correctness tests ran over 2.5 s
// for that reason; at 16 MiB the catalogue's CI suite stays inside its hour as it grows.
constexpr double kBenchBudgetBytes = 16.0 * (1 << 20);

std::vector<std::string> bench_budget(const Spec& s) {
  std::vector<std::string> problems;
  const auto it = s.shapes.find("bench");
  if (it == s.shapes.end()) return problems;
  for (const ShapeCase& c : it->second) {
    double bytes = 0;
    for (const Task& t : tasks_of(s)) bytes = std::max(bytes, tensor_bytes(t, c.values));
    if (bytes > kBenchBudgetBytes)
      problems.push_back("shapes.bench[" + std::to_string(c.index) + "]: " +
                         std::to_string(static_cast<long long>(bytes / (1 << 20))) +
                         " MiB of tensors; bench is timed by the cpu platform and checked by every "
                         "platform: keep it within 16 MiB and put GPU sizes in bench_cuda");
  }
  return problems;
}
}  // namespace

int cmd_validate(int argc, char** argv) {
  Args a(argc, argv, 2, {"schema", "private-dir"}, {"deep"});
  std::string root =
      a.positional().empty() ? std::string(KM_SOURCE_DIR) + "/operators" : a.positional()[0];
  if (!std::filesystem::is_directory(root))
    throw SpecError(root, "(folder)", "is not a folder");
  std::string schema = a.get_or("schema", std::string(KM_SOURCE_DIR) + "/operators/spec.schema.json");
  if (int bad = schema_check(root, schema)) {
    std::cout << bad << " problems against " << schema << "\n";
    return 1;
  }
  std::vector<Spec> cat = load_catalogue(root);
  int bad = 0;
  if (a.has("private-dir")) bad += check_private(root, a.get("private-dir"), cat);
  size_t tasks = 0;
  for (const Spec& s : cat) {
    tasks += s.dtypes.size();
    for (const std::string& p : bench_budget(s)) {
      std::cerr << s.file.generic_string() << ": " << p << "\n";
      ++bad;
    }
    if (!find_reference(s.name)) {
      std::cerr << s.file.generic_string() << ": name: no reference registered for '" << s.name
                << "' (add references/" << s.category << "/" << s.name << ".cpp)\n";
      ++bad;
      continue;
    }
    if (a.has("deep")) {
      for (const std::string& p : deep_check(s)) {
        std::cerr << s.file.generic_string() << ": " << p << "\n";
        ++bad;
      }
    }
  }
  for (const ReferenceEntry& e : reference_table()) {
    bool used = false;
    for (const Spec& s : cat) used = used || s.name == e.op;
    if (!used) {
      std::cerr << "references: '" << e.op << "' has no spec under " << root << "\n";
      ++bad;
    }
  }
  std::cout << cat.size() << " operators, " << tasks << " tasks, " << bad << " problems\n";
  return bad ? 1 : 0;
}

}  // namespace km::cli
