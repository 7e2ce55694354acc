import type { ShopSetup } from "@shared/shop-setup";
import type { ShopSetupStep } from "@shared/shop-setup-steps";
import { ExternalLink } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { focusWhenPresent } from "@/lib/focus-when-present";
import { openParam } from "@/lib/use-opened-by-link";

// Only a seller whose bot waits for its first /start sees the code: its encoder loads then.
const QrCode = lazy(() => import("@/components/qr-code").then((module) => ({ default: module.QrCode })));

/**
 * Where each step's button goes: the workspace tab (001 §2) with its form's first field focused, or with the
 * dialog that holds the form open (a dialog focuses its first field itself).
 */
const targets = {
  bot: { tab: "connections", field: "bot-token" },
  product: { tab: "products", field: "product-name" },
  card: { tab: "settings", dialog: "bank-card" },
  gateway: { tab: "settings", dialog: "gateway" },
} as const;

/** What a step not done yet offers: the next step's button is the primary one. */
export function SetupStepActions({
  step,
  setup,
  primary,
}: {
  step: ShopSetupStep;
  setup: ShopSetup;
  primary: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variant = primary ? "default" : "outline";

  function open(target: keyof typeof targets) {
    const goal: { tab: string; field?: string; dialog?: string } = targets[target];
    const dialog = goal.dialog ? `&${openParam}=${goal.dialog}` : "";
    void navigate(`/dashboard?tab=${goal.tab}${dialog}`, { replace: true, preventScrollReset: true });
    if (goal.field) focusWhenPresent(goal.field);
  }

  if (step === "bot") {
    return (
      <Button variant={variant} onClick={() => open("bot")}>
        {t("shopSetup.steps.bot.action")}
      </Button>
    );
  }
  if (step === "product") {
    return (
      <Button variant={variant} onClick={() => open("product")}>
        {t("shopSetup.steps.product.action")}
      </Button>
    );
  }
  if (step === "payment") {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant={variant} onClick={() => open("card")}>
          {t("shopSetup.steps.payment.addCard")}
        </Button>
        <Button variant="outline" onClick={() => open("gateway")}>
          {t("shopSetup.steps.payment.gateway")}
        </Button>
      </div>
    );
  }
  if (!setup.bot) return null;
  const { username, link } = setup.bot;
  return (
    <div className="flex items-center gap-3">
      <Button asChild variant={variant}>
        <a href={link} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" />
          {t("shopSetup.steps.start.open", { username })}
        </a>
      </Button>
      {/* Scanned from a computer's screen with the phone that has Telegram or Bale; a phone taps the link. */}
      <Suspense fallback={<span className="hidden size-24 sm:block" />}>
        <QrCode
          value={link}
          label={t("shopSetup.steps.start.qr", { username })}
          className="hidden size-24 rounded-md sm:block"
        />
      </Suspense>
    </div>
  );
}
