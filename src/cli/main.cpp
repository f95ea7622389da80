// SPDX-License-Identifier: Apache-2.0
// kernelmark: the command line of the suite. Every subcommand reports bad input as one line that
// names the file and field (or option) at fault, and exits 2.
#include <cstring>
#include <iostream>

#include "cli/commands.hpp"
#include "core/args.hpp"
#include "core/spec.hpp"

namespace {

struct Command {
  const char* name;
  int (*fn)(int, char**);
  const char* help;
};

const Command kCommands[] = {
    {"report", km::cli::cmd_report,
     "report <build-dir> [--out DIR] [--records DIR] [--generated DIR]: summary.json, report.md and report.html from the test records; tasks a model did not submit count as NOT_SUBMITTED"},
    {"repro", km::cli::cmd_repro,
     "repro --platform P --spec S --dtype D --module SO --sizes n=..,.. --seed N [--dump DIR]"},
    {"cases", km::cli::cmd_cases,
     "cases --spec S --dtype D --out DIR [--sets small,drawn (and empty where the spec has it)] [--seed N] [--variants]: each case's inputs and the reference's expected outputs as float64 .npy with a case.json (for checking a spec's semantics against another implementation)"},
    {"validate", km::cli::cmd_validate,
     "validate [operators-dir] [--schema F] [--deep] [--private-dir D]: check every spec against the JSON Schema, load it, find its reference"},
    {"prompt", km::cli::cmd_prompt,
     "prompt --platform P (--task T | --category C | --all) [--shots 0-3] [--format markdown|jsonl]: the prompt of each task (never its held-out shapes or seeds)"},
    {"import", km::cli::cmd_import,
     "import --model M --platform P responses.jsonl [--replace]: write each response's code to generated/M/P/ (a line's \"sample\": k to <task>.s<k>; NO_CODE kept in a sidecar)"},
    {"check", km::cli::cmd_check,
     "check FILE --task T --platform P [--build-dir B] [--perf] [--json]: one kernel's compile and correct (and perf) verdict in a configured build tree, without editing generated/ or CMake (one check per build tree at a time)"},
    {"catalogue", km::cli::cmd_catalogue,
     "catalogue [operators-dir] [--sources F] [--markdown | --json | --missing SOURCE | --check DOC]: coverage of each benchmark's tasks"},
    {"abi", km::cli::cmd_abi,
     "abi --platform-file F --spec S --dtype D [--out H]: generated ABI header of a task"},
    {"prototype", km::cli::cmd_prototype,
     "prototype --platform-file F --spec S --dtype D: the entry point's prototype"},
    {"compile-test", km::cli::cmd_compile_test,
     "compile-test ...: the compile stage of one module (run by CTest)"},
    {"unknown-drop", km::cli::cmd_unknown_drop,
     "unknown-drop --file F --platform P: explain a drop file that names no task"},
    {"peaks", km::cli::cmd_peaks,
     "peaks --platform P [--out FILE] [--device N]: measure the device's speed of light"},
    {"verdicts", km::cli::cmd_verdicts, "verdicts: the verdict list and what each means"},
    {"decide", km::cli::cmd_decide,
     "decide [--compile R] [--correct R] [--perf R] [--json]: a task's verdict from its records"},
};

void usage(std::ostream& os) {
  os << "usage: kernelmark <command> [options]\n\ncommands:\n";
  for (const Command& c : kCommands) os << "  " << c.help << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "help")) {
    usage(std::cout);
    return argc < 2 ? 2 : 0;
  }
  for (const Command& c : kCommands) {
    if (std::strcmp(argv[1], c.name) != 0) continue;
    if (argc == 3 && (!std::strcmp(argv[2], "--help") || !std::strcmp(argv[2], "-h"))) {
      std::cout << "usage: kernelmark " << c.help << "\n";
      return 0;
    }
    try {
      return c.fn(argc, argv);
    } catch (const km::SpecError& e) {
      std::cerr << "kernelmark " << c.name << ": " << e.what() << "\n";
    } catch (const km::ArgError& e) {
      std::cerr << "kernelmark " << c.name << ": " << e.what() << "\n";
    } catch (const std::exception& e) {
      std::cerr << "kernelmark " << c.name << ": " << e.what() << "\n";
    }
    return 2;
  }
  std::cerr << "kernelmark: unknown command '" << argv[1] << "'\n";
  usage(std::cerr);
  return 2;
}
