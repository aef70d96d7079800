// Which of the host's addresses the Phones screen shows (issue 23): Rust lists every address a
// phone may reach this computer on, best first (physical Wi-Fi and Ethernet; never loopback,
// link-local, VPN or container addresses); the host may pick another, and the pick holds while
// the list is polled, as long as that address is still there.
import type { SharingStatus } from "./bindings/SharingStatus";

/** The links and QR code shown: those of the address `chosen`, else the best one. */
export type ShownAddress = { address: string; pairUrl: string; qrSvg: string; tvUrl: string };

export function shownAddress(status: SharingStatus, chosen: string | null): ShownAddress {
  const list = status.addresses ?? [];
  return (
    list.find((a) => a.address === chosen) ??
    list[0] ?? { address: "", pairUrl: status.pairUrl, qrSvg: status.qrSvg, tvUrl: status.tvUrl }
  );
}
