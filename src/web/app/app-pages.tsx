import { QueryClientProvider, usePrefetchQuery } from "@tanstack/react-query";
import { lazy, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes, useLocation, useSearchParams } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { RequireAuth } from "@/components/require-auth";
import { Button } from "@/components/ui/button";
import { shopSetupQuery } from "@/features/shop-setup/api/shop-setup";
import { ShopLeftNotice } from "@/features/staff/shop-left-notice";
import { useActingShop } from "@/lib/acting-shop";
import { useAuth } from "@/lib/auth/auth-context";
import { queryClient } from "@/lib/query-client";
import { useLoadedAfterPaint } from "@/lib/use-loaded-after-paint";
import { openParam } from "@/lib/use-opened-by-link";
import { useReaderNears } from "@/lib/use-reader-nears";
import { loadDashboardWithShop } from "./first-page-chunks";

// Each page is its own chunk, loaded when it is first shown.
const loadAuthPage = () => import("@/features/auth/auth-page");
const AuthPage = lazy(() => loadAuthPage().then((module) => ({ default: module.AuthPage })));
// The dashboard is the user home with the seller workspace below it (DESIGN d1); the features meet here.
// The workspace's code (sixty-odd chunks) is fetched once the home has painted (fetched beside it, it took every
// connection and held the greeting back: Lighthouse's mobile LCP 4.8 s) and the reader heads for it or a link asks.
const loadSellerWorkspace = () => import("./seller-workspace-panels").then((module) => module.SellerWorkspacePanels);
const LazyDashboardPage = lazy(() =>
  loadDashboardWithShop().then((dashboard) => ({
    default: () => <dashboard.DashboardWithShop workspace={<WorkspaceAfterHome />} />,
  })),
);

/** The first steps are asked for beside the page's code, not once it has run: what is below the greeting waits for them. */
function DashboardPage() {
  const { user } = useAuth();
  // The first steps are the owner's: staff working in another's shop have none (DESIGN 35).
  const inOwnShop = useActingShop() === null;
  usePrefetchQuery(shopSetupQuery(inOwnShop ? (user?.id ?? null) : null));
  return <LazyDashboardPage />;
}

/**
 * The workspace is made once the reader heads for it (on a phone it sits three screens below a new user's home, and
 * making it there cost the first seconds' responsiveness) or when a link asks for it: a tab, a dialog, "Shop".
 */
function useWorkspaceAskedFor() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  return searchParams.has("tab") || searchParams.has(openParam) || location.hash === "#shop";
}

function WorkspaceAfterHome() {
  const { t } = useTranslation();
  const placeholder = useRef<HTMLDivElement>(null);
  const askedFor = useWorkspaceAskedFor();
  const near = useReaderNears(placeholder, askedFor);
  const { value: SellerWorkspacePanels, failed, retry } = useLoadedAfterPaint(loadSellerWorkspace, askedFor || near);
  // Made anew for each shop the user works in: nothing half typed for one shop is left in another's.
  const shopKey = useActingShop()?.shopId ?? "own";
  if (SellerWorkspacePanels) return <SellerWorkspacePanels key={shopKey} />;
  if (!failed) {
    return (
      <div ref={placeholder}>
        <PageSpinner />
      </div>
    );
  }
  // A lost connection or a deploy that replaced the files: the home stays usable and the part can be asked again.
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-4">
      <p>{t("common.partFailed")}</p>
      <Button variant="outline" onClick={retry}>
        {t("common.tryAgain")}
      </Button>
    </div>
  );
}

