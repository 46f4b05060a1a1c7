# arraymark_helper_path(OUT PREFIX DIR): the absolute path of arraymark-helper
# installed into DIR (relative to PREFIX, or absolute). Used at configure time
# and, by install_policy.cmake, at install time.
function(arraymark_helper_path out prefix dir)
    if(IS_ABSOLUTE "${dir}")
        set(path "${dir}/arraymark-helper")
    else()
        set(path "${prefix}/${dir}/arraymark-helper")
    endif()
    cmake_path(SET path NORMALIZE "${path}")
    set(${out} "${path}" PARENT_SCOPE)
endfunction()
