import type { TestProject } from "vitest/node";
import { createPostgresTemplate } from "./database-templates";

/** Global setup of the `api-postgres` project: one migrated database per run, which each test file copies. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("the api-postgres project needs TEST_DATABASE_URL");
  const template = await createPostgresTemplate(serverUrl);
  project.provide("postgresTemplateName", template.name);
  return template.drop;
}