const AiChatPage = lazy(() =>
  import("@/features/ai-chat/ai-chat-page").then((module) => ({ default: module.AiChatPage })),
);
const AiYourPage = lazy(() =>
  import("@/features/ai-your/ai-your-page").then((module) => ({ default: module.AiYourPage })),
);
const DailyContentPage = lazy(() =>
  import("@/features/daily-content/daily-content-page").then((module) => ({ default: module.DailyContentPage })),
);
const PublishingPage = lazy(() =>
  import("@/features/publishing/publishing-page").then((module) => ({ default: module.PublishingPage })),
);
const ProfilePage = lazy(() =>
  import("@/features/profile/profile-page").then((module) => ({ default: module.ProfilePage })),
);
const CheckoutPage = lazy(() =>
  import("@/features/checkout/checkout-page").then((module) => ({ default: module.CheckoutPage })),
);
const PaymentVerificationPage = lazy(() =>
  import("@/features/checkout/payment-verification-page").then((module) => ({
    default: module.PaymentVerificationPage,
  })),
);
const ReceiptPage = lazy(() =>
  import("@/features/checkout/receipt-page").then((module) => ({ default: module.ReceiptPage })),
);
const PaymentFailedPage = lazy(() =>
  import("@/features/checkout/payment-failed-page").then((module) => ({ default: module.PaymentFailedPage })),
);
const loadPricingPage = () => import("@/features/plans/pricing-page");
const PricingPage = lazy(() => loadPricingPage().then((module) => ({ default: module.PricingPage })));
const loadSubscriptionsPage = () => import("@/features/plans/subscriptions-page");
const SubscriptionsPage = lazy(() => loadSubscriptionsPage().then((module) => ({ default: module.SubscriptionsPage })));
const OauthCallbackPage = lazy(() =>
  import("@/features/social/oauth-callback-page").then((module) => ({ default: module.OauthCallbackPage })),
);
const AdminPage = lazy(() => import("@/features/admin/admin-page").then((module) => ({ default: module.AdminPage })));
const AdminInboxPage = lazy(() =>
  import("@/features/admin/inbox/inbox-page").then((module) => ({ default: module.AdminInboxPage })),
);
const SupportPage = lazy(() =>
  import("@/features/support/support-page").then((module) => ({ default: module.SupportPage })),
);
const ContactPage = lazy(() =>
  import("@/features/support/contact-page").then((module) => ({ default: module.ContactPage })),
);
const TicketsPage = lazy(() =>
  import("@/features/tickets/tickets-page").then((module) => ({ default: module.TicketsPage })),
);
const AboutPage = lazy(() => import("@/features/about/about-page").then((module) => ({ default: module.AboutPage })));
const TermsPage = lazy(() => import("@/features/legal/terms-page").then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() =>
  import("@/features/legal/privacy-page").then((module) => ({ default: module.PrivacyPage })),
);
const CareersPage = lazy(() =>
  import("@/features/careers/careers-page").then((module) => ({ default: module.CareersPage })),
);
const TransactionsPage = lazy(() =>
  import("@/features/transactions-page/transactions-page").then((module) => ({ default: module.TransactionsPage })),
);
const SentEmailsPage = lazy(() =>
  import("@/features/sent-emails/sent-emails-page").then((module) => ({ default: module.SentEmailsPage })),
);
const WhatsappPage = lazy(() =>
  import("@/features/whatsapp/whatsapp-page").then((module) => ({ default: module.WhatsappPage })),
);
const InvitationPage = lazy(() =>
  import("@/features/staff/invitation-page").then((module) => ({ default: module.InvitationPage })),
);
const NotFoundPage = lazy(() => import("./not-found-page").then((module) => ({ default: module.NotFoundPage })));

/** Where the landing page's own buttons and a visitor's menu lead: sign in, sign up, prices, plans. */
export const landingNextPages = [loadAuthPage, loadPricingPage, loadSubscriptionsPage];

/** The pages with the cache of server answers they share; the landing page needs neither. */
export function AppPagesWithServerCache() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppPages />
      <ShopLeftNotice />
    </QueryClientProvider>
  );
}

/** Every page but the landing, as routes under the layout's "*" (see router.tsx). */
export function AppPages() {
  return (
    <Routes>
      <Route path="auth" element={<AuthPage />} />
      <Route path="pricing" element={<PricingPage />} />
      <Route
        path="dashboard"
        element={
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        }
      />
      {/* WA-01: a visitor goes to /auth and comes back after signing in. */}
      <Route
        path="adminto"
        element={
          <RequireAuth>
            <WhatsappPage />
          </RequireAuth>
        }
      />
      {/* DESIGN d12: these show their own sign-in prompt to a visitor. */}
      <Route path="ai-chat" element={<AiChatPage />} />
      <Route path="ai-your" element={<AiYourPage />} />
      <Route path="daily-content" element={<DailyContentPage />} />
      <Route path="publishing" element={<PublishingPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="subscriptions" element={<SubscriptionsPage />} />
      <Route
        path="checkout"
        element={
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        }
      />
      {/* 001 §2: both addresses show the verification page; verifying needs the session. */}
      {["payment/callback", "payment/success"].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <PaymentVerificationPage />
            </RequireAuth>
          }
        />
      ))}
      <Route path="payment/failed" element={<PaymentFailedPage />} />
      {/* Decision 021: a paid payment's receipt, its owner's only. */}
      <Route
        path="payment/receipt/:paymentId"
        element={
          <RequireAuth>
            <ReceiptPage />
          </RequireAuth>
        }
      />
      {/* 001 §2: public static pages. */}
      <Route path="about" element={<AboutPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      {/* 001 §2: public; /tickets shows its own sign-in prompt to a visitor (DESIGN d12). */}
      <Route path="support" element={<SupportPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="tickets" element={<TicketsPage />} />
      <Route path="transactions" element={<TransactionsPage />} />
      <Route path="sent-emails" element={<SentEmailsPage />} />
      <Route path="careers" element={<CareersPage />} />
      {/* DESIGN 35: a staff invitation's link; the page itself sends a visitor to sign in or up and back. */}
      <Route path="invitations/:token" element={<InvitationPage />} />
      {/* DESIGN d12, d15: a visitor goes to /auth; the page sends a user who is not an admin to /dashboard. */}
      <Route
        path="admin"
        element={
          <RequireAuth>
            <AdminPage />
          </RequireAuth>
        }
      />
      <Route
        path="admin/inbox"
        element={
          <RequireAuth>
            <AdminInboxPage />
          </RequireAuth>
        }
      />
      {/* 001 §2, §5: the social popup's return; the platform may be named by the path (/auth/callback/instagram). */}
      {["auth/callback", "auth/callback/*"].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <OauthCallbackPage />
            </RequireAuth>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
