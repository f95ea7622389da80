// SPDX-License-Identifier: Apache-2.0
#include "core/report.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "core/pass_at_k.hpp"
#include "core/perf_figures.hpp"
#include "core/portability.hpp"
#include "core/usage.hpp"
#include "core/platform.hpp"
#include "core/record.hpp"
#include "core/stats.hpp"

namespace km {

using json = nlohmann::json;

double TaskOutcome::speedup() const {
  return geomean(speedups);
}

namespace {
const std::vector<std::pair<std::string, double>> kFastP = {
    {"0", 0}, {"1", 1}, {"1.5", 1.5}, {"2", 2}};

/// fast_p and the geomean over the correct tasks' speedups `s` (0: correct without one).
void fast_figures(const std::vector<double>& s, int judged, std::map<std::string, double>& fast_p,
                  double& geomean_speedup, int& with_speedup) {
  std::map<std::string, int> fast;
  std::vector<double> timed;
  for (double x : s) {
    if (x > 0) timed.push_back(x);
    for (const auto& [name, p] : kFastP)
      if (x > p || (x <= 0 && p == 0)) fast[name]++;  // correct without a timing: fast_0 only
  }
  for (const auto& [name, p] : kFastP)
    fast_p[name] = judged ? static_cast<double>(fast[name]) / judged : 0;
  with_speedup = static_cast<int>(timed.size());
  geomean_speedup = geomean(timed);
}

/// A torch.compile yardstick timed on what dynamo did not compile whole: graph breaks (pieces run
/// eagerly between graphs) or no graph at all. Its speedup stays, but a reader must know the
/// yardstick was not torch.compile at its best (until session 33 the network specs broke at every
/// `globals()` lookup: densenet121 timed as 188 graphs). The counts are the worker's after its
/// last timed shape (dynamo's counters add up over the shapes); "" when there is nothing to say.
std::string dynamo_note(const json& shapes) {
  static const json::json_pointer where("/yardsticks/torch_compile/telemetry/end/jit/dynamo");
  json last;
  for (const json& s : shapes)
    if (s.contains(where) && s.at(where).is_object()) last = s.at(where);
  if (last.is_null() || last.contains("error")) return "";
  const int graphs = last.value("graphs", -1), breaks = last.value("graph_breaks", 0);
  if (graphs != 0 && breaks <= 0) return "";
  std::string why;
  const json reasons = last.value("break_reasons", json::array());
  if (!reasons.empty() && reasons[0].is_object())
    why = " (" + reasons[0].value("reason", std::string()) + ")";
  if (graphs == 0)
    return "torch compile timed eagerly: dynamo compiled no graph" + why;
  return fmt::format("torch compile timed in pieces: {} graphs, {} graph breaks{}", graphs, breaks,
                     why);
}
}  // namespace

Metrics compute_metrics(const std::vector<const TaskOutcome*>& tasks) {
  Metrics m;
  std::vector<double> per_task;
  std::map<std::string, std::vector<double>> versus;  // per torch yardstick, per correct task
  std::set<std::string> keys;
  for (const TaskOutcome* t : tasks)
    for (const auto& [k, v] : t->yardstick_speedups) keys.insert(k);
  for (const TaskOutcome* t : tasks) {
    std::string v = t->final_verdict();
    m.verdicts[v]++;
    // A task without a file counts against the compile rate too: its denominator is the catalogue.
    if (t->submission != Submission::file) ++m.compile_tasks;
    // Compiling is judged even where running is not (cuda modules on a machine without a GPU).
    if (t->compile && t->compile->verdict != "SKIPPED" && t->compile->verdict != "HARNESS_ERROR") {
      ++m.compile_tasks;
      if (t->compile->verdict == "PASS") ++m.compiled;
    }
    if (v == "SKIPPED") {
      ++m.skipped;
      continue;
    }
    if (v == "HARNESS_ERROR") {  // not judged: neither a pass nor the candidate's failure
      ++m.harness_errors;
      continue;
    }
    ++m.tasks;
    if (t->submission == Submission::file) ++m.ran;
    if (v != "PASS") continue;
    ++m.passed;
    per_task.push_back(t->speedup());
    for (const std::string& k : keys) {
      auto it = t->yardstick_speedups.find(k);
      versus[k].push_back(it == t->yardstick_speedups.end() ? 0.0 : geomean(it->second));
    }
  }
  if (m.compile_tasks) m.compile_rate = static_cast<double>(m.compiled) / m.compile_tasks;
  if (m.tasks) m.pass_rate = static_cast<double>(m.passed) / m.tasks;
  fast_figures(per_task, m.tasks, m.fast_p, m.geomean_speedup, m.with_speedup);
  for (const std::string& k : keys) {
    Metrics::Versus& y = m.yardsticks[k];
    fast_figures(versus[k], m.tasks, y.fast_p, y.geomean_speedup, y.with_speedup);
  }
  return m;
}

std::vector<json> read_records(const std::filesystem::path& dir,
                               std::vector<std::string>& problems) {
  std::vector<json> out;
  if (!std::filesystem::is_directory(dir)) {
    problems.push_back(dir.string() + ": no records folder (run the tests first)");
    return out;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    json j = json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("kind") || !j.contains("task") ||
        !j.contains("verdict")) {
      problems.push_back(f.string() + ": not a KernelMark record (skipped)");
      continue;
    }
    if (j.value("schema", 0) != kRecordSchema) {
      problems.push_back(f.string() + ": schema " + std::to_string(j.value("schema", 0)) +
                         ", expected " + std::to_string(kRecordSchema) + " (skipped)");
      continue;
    }
    out.push_back(std::move(j));
  }
  return out;
}

