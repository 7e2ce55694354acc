import { zodResolver } from "@hookform/resolvers/zod";
import { type Order, type ReceiptDecisionInput, receiptDecisionSchema, rejectReasonMaxLength } from "@shared/orders";
import { X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useDecideReceipt } from "./api/order-changes";
import type { ordersCatalog } from "./catalog";

type ErrorKey = keyof typeof ordersCatalog.en.orders.validation;
const reasonErrors: readonly string[] = [
  "reasonTooLong",
  "invalidCharacters",
  "reasonOnlyWhenRejected",
] satisfies ErrorKey[];
const reasonErrorKey = (message: string): `orders.validation.${ErrorKey}` =>
  `orders.validation.${reasonErrors.includes(message) ? (message as ErrorKey) : "invalidCharacters"}`;

/**
 * Issue 37: rejecting a card-to-card receipt asks first, with an optional reason (checked as the server checks
 * it, the shared contract) that the buyer is told in the bot and the order's history keeps.
 */
export function RejectReceiptDialog({ order, disabled }: { order: Order; disabled: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const decide = useDecideReceipt();
  const number = format.number(order.number);
  const { register, handleSubmit, formState, setError, reset } = useForm<ReceiptDecisionInput>({
    resolver: zodResolver(receiptDecisionSchema, undefined, { raw: true }),
    defaultValues: { decision: "reject", reason: "" },
  });
  const reasonError = formState.errors.reason?.message;

  async function reject(values: ReceiptDecisionInput) {
    try {
      await decide.mutateAsync({ id: order.id, ...values });
      toast.success(t("orders.toasts.receiptRejected", { number }));
      setOpen(false);
      reset();
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues.find((found) => found.path === "reason") : undefined;
      if (issue) setError("reason", { type: "server", message: issue.message });
      toast.error(t("orders.toasts.receiptFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={t("orders.actions.named", { action: t("orders.receipt.reject"), number })}
        >
          <X aria-hidden="true" />
          {t("orders.receipt.reject")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("orders.rejectDialog.keep")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("orders.rejectDialog.title", { number })}</DialogTitle>
          <DialogDescription>{t("orders.rejectDialog.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(reject)(event)} className="grid gap-4">
          <FormField
            id={`reject-reason-${order.id}`}
            label={t("orders.rejectDialog.reason")}
            hint={t("orders.rejectDialog.reasonHint")}
            error={reasonError === undefined ? undefined : t(reasonErrorKey(reasonError))}
          >
            {(controlProps) => (
              <Textarea {...controlProps} {...register("reason")} rows={3} maxLength={rejectReasonMaxLength} />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("orders.rejectDialog.keep")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? <Spinner /> : <X aria-hidden="true" />}
              {t("orders.rejectDialog.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
