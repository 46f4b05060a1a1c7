# Writes a header with every preset file as a raw string literal, so the
# binary has its presets even when it runs far from the source tree.
# Inputs: PRESET_DIR, OUTPUT.
file(GLOB preset_files "${PRESET_DIR}/*.json")
list(SORT preset_files)
set(body "// Generated from resources/presets/*.json by embed_presets.cmake; do not edit.\n#pragma once\n\nnamespace am::bench {\n\nstruct EmbeddedPreset {\n    const char* file;\n    const char* text;\n};\n\ninline constexpr EmbeddedPreset kEmbeddedPresets[] = {\n")
foreach(file IN LISTS preset_files)
    file(READ "${file}" text)
    get_filename_component(name "${file}" NAME)
    string(APPEND body "    {\"${name}\", R\"AMPRESET(${text})AMPRESET\"},\n")
endforeach()
string(APPEND body "};\n\n} // namespace am::bench\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
