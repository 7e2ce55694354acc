import type { CheckoutResponse } from "@shared/payments";
import type { PaidPlan } from "@shared/plans";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError, apiErrorKey } from "@/lib/api-error";
import { useFormat } from "@/lib/format";

// Failures whose translated message tells the buyer nothing more than "please try again".
const vagueCodes = new Set(["internal_error", "unexpected_response"]);

/** 001 §4, §8: what the buyer sees once the checkout call has answered, or failed. */
export function useCheckoutOutcome(plan: PaidPlan) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const navigate = useNavigate();

  function succeeded(result: CheckoutResponse) {
    if (result.mode === "zarinpal") {
      window.location.assign(result.redirect_url);
      return;
    }
    // A double click on pay answers twice (the server makes it one purchase): one toast, by its id.
    toast.success(t("checkout.paid.title"), {
      id: `checkout-paid-${plan.id}`,
      description: t("checkout.paid.description", { plan: plan.name[locale] }),
      action: {
        label: t("checkout.viewReceipt"),
        onClick: () => navigate(`/payment/receipt/${result.payment.id}`),
      },
    });
    navigate("/dashboard");
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.code === "unauthenticated") {
      toast.error(t("checkout.errorTitle"), { description: t("checkout.signInFirst") });
      return;
    }
    const specific = error instanceof ApiError && !vagueCodes.has(error.code);
    toast.error(t("checkout.payFailed.title"), {
      description: specific ? t(apiErrorKey(error)) : t("checkout.payFailed.description"),
    });
  }

  return { succeeded, failed };
}
