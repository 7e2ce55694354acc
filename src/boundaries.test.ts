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

/** The whole statements of a file (imports, re-exports, dynamic imports) that reach into src/server. */
function serverImportsOf(file: string): string[] {
  const statements = /^(?:import|export)\b[^;]*?"(\.[^"]*)";|import\s*\(\s*"(\.[^"]*)"\s*\)/gms;
  return [...readFileSync(file, "utf8").matchAll(statements)]
    .filter((match) => /(^|\/)server(\/|$)/.test(match[1] ?? match[2] ?? ""))
    .map((match) => match[0].replace(/\s+/g, " "));
}

/** Types vanish from the bundle, so the typed client may name the API's type, and nothing else of the server. */
const typedClientFile = path.join("web", "lib", "api-client.ts");
const apiTypeImport = 'import type { ApiType } from "../../server/app";';

/** What src/shared may import besides itself: pure libraries that run the same in the browser and on the server. */
// Pure libraries both sides may use: no I/O, no server or browser API (persian-tools checks Iranian card numbers).
const sharedLibraries = ["zod", "vitest", "date-fns-jalali", "@date-fns/tz", "@persian-tools/persian-tools"];
/** `date-fns-jalali/startOfDay` → `date-fns-jalali`, `@date-fns/tz` stays whole. */
const packageOf = (target: string) =>
  target
    .split("/")
    .slice(0, target.startsWith("@") ? 2 : 1)
    .join("/");

const webDir = path.join(srcDir, "web");

/** Where an import of a web file points inside src/web (the `@/` alias or a relative path), if it does. */
function webTargetOf(file: string, target: string): string | null {
  if (target.startsWith("@/")) return target.slice(2);
  if (!target.startsWith(".")) return null;
  const resolved = path.relative(webDir, path.resolve(path.dirname(file), target));
  return resolved.startsWith("..") ? null : resolved.split(path.sep).join("/");
}

/** The feature a path inside src/web belongs to (`features/<name>/…`), if any. */
const featureOf = (webPath: string) => /^features\/([^/]+)/.exec(webPath)?.[1] ?? null;

/** `file → target` for each import of the given web files that reaches into a feature other than `own`. */
function featureImports(files: string[], own: (file: string) => string | null): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const webTarget = webTargetOf(file, target);
        const feature = webTarget === null ? null : featureOf(webTarget);
        return feature !== null && feature !== own(file);
      })
      .map((target) => `${relative(file)} → ${target}`),
  );
}

describe("architecture boundaries", () => {
  it("the web client never imports server code, except the API's type in its typed client", () => {
    // Relative paths are the only way to reach src/server from src/web (the aliases cover web and shared).
    const offenders = sourceFiles(path.join(srcDir, "web")).flatMap((file) =>
      serverImportsOf(file)
        .filter((statement) => !(relative(file) === typedClientFile && statement === apiTypeImport))
        .map((statement) => `${relative(file)} → ${statement}`),
    );
    expect(offenders).toEqual([]);
  });

  it("src/shared imports zod, the pure date and Persian libraries and itself only (no Drizzle, no server, no web)", () => {
    const offenders = sourceFiles(path.join(srcDir, "shared")).flatMap((file) =>
      importsOf(file)
        .filter((target) => !sharedLibraries.includes(packageOf(target)))
        .filter((target) => !target.startsWith("./"))
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

  it("a web feature never imports another feature: what two features share lives in components/ or lib/", () => {
    const featureFiles = sourceFiles(path.join(webDir, "features"));
    expect(featureImports(featureFiles, (file) => featureOf(path.relative(webDir, file)))).toEqual([]);
  });

  it("components/, lib/ and i18n/ import no feature: only app/ puts features together", () => {
    const sharedFiles = ["components", "lib", "i18n"].flatMap((dir) => sourceFiles(path.join(webDir, dir)));
    expect(featureImports(sharedFiles, () => null)).toEqual([]);
  });
});
