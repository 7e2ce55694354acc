import type { App } from "../app";

/** The part of JSON Schema the app's OpenAPI document uses (zod's output). */
export interface JsonSchema {
  $ref?: string;
  /** Two types for a nullable field: `["string", "null"]`. */
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema: JsonSchema;
}

/** Alternatives, each naming the schemes that together let a request in; `{}` lets in one with none. */
type Security = Record<string, string[]>[];

interface OpenApiDocument {
  security?: Security;
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: RequestBody; responses?: Record<string, unknown>; security?: Security }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RequestBody {
  required?: boolean;
  content: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  method: string;
  /** As in the document, relative to /api: `/chat/conversations/{id}`. */
  path: string;
  parameters: Parameter[];
  requestBody?: RequestBody;
  /** The answers it documents: `"200"`, `"401"`… */
  responseStatuses: string[];
  /** Its own, or else the document's. */
  security: Security;
  /** Resolves `$ref`s against the document's components. */
  resolve(schema: JsonSchema): JsonSchema;
}

/** Every operation of the served OpenAPI document, so a test covers routes added later by itself. */
export async function openApiOperations(app: App): Promise<Operation[]> {
  const response = await app.request("/api/openapi.json");
  const document = (await response.json()) as OpenApiDocument;
  const resolve = (schema: JsonSchema): JsonSchema => {
    const name = schema.$ref?.replace("#/components/schemas/", "");
    const target = name ? document.components?.schemas?.[name] : undefined;
    return target ? resolve(target) : schema;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      requestBody: operation.requestBody,
      responseStatuses: Object.keys(operation.responses ?? {}),
      security: operation.security ?? document.security ?? [],
      resolve,
    })),
  );
}

/** Whether the document says the operation takes only a request with the session cookie. */
export function needsSession(operation: Operation): boolean {
  return operation.security.length > 0 && operation.security.every((schemes) => "sessionCookie" in schemes);
}

/** The request URL of an operation with its path parameters filled in. */
export function operationUrl(operation: Operation, values: (name: string) => string): string {
  return `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values(name)))}`;
}

/** A body of the right shape: every property present (optional ones too), enums at their first value. */
export function sampleOf(schema: JsonSchema, resolve: Operation["resolve"]): unknown {
  const resolved = resolve(schema);
  const option = resolved.anyOf?.[0] ?? resolved.oneOf?.[0];
  if (option) return sampleOf(option, resolve);
  if (resolved.enum) return resolved.enum[0];
  if (resolved.const !== undefined) return resolved.const;
  if (Array.isArray(resolved.type) && resolved.type.includes("null")) return null;
  switch (resolved.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, property]) => [key, sampleOf(property, resolve)]),
      );
    case "array":
      return resolved.items ? [sampleOf(resolved.items, resolve)] : [];
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    default:
      return resolved.format === "uuid" ? crypto.randomUUID() : "sample";
  }
}

export interface SchemaNode {
  /** Property names and array indexes from the body's root, as zod reports an issue's path. */
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every property and array item of a body, at any depth (the first item of each array). */
export function schemaNodes(schema: JsonSchema, resolve: Operation["resolve"], path: SchemaNode["path"] = []) {
  const resolved = resolve(schema);
  const children: SchemaNode[] = [];
  if (resolved.type === "object") {
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      children.push(...schemaNodes(property, resolve, [...path, key]));
    }
  }
  if (resolved.type === "array" && resolved.items) children.push(...schemaNodes(resolved.items, resolve, [...path, 0]));
  return path.length === 0 ? children : [{ path, schema: resolved }, ...children];
}

/** A value of another type than the schema's, one per kind of mistake a client makes. */
export function wrongValuesFor(schema: JsonSchema): unknown[] {
  // A nullable field takes null: its wrong values are those of its other type, null left out.
  if (Array.isArray(schema.type)) {
    const type = schema.type.find((one) => one !== "null");
    return wrongValuesFor({ ...schema, type }).filter((value) => value !== null);
  }
  switch (schema.type) {
    case "string":
      return [123, true, ["text"], { text: "text" }, null];
    case "number":
    case "integer":
      return ["1", [1], null];
    case "boolean":
      return ["true", 1, null];
    case "array":
      return ["text", { 0: "text" }, null];
    case "object":
      return ["text", [], null];
    default:
      return [123, [], null];
  }
}

/** A copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: SchemaNode["path"], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? withValueAt(item, rest, value) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}
