// SPDX-License-Identifier: Apache-2.0
// Coverage of the benchmarks KernelMark is compared with: every task of each source
// (operators/sources.json) against the specs' `source_tasks`.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/spec.hpp"

namespace km {

struct SourceGroup {
  std::string id, name, revision;  // "kb1", "KernelBench level 1", "owner/repo@commit"
  std::vector<std::string> tasks;  // every task of the group, mapped or not
};

struct Sources {
  std::filesystem::path file;
  std::vector<SourceGroup> groups;
  std::map<std::string, std::string> excluded;  // task -> why it can never be a KernelMark op
};

/// Reads operators/sources.json; any problem is a SpecError naming the file and the field.
Sources load_sources(const std::filesystem::path& file);

struct GroupCoverage {
  const SourceGroup* group = nullptr;
  size_t mapped = 0, excluded = 0;
  std::vector<std::string> missing;  // neither mapped nor excluded
};

struct CatalogueCoverage {
  size_t operators = 0, tasks = 0, categories = 0;
  std::vector<GroupCoverage> groups;
};

/// Counts each source task once, however many specs name it. A spec naming a task that no source
/// lists, or an excluded one, is a SpecError at that spec's `source_tasks[i]`.
CatalogueCoverage coverage(const std::vector<Spec>& specs, const Sources& sources);

/// The coverage table and the operator list as Markdown (docs/catalogue.md).
std::string coverage_markdown(const std::vector<Spec>& specs, const Sources& sources,
                              const CatalogueCoverage& cov);

}  // namespace km
