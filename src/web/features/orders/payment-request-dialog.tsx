import type { PayLink } from "@shared/payment-requests";
import { HandCoins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { PayLinkReady } from "./pay-link-share";
import { PaymentRequestForm } from "./payment-request-form";

/** Issue 36: "Payment request" beside "New order": the form, then the link it made with Copy and Share. */
export function PaymentRequestDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<PayLink | null>(null);
  function change(next: boolean) {
    setOpen(next);
    if (!next) setMade(null);
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <HandCoins aria-hidden="true" />
          {t("payLink.request.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("payLink.request.cancel")} className="max-w-lg">
        {made ? (
          <PayLinkReady url={made.url} number={made.order.number} total={made.order.total} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("payLink.request.title")}</DialogTitle>
              <DialogDescription>{t("payLink.request.description")}</DialogDescription>
            </DialogHeader>
            <PaymentRequestForm onDone={setMade} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
