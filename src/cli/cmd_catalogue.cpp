// SPDX-License-Identifier: Apache-2.0
// kernelmark catalogue: how much of each benchmark the catalogue covers (mapped / total, the
// reasons for exclusions), as text, Markdown (docs/catalogue.md) or JSON.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/catalogue.hpp"

namespace km::cli {

namespace {
nlohmann::json as_json(const CatalogueCoverage& cov) {
  nlohmann::json j = {{"operators", cov.operators},
                      {"tasks", cov.tasks},
                      {"categories", cov.categories},
                      {"sources", nlohmann::json::array()}};
  for (const GroupCoverage& g : cov.groups)
    j["sources"].push_back({{"id", g.group->id},
                            {"name", g.group->name},
                            {"revision", g.group->revision},
                            {"tasks", g.group->tasks.size()},
                            {"mapped", g.mapped},
                            {"excluded", g.excluded},
                            {"missing", g.missing}});
  return j;
}
}  // namespace

int cmd_catalogue(int argc, char** argv) {
  Args a(argc, argv, 2, {"sources", "missing", "check"}, {"markdown", "json"});
  const std::string root =
      a.positional().empty() ? std::string(KM_SOURCE_DIR) + "/operators" : a.positional()[0];
  const std::vector<Spec> specs = load_catalogue(root);
  const Sources sources = load_sources(a.get_or("sources", root + "/sources.json"));
  const CatalogueCoverage cov = coverage(specs, sources);

  if (a.has("missing")) {
    for (const GroupCoverage& g : cov.groups)
      if (g.group->id == a.get("missing")) {
        for (const std::string& t : g.missing) std::cout << t << "\n";
        return 0;
      }
    throw ArgError("--missing: no source '" + a.get("missing") + "' in " +
                   sources.file.generic_string());
  }
  if (a.has("check")) {  // the committed docs/catalogue.md must be what the catalogue says now
    const std::string want = coverage_markdown(specs, sources, cov);
    std::ifstream in(a.get("check"));
    std::stringstream have;
    have << in.rdbuf();
    if (in && have.str() == want) return 0;
    std::cerr << a.get("check") << ": out of date; regenerate it with `kernelmark catalogue "
              << "--markdown > " << a.get("check") << "`\n";
    return 1;
  }
  if (a.has("markdown")) {
    std::cout << coverage_markdown(specs, sources, cov);
  } else if (a.has("json")) {
    std::cout << as_json(cov).dump(2) << "\n";
  } else {
    std::cout << cov.operators << " operators, " << cov.tasks << " tasks, " << cov.categories
              << " categories\n";
    for (const GroupCoverage& g : cov.groups)
      std::cout << "  " << g.group->id << ": " << g.mapped << " / " << g.group->tasks.size()
                << " mapped" << (g.excluded ? ", " + std::to_string(g.excluded) + " excluded" : "")
                << "  (" << g.group->name << ")\n";
    for (const auto& [task, why] : sources.excluded)
      std::cout << "  excluded " << task << ": " << why << "\n";
  }
  return 0;
}

}  // namespace km::cli
