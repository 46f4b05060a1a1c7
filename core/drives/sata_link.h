#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace am::drives {

// The fastest SATA link (SATA 3, 6 Gb/s): a SATA drive whose negotiated speed
// sysfs does not show moves no more than this.
inline constexpr double kSataMaxGigabits = 6.0;

// Commands a SATA drive keeps in flight under AHCI: native command queueing
// has 32 tags (the kernel uses 32 on AHCI, one of them reserved on some
// controllers; the cap is the protocol's, not a measurement).
inline constexpr int kSataMaxInFlight = 32;

// Payload bytes per second one way over a SATA link of `gigabits` (1.5, 3,
// 6): the line rate x 8/10 (8b/10b) / 8 bits, less the two ALIGN primitives
// the link sends every 256 dwords (x 254/256) and a data FIS's framing (SOF,
// FIS header, CRC, EOF: 4 dwords around at most 2048 of data, x 2048/2052).
// 6 Gb/s gives 594 MB/s; the drive's own controller may stop below that.
double sataLinkBytesPerSecond(double gigabits);
// The line rate x 8/10 / 8 alone (600 MB/s at 6 Gb/s): no payload passes faster.
double sataLineBytesPerSecond(double gigabits);

// "6.0 Gbps" -> 6.0; nullopt when it is not a rate ("<unknown>", empty).
std::optional<double> parseSataSpeed(const std::string& text);

// The negotiated link speed of the SATA port a disk hangs off, from the
// disk's resolved sysfs directory (.../ata3/host2/.../block/sdc): the port's
// ata3/link3/ata_link/link3/sata_spd, as libata writes it. nullopt when the
// path has no ata port or the attribute is missing or unknown. Behind a port
// multiplier this is the host link, which the drives behind it share.
std::optional<double> sataLinkGigabits(const std::filesystem::path& resolved_block_dir);

} // namespace am::drives
