/** createTestServer picks its database from TEST_DB_DRIVER; set for the call, then put back. */
export async function withDriver<T>(driver: "pglite" | "postgres", run: () => Promise<T>): Promise<T> {
  const before = process.env.TEST_DB_DRIVER;
  process.env.TEST_DB_DRIVER = driver;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.TEST_DB_DRIVER;
    else process.env.TEST_DB_DRIVER = before;
  }
}
