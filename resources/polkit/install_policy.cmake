# Runs at install time (cmake --install, cpack): writes the polkit policy for
# arraymark-helper where this install puts it, and installs the policy where
# polkitd reads it. Set by resources/CMakeLists.txt: ARRAYMARK_POLICY_TEMPLATE,
# ARRAYMARK_POLICY_STAGING, ARRAYMARK_HELPER_INSTALL_DIR, ARRAYMARK_POLKIT_ACTIONS_DIR.
include("${CMAKE_CURRENT_LIST_DIR}/helper_path.cmake")
arraymark_helper_path(ARRAYMARK_HELPER_PATH "${CMAKE_INSTALL_PREFIX}" "${ARRAYMARK_HELPER_INSTALL_DIR}")
configure_file("${ARRAYMARK_POLICY_TEMPLATE}" "${ARRAYMARK_POLICY_STAGING}" @ONLY)
file(INSTALL DESTINATION "${ARRAYMARK_POLKIT_ACTIONS_DIR}" TYPE FILE FILES "${ARRAYMARK_POLICY_STAGING}")