std::vector<TaskOutcome> merge_records(const std::vector<json>& records) {
  std::map<std::string, TaskOutcome> by_key;
  for (const json& r : records) {
    std::string key = r.value("model", "") + "\x1f" + r.value("platform", "") + "\x1f" +
                      r.value("task", "") + "\x1f" + std::to_string(r.value("sample", 0));
    TaskOutcome& t = by_key[key];
    t.sample = r.value("sample", 0);
    t.model = r.value("model", "");
    t.platform = r.value("platform", "");
    t.task = r.value("task", "");
    t.op = r.value("op", "");
    t.category = r.value("category", "");
    t.dtype = r.value("dtype", "");
    std::string kind = r.value("kind", "");
    StageOutcome stage = StageOutcome::from_record(r);
    if (kind == "compile")
      t.compile = stage;
    else if (kind == "correct") {
      t.correct = stage;
      t.mistrusted = r.value("mistrusted", false);
    } else if (kind == "perf") {
      t.perf = stage;
      add_perf_figures(t, r);
      t.baseline = r.contains("baseline") ? r["baseline"].value("label", "") : "";
      if (r.contains("shapes"))
        for (const json& s : r["shapes"]) {
          if (s.contains("speedup") && s["speedup"].get<double>() > 0)
            t.speedups.push_back(s["speedup"].get<double>());
          if (s.contains("not_converged"))
            t.notes.push_back(s.value("sizes", "") + ": timing not converged (" +
                              s["not_converged"].get<std::string>() + ")");
          if (s.contains("no_speedup")) t.notes.push_back(s["no_speedup"].get<std::string>());
          const json ys = s.value("yardsticks", json::object());
          for (const auto& [k, y] : ys.items()) {
            if (k == "vendor") continue;  // the vendor baseline's is "speedup", above
            if (y.contains("speedup") && y["speedup"].get<double>() > 0)
              t.yardstick_speedups[k].push_back(y["speedup"].get<double>());
            else if (y.contains("missing"))
              t.notes.push_back(y["missing"].get<std::string>());
          }
        }
      if (std::string n = dynamo_note(r.value("shapes", json::array())); !n.empty())
        t.notes.push_back(n);
      // A torch yardstick absent from the whole record (torch not installed) is a note too.
      const json top = r.value("yardsticks", json::object());
      for (const auto& [k, y] : top.items())
        if (y.contains("absent"))
          t.notes.push_back(y.value("label", k) + " absent: " + y["absent"].get<std::string>());
    }
  }
  std::vector<TaskOutcome> out;
  for (auto& [k, v] : by_key) out.push_back(std::move(v));
  return out;
}

