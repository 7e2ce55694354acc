import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { maxCvBytes } from "../shared/careers";
import { maxProductMediaBytes } from "../shared/products";
import { maxAvatarBytes } from "../shared/profile";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import { requireAdmin } from "./admin/service";
import type { AiEngine } from "./ai/engine";
import { aiQuotaRoutes, aiYourRoutes } from "./ai/routes";
import { assistantBotRoutes } from "./assistant-bot/routes";
import { type Auth, sessionCookieName } from "./auth/auth";
import { authRoutes, createSessionReader, requireUser } from "./auth/routes";
import { SessionCache } from "./auth/session-cache";
import { botRoutes } from "./bots/routes";
import { UserStateCache } from "./cache/user-state-cache";
import { careersRoutes } from "./careers/routes";
import { cvTooLarge, jobApplicationLimit } from "./careers/service";
import { chatRoutes } from "./chat/routes";
import type { Config } from "./config";
import { dailyContentRoutes } from "./daily-content/routes";
import type { Database, DatabaseKind } from "./db/client";
import { DomainError } from "./errors";
import { eventRoutes } from "./event-stream/routes";
import { healthRoutes } from "./health/routes";
import { hotReadFastPath } from "./hot-state/service";
import { noStoreUnlessSet } from "./http/api-cache-control";
import { compressAnswers } from "./http/compression";
import type { AppEnv } from "./http/context";
import { createRouter } from "./http/create-router";
import { apiNotFound, handleError } from "./http/error-handler";
import type { OpenStreams } from "./http/open-streams";
import { serveOpenApiDocument } from "./http/openapi-document";
import { refuseCrossSiteWrites } from "./http/origin-check";
import { PerUserRateLimit } from "./http/per-user-rate-limit";
import { requestContext } from "./http/request-context";
import { staticSite } from "./http/static-site";
import { uploadedFiles } from "./http/uploaded-files";
import type { Mailer } from "./integrations/mail/mailer";
import type { FileStorage } from "./integrations/storage/file-storage";
import type { Logger } from "./logger";
import { maxReceiptBytes } from "./orders/receipts";
import { orderRoutes } from "./orders/routes";
import { paymentDeps } from "./payments/payment-deps";
import { paymentRoutes } from "./payments/routes";
import { productRoutes } from "./products/routes";
import { avatarTooLarge } from "./profile/avatar";
import { profileRoutes } from "./profile/routes";
import type { PostQueue } from "./publishing/post-queue";
import { publishingRoutes } from "./publishing/routes";
import type { EventBus } from "./realtime/event-bus";
import type { SecretBox } from "./secrets/secret-box";
import type { SellerDeps } from "./seller-deps";
import { bankCardRoutes } from "./seller-settings/card-routes";
import { gatewayRoutes } from "./seller-settings/gateway-routes";
import { createUpdateRunner } from "./selling-bot/handle-updates";
import { tellBuyer } from "./selling-bot/tell-buyer";
import { sentEmailRoutes } from "./sent-emails/routes";
import { shopPayRoutes } from "./shop-pay/routes";
import { socialRoutes } from "./social/routes";
import { subscriptionRoutes } from "./subscription/routes";
import { supportRoutes } from "./support/routes";
import { supportMessageLimit } from "./support/service";
import { templateRoutes } from "./templates/routes";
import { ticketRoutes } from "./tickets/routes";
import { answerWaiting } from "./whatsapp/auto-reply";
import { whatsappRoutes } from "./whatsapp/routes";

export interface AppDependencies {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  ai: AiEngine;
  logger: Logger;
  storage: FileStorage;
  /** Seals sellers' secrets (DESIGN 19) under a key derived from APP_SECRET. */
  secretBox: SecretBox;
  openStreams: OpenStreams;
  /** Live events for open pages, and session changes, across instances (DESIGN 22). */
  events: EventBus;
  /** SMTP or the outbox: ticket answers, resent e-mails. */
  mailer: Mailer;
  /** Where channel posts are queued at their time (DESIGN 28). */
  postQueue: PostQueue;
  /** The built web app to serve; API only when absent (tests). */
  webDir?: string;
}

