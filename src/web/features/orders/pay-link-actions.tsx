import type { Order } from "@shared/orders";
import { Copy, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useOrderPayLink } from "./api/pay-links";
import { payLinkAddress } from "./pay-link-address";
import { offersPayLink } from "./pay-link-offer";
import { PayLinkReady, type PayLinkSubject, usePayLinkSharing } from "./pay-link-share";

function CopyAndShare({ subject }: { subject: PayLinkSubject }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { canShare, copy, share } = usePayLinkSharing(subject);
  const number = format.number(subject.number);
  return (
    <>
      <Button size="sm" variant="outline" aria-label={t("payLink.copyNamed", { number })} onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {t("payLink.copy")}
      </Button>
      {canShare && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t("payLink.shareNamed", { number })}
          onClick={() => void share()}
        >
          <Share2 aria-hidden="true" />
          {t("payLink.share")}
        </Button>
      )}
    </>
  );
}

/**
 * On an order card: "Copy pay link" and "Share" while the order has a link to pay; an unpaid order without one
 * gets "Pay link", which makes it and shows it in a dialog (kept open as the card turns to the first kind).
 */
export function PayLinkActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const get = useOrderPayLink();
  const [made, setMade] = useState<string | null>(null);
  const subject = (url: string): PayLinkSubject => ({ url, number: order.number, total: order.total });

  async function getLink() {
    try {
      setMade((await get.mutateAsync(order.id)).url);
    } catch (error) {
      toast.error(t("payLink.getFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <>
      {order.pay_url ? (
        <CopyAndShare subject={subject(payLinkAddress(order.pay_url))} />
      ) : (
        offersPayLink(order) && (
          <Button
            size="sm"
            variant="outline"
            disabled={get.isPending}
            aria-label={t("payLink.getNamed", { number: format.number(order.number) })}
            onClick={() => void getLink()}
          >
            {get.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
            {t("payLink.get")}
          </Button>
        )
      )}
      <Dialog open={made !== null} onOpenChange={(open) => !open && setMade(null)}>
        <DialogContent closeLabel={t("payLink.close")} className="max-w-lg">
          {made !== null && <PayLinkReady {...subject(made)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