void complete_with_catalogue(std::vector<TaskOutcome>& outcomes, const std::vector<Spec>& catalogue,
                             const std::filesystem::path& generated_dir,
                             const std::filesystem::path& platforms_dir) {
  namespace fs = std::filesystem;
  std::set<std::string> platforms_seen, have;
  for (const TaskOutcome& t : outcomes) {
    platforms_seen.insert(t.platform);
    have.insert(t.model + "\x1f" + t.platform + "\x1f" + t.task + "\x1f" +
                std::to_string(t.sample));
  }
  if (!fs::is_directory(generated_dir)) return;
  std::vector<fs::path> models;
  for (const auto& e : fs::directory_iterator(generated_dir))
    if (e.is_directory()) models.push_back(e.path());
  std::sort(models.begin(), models.end());
  for (const fs::path& mdir : models) {
    const std::string model = mdir.filename().string();
    if (model == "baseline") continue;  // the yardsticks live in platforms/<p>/baselines
    for (const std::string& platform : platforms_seen) {
      const fs::path pdir = mdir / platform;
      const fs::path pfile = platforms_dir / platform / "platform.json";
      if (!fs::is_directory(pdir) || !fs::exists(pfile)) continue;
      const PlatformInfo info = PlatformInfo::load(pfile);
      // Samples k > 0 present as a file or an imported response: <task>.s<k>[<ext>|.response.json].
      std::map<std::string, std::set<int>> samples;
      static const std::regex kSample(R"(^(.+)\.s([1-9][0-9]{0,2})(\.response\.json|\..+)$)");
      for (const auto& e : fs::directory_iterator(pdir)) {
        std::smatch m;
        const std::string name = e.path().filename().string();
        if (std::regex_match(name, m, kSample)) samples[m[1]].insert(std::stoi(m[2]));
      }
      for (const Spec& s : catalogue)
        for (const Task& task : tasks_of(s)) {
          const DType d = task.dtype;
          if (!info.types.count(std::string(dtype_name(d)))) continue;  // not a task there
          if (task.u && !info.types.count(std::string(dtype_name(*task.u)))) continue;
          std::set<int> ks = samples[task.name()];
          ks.insert(0);
          for (int k : ks) {
            const std::string key =
                model + "\x1f" + platform + "\x1f" + task.name() + "\x1f" + std::to_string(k);
            if (have.count(key)) continue;
            const std::string stem = task.name() + (k ? ".s" + std::to_string(k) : "");
            TaskOutcome t;
            t.model = model;
            t.platform = platform;
            t.task = task.name();
            t.sample = k;
            t.op = s.name;
            t.category = s.category;
            t.dtype = task.dtype_name();
            t.submission = Submission::none;
            if (fs::exists(pdir / (stem + info.source_extension))) {
              t.submission = Submission::file;  // a file that never ran: decide() says NOT_RUN
            } else if (std::ifstream side{pdir / (stem + ".response.json")}) {
              json j = json::parse(side, nullptr, false);
              if (!j.is_discarded() && j.value("verdict", json()) == "NO_CODE")
                t.submission = Submission::no_code;
            }
            outcomes.push_back(std::move(t));
          }
        }
    }
  }
  std::sort(outcomes.begin(), outcomes.end(), [](const TaskOutcome& a, const TaskOutcome& b) {
    return std::tie(a.model, a.platform, a.task, a.sample) <
           std::tie(b.model, b.platform, b.task, b.sample);
  });
}

std::string not_run_reason(const json& s, const json& g) {
  if (g.value("ran", 0) != 0 || g.value("skipped", 0) == 0) return {};
  for (const json& t : s["tasks"])
    if (t["model"] == g["model"] && t["platform"] == g["platform"] && t["verdict"] == "SKIPPED")
      return t["reason"].get<std::string>();
  return "every task was SKIPPED";
}

std::string speedup_text(const json& metrics) {
  const int n = metrics.value("tasks_with_speedup", 0);
  // No task with a yardstick: nothing was compared, and 0.000x would read as a measurement.
  if (n == 0) return "-";
  return fmt::format("{:.3f}x ({} ops)", metrics["geomean_speedup"].get<double>(), n);
}

