import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface HttpsFront {
  /** `https://localhost:{port}`: the app's public address (APP_URL) behind this front. */
  url: string;
  close(): Promise<void>;
}

/** Headers of one connection only, which a proxy does not pass on (RFC 9110 §7.6.1). */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"]);

const passedOn = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

/**
 * A TLS front for an app on plain http, as a reverse proxy in production is: it listens on `port` with a
 * self-signed certificate made now, and passes every request and answer on as it streams (the server-sent
 * events of `/api/events` included), adding the `X-Forwarded-*` headers a proxy adds.
 */
export async function startHttpsFront(options: { port: number; target: string }): Promise<HttpsFront> {
  const certificateDir = mkdtempSync(path.join(tmpdir(), "https-front-"));
  const { key, cert } = await selfSignedCertificate(certificateDir);
  const server = createServer({ key, cert }, (request, response) => {
    const upstream = httpRequest(
      new URL(request.url ?? "/", options.target),
      {
        method: request.method,
        headers: {
          ...passedOn(request.headers),
          "x-forwarded-proto": "https",
          "x-forwarded-for": request.socket.remoteAddress ?? "127.0.0.1",
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { "content-type": "text/plain" }).end("the app did not answer");
    });
    // A visitor who leaves (a closed event stream) ends the request to the app too.
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  return {
    url: `https://localhost:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(certificateDir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** A key and a certificate for localhost valid one day, made by openssl (the journeys' machines have it). */
async function selfSignedCertificate(dir: string) {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-days",
    "1",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]).catch((error: unknown) => {
    throw new Error(`the https front needs openssl to make its certificate: ${String(error)}`);
  });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}
