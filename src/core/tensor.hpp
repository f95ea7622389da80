// SPDX-License-Identifier: Apache-2.0
// Host-side tensors of one case: inputs drawn from the counter-based RNG, output shells, and the
// reference's expected values.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/reference.hpp"
#include "core/spec.hpp"

namespace km {

struct HostTensor {
  std::string name;
  DType dtype = DType::fp32;
  std::vector<int64_t> shape;
  std::vector<unsigned char> bytes;

  int64_t numel() const { return numel_of(shape); }
  double at(int64_t i) const { return load_as(dtype, bytes.data() + i * dtype_size(dtype)); }
};

/// Inputs of one case, already rounded to their dtypes. Deterministic in (op, seed, tensor name).
/// With a variant, its distributions replace the spec's and its special values are planted at
/// positions drawn from the same counter-based RNG (at least one per injected tensor). The spec's
/// in-place (inout) outputs' initial values follow the inputs, in output order
/// (Spec::initialised()).
std::vector<HostTensor> make_inputs(const Task& task, const Bindings& values, uint64_t seed,
                                    const InputVariant* variant = nullptr);
/// Zero-filled outputs with the right shapes and dtypes.
std::vector<HostTensor> make_outputs(const Task& task, const Bindings& values);

/// Runs the registered reference of the task's op on `inputs` (make_inputs' list: an in-place
/// output's reference starts from its initial values); throws if the op has none.
std::vector<RefTensor> run_reference(const Task& task, const Bindings& values,
                                     const std::vector<HostTensor>& inputs);

/// Bytes one call moves at minimum: the spec's `bytes` expression or the sum of all tensors.
double bytes_moved(const Task& task, const Bindings& values);
/// Bytes of every input and output tensor of `task` at `values` (bytes_moved without a formula).
double tensor_bytes(const Task& task, const Bindings& values);

}  // namespace km
