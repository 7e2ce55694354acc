import { describe, expect, it } from "vitest";
import type { Config } from "../config";
import { documentSecurityPolicy } from "./document-policy";

const s3: Config["storage"] = {
  kind: "s3",
  endpoint: "https://s3.example.test",
  bucket: "media",
  region: "us-east-1",
  accessKeyId: "key",
  secretAccessKey: "secret",
  publicUrl: "https://cdn.example.test/media/",
};

describe("the documents' Content-Security-Policy", () => {
  it("plays product videos from the S3 bucket's public address when uploads live there", () => {
    expect(documentSecurityPolicy("", s3).mediaSrc).toEqual(["'self'", "https://cdn.example.test"]);
  });

  it("plays product videos from the app itself when uploads are local", () => {
    expect(documentSecurityPolicy("", { kind: "local", directory: "uploads" }).mediaSrc).toEqual(["'self'"]);
  });
});
