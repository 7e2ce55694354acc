import type { chatCatalog } from "@/components/chat/catalog";
import type { formFieldCatalog } from "@/components/form-field-catalog";
import type { accountPasswordCatalog } from "@/components/password/catalog";
import type { planFeaturesCatalog } from "@/components/plans/catalog";
import type { planPeriodCatalog } from "@/components/plans/plan-period-catalog";
import type { takeoverCatalog } from "@/components/takeover/catalog";
import type { aboutCatalog } from "@/features/about/catalog";
import type { adminCatalog } from "@/features/admin/catalog";
import type { adminCareersCatalog } from "@/features/admin/inbox/careers-catalog";
import type { adminInboxCatalog } from "@/features/admin/inbox/catalog";
import type { adminSupportCatalog } from "@/features/admin/inbox/support-catalog";
import type { aiYourCatalog } from "@/features/ai-your/catalog";
import type { authCatalog } from "@/features/auth/catalog";
import type { botsCatalog } from "@/features/bots/catalog";
import type { careersCatalog } from "@/features/careers/catalog";
import type { channelsCatalog } from "@/features/channels/catalog";
import type { checkoutCatalog } from "@/features/checkout/catalog";
import type { conversationsCatalog } from "@/features/conversations/catalog";
import type { dailyContentCatalog } from "@/features/daily-content/catalog";
import type { dashboardCatalog } from "@/features/dashboard/catalog";
import type { discountsCatalog } from "@/features/discounts/catalog";
import type { legalCatalog } from "@/features/legal/catalog";
import type { ordersCatalog } from "@/features/orders/catalog";
import type { payLinkCatalog } from "@/features/orders/pay-link-catalog";
import type { trackingCatalog } from "@/features/orders/tracking-catalog";
import type { plansCatalog } from "@/features/plans/catalog";
import type { productsCatalog } from "@/features/products/catalog";
import type { profileCatalog } from "@/features/profile/catalog";
import type { profileSecurityCatalog } from "@/features/profile/security/catalog";
import type { publishingCatalog } from "@/features/publishing/catalog";
import type { bankCardsCatalog } from "@/features/seller-settings/bank-cards-catalog";
import type { sellerSettingsCatalog } from "@/features/seller-settings/catalog";
import type { sentEmailsCatalog } from "@/features/sent-emails/catalog";
import type { shippingCatalog } from "@/features/shipping/catalog";
import type { shopSetupCatalog } from "@/features/shop-setup/catalog";
import type { socialCatalog } from "@/features/social/catalog";
import type { staffCatalog } from "@/features/staff/catalog";
import type { supportCatalog } from "@/features/support/catalog";
import type { templatesCatalog } from "@/features/templates/catalog";
import type { ticketsCatalog } from "@/features/tickets/catalog";
import type { transactionsCatalog } from "@/features/transactions/catalog";
import type { transactionsPageCatalog } from "@/features/transactions-page/catalog";
import type { whatsappCatalog } from "@/features/whatsapp/catalog";
import type { workspaceCatalog } from "@/features/workspace/catalog";
import type { errorCatalog } from "@/lib/error-catalog";

/** The sections pages bring with them (registerPageCatalog), typed like the core catalogue's. */
export type PageCatalogs = typeof chatCatalog.fa &
  typeof aboutCatalog.fa &
  typeof legalCatalog.fa &
  typeof aiYourCatalog.fa &
  typeof dailyContentCatalog.fa &
  typeof dashboardCatalog.fa &
  typeof authCatalog.fa &
  typeof checkoutCatalog.fa &
  typeof plansCatalog.fa &
  typeof profileCatalog.fa &
  typeof profileSecurityCatalog.fa &
  typeof accountPasswordCatalog.fa &
  typeof planFeaturesCatalog.fa &
  typeof planPeriodCatalog.fa &
  typeof shopSetupCatalog.fa &
  typeof shippingCatalog.fa &
  typeof discountsCatalog.fa &
  typeof workspaceCatalog.fa &
  typeof errorCatalog.fa &
  typeof formFieldCatalog.fa &
  typeof botsCatalog.fa &
  typeof channelsCatalog.fa &
  typeof socialCatalog.fa &
  typeof productsCatalog.fa &
  typeof templatesCatalog.fa &
  typeof transactionsCatalog.fa &
  typeof sellerSettingsCatalog.fa &
  typeof bankCardsCatalog.fa &
  typeof ordersCatalog.fa &
  typeof conversationsCatalog.fa &
  typeof takeoverCatalog.fa &
  typeof payLinkCatalog.fa &
  typeof trackingCatalog.fa &
  typeof adminCatalog.fa &
  typeof adminInboxCatalog.fa &
  typeof adminSupportCatalog.fa &
  typeof transactionsPageCatalog.fa &
  typeof sentEmailsCatalog.fa &
  typeof supportCatalog.fa &
  typeof ticketsCatalog.fa &
  typeof careersCatalog.fa &
  typeof adminCareersCatalog.fa &
  typeof whatsappCatalog.fa &
  typeof publishingCatalog.fa &
  typeof staffCatalog.fa;
