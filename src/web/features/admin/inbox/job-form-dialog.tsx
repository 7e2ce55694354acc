import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Job,
  type JobFormInput,
  type JobFormValues,
  jobDepartments,
  jobFormSchema,
  jobTypes,
} from "@shared/careers";
import { Pencil, Plus } from "lucide-react";
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
import { useSaveJob } from "../api/save-job";

type FieldName = keyof JobFormInput;
const fieldNames: readonly FieldName[] = [
  "title",
  "department",
  "type",
  "location",
  "experience",
  "skills",
  "description",
  "salary",
];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);
const validationKeys = ["required", "tooLong", "invalidCharacters", "skillsTooMany"] as const;
const validationKey = (message: string) => validationKeys.find((key) => key === message) ?? "invalid";

const formValuesOf = (job: Job | undefined, skillSeparator: string): JobFormInput => ({
  title: job?.title ?? "",
  department: job?.department ?? "technology",
  type: job?.type ?? "full-time",
  location: job?.location ?? "",
  experience: job?.experience ?? "",
  skills: job?.skills.join(skillSeparator) ?? "",
  description: job?.description ?? "",
  salary: job?.salary ?? "",
});

/** ADM-28: add a job (without `job`) or edit one, with the server's own schema; recorded as an admin action. */
export function JobFormDialog({ job }: { job?: Job }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {job ? (
          <Button variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            {t("adminCareers.jobs.edit")}
            <span className="sr-only"> {t("adminCareers.jobs.forJob", { title: job.title })}</span>
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            {t("adminCareers.jobs.add")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={t("adminCareers.form.cancel")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t(job ? "adminCareers.form.editTitle" : "adminCareers.form.addTitle")}</DialogTitle>
          <DialogDescription>
            {t(job ? "adminCareers.form.editDescription" : "adminCareers.form.addDescription")}
          </DialogDescription>
        </DialogHeader>
        <JobForm job={job} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function JobForm({ job, onSaved }: { job?: Job; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const save = useSaveJob(job?.id);
  const { register, handleSubmit, formState, setError, getValues } = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: formValuesOf(job, locale === "fa" ? "، " : ", "),
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`adminCareers.validation.${validationKey(message)}`);
  };
  const id = (field: string) => `job-${job?.id ?? "new"}-${field}`;

  // Checked, the form's own text is sent: the server reads the skills field the same way the check did.
  async function submit() {
    try {
      await save.mutateAsync(getValues());
      toast.success(t(job ? "adminCareers.form.saved" : "adminCareers.form.created"));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t("adminCareers.form.failed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <FormField id={id("title")} label={t("adminCareers.form.title")} required error={errorOf("title")}>
        {(control) => <Input dir="auto" maxLength={200} {...control} {...register("title")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("department")} label={t("adminCareers.form.department")} required>
          {(control) => (
            <NativeSelect {...control} {...register("department")}>
              {jobDepartments.map((department) => (
                <option key={department} value={department}>
                  {t(`adminCareers.departments.${department}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={id("type")} label={t("adminCareers.form.type")} required>
          {(control) => (
            <NativeSelect {...control} {...register("type")}>
              {jobTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`adminCareers.types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={id("location")} label={t("adminCareers.form.location")} required error={errorOf("location")}>
          {(control) => <Input dir="auto" maxLength={100} {...control} {...register("location")} />}
        </FormField>
        <FormField
          id={id("experience")}
          label={t("adminCareers.form.experience")}
          required
          hint={t("adminCareers.form.experienceHint")}
          error={errorOf("experience")}
        >
          {(control) => <Input dir="auto" maxLength={100} {...control} {...register("experience")} />}
        </FormField>
      </div>
      <FormField
        id={id("skills")}
        label={t("adminCareers.form.skills")}
        hint={t("adminCareers.form.skillsHint")}
        error={errorOf("skills")}
      >
        {(control) => <Textarea dir="auto" rows={2} maxLength={1000} {...control} {...register("skills")} />}
      </FormField>
      <FormField
        id={id("description")}
        label={t("adminCareers.form.jobDescription")}
        required
        error={errorOf("description")}
      >
        {(control) => <Textarea dir="auto" rows={5} maxLength={5000} {...control} {...register("description")} />}
      </FormField>
      <FormField
        id={id("salary")}
        label={t("adminCareers.form.salary")}
        hint={t("adminCareers.form.salaryHint")}
        error={errorOf("salary")}
      >
        {(control) => <Input dir="auto" maxLength={100} {...control} {...register("salary")} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("adminCareers.form.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {busy ? t("adminCareers.form.saving") : t("adminCareers.form.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
