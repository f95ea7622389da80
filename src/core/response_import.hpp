// SPDX-License-Identifier: Apache-2.0
// Turning a model's responses into a drop: the code of each response (Markdown fences, several
// blocks, a file name in the fence), and what to write where. A response without code is kept as
// a NO_CODE entry, never dropped.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace km {

struct CodeBlock {
  std::string info;  // the fence's info string: "cpp", "cuda relu_f32.cu", "cpp title=relu_f32.cpp"
  std::string code;
};

/// Every fenced block (``` or ~~~, three or more) in order; an unterminated last block counts.
std::vector<CodeBlock> fenced_blocks(const std::string& text);

struct Extracted {
  std::optional<std::string> code;  // none: NO_CODE
  std::string how;                  // which block was taken and why, or why there is none
};

/// The code for `file` ("relu_f32.cpp"): the block whose info string names the file, else the
/// last block in one of `languages`, else the last block without a language; a response without
/// fences is code only if it looks like a whole source file (it defines `entry`).
Extracted extract_code(const std::string& response, const std::string& file,
                       const std::vector<std::string>& languages, const std::string& entry);

}  // namespace km