namespace {
json yardsticks_json(const Metrics& m) {
  json y = json::object();
  for (const auto& [k, v] : m.yardsticks)
    y[k] = {{"fast_p", v.fast_p},
            {"geomean_speedup", v.geomean_speedup},
            {"tasks_with_speedup", v.with_speedup}};
  return y;
}

json metrics_json(const Metrics& m) {
  return {{"tasks", m.tasks},
          {"ran", m.ran},
          {"skipped", m.skipped},
          {"compiled", m.compiled},
          {"compile_tasks", m.compile_tasks},
          {"passed", m.passed},
          {"compile_rate", m.compile_rate},
          {"pass_rate", m.pass_rate},
          {"fast_p", m.fast_p},
          {"geomean_speedup", m.geomean_speedup},
          {"tasks_with_speedup", m.with_speedup},
          {"harness_errors", m.harness_errors},
          {"verdicts", m.verdicts},
          {"yardsticks", yardsticks_json(m)}};
}
}  // namespace

json summary_json(const std::vector<TaskOutcome>& outcomes) {
  json s = {{"schema", kRecordSchema},
            {"generated", utc_now_iso8601()},
            {"groups", json::array()},
            {"tasks", json::array()}};
  std::map<std::pair<std::string, std::string>, std::vector<const TaskOutcome*>> groups;
  for (const TaskOutcome& t : outcomes) groups[{t.model, t.platform}].push_back(&t);
  for (const auto& [key, tasks] : groups) {
    json g = metrics_json(compute_metrics(tasks));
    g["model"] = key.first;
    g["platform"] = key.second;
    g["samples"] = samples_json(tasks);
    g["perf"] = perf_group_json(tasks);
    if (json u = usage_json(tasks); !u.empty()) g["usage"] = u;
    std::map<std::string, std::vector<const TaskOutcome*>> cats;
    for (const TaskOutcome* t : tasks) cats[t->category].push_back(t);
    json cj = json::object();
    for (const auto& [cat, ct] : cats) cj[cat] = metrics_json(compute_metrics(ct));
    g["categories"] = cj;
    s["groups"].push_back(g);
  }
  s["portability"] = portability_json(outcomes);
  auto stage = [](const std::optional<StageOutcome>& o) {
    return o ? o->verdict : std::string("NOT_RUN");
  };
  for (const TaskOutcome& t : outcomes) {
    Decision d = t.decision();
    s["tasks"].push_back({{"model", t.model},
                          {"platform", t.platform},
                          {"task", t.task},
                          {"sample", t.sample},
                          {"op", t.op},
                          {"category", t.category},
                          {"dtype", t.dtype},
                          {"compile", stage(t.compile)},
                          {"correct", stage(t.correct)},
                          {"perf", stage(t.perf)},
                          {"verdict", d.verdict},
                          {"stage", d.stage},
                          {"reason", d.reason},
                          {"speedup", t.speedup()},
                          {"speedups", t.speedups},
                          {"yardstick_speedups", t.yardstick_speedups},
                          {"sol_percent", t.sol_percent ? json(*t.sol_percent) : json()},
                          {"sol_score", t.sol_score ? json(*t.sol_score) : json()},
                          {"comparison", t.comparison},
                          {"speedup_interval", t.speedup_lo ? json({*t.speedup_lo, *t.speedup_hi})
                                                            : json()},
                          {"baseline", t.baseline},
                          {"notes", t.notes},
                          {"mistrusted", t.mistrusted}});
  }
  return s;
}

namespace {
std::string pct(double v) {
  return fmt::format("{:.1f}%", 100.0 * v);
}
std::string first_line(std::string s) {
  auto nl = s.find('\n');
  if (nl != std::string::npos) s = s.substr(0, nl) + " ...";
  for (char& c : s)
    if (c == '|') c = '/';
  return s.size() > 160 ? s.substr(0, 157) + "..." : s;
}
}  // namespace

