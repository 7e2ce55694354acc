import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2 is compressed already) and images are left alone. */
const compressibleExtensions = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);
/** Below this the headers of a compressed answer outweigh what it saves. */
const minimumBytes = 1024;

/**
 * Writes `file.br` and `file.gz` beside a built file, at the best compression (paid once, at build
 * time), each only when smaller than the file. The server picks one by Accept-Encoding (static-site.ts).
 */
export async function precompressFile(filePath: string): Promise<boolean> {
  const bytes = await readFile(filePath);
  if (bytes.length < minimumBytes) return false;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (brotliBytes.length < bytes.length) await writeFile(`${filePath}.br`, brotliBytes);
  if (gzipBytes.length < bytes.length) await writeFile(`${filePath}.gz`, gzipBytes);
  return true;
}

/** Every compressible file of a build (index.html is served from memory and compressed per answer); returns how many. */
export async function precompressBuild(webDir: string): Promise<number> {
  const entries = await readdir(webDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const compressed = await Promise.all(files.map(precompressFile));
  return compressed.filter(Boolean).length;
}

// `npm run build` runs this after `vite build`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webDir = path.resolve(import.meta.dirname, "../dist/web");
  const count = await precompressBuild(webDir);
  console.log(`Precompressed ${count} files of ${path.relative(process.cwd(), webDir)} (brotli and gzip)`);
}
