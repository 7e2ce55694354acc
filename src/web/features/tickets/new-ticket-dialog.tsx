import { zodResolver } from "@hookform/resolvers/zod";
import { type NewTicketInput, newTicketSchema, ticketPriorities } from "@shared/tickets";
import { Plus } from "lucide-react";
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
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useCreateTicket } from "./api/create-ticket";
import { ticketValidationKey } from "./validation-key";

type FieldName = "title" | "description";
const isFieldName = (path: string): path is FieldName => path === "title" || path === "description";
const emptyTicket: NewTicketInput = { title: "", description: "", priority: "medium" };

/** STAT-16..18: title and description required, priority low/medium/high (medium unless chosen); the toast names the real number. */
export function NewTicketDialog() {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreateTicket();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<NewTicketInput>({
    resolver: zodResolver(newTicketSchema),
    defaultValues: emptyTicket,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`tickets.validation.${ticketValidationKey(message)}`);
  };

  async function submit(values: NewTicketInput) {
    try {
      const ticket = await create.mutateAsync(values);
      toast.success(t("tickets.create.created", { number: format.digits(String(ticket.number)) }));
      setOpen(false);
      reset(emptyTicket);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t("tickets.create.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t("tickets.create.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("tickets.create.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("tickets.create.title")}</DialogTitle>
          <DialogDescription>{t("tickets.create.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
          <FormField id="new-ticket-title" label={t("tickets.create.ticketTitle")} required error={errorOf("title")}>
            {(control) => <Input dir="auto" maxLength={200} {...control} {...register("title")} />}
          </FormField>
          <FormField
            id="new-ticket-description"
            label={t("tickets.create.body")}
            required
            error={errorOf("description")}
          >
            {(control) => <Textarea dir="auto" rows={5} maxLength={5000} {...control} {...register("description")} />}
          </FormField>
          <FormField id="new-ticket-priority" label={t("tickets.create.priority")}>
            {(control) => (
              <NativeSelect {...control} {...register("priority")}>
                {ticketPriorities.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`tickets.priorities.${priority}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("tickets.create.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner />}
              {formState.isSubmitting ? t("tickets.create.submitting") : t("tickets.create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