/// A model on several platforms: each platform's figures, then each pair over their common tasks.
static std::string portability_markdown(const json& s) {
  std::string md;
  for (const json& m : s.value("portability", json::array())) {
    if (md.empty())
      md = "\n### Portability\n\nThe same model on several platforms (sample 0; SKIPPED tasks left "
           "out). \"kept\": the pass rate on the second platform over the first, on the tasks "
           "judged on both.\n";
    md += fmt::format("\n**{}**\n\n| platform | tasks | pass rate | geomean speedup |\n|---|---|---|---|\n",
                      m["model"].get<std::string>());
    for (auto it = m["platforms"].begin(); it != m["platforms"].end(); ++it) {
      const json& p = it.value();
      md += fmt::format("| {} | {} | {} | {} |\n", it.key(), p["tasks"].get<int>(),
                        pct(p["pass_rate"]), speedup_text(p));
    }
    md += "\n| from | to | common tasks | pass rate (from) | pass rate (to) | kept |\n|---|---|---|---|---|---|\n";
    for (const json& q : m["pairs"])
      md += fmt::format("| {} | {} | {} | {} | {} | {} |\n", q["from"].get<std::string>(),
                        q["to"].get<std::string>(), q["common_tasks"].get<int>(),
                        pct(q["pass_rate_from"]), pct(q["pass_rate_to"]),
                        q["kept"].is_null() ? "-" : pct(q["kept"]));
  }
  return md;
}

/// Every group's fast_p and geomean against each yardstick, side by side (docs/yardsticks.md).
static std::string yardsticks_markdown(const json& s) {
  std::set<std::string> keys;
  for (const json& g : s["groups"])
    if (g.contains("yardsticks"))
      for (const auto& [k, v] : g["yardsticks"].items()) keys.insert(k);
  if (keys.empty()) return "";
  std::string md =
      "\n### Yardsticks\n\nfast_p and geomean speedup against each yardstick, over the same judged "
      "tasks: vendor (the platform's baseline library, where a task has one), torch eager and "
      "torch.compile (the task's semantics run by PyTorch on the same buffers; a task whose "
      "yardstick is missing counts as correct only).\n\n| model | platform | yardstick | fast_0 | "
      "fast_1 | fast_1.5 | fast_2 | geomean speedup |\n|---|---|---|---|---|---|---|---|\n";
  for (const json& g : s["groups"]) {
    if (g["model"] == "baseline" || !not_run_reason(s, g).empty()) continue;
    auto row = [&](const std::string& name, const json& m) {
      md += fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} |\n", g["model"].get<std::string>(),
                        g["platform"].get<std::string>(), name, pct(m["fast_p"]["0"]),
                        pct(m["fast_p"]["1"]), pct(m["fast_p"]["1.5"]), pct(m["fast_p"]["2"]),
                        speedup_text(m));
    };
    row("vendor", g);
    for (const std::string& k : keys)
      if (g.value("yardsticks", json::object()).contains(k)) row(k, g["yardsticks"][k]);
  }
  // Per task: the geomean speedup over its bench shapes against each yardstick ("-": none).
  std::string tasks;
  for (const json& t : s["tasks"]) {
    const json ys = t.value("yardstick_speedups", json::object());
    if (ys.empty() || t["verdict"] != "PASS") continue;
    std::string cells = t["speedup"].get<double>() > 0
                            ? fmt::format("{:.3f}x", t["speedup"].get<double>())
                            : std::string("-");
    for (const std::string& k : keys)
      cells += " | " + (ys.contains(k) ? fmt::format("{:.3f}x", geomean(ys[k].get<std::vector<double>>()))
                                       : std::string("-"));
    tasks += fmt::format("| {} | {} | {} | {} |\n", t["model"].get<std::string>(),
                         t["platform"].get<std::string>(), t["task"].get<std::string>(), cells);
  }
  if (!tasks.empty()) {
    md += "\n| model | platform | task | vendor";
    for (const std::string& k : keys) md += " | " + k;
    md += " |\n|---|---|---|---";
    for (size_t i = 0; i < keys.size(); ++i) md += "|---";
    md += "|\n" + tasks;
  }
  return md;
}

