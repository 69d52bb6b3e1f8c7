/**
 * Reading a multipart form with files (the photo library's upload), part by part, with a
 * well-kept streaming parser: each file is limited as it arrives, and the text fields read
 * before a problem are kept, so the page can show them again with the message.
 */
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import type { UploadedFile } from "./photos.server";

export interface UploadLimits {
  readonly maxFiles: number;
  readonly maxFileBytes: number;
}

export interface Upload {
  /** The text fields, as far as they were read. */
  readonly fields: Record<string, string>;
  /** The files chosen (an empty file input sends none). */
  readonly files: UploadedFile[];
  /** Why the form could not be read to its end. */
  readonly problem?: "tooLarge" | "tooMany" | "malformed";
}

/** The longest text field kept (a description, a token). */
const MAX_FIELD_CHARACTERS = 4000;
/**
 * The bytes of a text field read as text: enough for its longest kept (no character takes more
 * than 4). A part the parser took whole (up to a file's limit) is never turned into one string:
 * 40 MB of text decoded, and kept by the slice that points into it, would fill the server's heap.
 */
const MAX_FIELD_BYTES = 4 * MAX_FIELD_CHARACTERS;
const utf8 = new TextDecoder();

export async function readUpload(
  request: Request,
  limits: UploadLimits,
  /** keepFiles false: the text fields only, each file's bytes dropped once its part is read. */
  { keepFiles = true }: { readonly keepFiles?: boolean } = {},
): Promise<Upload> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: limits.maxFileBytes,
      maxParts: limits.maxFiles + 20,
      maxTotalSize: limits.maxFiles * limits.maxFileBytes + 1024 * 1024,
    })) {
      const name = part.name ?? "";
      if (part.isFile) {
        // A file input left empty sends a part with no name and no bytes.
        if (!part.filename && part.size === 0) continue;
        if (files.length >= limits.maxFiles) {
          await drain(request);
          return { fields, files, problem: "tooMany" };
        }
        if (keepFiles) files.push({ name: part.filename ?? "photo", bytes: part.bytes });
      } else if (name)
        fields[name] = utf8
          .decode(part.bytes.subarray(0, MAX_FIELD_BYTES))
          .slice(0, MAX_FIELD_CHARACTERS);
    }
  } catch (error) {
    // The rest of the body is read and dropped: a browser sends it all before it reads the answer
    // on a connection it keeps using.
    await drain(request);
    if (error instanceof MaxFileSizeExceededError) return { fields, files, problem: "tooLarge" };
    if (error instanceof MaxPartsExceededError || error instanceof MaxTotalSizeExceededError)
      return { fields, files, problem: "tooMany" };
    if (error instanceof MultipartParseError || error instanceof TypeError)
      return { fields, files, problem: "malformed" };
    throw error;
  }
  return { fields, files };
}

/** Reads what is left of a request's body, and drops it. */
async function drain(request: Request): Promise<void> {
  if (!request.body) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // The body was already closed.
  }
}
