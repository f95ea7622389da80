// SPDX-License-Identifier: Apache-2.0
#include "core/compile_check.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

namespace km {

Verdict classify_build_failure(const std::string& out, const std::string& entry) {
  // gcc: "conflicting declaration of C function 'int relu_f32(float*, ...)'"; clang: "conflicting
  // types for 'relu_f32'"; nvcc/EDG: "declaration is incompatible with ... relu_f32". Each names
  // the entry on the same line, which is what separates them from errors elsewhere in the file.
  // The entry must appear as a whole identifier: a helper named my_relu_f32 is not relu_f32.
  auto names_entry = [&](const std::string& line) {
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (size_t at = line.find(entry); at != std::string::npos; at = line.find(entry, at + 1)) {
      bool before = at == 0 || !ident(line[at - 1]);
      bool after = at + entry.size() >= line.size() || !ident(line[at + entry.size()]);
      if (before && after) return true;
    }
    return false;
  };
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    if (!names_entry(line)) continue;
    for (const char* cue :
         {"conflicting declaration", "conflicting types", "declaration is incompatible",
          "ambiguating new declaration", "new declaration", "redeclared with different"})
      if (line.find(cue) != std::string::npos) return Verdict::SIGNATURE_MISMATCH;
  }
  return Verdict::COMPILE_ERROR;
}

CheckerVerdict checker_verdict(const std::string& output) {
  CheckerVerdict c;
  std::vector<std::string> details;
  std::istringstream lines(output);
  const std::string tag = "kernelmark-verdict: ", detail = "kernelmark-detail: ";
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(detail, 0) == 0) {
      details.push_back(line.substr(detail.size()));
      continue;
    }
    if (line.rfind(tag, 0) != 0) continue;
    std::string rest = line.substr(tag.size());
    size_t colon = rest.find(": ");
    std::optional<Verdict> v = parse_verdict(rest.substr(0, colon));
    bool allowed = v && (*v == Verdict::COMPILE_ERROR || *v == Verdict::SIGNATURE_MISMATCH ||
                         *v == Verdict::FORBIDDEN_SYMBOL);
    c = allowed ? CheckerVerdict{*v, colon == std::string::npos ? "" : rest.substr(colon + 2), {}}
                : CheckerVerdict{};
  }
  if (c.verdict != Verdict::HARNESS_ERROR) c.details = details;
  return c;
}

int run_capture(const std::string& command, std::string& output) {
  std::string cmd = command + " 2>&1";
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) throw std::runtime_error("cannot run: " + command);
  std::array<char, 4096> buf;
  size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) output.append(buf.data(), n);
  int st = ::pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

namespace {
// Symbols listed by `nm <which>` (with -D: the dynamic table of a shared module), without
// version suffixes (memcpy@GLIBC_2.14 -> memcpy).
std::vector<std::string> nm_symbols(const std::filesystem::path& module, const std::string& which,
                                    bool skip_std_instantiations = false) {
  std::string out;
  int rc = run_capture("nm " + which + " '" + module.string() + "'", out);
  if (rc != 0) throw std::runtime_error("nm failed on " + module.string() + ": " + out);
  std::vector<std::string> syms;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    auto sp = line.find_last_of(' ');
    if (sp == std::string::npos) continue;
    std::string s = line.substr(sp + 1);
    // A kernel that keeps a std::vector or std::map emits their template instantiations with
    // vague linkage (weak: W, V, u): they are the library's code, not entry points or
    // interposers, and a module dlopen'ed RTLD_LOCAL cannot interpose on the worker with them.
    char type = sp >= 2 ? line[sp - 1] : ' ';
    bool vague = type == 'W' || type == 'V' || type == 'u';
    static const std::regex std_names("_ZN?K?(St|9__gnu_cxx).*");
    if (skip_std_instantiations && vague && std::regex_match(s, std_names)) continue;
    syms.push_back(s.substr(0, s.find('@')));
  }
  return syms;
}
}  // namespace

std::vector<std::string> imported_symbols(const std::filesystem::path& module) {
  return nm_symbols(module, "-D --undefined-only");
}

std::vector<std::string> symbol_policy_violations(const std::vector<std::string>& imports,
                                                  const std::vector<std::string>& exports,
                                                  const std::vector<std::string>& allow_imports,
                                                  const std::vector<std::string>& allow_exports,
                                                  const std::vector<std::string>& entry_points) {
  auto compile = [](const std::vector<std::string>& pats) {
    std::vector<std::regex> r;
    for (const std::string& p : pats) r.emplace_back(p);
    return r;
  };
  auto any = [](const std::vector<std::regex>& rs, const std::string& s) {
    return std::any_of(rs.begin(), rs.end(),
                       [&](const std::regex& r) { return std::regex_match(s, r); });
  };
  std::vector<std::regex> in = compile(allow_imports), out = compile(allow_exports);
  std::vector<std::string> bad;
  for (const std::string& s : imports)
    if (!any(in, s)) bad.push_back("imports " + s);
  for (const std::string& s : exports)
    if (std::find(entry_points.begin(), entry_points.end(), s) == entry_points.end() &&
        !any(out, s))
      bad.push_back("exports " + s);
  return bad;
}

