import { describe, expect, it } from "vitest";
import type { SharingStatus } from "./bindings/SharingStatus";
import { shownAddress } from "./shareAddress";

const at = (address: string) => ({ address, pairUrl: `http://${address}/#/pair/c`, qrSvg: `<svg>${address}</svg>`, tvUrl: `http://${address}/#/tv/t` });

function status(addresses: string[]): SharingStatus {
  const list = addresses.map(at);
  return {
    pairUrl: list[0]?.pairUrl ?? "http://127.0.0.1:1/#/pair/c",
    qrSvg: list[0]?.qrSvg ?? "<svg/>",
    pin: "123456",
    tvUrl: list[0]?.tvUrl ?? "http://127.0.0.1:1/#/tv/t",
    devices: [],
    waiting: [],
    open: false,
    wrongPins: 0,
    pinLocked: false,
    addresses: list,
  };
}

describe("the address the Phones screen shows", () => {
  it("is the best one until the host picks another", () => {
    const s = status(["192.168.1.20:8080", "10.0.0.5:8080"]);
    expect(shownAddress(s, null).address).toBe("192.168.1.20:8080");
    expect(shownAddress(s, "10.0.0.5:8080").pairUrl).toBe("http://10.0.0.5:8080/#/pair/c");
    expect(shownAddress(s, "10.0.0.5:8080").qrSvg).toContain("10.0.0.5");
  });

  it("goes back to the best one when the picked address is gone (the laptop left that network)", () => {
    expect(shownAddress(status(["192.168.1.20:8080"]), "10.0.0.5:8080").address).toBe("192.168.1.20:8080");
  });

  it("shows the status's own link when no address is listed", () => {
    const s = status([]);
    expect(shownAddress(s, null).pairUrl).toBe(s.pairUrl);
  });
});
