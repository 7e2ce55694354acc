import { zodResolver } from "@hookform/resolvers/zod";
import { type BlockUserInput, blockUserSchema } from "@shared/admin";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { adminValidationKey } from "./validation-message";

interface ReasonFormProps {
  id: string;
  label: string;
  hint?: string;
  cancelLabel: string;
  submitLabel: string;
  /** Does the action; a refusal it throws with the server's issues marks the field. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Block and refund both ask for a reason the record keeps: required, at most 500 characters (shared schema). */
export function ReasonForm({ id, label, hint, cancelLabel, submitLabel, onSubmit }: ReasonFormProps) {
  const { t } = useTranslation();
  // Block's and refund's schemas are the same `{ reason }`; one resolver serves both.
  const { register, handleSubmit, formState, setError } = useForm<BlockUserInput>({
    resolver: zodResolver(blockUserSchema),
    defaultValues: { reason: "" },
  });
  const message = formState.errors.reason?.message;

  async function submit({ reason }: BlockUserInput) {
    try {
      await onSubmit(reason);
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues.find((item) => item.path === "reason") : undefined;
      if (issue) setError("reason", { type: "server", message: issue.message });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <FormField
        id={id}
        label={label}
        required
        hint={hint}
        error={message === undefined ? undefined : t(adminValidationKey(message, "reasonRequired"))}
      >
        {(control) => <Textarea {...control} {...register("reason")} rows={3} maxLength={500} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
