import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, startStandInServer } from "../../../test/stand-in-server";

/**
 * A local Instagram (API with Instagram Login) serving both roots: `GET /oauth/authorize` answers 302
 * straight to `redirect_uri` with a `code` and the same `state` (the seller "logs in" as the account
 * chosen with `logInAs`, by default the first added), `POST /oauth/access_token` trades the code once
 * for a short-lived token, `GET /access_token?grant_type=ig_exchange_token` for a long-lived one, and
 * `GET /me` reads the account. `refuseNextCode()` makes the next code exchange fail as a used code does;
 * `failNext()` makes the next request answer an HTML 502 or nothing at all.
 */
export interface StandInAccount {
  userId: string;
  username: string;
  followersCount: number;
}

export type InstagramStandInFailure = "http-502" | "stall";

interface Answer {
  status: number;
  body: unknown;
}

type Params = Record<string, string>;

const json = (body: unknown, status = 200): Answer => ({ status, body });
// The two error shapes Instagram uses: the OAuth host's and the Graph API's.
const oauthRefusal = (message: string): Answer =>
  json({ error_type: "OAuthException", code: 400, error_message: message }, 400);
const graphRefusal = (message: string, code = 190): Answer =>
  json({ error: { message, type: "OAuthException", code, fbtrace_id: "StandIn" } }, 400);

export async function startInstagramStandIn({ appId, appSecret }: { appId: string; appSecret: string }) {
  const accounts: StandInAccount[] = [];
  const codes = new Map<string, { account: StandInAccount; redirectUri: string }>();
  const shortTokens = new Map<string, StandInAccount>();
  const longTokens = new Map<string, StandInAccount>();
  const failures: InstagramStandInFailure[] = [];
  const requests: { method: string; path: string; params: Params }[] = [];
  let loginAccount: StandInAccount | undefined;
  let refuseCodes = 0;
  let lastUserId = 17_841_400_000_000_000n;

  const newSecret = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

  function authorize(params: Params): Answer | { redirect: string } {
    const account = loginAccount ?? accounts[0];
    if (params.client_id !== appId) return oauthRefusal("Invalid platform app");
    if (params.response_type !== "code") return oauthRefusal("Invalid response_type");
    if (!params.redirect_uri || !URL.canParse(params.redirect_uri)) return oauthRefusal("Invalid redirect_uri");
    if (!account) return oauthRefusal("No account to log in with");
    const code = newSecret("AQ");
    codes.set(code, { account, redirectUri: params.redirect_uri });
    const target = new URL(params.redirect_uri);
    target.searchParams.set("code", code);
    if (params.state !== undefined) target.searchParams.set("state", params.state);
    return { redirect: target.toString() };
  }

  function exchangeCode(params: Params): Answer {
    if (params.client_id !== appId || params.client_secret !== appSecret) {
      return oauthRefusal("Invalid client secret");
    }
    if (params.grant_type !== "authorization_code") return oauthRefusal("Unsupported grant type");
    const issued = codes.get(params.code ?? "");
    codes.delete(params.code ?? "");
    if (refuseCodes > 0) {
      refuseCodes -= 1;
      return oauthRefusal("This authorization code has been used");
    }
    if (!issued) return oauthRefusal("Invalid authorization code");
    if (issued.redirectUri !== params.redirect_uri) return oauthRefusal("Error validating verification code");
    const token = newSecret("IGQ");
    shortTokens.set(token, issued.account);
    // Instagram sends the id as a JSON number too large for a double; the raw text below keeps it exact.
    return json({
      data: [{ access_token: token, user_id: `@@${issued.account.userId}@@`, permissions: "instagram_business_basic" }],
    });
  }

  function exchangeLongLived(params: Params): Answer {
    if (params.grant_type !== "ig_exchange_token") return graphRefusal("Unsupported grant type", 100);
    if (params.client_secret !== appSecret) return graphRefusal("Error validating client secret.", 101);
    const account = shortTokens.get(params.access_token ?? "");
    if (!account) return graphRefusal("Invalid OAuth access token - Cannot parse access token");
    const token = newSecret("IGAA");
    longTokens.set(token, account);
    return json({ access_token: token, token_type: "bearer", expires_in: 5_184_000 });
  }

  function readMe(params: Params): Answer {
    const account = longTokens.get(params.access_token ?? "") ?? shortTokens.get(params.access_token ?? "");
    if (!account) return graphRefusal("Invalid OAuth access token - Cannot parse access token");
    const fields = (params.fields ?? "id").split(",");
    const all: Record<string, unknown> = {
      id: account.userId,
      user_id: account.userId,
      username: account.username,
      followers_count: account.followersCount,
    };
    return json(Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field))));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const params: Params = { ...Object.fromEntries(url.searchParams), ...(await readForm(request)) };
    const route = `${request.method} ${url.pathname}`;
    requests.push({ method: request.method ?? "", path: url.pathname, params });
    const failure = failures.shift();
    if (failure === "stall") return;
    if (failure === "http-502") {
      response.writeHead(502, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>");
      return;
    }
    const answer =
      route === "GET /oauth/authorize"
        ? authorize(params)
        : route === "POST /oauth/access_token"
          ? exchangeCode(params)
          : route === "GET /access_token"
            ? exchangeLongLived(params)
            : route === "GET /me"
              ? readMe(params)
              : graphRefusal("Unknown path components", 2500);
    if ("redirect" in answer) {
      response.writeHead(302, { location: answer.redirect }).end();
      return;
    }
    const text = JSON.stringify(answer.body).replace(/"@@(\d+)@@"/g, "$1");
    response.writeHead(answer.status, { "content-type": "application/json" }).end(text);
  }

  const server = await startStandInServer(handle);

  return {
    /** Both roots: give it as INSTAGRAM_API_ROOT and INSTAGRAM_GRAPH_ROOT. */
    baseUrl: server.baseUrl,
    requests,
    addAccount({ username, followersCount = 0 }: { username: string; followersCount?: number }): StandInAccount {
      lastUserId += 1n;
      const account = { userId: String(lastUserId), username, followersCount };
      accounts.push(account);
      return account;
    },
    /** The account the next authorize logs in as. */
    logInAs(account: StandInAccount) {
      loginAccount = account;
    },
    /** A code Instagram issued, without a browser: what the redirect to `redirectUri` would carry. */
    issueCode(account: StandInAccount, redirectUri: string): string {
      const code = newSecret("AQ");
      codes.set(code, { account, redirectUri });
      return code;
    },
    /** The next code exchange is refused as a used code is. */
    refuseNextCode() {
      refuseCodes += 1;
    },
    failNext(kind: InstagramStandInFailure) {
      failures.push(kind);
    },
    /** Every token the stand-in issued, to look for in answers and logs. */
    issuedTokens: () => [...shortTokens.keys(), ...longTokens.keys()],
    close: server.close,
  };
}

async function readForm(request: IncomingMessage): Promise<Params> {
  const body = await readBody(request);
  if (body.length === 0) return {};
  const type = request.headers["content-type"] ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return {};
  return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
}
