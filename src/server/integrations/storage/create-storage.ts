import type { Config } from "../../config";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

/** DESIGN "files": local disk under DATA_DIR/uploads, or the S3-compatible bucket of S3_*. */
export function createFileStorage(config: Config["storage"]): FileStorage {
  if (config.kind === "local") return createLocalStorage({ directory: config.directory });
  const { kind: _, ...s3 } = config;
  return createS3Storage(s3);
}
