import type { StoredFile } from "./file-storage";
import { detectionSampleBytes, servedContentType } from "./served-type";

/** Asks S3 for the bytes first..last of one object; resolves with them once S3 has answered. */
export type ReadRange = (first: number, last: number, leaving: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

/** What an open asks for first: enough bytes to judge the object's type; the answer also tells its size. */
export const sampleRange = `bytes=0-${detectionSampleBytes - 1}`;

/** The object's whole size from a 206 answer's `Content-Range: bytes 0-4099/123456`; undefined without one. */
export function totalSize(contentRange: string | null): number | undefined {
  const total = /^bytes \d+-\d+\/(\d+)$/.exec(contentRange ?? "")?.[1];
  return total === undefined ? undefined : Number(total);
}

/** An S3 object as local storage describes a file: its type judged by its first bytes, its size, any slice. */
export async function storedObject(sample: Uint8Array, size: number, readRange: ReadRange): Promise<StoredFile> {
  return {
    contentType: await servedContentType(sample),
    size,
    // A slice stops at the object's end, as a local file's does.
    slice: (start, end) => streamRange(readRange, start, Math.min(end, size - 1)),
  };
}

/**
 * The bytes first..last, asked of S3 only when the stream is first read (a HEAD answer never reads),
 * then passed on as the reader takes them, so a 50 MB video never sits in memory; a reader who leaves
 * ends the request.
 */
function streamRange(readRange: ReadRange, first: number, last: number): ReadableStream<Uint8Array> {
  if (last < first) return new ReadableStream({ start: (controller) => controller.close() });
  const leaving = new AbortController();
  let body: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        body ??= (await readRange(first, last, leaving.signal)).getReader();
        const { done, value } = await body.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        leaving.abort(reason);
        await body?.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
