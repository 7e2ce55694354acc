import { CreditCard, Plus } from "lucide-react";
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
import { useMe } from "@/lib/auth/use-me";
import { useOpenedByLink } from "@/lib/use-opened-by-link";
import { useBankCards } from "./api/bank-cards";
import { BankCardForm } from "./bank-card-form";
import { BankCardItem } from "./bank-card-item";
import "./bank-cards-catalog";
import { ReceiptSettingsSwitch } from "./receipt-settings-switch";

/**
 * SET-15..28: the seller's bank cards, the default first, and the dialog that adds one; issue 35: how their
 * card-to-card receipts are approved.
 */
export function BankCardsCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenedByLink("bank-card");
  const holder = useMe().data?.fullName.trim() ?? "";
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <CardTitle>{t("bankCards.title")}</CardTitle>
          <CardDescription>{t("bankCards.description")}</CardDescription>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <Plus aria-hidden="true" />
              {t("bankCards.add")}
            </Button>
          </DialogTrigger>
          <DialogContent closeLabel={t("bankCards.form.cancel")}>
            <DialogHeader>
              <DialogTitle>{t("bankCards.form.title")}</DialogTitle>
              <DialogDescription>{t("bankCards.form.description")}</DialogDescription>
            </DialogHeader>
            {/* Mounted only while open, so each opening starts with an empty form. */}
            {open && <BankCardForm holder={holder} onDone={() => setOpen(false)} />}
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BankCardList />
        <ReceiptSettingsSwitch />
      </CardContent>
    </Card>
  );
}

function BankCardList() {
  const { t } = useTranslation();
  const cards = useBankCards();
  if (cards.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner />
        {t("bankCards.loading")}
      </p>
    );
  }
  if (cards.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("bankCards.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void cards.refetch()}>
          {t("bankCards.retry")}
        </Button>
      </div>
    );
  }
  if (cards.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
        <CreditCard aria-hidden="true" className="size-7 text-muted-foreground" />
        <p className="text-muted-foreground text-sm">{t("bankCards.empty")}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {cards.data.map((card) => (
        <li key={card.id}>
          <BankCardItem card={card} />
        </li>
      ))}
    </ul>
  );
}
