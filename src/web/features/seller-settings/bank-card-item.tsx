import type { BankCard } from "@shared/bank-cards";
import { CreditCard, Star, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { useSetDefaultBankCard } from "./api/bank-card-default";
import { useDeleteBankCard } from "./api/bank-card-delete";
import { maskedForReader } from "./bank-card-shaping";
import { toastSettingsFailure } from "./settings-failure";

/** SET-15, SET-21, SET-22, SET-25..28: one card, masked, with its holder and bank; default and delete. */
export function BankCardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const setDefault = useSetDefaultBankCard();
  const remove = useDeleteBankCard();
  const masked = maskedForReader(card.masked, locale);
  const nameId = `bank-card-${card.id}`;
  const failed = (key: "bankCards.toasts.defaultFailed" | "bankCards.toasts.deleteFailed", error: unknown) =>
    toastSettingsFailure(t, t(key), error, locale);

  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <h4 id={nameId} dir="ltr" className="text-start font-mono font-semibold tracking-wide">
              {masked}
            </h4>
            <p className="wrap-anywhere text-muted-foreground text-sm">
              {t("bankCards.holder", { name: card.card_holder_name })}
              {card.bank_name && <> · {card.bank_name}</>}
            </p>
            {card.has_full_number && <p className="text-muted-foreground text-xs">{t("bankCards.fullNumber")}</p>}
          </div>
        </div>
        {card.is_default && <Badge>{t("bankCards.isDefault")}</Badge>}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {!card.is_default && (
          <Button
            size="sm"
            variant="outline"
            disabled={setDefault.isPending}
            aria-label={t("bankCards.setDefaultLabel", { card: masked })}
            onClick={() =>
              setDefault.mutate(card.id, {
                onSuccess: () => toast.success(t("bankCards.toasts.defaultSet")),
                onError: (error) => failed("bankCards.toasts.defaultFailed", error),
              })
            }
          >
            {setDefault.isPending ? <Spinner /> : <Star aria-hidden="true" />}
            {t("bankCards.setDefault")}
          </Button>
        )}
        <ConfirmDeleteDialog
          trigger={
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              aria-label={t("bankCards.deleteLabel", { card: masked })}
              className="text-danger hover:text-danger"
            >
              <Trash2 aria-hidden="true" />
              {t("bankCards.delete")}
            </Button>
          }
          title={t("bankCards.remove.title", { card: masked })}
          description={t("bankCards.remove.description")}
          cancelLabel={t("bankCards.remove.cancel")}
          confirmLabel={t("bankCards.remove.confirm")}
          onConfirm={() =>
            remove.mutateAsync(card.id).then(
              () => {
                toast.success(t("bankCards.toasts.deleted"));
                return true;
              },
              (error: unknown) => {
                failed("bankCards.toasts.deleteFailed", error);
                return false;
              },
            )
          }
        />
      </div>
    </article>
  );
}
