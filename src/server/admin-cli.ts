import path from "node:path";
import { grantRoleByEmail, unblockByEmail } from "./account/service";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./runtime/data-dir-lock";

const usage = "usage: npm run admin -- grant EMAIL | unblock EMAIL";

/** `npm run admin -- grant EMAIL` grants the admin role to an existing account (DESIGN: the first admin). */
async function main(argv: string[]) {
  const [command, email] = argv;
  if ((command !== "grant" && command !== "unblock") || !email) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  // The embedded database belongs to one process: stop the app first, or use PostgreSQL.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
  });
  try {
    await database.migrate();
    if (command === "unblock") {
      if ((await unblockByEmail({ db: database.db }, { email })) === "unknown-user") {
        console.error(`No account with the e-mail ${email}.`);
        return 1;
      }
      console.log(`${email} may sign in again.`);
      return 0;
    }
    const result = await grantRoleByEmail({ db: database.db }, { email, role: "admin" });
    if (result === "unknown-user") {
      console.error(`No account with the e-mail ${email}. Sign up first, then grant.`);
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