/// pass@k, compile@k and fast_1@k of every model run with more than one sample per task.
static std::string samples_markdown(const json& s) {
  std::string md;
  for (const json& g : s["groups"]) {
    const json& k = g.value("samples", json::object());
    if (k.value("samples", 1) < 2) continue;
    if (md.empty())
      md =
          "\n### Samples\n\nOver the catalogue's tasks (unbiased estimator; a sample not "
          "submitted counts as failed). The rates above are per sample.\n\n| model | platform | "
          "samples per task | tasks | pass@k | compile@k | fast_1@k |\n|---|---|---|---|---|---|---|\n";
    auto list = [](const json& m) {
      std::string out;
      std::vector<std::pair<int, double>> v;
      for (auto it = m.begin(); it != m.end(); ++it) v.emplace_back(std::stoi(it.key()), it.value());
      std::sort(v.begin(), v.end());
      for (const auto& [kk, x] : v) out += fmt::format("@{}: {}, ", kk, pct(x));
      return out.empty() ? std::string("-") : out.substr(0, out.size() - 2);
    };
    md += fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", g["model"].get<std::string>(),
                      g["platform"].get<std::string>(), k["samples"].get<int>(),
                      k["tasks"].get<int>(), list(k["pass_at_k"]), list(k["compile_at_k"]),
                      list(k["fast_at_k"].value("1", json::object())));
  }
  return md;
}

