// SPDX-License-Identifier: Apache-2.0
#include "core/npy.hpp"

#include <fstream>
#include <stdexcept>

namespace km {

namespace {
void write(const std::filesystem::path& file, const char* descr, const std::vector<int64_t>& shape,
           const void* data, size_t bytes) {
  std::string header = std::string("{'descr': '") + descr + "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < shape.size(); ++i)
    header += std::to_string(shape[i]) + (shape.size() == 1 || i + 1 < shape.size() ? "," : "");
  header += "), }";
  // Magic (6) + version (2) + header length (2) + header, padded with spaces to 64 bytes.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream out(file, std::ios::binary);
  if (!out) throw std::runtime_error("cannot write " + file.string());
  out.write("\x93NUMPY\x01\x00", 8);
  uint16_t len = static_cast<uint16_t>(header.size());
  char lb[2] = {static_cast<char>(len & 0xff), static_cast<char>(len >> 8)};
  out.write(lb, 2);
  out << header;
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(bytes));
}
}  // namespace

void write_npy(const std::filesystem::path& file, const HostTensor& t) {
  const char* d = "<f4";
  switch (t.dtype) {
    case DType::fp32:
      d = "<f4";
      break;
    case DType::fp16:
      d = "<f2";
      break;
    case DType::bf16:
      d = "<u2";
      break;
    case DType::fp64:
      d = "<f8";
      break;
    case DType::i64:
      d = "<i8";
      break;
    case DType::i32:
      d = "<i4";
      break;
    case DType::u8:
      d = "|u1";
      break;
    case DType::i8:
      d = "|i1";
      break;
    case DType::b8:
      d = "|b1";
      break;
    case DType::fp8e4m3:  // numpy has no fp8: the raw codes, as bf16 is written as <u2
    case DType::fp8e5m2:
      d = "|u1";
      break;
    case DType::c64:
      d = "<c8";
      break;
    case DType::c128:
      d = "<c16";
      break;
  }
  write(file, d, t.shape, t.bytes.data(), t.bytes.size());
}

void write_npy(const std::filesystem::path& file, const RefTensor& t) {
  write(file, "<f8", t.shape, t.values.data(), t.values.size() * sizeof(double));
}

}  // namespace km
