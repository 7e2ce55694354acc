import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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

const serverDir = path.join(srcDir, "server");
/** Lower layers: any feature may use them, and they use no feature (STYLE "Boundaries"). */
const infrastructure = new Set(["cache", "db", "http", "integrations", "jobs", "mail", "realtime", "secrets"]);
/** Where the app is put together: these may reach any feature's routes, jobs and service. */
const compositionRoots = new Set(["runtime", "app.ts", "reactions.ts", "main.ts", "admin-cli.ts"]);
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("test");

/** A server file's folder under src/server (`orders`), or its own name for a file at the top (`config.ts`). */
function serverFolderOf(file: string) {
  const parts = path.relative(serverDir, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? "") : `${(parts[0] ?? "").replace(/\.ts$/, "")}.ts`;
}
const isFeature = (folder: string) =>
  !folder.endsWith(".ts") && !infrastructure.has(folder) && !compositionRoots.has(folder) && folder !== "test";

interface ServerImport {
  from: string;
  to: string;
  /** `import type`: it vanishes when compiled, so it cannot make a circle of modules. */
  typeOnly: boolean;
}

/** Every import of a non-test server file that reaches another server file, resolved to a path without extension. */
function serverImports(): ServerImport[] {
  const statement = /^(import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]*)";|import\(\s*"(\.[^"]*)"\s*\)/gms;
  return sourceFiles(serverDir)
    .filter((file) => !isTestFile(file))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(statement)].map((match) => ({
        from: file,
        to: path.resolve(path.dirname(file), match[3] ?? match[4] ?? ""),
        typeOnly: match[2] !== undefined,
      })),
    )
    .filter((edge) => edge.to.startsWith(serverDir + path.sep));
}

/** The groups of folders that import each other round in a circle (Tarjan's strongly connected components). */
function circlesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) circle.push(member);
    } while (member !== undefined && member !== node);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
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
  it("every server feature has a service.ts, its one face to the others", () => {
    const features = readdirSync(serverDir).filter(
      (name) => statSync(path.join(serverDir, name)).isDirectory() && isFeature(name),
    );
    expect(features.length).toBeGreaterThan(20);
    expect(features.filter((feature) => !existsSync(path.join(serverDir, feature, "service.ts")))).toEqual([]);
  });

  it("a server feature reaches another only through its service.ts", () => {
    const offenders = serverImports()
      .filter(({ from, to }) => {
        const [source, target] = [serverFolderOf(from), serverFolderOf(to)];
        return isFeature(source) && isFeature(target) && source !== target;
      })
      .filter(({ to }) => path.relative(serverDir, to) !== path.join(serverFolderOf(to), "service"))
      .map(({ from, to }) => `${relative(from)} → ${relative(to)}`);
    expect(offenders).toEqual([]);
  });

  it("the lower layers (database, HTTP, integrations, jobs, cache…) and top-level modules import no feature", () => {
    const offenders = serverImports()
      .filter(({ from, to }) => {
        const source = serverFolderOf(from);
        const lower = infrastructure.has(source) || (source.endsWith(".ts") && !compositionRoots.has(source));
        const target = serverFolderOf(to);
        return lower && (isFeature(target) || compositionRoots.has(target));
      })
      .map(({ from, to }) => `${relative(from)} → ${relative(to)}`);
    expect(offenders).toEqual([]);
  });

  it("no server folders import each other in a circle", () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to, typeOnly } of serverImports()) {
      const [source, target] = [serverFolderOf(from), serverFolderOf(to)];
      if (typeOnly || source === target) continue;
      graph.set(source, (graph.get(source) ?? new Set()).add(target));
    }
    expect(graph.size).toBeGreaterThan(20);
    expect(circlesOf(graph)).toEqual([]);
  });
  it("every API route is declared through http/create-route.ts, which puts its declared guard in front", () => {
    const wrapper = path.join(serverDir, "http", "create-route.ts");
    const offenders = sourceFiles(serverDir)
      .filter((file) => file !== wrapper && !isTestFile(file))
      .filter((file) =>
        /import\s*\{[^}]*\bcreateRoute\b[^}]*\}\s*from\s*"@hono\/zod-openapi"/.test(readFileSync(file, "utf8")),
      )
      .map(relative);
    expect(offenders).toEqual([]);
  });
});
