import type { chatCatalog } from "@/components/chat/catalog";
import type { aiYourCatalog } from "@/features/ai-your/catalog";
import type { checkoutCatalog } from "@/features/checkout/catalog";
import type { dailyContentCatalog } from "@/features/daily-content/catalog";
import type { plansCatalog } from "@/features/plans/catalog";

/** The sections pages bring with them (registerPageCatalog), typed like the core catalogue's. */
export type PageCatalogs = typeof chatCatalog.fa &
  typeof aiYourCatalog.fa &
  typeof dailyContentCatalog.fa &
  typeof checkoutCatalog.fa &
  typeof plansCatalog.fa;
