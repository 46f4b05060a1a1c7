#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

// Each fuzz target defines this (the libFuzzer entry point). Built with clang
// and -fsanitize=fuzzer it is driven by libFuzzer; built with gcc it is
// driven by replay_main.cpp over the seed corpus and its mutations.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

inline std::string_view fuzzText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}
