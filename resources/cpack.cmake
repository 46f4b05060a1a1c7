# Debian package of everything `cmake --install` puts in place.
# `cpack -G DEB` in a build directory writes arraymark_<version>_<arch>.deb.
set(CPACK_PACKAGE_NAME arraymark)
set(CPACK_PACKAGE_VENDOR "ArrayMark developers")
set(CPACK_PACKAGE_CONTACT "ArrayMark developers <arraymark@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "list drives, build Linux md RAID arrays and measure them")
set(CPACK_PACKAGE_DESCRIPTION
    "ArrayMark lists NVMe, SATA and every other block device with what makes each one unsafe to touch, builds Linux md arrays (native metadata and Intel VROC/RST containers) through mdadm, and measures drives, arrays and files with its own io_uring engine. Includes the GUI (arraymark) and the command line (arraymark-cli).")
set(CPACK_PACKAGE_INSTALL_DIRECTORY arraymark)
# A Debian package installs under /usr whatever CMAKE_INSTALL_PREFIX says (a
# plain `cmake -B build` has /usr/local, which belongs to the local admin, not
# to dpkg). The polkit policy names the helper under the prefix cpack installs
# to (resources/polkit/install_policy.cmake).
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
# Library dependencies are found by dpkg-shlibdeps; tools it runs are named here.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "util-linux")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "mdadm, pkexec, qt6-translations-l10n, smartmontools")  # arrays, the GUI's privileged helper, Qt's own Russian strings, drive health (smartctl)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fio")
include(CPack)
