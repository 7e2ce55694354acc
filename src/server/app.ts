import { Hono } from "hono";
import { accountRoutes } from "./account/routes";
import { hasRole } from "./account/service";
import { adminRoutes } from "./admin/routes";
import { aiQuotaHotRead, aiQuotaRoutes, aiYourRoutes } from "./ai/routes";
import { assistantBotRoutes } from "./assistant-bot/routes";
import { type Auth, sessionCookieName } from "./auth/auth";
import { authRoutes, createSessionReader } from "./auth/routes";
import { SessionCache } from "./auth/session-cache";
import { botRoutes } from "./bots/routes";
import type { DeferredPolling } from "./bots/update-polling";
import { UserStateCache } from "./cache/user-state-cache";
import { careersRoutes } from "./careers/routes";
import { jobApplicationLimit } from "./careers/service";
import { chatRoutes } from "./chat/routes";
import type { Config } from "./config";
import { conversationRoutes } from "./conversations/routes";
import { dailyContentRoutes } from "./daily-content/routes";
import type { Database, DatabaseKind } from "./db/client";
import { discountRoutes } from "./discounts/routes";
import { eventRoutes } from "./event-stream/routes";
import { healthRoutes } from "./health/routes";
import { hotReadFastPath } from "./hot-state/service";
import { noStoreUnlessSet } from "./http/api-cache-control";
import { compressAnswers } from "./http/compression";
import type { AppEnv, RouteAccess } from "./http/context";
import { limitJsonBody } from "./http/create-route";
import { createRouter } from "./http/create-router";
import { apiNotFound, handleError } from "./http/error-handler";
import type { OpenStreams } from "./http/open-streams";
import { serveOpenApiDocument } from "./http/openapi-document";
import { refuseCrossSiteWrites } from "./http/origin-check";
import { PerUserRateLimit } from "./http/per-user-rate-limit";
import { requestContext } from "./http/request-context";
import { staticSite } from "./http/static-site";
import { uploadedFiles } from "./http/uploaded-files";
import type { AiEngine } from "./integrations/ai/engine";
import type { Mailer } from "./integrations/mail/mailer";
import type { FileStorage } from "./integrations/storage/file-storage";
import { invoicePageRoutes, sellerInvoiceRoutes } from "./invoices/routes";
import type { Logger } from "./logger";
import { orderRoutes } from "./orders/routes";
import { ownerChatRoutes, ownerSettingsRoutes } from "./owner-chat/routes";
import { paymentContext } from "./payments/payment-context";
import { paymentRoutes } from "./payments/routes";
import { productRoutes } from "./products/routes";
import { profileRoutes } from "./profile/routes";
import type { PostQueue } from "./publishing/post-queue";
import { publishingRoutes } from "./publishing/routes";
import { featureReactions } from "./reactions";
import type { EventBus } from "./realtime/event-bus";
import type { SecretBox } from "./secrets/secret-box";
import { bankCardRoutes } from "./seller-settings/card-routes";
import { gatewayRoutes } from "./seller-settings/gateway-routes";
import { sentEmailRoutes } from "./sent-emails/routes";
import type { ServiceContext } from "./service-context";
import { shippingRoutes } from "./shipping/routes";
import { shopPayRoutes, shopSalesRoutes } from "./shop-pay/routes";
import { payLinkForOrder, placeOrderWithPayLink, requestPayment } from "./shop-pay/service";
import { shopSetupRoutes } from "./shop-setup/routes";
import { socialRoutes } from "./social/routes";
import { invitationRoutes, staffRoutes, workShopRoutes } from "./staff/routes";
import { recordShopAction, staffRoleIn } from "./staff/service";
import { subscriptionHotRead, subscriptionRoutes } from "./subscription/routes";
import { supportRoutes } from "./support/routes";
import { supportMessageLimit } from "./support/service";
import { templateRoutes } from "./templates/routes";
import { ticketRoutes } from "./tickets/routes";
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
  /** The bots' update polling (DESIGN 40), told of connects and deletes; main starts it. */
  botPolling: DeferredPolling;
  /** The built web app to serve; API only when absent (tests). */
  webDir?: string;
}

export type Reactions = ReturnType<typeof featureReactions>;

/**
 * The API's routers, each under its prefix. A route's guard and body limit are its own declaration
 * (http/create-route.ts): signed-in unless its `security` says otherwise; webhooks check their secrets.
 */
