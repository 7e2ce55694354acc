import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAction } from "../../shared/admin";
import type { Job, JobApplicationItem } from "../../shared/careers";
import { jobApplications } from "../db/schema";
import { databaseSnapshot } from "../test/database-snapshot";
import { makeImage } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";

const adminEmail = "careers-admin@example.com";
let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
});
afterAll(() => server.close());

async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

let jobSequence = 0;
const jobBody = (overrides: Record<string, unknown> = {}) => {
  jobSequence += 1;
  return {
    title: `Backend developer ${jobSequence}`,
    department: "technology",
    type: "full-time",
    location: "Tehran (hybrid)",
    experience: "2+ years",
    skills: "Node.js, PostgreSQL",
    description: "Build the API behind the seller dashboard.",
    salary: "",
    ...overrides,
  };
};
const addJob = async (overrides: Record<string, unknown> = {}) =>
  expectJson<Job>(await sendJsonAs(server.app, admin, "/api/admin/careers/jobs", jobBody(overrides)), 201);
const openJobs = async (query = "") =>
  (await expectJson<{ items: Job[] }>(await server.app.request(`/api/careers/jobs${query}`))).items;
const adminRead = async <T>(url: string) => expectJson<T>(await server.app.request(url, asUser(admin.cookie)));

/** A real, minimal PDF: a catalog, no pages; enough for any reader to know it by its first bytes. */
const pdfBytes = () =>
  new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

const applicant = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    first_name: "Sara",
    last_name: "Ahmadi",
    email: "sara@example.com",
    phone: "09121234567",
    years_experience: "4",
    portfolio_url: "https://sara.example.com/work",
    motivation: "I like building for sellers.",
    ...overrides,
  };
  return fields;
};

let addressSequence = 0;
/** An application from a visitor's own address (the limit counts per address), with an optional CV. */
function apply(
  jobId: string,
  fields: Record<string, string | undefined>,
  cv?: { bytes: Uint8Array; name: string; type?: string },
  headers: Record<string, string> = {},
) {
  addressSequence += 1;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (cv) form.append("cv", new File([Uint8Array.from(cv.bytes)], cv.name, { type: cv.type ?? "application/pdf" }));
  return server.app.request(`/api/careers/jobs/${jobId}/applications`, {
    method: "POST",
    headers: { origin: testOrigin, "x-forwarded-for": `10.16.0.${addressSequence}`, ...headers },
    body: form,
  });
}

const storedFiles = () => {
  const directory = path.join(server.config.dataDir, "uploads", "private", "cvs");
  try {
    return readdirSync(directory);
  } catch {
    return [];
  }
};

describe("the jobs on /careers (001 §2, §3, §5)", () => {
  it("STAT-38 with no job at all, the list is empty", async () => {
    expect(await openJobs()).toEqual([]);
  });

  it("STAT-37 STAT-42 STAT-43 open jobs only, newest first, searched case-insensitively on title, id, description or skills, filtered by department and type ('all' filters nothing)", async () => {
    const designer = await addJob({
      title: "Product Designer",
      department: "design",
      type: "part-time",
      skills: "Figma، Persian typography",
      description: "Shapes the RTL dashboard.",
    });
    const marketer = await addJob({
      title: "Growth marketer",
      department: "marketing",
      type: "contract",
      skills: "Instagram ads",
      description: "Brings sellers 100% of the way.",
    });
    const closed = await addJob({ title: "Closed designer role", department: "design" });
    await sendJsonAs(server.app, admin, `/api/admin/careers/jobs/${closed.id}/status`, { status: "closed" }, "PUT");

    const all = await openJobs("?department=all&type=all");
    expect(all.map((job) => job.title).slice(0, 2)).toEqual(["Growth marketer", "Product Designer"]);
    expect(all.map((job) => job.id)).not.toContain(closed.id);
    expect(await openJobs()).toEqual(all);

    expect((await openJobs("?q=product%20DESIGNER")).map((job) => job.id)).toEqual([designer.id]);
    expect((await openJobs("?q=figma")).map((job) => job.id)).toEqual([designer.id]);
    expect((await openJobs("?q=rtl%20dashboard")).map((job) => job.id)).toEqual([designer.id]);
    expect((await openJobs(`?q=${marketer.id.slice(0, 13)}`)).map((job) => job.id)).toEqual([marketer.id]);
    // A typed % is a percent sign, not "anything".
    expect((await openJobs("?q=100%25")).map((job) => job.id)).toEqual([marketer.id]);
    expect(await openJobs("?q=%25%25%25")).toEqual([]);

    expect((await openJobs("?department=design")).map((job) => job.id)).toEqual([designer.id]);
    expect((await openJobs("?type=contract")).map((job) => job.id)).toEqual([marketer.id]);
    expect(await openJobs("?department=design&type=contract")).toEqual([]);
    expect(await openJobs("?q=nothing-like-this")).toEqual([]);
    expect(designer).toMatchObject({ skills: ["Figma", "Persian typography"], salary: null, status: "open" });
  });

  it("STAT-37 a department or type off the list is refused", async () => {
    for (const query of ["?department=sales", "?type=internship"]) {
      expect((await server.app.request(`/api/careers/jobs${query}`)).status, query).toBe(400);
    }
  });
});

