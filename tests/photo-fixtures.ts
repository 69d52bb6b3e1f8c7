/**
 * Files a phone or a hostile visitor could upload, for the photo library's tests (Vitest and
 * the browser tests): a phone's JPEG with the camera's make and the farm's GPS position in its
 * EXIF, a PNG decompression bomb, and an iPhone's HEIC header.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A phone's photo of one colour; `orientation` as the camera records a turned photo (6: 90°). */
export function phonePhoto({
  width,
  height,
  colour = "#2e8b57",
  orientation,
}: {
  width: number;
  height: number;
  colour?: string;
  orientation?: number;
}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image)
    .withExifMerge({
      IFD0: { Make: "FieldPhone", Model: "X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "8/1 45/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "38/1 59/1 0/1",
      },
    })
    .toBuffer();
}

/** A PNG of about 1 KB whose header claims 50,000 × 50,000 pixels (gigabytes once decoded). */
export function pngBomb(): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The start of an iPhone's HEIC photo: an ISO media file of brand `heic`. */
export function heicHeader(): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    Buffer.alloc(64),
  ]);
}
