// SPDX-License-Identifier: Apache-2.0
#include "core/response_import.hpp"

#include <sstream>

namespace km {

namespace {
std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}
std::string first_word(const std::string& info) {
  std::istringstream is(info);
  std::string w;
  is >> w;
  return w;
}
}  // namespace

std::vector<CodeBlock> fenced_blocks(const std::string& text) {
  std::vector<CodeBlock> blocks;
  std::istringstream in(text);
  std::string line, fence;
  CodeBlock cur;
  bool open = false;
  while (std::getline(in, line)) {
    const std::string t = trim(line);
    if (!open) {
      for (char c : {'`', '~'}) {
        size_t n = 0;
        while (n < t.size() && t[n] == c) ++n;
        if (n >= 3) {
          open = true;
          fence = t.substr(0, n);
          cur = CodeBlock{trim(t.substr(n)), ""};
          break;
        }
      }
      continue;
    }
    if (t.rfind(fence, 0) == 0 && trim(t.substr(fence.size())).empty()) {
      blocks.push_back(cur);
      open = false;
      continue;
    }
    cur.code += line + "\n";
  }
  if (open && !cur.code.empty()) blocks.push_back(cur);  // a response cut off mid-block
  return blocks;
}

Extracted extract_code(const std::string& response, const std::string& file,
                       const std::vector<std::string>& languages, const std::string& entry) {
  const std::vector<CodeBlock> blocks = fenced_blocks(response);
  for (size_t i = blocks.size(); i-- > 0;)
    if (blocks[i].info.find(file) != std::string::npos)
      return {blocks[i].code, "block " + std::to_string(i + 1) + " of " +
                                  std::to_string(blocks.size()) + ", named " + file};
  for (size_t i = blocks.size(); i-- > 0;)
    for (const std::string& lang : languages)
      if (first_word(blocks[i].info) == lang)
        return {blocks[i].code, "the last " + lang + " block (" + std::to_string(i + 1) + " of " +
                                    std::to_string(blocks.size()) + ")"};
  for (size_t i = blocks.size(); i-- > 0;)
    if (blocks[i].info.empty())
      return {blocks[i].code, "the last block without a language (" + std::to_string(i + 1) +
                                  " of " + std::to_string(blocks.size()) + ")"};
  if (!blocks.empty())
    return {std::nullopt, std::to_string(blocks.size()) +
                              " fenced block(s), none named " + file + " or in a language of the "
                              "platform"};
  if (response.find(entry + "(") != std::string::npos && response.find('{') != std::string::npos)
    return {response, "no fences; the whole response defines " + entry};
  return {std::nullopt, trim(response).empty() ? "empty response" : "no code block in the response"};
}

}  // namespace km
