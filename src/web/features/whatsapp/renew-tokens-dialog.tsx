import { KeyRound } from "lucide-react";
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
import { ConnectForm } from "./connect-form";

/**
 * A token that expired (Meta's temporary one lasts 24 hours) or a new app secret: the same number is
 * connected again, which replaces them in place; it needs no room in the plan.
 */
export function RenewTokensDialog({ phoneNumberId, number }: { phoneNumberId: string; number: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t("whatsapp.renew.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("whatsapp.form.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("whatsapp.renew.title", { number })}</DialogTitle>
          <DialogDescription>{t("whatsapp.renew.description")}</DialogDescription>
        </DialogHeader>
        <ConnectForm renewing={phoneNumberId} onCancel={() => setOpen(false)} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
