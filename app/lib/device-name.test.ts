import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("a session's device", () => {
  it("names the browser and the system", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
      ),
    ).toBe("Firefox on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
  });

  it("says so when it cannot tell", () => {
    expect(deviceName(null)).toBe("Unknown device");
    expect(deviceName("curl/8.5.0")).toBe("Unknown device");
  });
});
