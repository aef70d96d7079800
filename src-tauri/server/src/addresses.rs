//! The addresses a phone at the table can reach this machine on, best first (issue 23): the
//! QR code and link carry the first; the host may pick another when there are several.
//!
//! Never offered: loopback, link-local (169.254.0.0/16, fe80::/10: a phone on the Wi-Fi has
//! none of these routes), unspecified or multicast addresses, VPN interfaces (`tun*`, `tap*`,
//! `wg*`, `tailscale*`, `utun*`, `zt*`, `ppp*`, point-to-point links, and the carrier-grade NAT
//! range 100.64.0.0/10 Tailscale hands out) and container or virtual-machine bridges
//! (`docker*`, `br-*`, `veth*`, `virbr*`, `cni*`, `flannel*`, `lxc*`, `lxd*`, `podman*`,
//! `vmnet*`, `vboxnet*`). Physical Wi-Fi and Ethernet (`wl*`, `en*`, `eth*`, and Windows'
//! "Wi-Fi"/"Ethernet" adapters) come first, IPv4 before IPv6 (a phone's browser takes
//! `http://192.168.1.20:8080` more readily than a bracketed IPv6 link), private ranges first.
//! The interfaces are listed by the `if-addrs` crate.

use std::net::IpAddr;

/// One address the phones may use, and the interface it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reachable {
    /// The interface's name (`wlan0`, `enp3s0`, `Wi-Fi`).
    pub interface: String,
    /// Its address.
    pub ip: IpAddr,
}

const VPN: &[&str] = &[
    "tun",
    "tap",
    "wg",
    "tailscale",
    "utun",
    "zt",
    "ppp",
    "ipsec",
    "nordlynx",
];
const CONTAINER: &[&str] = &[
    "docker", "br-", "veth", "virbr", "cni", "flannel", "lxc", "lxd", "podman", "vmnet", "vboxnet",
    "cali", "kube",
];

fn starts_with_any(name: &str, prefixes: &[&str]) -> bool {
    let name = name.to_ascii_lowercase();
    prefixes.iter().any(|p| name.starts_with(p))
}

/// Whether a phone on the local network could use `ip` on interface `name` (`p2p`: a
/// point-to-point link, which is what a VPN is).
pub fn usable(name: &str, ip: IpAddr, p2p: bool) -> bool {
    if p2p || starts_with_any(name, VPN) || starts_with_any(name, CONTAINER) {
        return false;
    }
    if ip.is_loopback() || ip.is_unspecified() || ip.is_multicast() {
        return false;
    }
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            // Link-local, and the carrier-grade NAT range VPNs such as Tailscale use.
            !(v4.is_link_local() || v4.is_broadcast() || (a == 100 && (64..128).contains(&b)))
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            // Link-local fe80::/10 (needs a zone a link cannot carry).
            first & 0xffc0 != 0xfe80
        }
    }
}

/// How good an address is: lower first.
fn rank(r: &Reachable) -> (u8, u8, u8) {
    let name = r.interface.to_ascii_lowercase();
    let physical = name.starts_with("wl")
        || name.starts_with("en")
        || name.starts_with("eth")
        || name.starts_with("wi-fi")
        || name.starts_with("wifi")
        || name.starts_with("wireless")
        || name.starts_with("ethernet");
    let private = match r.ip {
        IpAddr::V4(v4) => v4.is_private(),
        // Unique local fc00::/7.
        IpAddr::V6(v6) => v6.segments()[0] & 0xfe00 == 0xfc00,
    };
    (
        u8::from(!physical),
        u8::from(r.ip.is_ipv6()),
        u8::from(!private),
    )
}

/// Keeps the usable addresses of `all` (interface, address, point-to-point), best first; the
/// order of equals is kept.
pub fn ranked(all: impl IntoIterator<Item = (String, IpAddr, bool)>) -> Vec<Reachable> {
    let mut out: Vec<Reachable> = all
        .into_iter()
        .filter(|(name, ip, p2p)| usable(name, *ip, *p2p))
        .map(|(interface, ip, _)| Reachable { interface, ip })
        .collect();
    out.sort_by_key(rank);
    out.dedup_by(|a, b| a.ip == b.ip);
    out
}

/// This machine's addresses a phone may use, best first (empty when it has no network, or
/// the interfaces cannot be listed).
pub fn reachable() -> Vec<Reachable> {
    let Ok(all) = if_addrs::get_if_addrs() else {
        return Vec::new();
    };
    ranked(
        all.into_iter()
            .filter(|i| !matches!(i.oper_status, if_addrs::IfOperStatus::Down))
            .map(|i| {
                let (p2p, ip) = (i.is_p2p(), i.ip());
                (i.name, ip, p2p)
            }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn names(r: &[Reachable]) -> Vec<String> {
        r.iter()
            .map(|r| format!("{} {}", r.interface, r.ip))
            .collect()
    }

    #[test]
    fn wifi_and_ethernet_come_first_and_nothing_a_phone_cannot_reach_is_offered() {
        let all = [
            ("lo", "127.0.0.1", false),
            ("lo", "::1", false),
            ("docker0", "172.17.0.1", false),
            ("br-5f2a9c", "172.18.0.1", false),
            ("veth12ab", "fe80::1c2d:3eff:fe4f:5a6b", false),
            ("virbr0", "192.168.122.1", false),
            ("cni0", "10.88.0.1", false),
            ("flannel.1", "10.244.0.0", false),
            ("tailscale0", "100.101.102.103", false),
            ("wg0", "10.8.0.2", false),
            ("tun0", "10.9.0.6", true),
            ("utun3", "10.10.0.2", false),
            ("mystery-vpn", "10.11.0.2", true),
            ("eth1", "169.254.12.7", false),
            ("weird0", "100.72.1.1", false),
            ("usb0", "192.168.42.129", false),
            ("wlp2s0", "fe80::aa:bbff:fecc:ddee", false),
            ("wlp2s0", "fd12:3456::20", false),
            ("wlp2s0", "192.168.1.20", false),
            ("enp3s0", "10.0.0.5", false),
            ("enp3s0", "2a01:e0a::5", false),
        ]
        .map(|(n, a, p)| (n.to_string(), ip(a), p));
        let r = ranked(all);
        assert_eq!(
            names(&r),
            [
                "wlp2s0 192.168.1.20",
                "enp3s0 10.0.0.5",
                "wlp2s0 fd12:3456::20",
                "enp3s0 2a01:e0a::5",
                "usb0 192.168.42.129",
            ]
        );
    }

    #[test]
    fn windows_and_mac_names_count_as_physical() {
        let all = [
            ("vEthernet (WSL)", "172.20.0.1", false),
            ("Wi-Fi", "192.168.0.14", false),
            ("en0", "192.168.0.15", false),
        ]
        .map(|(n, a, p)| (n.to_string(), ip(a), p));
        assert_eq!(
            names(&ranked(all)),
            ["Wi-Fi 192.168.0.14", "en0 192.168.0.15"],
            "Hyper-V's switch for WSL is a virtual machine's"
        );
    }

    #[test]
    fn only_vpns_and_containers_leave_nothing() {
        let all = [
            ("docker0", "172.17.0.1", false),
            ("tailscale0", "100.64.0.9", false),
            ("lo", "127.0.0.1", false),
        ]
        .map(|(n, a, p)| (n.to_string(), ip(a), p));
        assert!(ranked(all).is_empty());
    }
}