function buildApi(
  ctx: ServiceContext,
  deps: AppDependencies,
  sessionCache: SessionCache,
  userState: UserStateCache,
  reactions: Reactions,
) {
  const readSession = createSessionReader(deps.auth, sessionCache);
  const access: RouteAccess = {
    readUser: async (headers) => {
      const found = await readSession(headers);
      return found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
    },
    isAdmin: (userId) => hasRole(ctx, { userId, role: "admin" }),
    staffRoleIn: (userId, shopId) => staffRoleIn(ctx, { userId, shopId }),
    recordShopAction: (action) => recordShopAction(ctx, action),
  };
  const api = createRouter();
  api.use("*", refuseCrossSiteWrites(deps.config.trustedOrigins));
  api.use("*", (c, next) => {
    c.set("access", access);
    return next();
  });
  // One per-user AI limit for the chat, the daily content and a product post's caption.
  const aiRateLimit = new PerUserRateLimit(deps.config.aiRateLimitPerMinute, 60_000);
  return api
    .route("/health", healthRoutes(ctx, { dbKind: deps.dbKind, readSession }))
    .route("/me", accountRoutes(ctx))
    .route("/me/emails", sentEmailRoutes(ctx))
    .route("/subscription", subscriptionRoutes({ db: deps.db, userState }))
    .route("/chat", chatRoutes(ctx, { rateLimit: aiRateLimit, openStreams: deps.openStreams }))
    .route("/ai", aiQuotaRoutes(ctx))
    .route("/ai-your", aiYourRoutes(ctx, { rateLimit: aiRateLimit }))
    .route("/daily-content", dailyContentRoutes(ctx, { rateLimit: aiRateLimit }))
    .route(
      "/profile",
      profileRoutes(ctx, { rateLimit: new PerUserRateLimit(deps.config.uploadRateLimitPerMinute, 60_000) }),
    )
    .route("/payments", paymentRoutes(paymentContext(ctx)))
    .route(
      "/bots",
      botRoutes(ctx, {
        connectRateLimit: new PerUserRateLimit(deps.config.bots.connectRateLimitPerMinute, 60_000),
        onUpdateStored: reactions.onUpdateStored,
        onBotsChanged: deps.botPolling.botsChanged,
      }),
    )
    .route("/bots", ownerChatRoutes(ctx))
    .route(
      "/telegram",
      // The platform's assistant bot (DESIGN 17): Telegram posts with its webhook's secret, not a session.
      assistantBotRoutes(ctx, { inBackground: reactions.inBackground }),
    )
    .route(
      "/whatsapp",
      whatsappRoutes(ctx, {
        connectRateLimit: new PerUserRateLimit(deps.config.whatsapp.connectRateLimitPerMinute, 60_000),
        onWaiting: reactions.onWhatsappWaiting,
      }),
    )
    .route("/social", socialRoutes(ctx))
    .route(
      "/products",
      productRoutes(ctx, { uploadRateLimit: new PerUserRateLimit(deps.config.uploadRateLimitPerMinute, 60_000) }),
    )
    .route("/templates", templateRoutes(ctx))
    .route("/shop-setup", shopSetupRoutes(ctx))
    .route("/shipping-methods", shippingRoutes(ctx))
    .route("/discount-codes", discountRoutes(ctx))
    .route("/seller-settings/gateway", gatewayRoutes(ctx))
    .route("/seller-settings/cards", bankCardRoutes(ctx))
    .route("/seller-settings/owner", ownerSettingsRoutes(ctx))
    .route("/staff", staffRoutes(ctx))
    .route("/work-shops", workShopRoutes(ctx))
    .route("/staff-invitations", invitationRoutes(ctx))
    .route(
      "/orders",
      orderRoutes(ctx, {
        onOrderChanged: reactions.onOrderChanged,
        payLinks: { forOrder: payLinkForOrder, placeOrder: placeOrderWithPayLink, request: requestPayment },
      }),
    )
    .route("/orders", sellerInvoiceRoutes(ctx))
    .route("/conversations", conversationRoutes(ctx))
    .route("/shop-sales", shopSalesRoutes(ctx))
    .route("/publishing", publishingRoutes(ctx, { postQueue: deps.postQueue, aiRateLimit }))
    .route("/events", eventRoutes({ db: deps.db, access, events: deps.events, logger: deps.logger, readSession }))
    .route("/tickets", ticketRoutes({ db: deps.db }))
    .route(
      "/careers",
      careersRoutes(ctx, {
        readSession,
        rateLimit: new PerUserRateLimit(jobApplicationLimit.max, jobApplicationLimit.windowMs),
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
    .route("/admin", adminRoutes(ctx, { sessionsEnded: reactions.sessionsEnded }));
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
  const ctx: ServiceContext = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    events: deps.events,
    secrets: deps.secretBox,
    storage: deps.storage,
    mailer: deps.mailer,
    ai: deps.ai,
    userState,
  };
  const reactions = featureReactions(ctx, { openStreams: deps.openStreams, sessionCache });
  const api = buildApi(ctx, deps, sessionCache, userState, reactions);
  serveOpenApiDocument(api, { sessionCookieName: sessionCookieName(deps.auth) });
  api.use("/auth/*", limitJsonBody);
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
  app.route("/shop", shopPayRoutes(ctx, { onPaid: reactions.onPaid }));
  app.route("/shop", invoicePageRoutes(ctx));
  if (deps.webDir) app.route("/", staticSite(deps.webDir, deps.config.storage));
  app.notFound((c) => (c.req.path.startsWith("/api/") ? apiNotFound(c) : c.text("Not found", 404)));

  const withHotReads = hotReadFastPath({
    sessions: sessionCache,
    userState,
    reads: [subscriptionHotRead, aiQuotaHotRead(deps.ai.kind)],
    logger: deps.logger,
  });
  return { app, withHotReads, ctx, reactions };
}

export type App = ReturnType<typeof createApp>["app"];
