import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { assertStorageKey, type FileStorage } from "./file-storage";
import { detectImage } from "./image-check";
import { detectProductMedia } from "./media-check";

export interface LocalStorageOptions {
  /** e.g. DATA_DIR/uploads; created on the first put. */
  directory: string;
  /** Where the app serves the files from. */
  publicPath?: string;
}

const missingFileCodes = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

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

    async read(key) {
      const path = pathOf(key);
      let bytes: Uint8Array;
      try {
        bytes = await readFile(path);
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
      // The type comes from the bytes, never the name; whatever is not an accepted image or product video
      // is served as a download.
      const image = (await detectImage(bytes)) ?? (await detectProductMedia(bytes));
      return { bytes, contentType: image?.mime ?? "application/octet-stream" };
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && "code" in error && missingFileCodes.has(String(error.code));
}
