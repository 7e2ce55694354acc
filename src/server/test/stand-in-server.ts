import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInServer {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  baseUrl: string;
  /** Drops open connections (streams left hanging on purpose included) and stops listening. */
  close(): Promise<void>;
}

/**
 * Serves a test stand-in for a third-party HTTP API on a free local port. A request whose handler
 * throws has its connection destroyed, as a broken upstream would.
 */
export async function startStandInServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<StandInServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The whole request body, as bytes. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
