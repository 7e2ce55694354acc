import { chatCatalog } from "@/components/chat/catalog";
import { formFieldCatalog } from "@/components/form-field-catalog";
import { accountPasswordCatalog } from "@/components/password/catalog";
import { planFeaturesCatalog } from "@/components/plans/catalog";
import { planPeriodCatalog } from "@/components/plans/plan-period-catalog";
import { takeoverCatalog } from "@/components/takeover/catalog";
import { aboutCatalog } from "@/features/about/catalog";
import { adminCatalog } from "@/features/admin/catalog";
import { adminCareersCatalog } from "@/features/admin/inbox/careers-catalog";
import { adminInboxCatalog } from "@/features/admin/inbox/catalog";
import { adminSupportCatalog } from "@/features/admin/inbox/support-catalog";
import { aiYourCatalog } from "@/features/ai-your/catalog";
import { authCatalog } from "@/features/auth/catalog";
import { botsCatalog } from "@/features/bots/catalog";
import { careersCatalog } from "@/features/careers/catalog";
import { channelsCatalog } from "@/features/channels/catalog";
import { checkoutCatalog } from "@/features/checkout/catalog";
import { conversationsCatalog } from "@/features/conversations/catalog";
import { dailyContentCatalog } from "@/features/daily-content/catalog";
import { dashboardCatalog } from "@/features/dashboard/catalog";
import { discountsCatalog } from "@/features/discounts/catalog";
import { legalCatalog } from "@/features/legal/catalog";
import { ordersCatalog } from "@/features/orders/catalog";
import { payLinkCatalog } from "@/features/orders/pay-link-catalog";
import { trackingCatalog } from "@/features/orders/tracking-catalog";
import { plansCatalog } from "@/features/plans/catalog";
import { productsCatalog } from "@/features/products/catalog";
import { profileCatalog } from "@/features/profile/catalog";
import { profileSecurityCatalog } from "@/features/profile/security/catalog";
import { publishingCatalog } from "@/features/publishing/catalog";
import { bankCardsCatalog } from "@/features/seller-settings/bank-cards-catalog";
import { sellerSettingsCatalog } from "@/features/seller-settings/catalog";
import { sentEmailsCatalog } from "@/features/sent-emails/catalog";
import { shippingCatalog } from "@/features/shipping/catalog";
import { shopSetupCatalog } from "@/features/shop-setup/catalog";
import { socialCatalog } from "@/features/social/catalog";
import { staffCatalog } from "@/features/staff/catalog";
import { supportCatalog } from "@/features/support/catalog";
import { templatesCatalog } from "@/features/templates/catalog";
import { ticketsCatalog } from "@/features/tickets/catalog";
import { transactionsCatalog } from "@/features/transactions/catalog";
import { transactionsPageCatalog } from "@/features/transactions-page/catalog";
import { whatsappCatalog } from "@/features/whatsapp/catalog";
import { workspaceCatalog } from "@/features/workspace/catalog";
import { en as coreEn } from "@/i18n/en";
import { type Catalog, fa as coreFa } from "@/i18n/fa";
import { errorCatalog } from "@/lib/error-catalog";
import type { PageCatalogs } from "./page-catalogs";

// Every page's sections beside the core catalogue: for tests, which see each language whole.
export const pageCatalogs = [
  chatCatalog,
  aboutCatalog,
  legalCatalog,
  aiYourCatalog,
  dailyContentCatalog,
  dashboardCatalog,
  authCatalog,
  checkoutCatalog,
  plansCatalog,
  planFeaturesCatalog,
  planPeriodCatalog,
  profileCatalog,
  profileSecurityCatalog,
  accountPasswordCatalog,
  shopSetupCatalog,
  shippingCatalog,
  discountsCatalog,
  workspaceCatalog,
  errorCatalog,
  formFieldCatalog,
  botsCatalog,
  channelsCatalog,
  socialCatalog,
  productsCatalog,
  templatesCatalog,
  transactionsCatalog,
  sellerSettingsCatalog,
  bankCardsCatalog,
  ordersCatalog,
  conversationsCatalog,
  takeoverCatalog,
  payLinkCatalog,
  trackingCatalog,
  adminCatalog,
  adminInboxCatalog,
  adminSupportCatalog,
  transactionsPageCatalog,
  sentEmailsCatalog,
  supportCatalog,
  ticketsCatalog,
  careersCatalog,
  adminCareersCatalog,
  whatsappCatalog,
  publishingCatalog,
  staffCatalog,
];
export type FullCatalog = Catalog & PageCatalogs;

const merge = (core: Catalog, pages: object[]) => Object.assign({}, core, ...pages) as FullCatalog;
export const fullCatalogs = {
  fa: merge(
    coreFa,
    pageCatalogs.map((catalog) => catalog.fa),
  ),
  en: merge(
    coreEn,
    pageCatalogs.map((catalog) => catalog.en),
  ),
};
