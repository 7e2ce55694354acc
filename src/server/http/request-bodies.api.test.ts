import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorCodes } from "../../shared/api-error-codes";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser } from "../test/make-user";
import {
  type Operation,
  openApiOperations,
  operationUrl,
  type SchemaNode,
  sampleOf,
  schemaNodes,
  withValueAt,
  wrongValuesFor,
} from "../test/openapi-operations";
import { createTestServer, type TestServer } from "../test/test-server";
import { makeUserWithObjects, walkerAdminEmail } from "../test/user-with-objects";

let server: TestServer;
let user: Awaited<ReturnType<typeof makeUserWithObjects>>;
let operations: Operation[];
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: walkerAdminEmail });
  user = await makeUserWithObjects(server.app);
  operations = (await openApiOperations(server.app)).filter((operation) => operation.requestBody);
});
afterAll(() => server.close());

type Body = { bytes: BodyInit | undefined; contentType?: string };

const json = (value: unknown): Body => ({ bytes: JSON.stringify(value), contentType: "application/json" });

async function send(operation: Operation, body: Body) {
  const headers: Record<string, string> = body.contentType ? { "content-type": body.contentType } : {};
  const url = operationUrl(operation, (name) => user.pathValue(operation.path, name));
  const response = await server.app.request(
    url,
    asUser(user.cookie, { method: operation.method, headers, body: body.bytes }),
  );
  const answer = (await response.json().catch(() => ({}))) as {
    code?: string;
    issues?: { path: string; message: string }[];
  };
  return { status: response.status, ...answer, label: `${operation.method} ${url} ${String(body.bytes)}` };
}

type Refusal = { body: Body; check: (answer: Awaited<ReturnType<typeof send>>) => void };

/**
 * Sends each body and checks its refusal; the database must be the same afterwards. One snapshot per
 * operation, not per body: a refusal that changed something still shows in the comparison at the end.
 */
async function expectRefusedWithoutChange(operation: Operation, refusals: Refusal[]) {
  const before = await databaseSnapshot(server.database.db);
  for (const { body, check } of refusals) {
    const answer = await send(operation, body);
    expect(answer.status, answer.label).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.label).toBeLessThan(500);
    expect(apiErrorCodes, answer.label).toContain(answer.code);
    check(answer);
  }
  expect(await databaseSnapshot(server.database.db), `${operation.method} ${operation.path}`).toEqual(before);
}

/** The same check for every body. */
const each = (bodies: Body[], check: Refusal["check"]): Refusal[] => bodies.map((body) => ({ body, check }));

/** The check for a refusal as validation_failed with an issue at the given body path. */
const validationFailedAt = (path: SchemaNode["path"]) => (answer: Awaited<ReturnType<typeof send>>) => {
  expect(answer.code, answer.label).toBe("validation_failed");
  expect(
    answer.issues?.map((issue) => issue.path),
    answer.label,
  ).toContain(path.join("."));
};

function bodySchema(operation: Operation) {
  const schema = operation.requestBody?.content["application/json"]?.schema;
  if (!schema) throw new Error(`${operation.method} ${operation.path} takes no JSON body`);
  return schema;
}

const jsonOperations = () => operations.filter((operation) => operation.requestBody?.content["application/json"]);

describe("every route that takes a JSON body refuses a body it cannot use, before doing anything", () => {
  it("the walk finds the app's JSON routes", () => {
    expect(jsonOperations().map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(["POST /chat/messages", "PUT /profile", "PUT /daily-content/items/{id}", "POST /ai-your"]),
    );
  });

  it("declares every JSON body as required", () => {
    for (const operation of jsonOperations()) {
      expect(operation.requestBody?.required, `${operation.method} ${operation.path}`).toBe(true);
    }
  });

  it("no body at all is 400 body_required", async () => {
    for (const operation of jsonOperations()) {
      await expectRefusedWithoutChange(
        operation,
        each([{ bytes: undefined }], (answer) => {
          expect(answer.status, answer.label).toBe(400);
          expect(answer.code, answer.label).toBe("body_required");
        }),
      );
    }
  });

  it("an empty or malformed JSON body is 400 malformed_json", async () => {
    for (const operation of jsonOperations()) {
      const bodies = [
        { bytes: "", contentType: "application/json" },
        { bytes: "{not json", contentType: "application/json" },
      ];
      await expectRefusedWithoutChange(
        operation,
        each(bodies, (answer) => {
          expect(answer.status, answer.label).toBe(400);
          expect(answer.code, answer.label).toBe("malformed_json");
        }),
      );
    }
  });

  it("valid JSON text sent as text/plain, form data or without a content type is 415 unsupported_media_type", async () => {
    for (const operation of jsonOperations()) {
      const text = JSON.stringify(sampleOf(bodySchema(operation), operation.resolve));
      const bodies = [
        { bytes: text, contentType: "text/plain" },
        { bytes: text, contentType: "application/x-www-form-urlencoded" },
        { bytes: new Blob([text]) },
      ];
      await expectRefusedWithoutChange(
        operation,
        each(bodies, (answer) => {
          expect(answer.status, answer.label).toBe(415);
          expect(answer.code, answer.label).toBe("unsupported_media_type");
        }),
      );
    }
  });

  it("a body of the wrong type altogether is 400 validation_failed", async () => {
    for (const operation of jsonOperations()) {
      await expectRefusedWithoutChange(
        operation,
        each([[], null, "text", 42, true].map(json), (answer) => {
          expect(answer.status, answer.label).toBe(400);
          expect(answer.code, answer.label).toBe("validation_failed");
        }),
      );
    }
  });

  it("every property set to a wrong type is 400 validation_failed naming that property", async () => {
    for (const operation of jsonOperations()) {
      const schema = bodySchema(operation);
      const sample = sampleOf(schema, operation.resolve);
      const refusals = schemaNodes(schema, operation.resolve).flatMap((node) =>
        each(
          wrongValuesFor(node.schema).map((wrong) => json(withValueAt(sample, node.path, wrong))),
          validationFailedAt(node.path),
        ),
      );
      await expectRefusedWithoutChange(operation, refusals);
    }
  });

  it("a NUL byte in any text field is 400 validation_failed naming that field", async () => {
    for (const operation of jsonOperations()) {
      const schema = bodySchema(operation);
      const sample = sampleOf(schema, operation.resolve);
      const texts = schemaNodes(schema, operation.resolve).filter((node) => node.schema.type === "string");
      const refusals = texts.flatMap((node) =>
        each(
          ["a\u0000b", "a\u0007b", "\u001b[31m"].map((text) => json(withValueAt(sample, node.path, text))),
          validationFailedAt(node.path),
        ),
      );
      await expectRefusedWithoutChange(operation, refusals);
    }
  });
});
