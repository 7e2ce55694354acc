import { randomUUID } from "node:crypto";
import { type FileHandle, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { assertStorageKey, type FileStorage, type StoredFile } from "./file-storage";
import { detectionSampleBytes, servedContentType } from "./served-type";

export interface LocalStorageOptions {
  /** e.g. DATA_DIR/uploads; created on the first put. */
  directory: string;
  /** Where the app serves the files from. */
  publicPath?: string;
}

const missingFileCodes = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);
const chunkBytes = 64 * 1024;

export function createLocalStorage({ directory, publicPath = "/uploads" }: LocalStorageOptions): FileStorage {
  const root = resolve(directory);
  const urlPrefix = publicPath.replace(/\/+$/, "");

  function pathOf(key: string): string {
    assertStorageKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new TypeError(`Storage key ${JSON.stringify(key)} leaves the directory.`);
    return path;
  }

  return {
    kind: "local",

    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: write beside the target, then rename over it in one step.
      const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { url: `${urlPrefix}/${key}` };
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async open(key) {
      const path = pathOf(key);
      try {
        return await describeFile(path);
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
  };
}

async function describeFile(path: string): Promise<StoredFile | undefined> {
  const details = await stat(path);
  if (!details.isFile()) return undefined;
  const size = details.size;
  const sample = await readSlice(path, 0, Math.min(size, detectionSampleBytes));
  return {
    contentType: await servedContentType(sample),
    size,
    slice: (start, end) => streamSlice(path, start, end),
  };
}

async function readSlice(path: string, position: number, length: number): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Reads the slice a chunk at a time as it is consumed, so a 50 MB video never sits in memory; the file
 * opens on the first read (a HEAD answer never reads) and closes at the end or when the client leaves.
 */
function streamSlice(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = start;
  const finish = async () => {
    await handle?.close();
    handle = undefined;
  };
  const nextChunk = async () => {
    const length = Math.min(chunkBytes, end + 1 - position);
    if (length <= 0) return new Uint8Array(0);
    handle ??= await open(path, "r");
    const { bytesRead, buffer } = await handle.read(new Uint8Array(length), 0, length, position);
    position += bytesRead;
    return buffer.subarray(0, bytesRead);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await nextChunk();
          // An empty read is the slice's end, or a file cut short while it was read: either way, stop.
          if (chunk.length > 0) return controller.enqueue(chunk);
          await finish();
          controller.close();
        } catch (error) {
          await finish();
          controller.error(error);
        }
      },
      cancel: finish,
    },
    { highWaterMark: 0 },
  );
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && "code" in error && missingFileCodes.has(String(error.code));
}
