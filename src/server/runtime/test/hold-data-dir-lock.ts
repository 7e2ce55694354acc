import { lockDataDir } from "../data-dir-lock";

// A second running instance for the lock's tests: it locks the folder, says so, and holds it until killed.
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-data-dir-lock.ts DATA_DIR");
lockDataDir(dataDir);
process.stdout.write("locked\n");
setInterval(() => {}, 60_000);
