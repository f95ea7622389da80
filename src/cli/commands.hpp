// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace km::cli {

int cmd_abi(int argc, char** argv);
int cmd_prototype(int argc, char** argv);
int cmd_validate(int argc, char** argv);
int cmd_catalogue(int argc, char** argv);
int cmd_prompt(int argc, char** argv);
int cmd_import(int argc, char** argv);
int cmd_check(int argc, char** argv);
int cmd_compile_test(int argc, char** argv);
int cmd_unknown_drop(int argc, char** argv);
int cmd_repro(int argc, char** argv);
int cmd_cases(int argc, char** argv);
int cmd_report(int argc, char** argv);
int cmd_verdicts(int argc, char** argv);
int cmd_decide(int argc, char** argv);
int cmd_peaks(int argc, char** argv);

}  // namespace km::cli
