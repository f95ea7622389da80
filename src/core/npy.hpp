// SPDX-License-Identifier: Apache-2.0
// Failure dumps in NumPy's .npy format (np.load reads them). bf16 has no NumPy dtype and is
// written as its raw uint16 bits.
#pragma once

#include <filesystem>

#include "core/reference.hpp"
#include "core/tensor.hpp"

namespace km {

void write_npy(const std::filesystem::path& file, const HostTensor& t);
void write_npy(const std::filesystem::path& file, const RefTensor& t);  // float64

}  // namespace km
