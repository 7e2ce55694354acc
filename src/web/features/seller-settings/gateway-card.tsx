import { Pencil, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useOpenedByLink } from "@/lib/use-opened-by-link";
import { useGateway } from "./api/gateway";
import { GatewayForm } from "./gateway-form";

/** SET-06..14: the seller's Zarinpal merchant id, masked, and the dialog that sets it. */
export function GatewayCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const gateway = useGateway();
  const [open, setOpen] = useOpenedByLink("gateway");
  const saved = gateway.data ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("sellerSettings.gateway.title")}</CardTitle>
        <CardDescription>{t("sellerSettings.gateway.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {gateway.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
          </p>
        ) : gateway.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
            {t("sellerSettings.gateway.loadFailed")}
            <Button variant="outline" size="sm" onClick={() => void gateway.refetch()}>
              {t("sellerSettings.gateway.retry")}
            </Button>
          </div>
        ) : saved ? (
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">{t("sellerSettings.gateway.merchantId")}</dt>
            <dd dir="ltr" className="text-start font-mono">
              {saved.masked_merchant_id}
            </dd>
            <dd className="text-muted-foreground text-xs">
              {t("sellerSettings.gateway.updated", { date: format.date(saved.updated_at) })}
            </dd>
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">{t("sellerSettings.gateway.none")}</p>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="self-start" disabled={gateway.isPending}>
              {saved ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {t(saved ? "sellerSettings.gateway.edit" : "sellerSettings.gateway.add")}
            </Button>
          </DialogTrigger>
          <DialogContent closeLabel={t("sellerSettings.gateway.cancel")}>
            <DialogHeader>
              <DialogTitle>{t("sellerSettings.gateway.dialogTitle")}</DialogTitle>
              <DialogDescription>{t("sellerSettings.gateway.dialogDescription")}</DialogDescription>
            </DialogHeader>
            <GatewayForm onDone={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