std::vector<std::string> object_imports(const std::vector<std::filesystem::path>& objects) {
  std::set<std::string> undefined, defined;
  for (const auto& o : objects) {
    for (std::string& s : nm_symbols(o, "--undefined-only")) undefined.insert(std::move(s));
    for (std::string& s : nm_symbols(o, "--defined-only --extern-only"))
      defined.insert(std::move(s));
  }
  static const std::set<std::string> linker = {"_GLOBAL_OFFSET_TABLE_", "__dso_handle", "_DYNAMIC",
                                               "__TMC_END__"};
  std::vector<std::string> imports;
  for (const std::string& s : undefined)
    if (!defined.count(s) && !linker.count(s)) imports.push_back(s);
  return imports;
}

std::string strip_comments(const std::string& src) {
  std::string out;
  out.reserve(src.size());
  for (size_t i = 0; i < src.size();) {
    if (src.compare(i, 2, "//") == 0) {
      while (i < src.size() && src[i] != '\n') ++i;
    } else if (src.compare(i, 2, "/*") == 0) {
      size_t end = src.find("*/", i + 2);
      i = end == std::string::npos ? src.size() : end + 2;
      out += ' ';
    } else if (src[i] == '"' || src[i] == '\'') {  // literals may hold "//"
      char q = src[i];
      out += src[i++];
      while (i < src.size() && src[i] != q) {
        if (src[i] == '\\' && i + 1 < src.size()) out += src[i++];
        out += src[i++];
      }
      if (i < src.size()) out += src[i++];
    } else {
      out += src[i++];
    }
  }
  return out;
}

std::vector<std::string> source_policy_violations(
    const std::string& source, const std::vector<std::pair<std::string, std::string>>& rules) {
  const std::string code = strip_comments(source);
  std::vector<std::string> bad;
  for (const auto& [pattern, why] : rules) {
    std::smatch m;
    if (std::regex_search(code, m, std::regex(pattern)))
      bad.push_back("uses " + m.str() + ": " + why);
  }
  return bad;
}

namespace {
struct CaptureLog {
  int rc = -1;
  std::string command, output;
};

/// km-capture's log for one command, if it exists and is at least as new as every `inputs`.
std::optional<CaptureLog> fresh_log(const std::filesystem::path& log,
                                    const std::vector<std::filesystem::path>& inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  auto when = fs::last_write_time(log, ec);
  if (ec) return std::nullopt;
  for (const fs::path& in : inputs) {
    auto t = fs::last_write_time(in, ec);
    if (ec || t > when) return std::nullopt;
  }
  std::ifstream f(log, std::ios::binary);
  std::string first, command;
  if (!std::getline(f, first) || first.rfind("km-capture rc=", 0) != 0) return std::nullopt;
  std::getline(f, command);
  std::stringstream rest;
  rest << f.rdbuf();
  return CaptureLog{std::atoi(first.c_str() + 14), command.size() > 2 ? command.substr(2) : "",
                    rest.str()};
}
}  // namespace

BuildOutcome module_build_outcome(const std::filesystem::path& build_dir, const std::string& target,
                                  const std::string& config, const std::filesystem::path& module,
                                  const std::filesystem::path& source,
                                  const std::filesystem::path& header) {
  std::vector<std::filesystem::path> inputs = {source};
  if (!header.empty()) inputs.push_back(header);
  auto compiled = fresh_log(module.string() + ".compile.log", inputs);
  auto linked = fresh_log(module.string() + ".link.log", inputs);
  if (compiled && compiled->rc != 0)
    return {compiled->rc, compiled->output, compiled->command, true};
  if (compiled && linked && linked->rc != 0)
    return {linked->rc, linked->output, linked->command, true};
  if (compiled) {  // compiled cleanly: the module must be there and as new as its inputs
    std::error_code ec;
    auto built = std::filesystem::last_write_time(module, ec);
    bool fresh = !ec;
    for (const auto& in : inputs)
      fresh = fresh && std::filesystem::last_write_time(in, ec) <= built;
    if (fresh)
      return {0, compiled->output + (linked ? linked->output : ""), compiled->command, true};
  }
  // Not prebuilt, or older than its source: build it now. Builds in one tree must not overlap.
  std::filesystem::create_directories(build_dir / "kernelmark");
  int lock =
      ::open((build_dir / "kernelmark" / "build.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock >= 0) ::flock(lock, LOCK_EX);
  std::string cmd = "cmake --build '" + build_dir.string() + "' --target '" + target + "'";
  if (!config.empty()) cmd += " --config '" + config + "'";
  BuildOutcome b;
  b.command = cmd;
  b.rc = run_capture(cmd, b.output);
  if (lock >= 0) ::close(lock);
  return b;
}

std::vector<std::string> exported_symbols(const std::filesystem::path& module) {
  return nm_symbols(module, "-D --defined-only", true);
}

}  // namespace km