std::string report_markdown(const json& s) {
  std::string md = "# KernelMark report\n\nGenerated " + s.value("generated", "") + ".\n\n";
  md += "Compile rate: over tasks whose compile stage ran (also where running is SKIPPED). ";
  md +=
      "fast_p: share of judged tasks that are correct and faster than the platform baseline by "
      "more than p "
      "(fast_0 = correct). Speedup: geometric mean over an op's bench shapes, then over ops. "
      "SKIPPED tasks (platform unavailable) and HARNESS_ERROR tasks (the harness failed to judge "
      "them) are excluded from the rates and counted apart.\n\n";
  int harness_errors = 0;
  for (const json& g : s["groups"]) harness_errors += g.value("harness_errors", 0);
  if (harness_errors)
    md += fmt::format(
        "**Incomplete run: {} task(s) could not be judged because the harness or the machine "
        "failed (HARNESS_ERROR; the reasons are in the task tables).**\n\n",
        harness_errors);
  md +=
      "| model | platform | tasks | compile rate | pass rate | fast_0 | fast_1 | fast_1.5 | fast_2 "
      "| geomean speedup | skipped | harness errors |\n";
  md += "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const json& g : s["groups"]) {
    if (const std::string why = not_run_reason(s, g); !why.empty()) {
      md += fmt::format("| {} | {} | {} | not run: {} | - | - | - | - | - | - | {} | {} |\n",
                        g["model"].get<std::string>(), g["platform"].get<std::string>(),
                        g["tasks"].get<int>(), first_line(why), g["skipped"].get<int>(),
                        g.value("harness_errors", 0));
      continue;
    }
    if (g["model"] == "baseline") {  // the yardstick itself: its speedup is 1 by definition
      md += fmt::format(
          "| baseline (vendor libraries, the yardstick) | {} | {} | {} | {} | - | - | - | - | - | "
          "{} | {} |\n",
          g["platform"].get<std::string>(), g["tasks"].get<int>(), pct(g["compile_rate"]),
          pct(g["pass_rate"]), g["skipped"].get<int>(), g.value("harness_errors", 0));
      continue;
    }
    md += fmt::format(
        "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
        g["model"].get<std::string>(), g["platform"].get<std::string>(), g["tasks"].get<int>(),
        pct(g["compile_rate"]), pct(g["pass_rate"]), pct(g["fast_p"]["0"]), pct(g["fast_p"]["1"]),
        pct(g["fast_p"]["1.5"]), pct(g["fast_p"]["2"]), speedup_text(g), g["skipped"].get<int>(),
        g.value("harness_errors", 0));
  }
  md += yardsticks_markdown(s);
  md += samples_markdown(s);
  std::string spend;
  for (const json& g : s["groups"]) {
    if (!g.contains("usage")) continue;
    const json& u = g["usage"];
    if (spend.empty())
      spend =
          "\n### Spend\n\nFrom the token counts kept with each imported response.\n\n| model | "
          "platform | responses | input tokens | output tokens | output tokens per pass | cost "
          "|\n|---|---|---|---|---|---|---|\n";
    spend += fmt::format(
        "| {} | {} | {} | {:.0f} | {:.0f} | {} | {} |\n", g["model"].get<std::string>(),
        g["platform"].get<std::string>(), u["responses"].get<int>(),
        u["input_tokens"].get<double>(), u["output_tokens"].get<double>(),
        u["output_tokens_per_pass"].is_null()
            ? std::string("- (nothing passed)")
            : fmt::format("{:.0f}", u["output_tokens_per_pass"].get<double>()),
        u.contains("cost") ? fmt::format("{:.4f}", u["cost"].get<double>()) : "-");
  }
  md += spend;
  md += portability_markdown(s);
  for (const json& g : s["groups"]) {
    md += fmt::format("\n## {} on {}\n\n", g["model"].get<std::string>(),
                      g["platform"].get<std::string>());
    if (const json& p = g.value("perf", json::object()); p.value("sol_tasks", 0) > 0 ||
                                                         !p.value("comparisons", json::object()).empty()) {
      std::string line = "Correct tasks";
      for (auto it = p["comparisons"].begin(); it != p["comparisons"].end(); ++it)
        line += fmt::format("{} {} {}", it == p["comparisons"].begin() ? ":" : ",",
                            it.value().get<int>(), it.key());
      if (p.contains("median_sol_percent"))
        line += fmt::format("; median {:.1f}% of speed of light", p["median_sol_percent"].get<double>());
      if (p.contains("mean_sol_score"))
        line += fmt::format("; mean SOL score {:.2f} (0: as fast as the yardstick, 1: speed of light)",
                            p["mean_sol_score"].get<double>());
      md += line + ".\n\n";
    }
    md += "### By category\n\n";
    md +=
        "| category | tasks | compile rate | pass rate | fast_1 | geomean speedup "
        "|\n|---|---|---|---|---|---|\n";
    // The yardstick has no speed against itself: a 0.000x there would read as a measurement.
    const bool yardstick = g["model"] == "baseline";
    for (auto it = g["categories"].begin(); it != g["categories"].end(); ++it) {
      const json& c = it.value();
      md += fmt::format(
          "| {} | {} | {} | {} | {} | {} |\n", it.key(), c["tasks"].get<int>(),
          pct(c["compile_rate"]), pct(c["pass_rate"]), yardstick ? "-" : pct(c["fast_p"]["1"]),
          yardstick ? "-" : speedup_text(c));
    }
    md += "\n### By verdict\n\n| verdict | tasks |\n|---|---|\n";
    for (auto it = g["verdicts"].begin(); it != g["verdicts"].end(); ++it)
      md += fmt::format("| {} | {} |\n", it.key(), it.value().get<int>());
    md +=
        "\n### Tasks\n\n| task | category | compile | correct | perf | speedup | vs yardstick | % SOL "
        "| baseline | reason |\n";
    md += "|---|---|---|---|---|---|---|---|---|---|\n";
    for (const json& t : s["tasks"]) {
      if (t["model"] != g["model"] || t["platform"] != g["platform"]) continue;
      double sp = t["speedup"].get<double>();
      // The verdict's reason first; for a PASS, what its figures do not say (a timing that did
      // not converge, a yardstick that failed).
      std::string why = t["reason"].get<std::string>();
      for (const json& n : t.value("notes", json::array()))
        if (why.empty()) why = "note: " + n.get<std::string>();
      // The comparison's word with the speedup's 95 % interval (noise within this run only).
      std::string versus = t.value("comparison", "");
      if (!versus.empty() && t["speedup_interval"].is_array())
        versus += fmt::format(" ({:.3f}-{:.3f}x)", t["speedup_interval"][0].get<double>(),
                              t["speedup_interval"][1].get<double>());
      std::string sol = t["sol_percent"].is_number()
                            ? fmt::format("{:.1f}%", t["sol_percent"].get<double>())
                            : "-";
      if (t["sol_score"].is_number())
        sol += fmt::format(" (score {:.2f})", t["sol_score"].get<double>());
      const std::string task =
          t["task"].get<std::string>() +
          (t.value("sample", 0) ? ".s" + std::to_string(t["sample"].get<int>()) : "");
      md += fmt::format(
          "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n", task,
          t["category"].get<std::string>(), t["compile"].get<std::string>(),
          t["correct"].get<std::string>() + (t["mistrusted"].get<bool>() ? " (mistrusted)" : ""),
          t["perf"].get<std::string>(), sp > 0 ? fmt::format("{:.3f}x", sp) : "-",
          versus.empty() ? "-" : versus, sol, t["baseline"].get<std::string>(), first_line(why));
    }
  }
  return md;
}

}  // namespace km
