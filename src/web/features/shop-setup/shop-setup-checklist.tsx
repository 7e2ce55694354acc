import type { ShopSetup } from "@shared/shop-setup";
import { type ShopSetupStep, shopSetupProgress, shopSetupSteps, showsShopSetup } from "@shared/shop-setup-steps";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { useDismissShopSetup, useShopSetup } from "./api/shop-setup";
import "./catalog";
import { SetupStepActions } from "./setup-step-actions";

/**
 * Issue 35: a seller who has not sold yet sees their four first steps at the top of /dashboard, each with its
 * state; the next one is a button that opens the right tab with its form focused. Gone with the first order.
 */
export function ShopSetupChecklist() {
  const { t } = useTranslation();
  const format = useFormat();
  const setup = useShopSetup();
  const dismiss = useDismissShopSetup();
  if (setup.isPending) return null;
  if (setup.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("shopSetup.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void setup.refetch()}>
          {t("shopSetup.retry")}
        </Button>
      </div>
    );
  }
  if (!showsShopSetup(setup.data)) return null;
  const progress = shopSetupProgress(setup.data);
  const next = shopSetupSteps.find((step) => !progress[step]);
  const done = shopSetupSteps.filter((step) => progress[step]).length;

  return (
    <section aria-labelledby="shop-setup-title" className="rounded-xl border border-primary/30 bg-card p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <div className="grid flex-1 gap-1">
          <h2 id="shop-setup-title" className="font-bold text-lg">
            {t("shopSetup.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("shopSetup.description")}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shopSetup.dismiss")}
          title={t("shopSetup.dismiss")}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {dismiss.isPending ? <Spinner /> : <X aria-hidden="true" />}
        </Button>
      </div>
      <p className="mt-3 font-medium text-sm">
        {t("shopSetup.progress", { done: format.number(done), total: format.number(shopSetupSteps.length) })}
      </p>
      <div
        role="progressbar"
        aria-label={t("shopSetup.title")}
        aria-valuemin={0}
        aria-valuemax={shopSetupSteps.length}
        aria-valuenow={done}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${(done / shopSetupSteps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid gap-3">
        {shopSetupSteps.map((step, index) => (
          <SetupStep key={step} number={format.number(index + 1)} done={progress[step]} current={step === next}>
            <StepText step={step} setup={setup.data} done={progress[step]} />
            {!progress[step] && <SetupStepActions step={step} setup={setup.data} primary={step === next} />}
          </SetupStep>
        ))}
      </ol>
      {next === undefined && <p className="mt-4 text-sm">{t("shopSetup.allDone")}</p>}
    </section>
  );
}

function SetupStep({
  number,
  done,
  current,
  children,
}: {
  number: string;
  done: boolean;
  current: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li
      aria-current={current ? "step" : undefined}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border p-3",
        current && "border-primary bg-primary/5",
      )}
    >
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full border font-semibold text-sm",
          done && "border-emerald-600 bg-emerald-600 text-white",
        )}
      >
        {done ? <Check aria-hidden="true" className="size-4" /> : number}
        {done && <span className="sr-only">{t("shopSetup.done")}</span>}
      </span>
      {children}
    </li>
  );
}

function StepText({ step, setup, done }: { step: ShopSetupStep; setup: ShopSetup; done: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const username = setup.bot?.username ?? "";
  const hints: Record<ShopSetupStep, string> = {
    bot: done ? t("shopSetup.steps.bot.doneHint", { username }) : t("shopSetup.steps.bot.hint"),
    product: done
      ? t("shopSetup.steps.product.doneHint", { count: format.number(setup.products_for_sale) })
      : setup.products > 0
        ? t("shopSetup.steps.product.soldOutHint")
        : t("shopSetup.steps.product.hint"),
    payment: !done
      ? t("shopSetup.steps.payment.hint")
      : setup.gateway && setup.card_to_card
        ? t("shopSetup.steps.payment.doneBoth")
        : setup.gateway
          ? t("shopSetup.steps.payment.doneGateway")
          : t("shopSetup.steps.payment.doneCard"),
    start: done
      ? t("shopSetup.steps.start.doneHint")
      : setup.bot
        ? t("shopSetup.steps.start.hint")
        : t("shopSetup.steps.start.needsBot"),
  };
  return (
    <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
      <h3 className={cn("font-semibold text-sm", done && "line-through decoration-1")}>
        {t(`shopSetup.steps.${step}.title`)}
      </h3>
      <p className="text-muted-foreground text-sm">{hints[step]}</p>
    </div>
  );
}
