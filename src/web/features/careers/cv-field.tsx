import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { cn } from "@/lib/class-names";

/**
 * The optional CV: the browser's own file input, kept for keyboards and screen readers but drawn as a button
 * in the page's language (the native one speaks the browser's), with the chosen file's name beside it.
 */
export function CvField({
  id,
  file,
  error,
  onChoose,
}: {
  id: string;
  file: File | null;
  error?: string;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("careersPage.apply.cv")} hint={t("careersPage.apply.cvHint")} error={error}>
      {(control) => (
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <input
            type="file"
            accept=".pdf,application/pdf"
            className="peer sr-only"
            onChange={(event) => onChoose(event.target.files?.[0])}
            {...control}
          />
          <label
            htmlFor={id}
            className={cn(
              "inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 font-medium text-sm hover:bg-muted",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-ring",
              error && "border-destructive",
            )}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t("careersPage.apply.cvChoose")}
          </label>
          <span className="min-w-0 truncate text-muted-foreground text-sm" dir="auto">
            {file ? file.name : t("careersPage.apply.cvNone")}
          </span>
        </div>
      )}
    </FormField>
  );
}
