import { zodResolver } from "@hookform/resolvers/zod";
import { type Job, type JobApplicationInput, type JobApplicationValues, jobApplicationSchema } from "@shared/careers";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useApplyToJob } from "./api/apply-to-job";
import { jobsQueryKey } from "./api/jobs";
import { cvProblem } from "./cv-check";
import { CvField } from "./cv-field";
import { careersValidationKey } from "./validation-key";

type FieldName = keyof JobApplicationInput;
const fieldNames: readonly FieldName[] = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "years_experience",
  "portfolio_url",
  "motivation",
];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);
const emptyApplication: JobApplicationInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  years_experience: "",
  portfolio_url: "",
  motivation: "",
};

/**
 * STAT-39..41: the application form, checked with the server's own schema and the CV with the server's rule;
 * the server's refusals land on their fields. "your request was sent" once it is stored.
 */
export function ApplyForm({ job, onSent }: { job: Job; onSent: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const apply = useApplyToJob(job.id);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError } = useForm<JobApplicationInput, unknown, JobApplicationValues>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: emptyApplication,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`careersPage.validation.${careersValidationKey(message)}`);
  };
  const id = (field: string) => `apply-${job.id}-${field}`;

  async function chooseCv(file: File | undefined) {
    setCv(file ?? null);
    const problem = file ? await cvProblem(file) : null;
    setCvError(problem ? t(`careersPage.validation.${problem}`) : undefined);
  }

  async function submit(values: JobApplicationValues) {
    const problem = cv ? await cvProblem(cv) : null;
    if (problem) {
      setCvError(t(`careersPage.validation.${problem}`));
      return;
    }
    try {
      await apply.mutateAsync({ values, cv });
      toast.success(t("careersPage.apply.sent"), { description: t("careersPage.apply.sentDescription") });
      onSent();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
        if (error.code === "cv_not_pdf") setCvError(t("careersPage.validation.cvNotPdf"));
        if (error.code === "cv_too_large") setCvError(t("careersPage.validation.cvTooLarge"));
        if (error.code === "not_found") {
          // The admin closed the job meanwhile: the list drops it.
          void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
          toast.error(t("careersPage.apply.failed"), { description: t("careersPage.apply.jobClosed") });
          return;
        }
      }
      toast.error(t("careersPage.apply.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id("first-name")}
          label={t("careersPage.apply.firstName")}
          required
          error={errorOf("first_name")}
        >
          {(control) => (
            <Input dir="auto" autoComplete="given-name" maxLength={100} {...control} {...register("first_name")} />
          )}
        </FormField>
        <FormField id={id("last-name")} label={t("careersPage.apply.lastName")} required error={errorOf("last_name")}>
          {(control) => (
            <Input dir="auto" autoComplete="family-name" maxLength={100} {...control} {...register("last_name")} />
          )}
        </FormField>
        <FormField id={id("email")} label={t("careersPage.apply.email")} required error={errorOf("email")}>
          {(control) => (
            <Input
              type="email"
              dir="ltr"
              autoComplete="email"
              maxLength={255}
              className="text-start"
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={id("phone")}
          label={t("careersPage.apply.phone")}
          required
          hint={t("careersPage.apply.phoneHint")}
          error={errorOf("phone")}
        >
          {(control) => (
            <Input
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              className="text-start"
              {...control}
              {...inLocaleDigits(register("phone"), format.locale)}
            />
          )}
        </FormField>
        <FormField
          id={id("years")}
          label={t("careersPage.apply.years")}
          required
          hint={t("careersPage.apply.yearsHint")}
          error={errorOf("years_experience")}
        >
          {(control) => (
            // Text, not type=number: a number input drops Persian digits, and a Persian keyboard types those.
            <Input
              inputMode="numeric"
              maxLength={2}
              {...control}
              {...inLocaleDigits(register("years_experience"), format.locale)}
            />
          )}
        </FormField>
        <FormField
          id={id("portfolio")}
          label={t("careersPage.apply.portfolio")}
          hint={t("careersPage.apply.portfolioHint")}
          error={errorOf("portfolio_url")}
        >
          {(control) => (
            <Input
              type="url"
              dir="ltr"
              autoComplete="url"
              maxLength={500}
              placeholder="https://"
              className="text-start"
              {...control}
              {...register("portfolio_url")}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={id("motivation")}
        label={t("careersPage.apply.motivation")}
        hint={t("careersPage.apply.motivationHint")}
        error={errorOf("motivation")}
      >
        {(control) => <Textarea dir="auto" rows={4} maxLength={2000} {...control} {...register("motivation")} />}
      </FormField>
      <CvField id={id("cv")} file={cv} error={cvError} onChoose={(file) => void chooseCv(file)} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("careersPage.apply.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {busy ? t("careersPage.apply.submitting") : t("careersPage.apply.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