describe("applying to a job (001 §5, §8; DESIGN d7)", () => {
  it("STAT-41 STAT-40 a visitor's application with a PDF CV, and one without, are stored and reach the admin with the CV", async () => {
    const job = await addJob({ title: "Support lead" });
    const withCv = await apply(job.id, applicant({ phone: "۰۹۱۲ ۱۲۳ ۴۵۶۷", years_experience: "۷" }), {
      bytes: pdfBytes(),
      name: "resume.pdf",
    });
    const sent = await expectJson<{ id: string }>(withCv, 201);
    const without = await expectJson<{ id: string }>(
      await apply(job.id, applicant({ first_name: "Ali", portfolio_url: "", motivation: "" })),
      201,
    );

    const { items } = await adminRead<{ items: JobApplicationItem[] }>("/api/admin/careers/applications");
    expect(items.slice(0, 2)).toMatchObject([
      { id: without.id, first_name: "Ali", has_cv: false, portfolio_url: null, motivation: null, user_id: null },
      {
        id: sent.id,
        job: { id: job.id, title: "Support lead" },
        first_name: "Sara",
        last_name: "Ahmadi",
        email: "sara@example.com",
        phone: "09121234567",
        years_experience: 7,
        portfolio_url: "https://sara.example.com/work",
        motivation: "I like building for sellers.",
        has_cv: true,
      },
    ]);

    const cv = await server.app.request(`/api/admin/careers/applications/${sent.id}/cv`, asUser(admin.cookie));
    expect(cv.status).toBe(200);
    expect(cv.headers.get("content-type")).toBe("application/pdf");
    expect(cv.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(new Uint8Array(await cv.arrayBuffer())).toEqual(pdfBytes());
    const none = await server.app.request(`/api/admin/careers/applications/${without.id}/cv`, asUser(admin.cookie));
    expect(none.status).toBe(404);
  });

  it("STAT-41 a signed-in user's application names their account", async () => {
    const job = await addJob();
    const user = await makeUser(server.app);
    const sent = await expectJson<{ id: string }>(
      await apply(job.id, applicant(), undefined, { cookie: user.cookie }),
      201,
    );
    const { items } = await adminRead<{ items: JobApplicationItem[] }>("/api/admin/careers/applications");
    expect(items.find((item) => item.id === sent.id)?.user_id).toBe(user.id);
  });

  it("the CV is kept privately: no public address serves it", async () => {
    const job = await addJob();
    await expectJson(await apply(job.id, applicant(), { bytes: pdfBytes(), name: "cv.pdf" }), 201);
    const [file] = storedFiles();
    expect(file).toBeDefined();
    for (const url of [`/uploads/private/cvs/${file}`, `/uploads/private/../private/cvs/${file}`]) {
      expect((await server.app.request(url)).status, url).toBe(404);
    }
  });

  it("STAT-39 each required field missing or blank, a bad e-mail, phone, years or portfolio link: 400 and nothing stored", async () => {
    const job = await addJob();
    const before = await databaseSnapshot(server.database.db);
    const filesBefore = storedFiles();
    const refused = [
      applicant({ first_name: undefined }),
      applicant({ first_name: "   " }),
      applicant({ last_name: undefined }),
      applicant({ last_name: "" }),
      applicant({ email: undefined }),
      applicant({ email: "not-an-email" }),
      applicant({ email: `${"a".repeat(244)}@example.com` }),
      applicant({ phone: undefined }),
      applicant({ phone: "12345" }),
      applicant({ phone: "0912123456" }),
      applicant({ years_experience: undefined }),
      applicant({ years_experience: "four" }),
      applicant({ years_experience: "-1" }),
      applicant({ years_experience: "2.5" }),
      applicant({ years_experience: "61" }),
      applicant({ portfolio_url: "javascript:alert(1)" }),
      applicant({ portfolio_url: "ftp://example.com/cv" }),
      applicant({ motivation: "x".repeat(2001) }),
    ];
    for (const fields of refused) {
      const response = await apply(job.id, fields, { bytes: pdfBytes(), name: "cv.pdf" });
      expect(response.status, JSON.stringify(fields).slice(0, 120)).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("STAT-40 a CV that is not a PDF by its content (a PNG, a text file named .pdf) or is over 5 MB is refused and nothing is stored", async () => {
    const job = await addJob();
    const before = await databaseSnapshot(server.database.db);
    const filesBefore = storedFiles();
    const png = await apply(job.id, applicant(), { bytes: await makeImage("png"), name: "cv.png", type: "image/png" });
    expect(png.status).toBe(400);
    expect((await png.json()).code).toBe("cv_not_pdf");
    const renamed = await apply(job.id, applicant(), {
      bytes: new TextEncoder().encode("my CV, honest"),
      name: "cv.pdf",
      type: "application/pdf",
    });
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).code).toBe("cv_not_pdf");
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(pdfBytes());
    const tooLarge = await apply(job.id, applicant(), { bytes: large, name: "cv.pdf" });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).code).toBe("cv_too_large");
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("an application sent as JSON, as a URL-encoded form, or with no body is refused and stores nothing", async () => {
    const job = await addJob();
    const before = await databaseSnapshot(server.database.db);
    const url = `/api/careers/jobs/${job.id}/applications`;
    const fields = applicant() as Record<string, string>;
    const attempts: { headers: Record<string, string>; body?: string }[] = [
      { headers: { "content-type": "application/json" }, body: JSON.stringify(fields) },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({}).toString() },
      { headers: {} },
    ];
    for (const init of attempts) {
      const response = await server.app.request(url, {
        method: "POST",
        headers: { origin: testOrigin, "x-forwarded-for": "10.18.0.1", ...init.headers },
        body: init.body,
      });
      expect(response.status, JSON.stringify(init.headers)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(init.headers)).toBeLessThan(500);
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("applying to a closed job, or to none, is 404 and stores nothing", async () => {
    const job = await addJob();
    await sendJsonAs(server.app, admin, `/api/admin/careers/jobs/${job.id}/status`, { status: "closed" }, "PUT");
    const before = await databaseSnapshot(server.database.db);
    const filesBefore = storedFiles();
    for (const id of [job.id, crypto.randomUUID()]) {
      const response = await apply(id, applicant(), { bytes: pdfBytes(), name: "cv.pdf" });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe("not_found");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("one address may send five applications in ten minutes; another address is not held back", async () => {
    const job = await addJob();
    const address = { "x-forwarded-for": "10.17.0.1" };
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await apply(job.id, applicant(), undefined, address)).status).toBe(201);
    }
    const limited = await apply(job.id, applicant(), undefined, address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect((await apply(job.id, applicant(), undefined, { "x-forwarded-for": "10.17.0.2" })).status).toBe(201);
    expect(await server.database.db.$count(jobApplications)).toBeGreaterThanOrEqual(6);
  });
});

describe("the admin's jobs and applications (ADM-28; DESIGN d7)", () => {
  it("ADM-28 the admin adds, edits, closes and reopens a job; /careers follows and each step is recorded", async () => {
    const job = await addJob({ title: "Content writer", department: "marketing", salary: "30-40 million toman" });
    expect(job).toMatchObject({ status: "open", salary: "30-40 million toman", skills: ["Node.js", "PostgreSQL"] });

    const edited = await expectJson<Job>(
      await sendJsonAs(
        server.app,
        admin,
        `/api/admin/careers/jobs/${job.id}`,
        jobBody({
          title: "Senior content writer",
          department: "marketing",
          type: "part-time",
          skills: "SEO\nCopywriting",
        }),
        "PUT",
      ),
    );
    expect(edited).toMatchObject({
      id: job.id,
      title: "Senior content writer",
      type: "part-time",
      skills: ["SEO", "Copywriting"],
    });
    expect((await openJobs("?q=senior%20content")).map((open) => open.id)).toEqual([job.id]);

    const close = (status: string) =>
      sendJsonAs(server.app, admin, `/api/admin/careers/jobs/${job.id}/status`, { status }, "PUT");
    expect(await expectJson<Job>(await close("closed"))).toMatchObject({ status: "closed" });
    expect(await openJobs("?q=senior%20content")).toEqual([]);
    const everyJob = await adminRead<{ items: Job[] }>("/api/admin/careers/jobs");
    expect(everyJob.items.find((item) => item.id === job.id)?.status).toBe("closed");
    expect(await expectJson<Job>(await close("open"))).toMatchObject({ status: "open" });
    expect((await openJobs("?q=senior%20content")).map((open) => open.id)).toEqual([job.id]);

    const { items } = await adminRead<{ items: AdminAction[] }>("/api/admin/actions");
    expect(
      items
        .filter((action) => action.target_id === job.id)
        .map((action) => action.action)
        .reverse(),
    ).toEqual(["job-create", "job-update", "job-close", "job-reopen"]);
  });

  it("ADM-28 a job form with a missing field or a department off the list is refused and changes nothing", async () => {
    const job = await addJob();
    const before = await databaseSnapshot(server.database.db);
    for (const body of [
      jobBody({ title: "" }),
      jobBody({ department: "sales" }),
      jobBody({ type: "internship" }),
      jobBody({ location: "  " }),
      jobBody({ description: "" }),
      jobBody({ skills: Array.from({ length: 21 }, (_, index) => `skill ${index}`).join(",") }),
    ]) {
      const created = await sendJsonAs(server.app, admin, "/api/admin/careers/jobs", body);
      expect(created.status, JSON.stringify(body)).toBe(400);
      const edited = await sendJsonAs(server.app, admin, `/api/admin/careers/jobs/${job.id}`, body, "PUT");
      expect(edited.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await sendJsonAs(
      server.app,
      admin,
      `/api/admin/careers/jobs/${crypto.randomUUID()}`,
      jobBody(),
      "PUT",
    );
    expect(unknown.status).toBe(404);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("ADM-28 a user who is not an admin, or a visitor, can neither manage jobs nor read applications and CVs", async () => {
    const job = await addJob();
    const sent = await expectJson<{ id: string }>(
      await apply(job.id, applicant(), { bytes: pdfBytes(), name: "cv.pdf" }),
      201,
    );
    const user = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    const reads = [
      "/api/admin/careers/jobs",
      "/api/admin/careers/applications",
      `/api/admin/careers/applications/${sent.id}/cv`,
    ];
    for (const url of reads) {
      expect((await server.app.request(url, asUser(user.cookie))).status, url).toBe(403);
      expect((await server.app.request(url)).status, url).toBe(401);
    }
    expect((await sendJsonAs(server.app, user, "/api/admin/careers/jobs", jobBody())).status).toBe(403);
    expect(
      (await sendJsonAs(server.app, user, `/api/admin/careers/jobs/${job.id}/status`, { status: "closed" }, "PUT"))
        .status,
    ).toBe(403);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });
});
