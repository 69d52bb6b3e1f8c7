// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { readUpload } from "./upload.server";

const limits = { maxFiles: 3, maxFileBytes: 1024 * 1024 };

afterEach(() => {
  vi.restoreAllMocks();
});

const upload = (form: FormData) =>
  readUpload(
    new Request("http://staff.test/staff/content/photos", { method: "POST", body: form }),
    limits,
  );

describe("readUpload", () => {
  it("keeps the first 4,000 characters of a text field, whole letters in any script", async () => {
    const form = new FormData();
    const geez = "ፀሐይ".repeat(2000);
    form.set("englishAlt", `${"a".repeat(10)}${geez}`);
    form.set("csrf", "token");
    form.set("photos", new File([new Uint8Array([0xff, 0xd8, 0xff])], "borehole.jpg"));
    const read = await upload(form);
    expect(read.fields.englishAlt).toBe(`${"a".repeat(10)}${geez}`.slice(0, 4000));
    expect(read.fields.csrf).toBe("token");
    expect(read.files.map((file) => [file.name, file.bytes.length])).toEqual([["borehole.jpg", 3]]);
  });

  it("keeps a text field as large as a photo may be as its first 4,000 characters, never decoding the rest", async () => {
    // 900 KB of text: decoded whole (and kept by its slice), a few such parts filled the heap.
    const decoded: number[] = [];
    const decode = TextDecoder.prototype.decode;
    vi.spyOn(TextDecoder.prototype, "decode").mockImplementation(function (
      this: TextDecoder,
      input,
      options,
    ) {
      decoded.push(
        input instanceof ArrayBuffer || ArrayBuffer.isView(input) ? input.byteLength : 0,
      );
      return decode.call(this, input, options);
    });
    const form = new FormData();
    form.set("note", "ሀ".repeat(300_000));
    const read = await upload(form);
    expect(read.problem).toBeUndefined();
    expect(read.fields.note).toBe("ሀ".repeat(4000));
    expect(Math.max(...decoded)).toBeLessThanOrEqual(16_000);
  });
});
