import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// STYLE "Boundaries": the architecture's rules, checked on every `npm test`.
const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
}

const relative = (file: string) => path.relative(srcDir, file);

/** What another web feature may use of the auth feature: its public modules (the profile shows its security tab). */
const authPublicModules = [
  "auth-context",
  "auth-provider",
  "redirect-target",
  "require-auth",
  "use-me",
  "account-security/security-tab",
];

describe("architecture boundaries", () => {
  it("the web client never imports server code", () => {
    // Relative paths are the only way to reach src/server from src/web (the aliases cover web and shared).
    const offenders = sourceFiles(path.join(srcDir, "web")).filter((file) =>
      importsOf(file).some((target) => target.startsWith(".") && /(^|\/)server(\/|$)/.test(target)),
    );
    expect(offenders.map(relative)).toEqual([]);
  });

  it("src/shared imports zod and itself only (no Drizzle, no server, no web)", () => {
    const offenders = sourceFiles(path.join(srcDir, "shared")).flatMap((file) =>
      importsOf(file)
        .filter((target) => !["zod", "vitest"].includes(target) && !target.startsWith("./"))
        .map((target) => `${relative(file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("server routes.ts files hold no database code: queries live in services", () => {
    const routeFiles = sourceFiles(path.join(srcDir, "server")).filter((file) => file.endsWith("routes.ts"));
    const offenders = routeFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("drizzle-orm") || target.includes("db/schema"))
        .map((target) => `${relative(file)} → ${target}`),
    );
    expect(routeFiles.length).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
  });

  it("a web feature uses another feature only through the auth feature's public modules", () => {
    const featuresDir = path.join(srcDir, "web", "features");
    const offenders = sourceFiles(featuresDir).flatMap((file) => {
      const ownFeature = path.relative(featuresDir, file).split(path.sep)[0];
      return importsOf(file)
        .filter((target) => target.startsWith("@/features/"))
        .filter((target) => {
          const [feature, ...rest] = target.slice("@/features/".length).split("/");
          if (feature === ownFeature) return false;
          return !(feature === "auth" && authPublicModules.includes(rest.join("/")));
        })
        .map((target) => `${relative(file)} → ${target}`);
    });
    expect(offenders).toEqual([]);
  });
});
