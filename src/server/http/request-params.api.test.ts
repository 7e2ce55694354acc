import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser } from "../test/make-user";
import { type Operation, openApiOperations, operationUrl } from "../test/openapi-operations";
import { createTestServer, type TestServer } from "../test/test-server";
import { makeUserWithObjects, walkerAdminEmail } from "../test/user-with-objects";

let server: TestServer;
let user: Awaited<ReturnType<typeof makeUserWithObjects>>;
let operations: Operation[];
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: walkerAdminEmail });
  user = await makeUserWithObjects(server.app);
  operations = await openApiOperations(server.app);
});
afterAll(() => server.close());

/** Values no path or query parameter of the app accepts: control characters and days that do not exist. */
const badValues = ["a\u0000b", "\u0007", "2024-02-30", "2024-13-01", "2023-02-29", "2024-04-31"];

async function request(method: string, url: string) {
  const headers: Record<string, string> =
    method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" };
  const body = method === "GET" || method === "DELETE" ? undefined : "{}";
  const response = await server.app.request(url, asUser(user.cookie, { method, headers, body }));
  const answer = (await response.json().catch(() => ({}))) as { code?: string; issues?: { path: string }[] };
  return { status: response.status, ...answer, label: `${method} ${url}` };
}

describe("path and query parameters are checked before anything is read or changed", () => {
  it("every path parameter refuses control characters and impossible dates with 400 naming it", async () => {
    const withPathParameters = operations.filter((operation) => operation.parameters.some((p) => p.in === "path"));
    expect(withPathParameters.length).toBeGreaterThan(0);
    for (const operation of withPathParameters) {
      for (const parameter of operation.parameters.filter((p) => p.in === "path")) {
        const before = await databaseSnapshot(server.database.db);
        for (const bad of badValues) {
          const url = operationUrl(operation, (name) =>
            name === parameter.name ? bad : user.pathValue(operation.path, name),
          );
          const answer = await request(operation.method, url);
          expect(answer.status, answer.label).toBe(400);
          expect(answer.code, answer.label).toBe("validation_failed");
          expect(
            answer.issues?.map((issue) => issue.path),
            answer.label,
          ).toContain(parameter.name);
        }
        expect(await databaseSnapshot(server.database.db), `${operation.method} ${operation.path}`).toEqual(before);
      }
    }
  });

  it("every query parameter refuses control characters with 400 naming it", async () => {
    const withQuery = operations.filter((operation) => operation.parameters.some((p) => p.in === "query"));
    for (const operation of withQuery) {
      for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
        const path = operationUrl(operation, (name) => user.pathValue(operation.path, name));
        for (const bad of ["a\u0000b", "\u001b[2J"]) {
          const answer = await request(operation.method, `${path}?${new URLSearchParams({ [parameter.name]: bad })}`);
          expect(answer.status, answer.label).toBe(400);
          expect(answer.code, answer.label).toBe("validation_failed");
          expect(
            answer.issues?.map((issue) => issue.path),
            answer.label,
          ).toContain(parameter.name);
        }
      }
    }
  });

  it("a day that is not on the calendar is 400, a leap day is an ordinary day", async () => {
    for (const day of ["2024-02-30", "2024-13-01", "2023-02-29", "2024-00-10", "2024-06-31"]) {
      const answer = await request("GET", `/api/daily-content/days/${day}`);
      expect(answer.status, day).toBe(400);
      expect(answer.code, day).toBe("validation_failed");
    }
    const leapDay = await server.app.request("/api/daily-content/days/2024-02-29", asUser(user.cookie));
    expect(leapDay.status).toBe(200);
    expect(await leapDay.json()).toMatchObject({ date: "2024-02-29", content: null });
  });
});