/** JSON bodies are small everywhere until a feature (uploads) sets its own limit. */
const jsonBodyLimitBytes = 256 * 1024;

/**
 * Work that follows an answer (a bot's handling, a message to a buyer): shutdown waits for it, as for
 * streamed replies, before the database closes; a failure is logged, the answer was already right.
 */
function backgroundWork(deps: Pick<AppDependencies, "openStreams" | "logger">) {
  return (work: () => Promise<unknown>, failure: string) => {
    const ended = deps.openStreams.add(() => {});
    work()
      .catch((error: unknown) => deps.logger.warn({ err: error }, failure))
      .finally(ended);
  };
}

const sellerDepsOf = (deps: AppDependencies): SellerDeps => ({
  db: deps.db,
  config: deps.config,
  logger: deps.logger,
  storage: deps.storage,
  secrets: deps.secretBox,
  events: deps.events,
});

function buildApi(deps: AppDependencies, sessionCache: SessionCache, userState: UserStateCache) {
  const readSession = createSessionReader(deps.auth, sessionCache);
  const signedIn = requireUser(readSession);
  const api = createRouter();
  api.use("*", refuseCrossSiteWrites(deps.config.trustedOrigins));
  const limitBody = bodyLimit({
    maxSize: jsonBodyLimitBytes,
    onError: () => {
      throw new DomainError("payload_too_large", 413, "The request body is too large.");
    },
  });
  const limitUpload = bodyLimit({
    maxSize: maxAvatarBytes + 64 * 1024,
    onError: () => {
      throw avatarTooLarge();
    },
  });
  const limitProductMedia = bodyLimit({
    maxSize: maxProductMediaBytes + 64 * 1024,
    onError: () => {
      throw new DomainError("media_too_large", 413, "The file is larger than 50 MB.");
    },
  });
  const uploadLimits: Record<string, typeof limitBody> = {
    "/api/profile/avatar": limitUpload,
    "/api/products/media": limitProductMedia,
  };
  const limitReceipt = bodyLimit({
    maxSize: maxReceiptBytes + 64 * 1024,
    onError: () => {
      throw new DomainError("media_too_large", 413, "The receipt photo is larger than 10 MB.");
    },
  });
  const receiptPath = /^\/api\/orders\/[^/]+\/receipt$/;
  // The application form's fields are small beside the CV; the service judges the CV's own size.
  const limitApplication = bodyLimit({
    maxSize: maxCvBytes + 64 * 1024,
    onError: () => {
      throw cvTooLarge();
    },
  });
  const applicationPath = /^\/api\/careers\/jobs\/[^/]+\/applications$/;
  // Reading a GET's body would cost the hot reads; only requests that may carry one are checked.
  api.use("*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const limit = receiptPath.test(c.req.path)
      ? limitReceipt
      : applicationPath.test(c.req.path)
        ? limitApplication
        : uploadLimits[c.req.path];
    return (limit ?? limitBody)(c, next);
  });
  for (const signedInPath of [
    "/me/*",
    "/subscription/*",
    "/chat/*",
    "/ai/*",
    "/ai-your/*",
    "/daily-content/*",
    "/payments/*",
    "/profile/*",
    "/social/*",
    "/products/*",
    "/templates/*",
    "/seller-settings/*",
    "/orders/*",
    "/publishing/*",
    "/tickets",
    "/tickets/*",
    "/events",
  ]) {
    api.use(signedInPath, signedIn);
  }
  api.use("/admin/*", signedIn, requireAdmin(deps.db));
  // A bot's webhook is called by Telegram or Bale with the webhook's secret instead of a session (DESIGN 20).
  const botWebhook = /^\/api\/bots\/[^/]+\/webhook$/;
  api.use("/bots/*", (c, next) => (botWebhook.test(c.req.path) ? next() : signedIn(c, next)));
  // So is a WhatsApp number's, by Meta, with the verify token or the app secret's signature (DESIGN 26).
  const whatsappWebhook = /^\/api\/whatsapp\/(?:connections\/)?[^/]+\/webhook$/;
  api.use("/whatsapp/*", (c, next) => (whatsappWebhook.test(c.req.path) ? next() : signedIn(c, next)));
  const aiDeps = {
    db: deps.db,
    userState,
    engine: deps.ai,
    rateLimit: new PerUserRateLimit(deps.config.aiRateLimitPerMinute, 60_000),
    logger: deps.logger,
  };
  const inBackground = backgroundWork(deps);
  const sellerDeps = sellerDepsOf(deps);
  const sellingBotDeps = { ...sellerDeps, ai: deps.ai };
  const runBotUpdates = createUpdateRunner(sellingBotDeps, { maxPasses: 2 });
  return api
    .route("/health", healthRoutes({ db: deps.db, dbKind: deps.dbKind, aiKind: deps.ai.kind, readSession }))
    .route("/me", accountRoutes(deps.db))
    .route("/me/emails", sentEmailRoutes({ db: deps.db, mailer: deps.mailer }))
    .route("/subscription", subscriptionRoutes({ db: deps.db, userState }))
    .route("/chat", chatRoutes({ ...aiDeps, openStreams: deps.openStreams }))
    .route("/ai", aiQuotaRoutes(aiDeps))
    .route("/ai-your", aiYourRoutes(aiDeps))
    .route("/daily-content", dailyContentRoutes(aiDeps))
    .route(
      "/profile",
      profileRoutes({
        db: deps.db,
        storage: deps.storage,
        logger: deps.logger,
        rateLimit: new PerUserRateLimit(deps.config.uploadRateLimitPerMinute, 60_000),
      }),
    )
    .route("/payments", paymentRoutes(paymentDeps(deps.db, deps.config, deps.mailer)))
    .route(
      "/bots",
      botRoutes({
        ...sellerDeps,
        connectRateLimit: new PerUserRateLimit(deps.config.bots.connectRateLimitPerMinute, 60_000),
        onUpdateStored: (botId) => {
          const pass = runBotUpdates(botId);
          if (pass) inBackground(() => pass, "bot updates could not be handled");
        },
      }),
    )
    .route(
      "/telegram",
      // The platform's assistant bot (DESIGN 17): Telegram posts with its webhook's secret, not a session.
      assistantBotRoutes({ db: deps.db, config: deps.config, ai: deps.ai, logger: deps.logger, inBackground }),
    )
    .route(
      "/whatsapp",
      whatsappRoutes({
        ...sellerDeps,
        connectRateLimit: new PerUserRateLimit(deps.config.whatsapp.connectRateLimitPerMinute, 60_000),
        onWaiting: (phoneNumberId) =>
          inBackground(
            () => answerWaiting(sellingBotDeps, { phoneNumberId, now: new Date() }),
            "WhatsApp messages could not be answered",
          ),
      }),
    )
    .route("/social", socialRoutes(sellerDeps))
    .route(
      "/products",
      productRoutes({
        ...sellerDeps,
        userState,
        uploadRateLimit: new PerUserRateLimit(deps.config.uploadRateLimitPerMinute, 60_000),
      }),
    )
    .route("/templates", templateRoutes(sellerDeps))
    .route("/seller-settings/gateway", gatewayRoutes(sellerDeps))
    .route("/seller-settings/cards", bankCardRoutes(sellerDeps))
    .route(
      "/orders",
      orderRoutes({
        ...sellerDeps,
        userState,
        onOrderChanged: (orderId, change) =>
          inBackground(
            () => tellBuyer(sellingBotDeps, { orderId, change }),
            "the buyer could not be told of an order change",
          ),
      }),
    )
    .route(
      "/publishing",
      publishingRoutes({ ...sellerDeps, ai: deps.ai, postQueue: deps.postQueue, aiRateLimit: aiDeps.rateLimit }),
    )
    .route("/events", eventRoutes({ db: deps.db, events: deps.events, logger: deps.logger, readSession }))
    .route("/tickets", ticketRoutes({ db: deps.db }))
    .route(
      "/careers",
      careersRoutes({
        db: deps.db,
        storage: deps.storage,
        logger: deps.logger,
        readSession,
        rateLimit: new PerUserRateLimit(jobApplicationLimit.max, jobApplicationLimit.windowMs),
        trustProxy: deps.config.trustProxy,
      }),
    )
    .route(
      "/support",
      supportRoutes({
        db: deps.db,
        mailer: deps.mailer,
        appUrl: deps.config.appUrl,
        readSession,
        rateLimit: new PerUserRateLimit(supportMessageLimit.max, supportMessageLimit.windowMs),
        trustProxy: deps.config.trustProxy,
      }),
    )
    .route(
      "/admin",
      adminRoutes({
        db: deps.db,
        storage: deps.storage,
        mailer: deps.mailer,
        appUrl: deps.config.appUrl,
        whatsapp: { config: deps.config, secrets: deps.secretBox, events: deps.events, logger: deps.logger },
        sessionsEnded: async (userId) => {
          sessionCache.forgetUser(userId);
          // The block is committed and its sessions deleted (which the trigger announces too); said at once here.
          await deps.events
            .publish({ type: "sessions-changed", userId })
            .catch((error: unknown) => deps.logger.warn({ err: error, userId }, "a block was not announced"));
        },
      }),
    );
}

