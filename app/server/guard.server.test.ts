// @vitest-environment node
import { describe, expect, it } from "vitest";
import { networkOf } from "./guard.server";

describe("the network a per-address limit counts", () => {
  it("is an IPv6 address's /64, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::65",
      "2001:db8:1:2::66",
      "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a::1%eth0",
    ]) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf("2001:db8:1:3::65")).toBe("2001:db8:1:3::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("is an IPv4 address itself, written plainly or mapped into IPv6", () => {
    expect(networkOf("192.0.2.1")).toBe("192.0.2.1");
    expect(networkOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(networkOf("::ffff:c000:201")).toBe("192.0.2.1");
    expect(networkOf("unknown")).toBe("unknown");
  });
});