/** The API's routes as the web's typed client (`hc<ApiType>`) sees them, relative to `/api`. */
export type ApiType = ReturnType<typeof buildApi>;

/**
 * Builds the whole app without listening: main.ts serves `withHotReads` around the app's Node listener,
 * tests call `app.request()` (or serve both, to read the hot reads over HTTP).
 */
export function createApp(deps: AppDependencies) {
  const sessionCache = new SessionCache(deps.config.sessionCacheSeconds * 1000);
  const userState = new UserStateCache();
  // A change on any instance, or in the database itself (its triggers, decision 024): cached copies go.
  deps.events.subscribe((message) => {
    if (message.type === "resync") {
      sessionCache.clear();
      userState.clear();
    } else if (message.type === "sessions-changed") {
      if (message.userId) sessionCache.forgetUser(message.userId);
      else sessionCache.clear();
    } else if (message.type === "user-state-changed") {
      userState.forget(message.userId);
    }
  });
  const api = buildApi(deps, sessionCache, userState);
  serveOpenApiDocument(api, { sessionCookieName: sessionCookieName(deps.auth) });
  api.route(
    "/auth",
    authRoutes({ auth: deps.auth, cache: sessionCache, events: deps.events, trustProxy: deps.config.trustProxy }),
  );
  api.all("*", apiNotFound);

  const app = new Hono<AppEnv>();
  app.use(requestContext(deps.logger));
  app.use(compressAnswers);
  app.use("/api/*", noStoreUnlessSet);
  app.onError(handleError);
  app.route("/api", api);
  app.route("/uploads", uploadedFiles(deps.storage));
  const inBackground = backgroundWork(deps);
  const sellingBotDeps = { ...sellerDepsOf(deps), ai: deps.ai };
  app.route(
    "/shop",
    shopPayRoutes({
      ...sellingBotDeps,
      onPaid: (orderId) =>
        inBackground(
          () => tellBuyer(sellingBotDeps, { orderId, change: { kind: "payment", to: "paid" } }),
          "the buyer could not be told of a payment",
        ),
    }),
  );
  if (deps.webDir) app.route("/", staticSite(deps.webDir, deps.config.storage));
  app.notFound((c) => (c.req.path.startsWith("/api/") ? apiNotFound(c) : c.text("Not found", 404)));

  const withHotReads = hotReadFastPath({
    sessions: sessionCache,
    userState,
    aiKind: deps.ai.kind,
    logger: deps.logger,
  });
  return { app, withHotReads };
}

export type App = ReturnType<typeof createApp>["app"];
