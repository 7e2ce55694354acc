import type { Job } from "@shared/careers";
import { Send } from "lucide-react";
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
import { ApplyForm } from "./apply-form";

/** The job's title inside a sentence, in its own direction (an English title in Persian text, or the reverse). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** STAT-36: each job's "Apply" opens its own dialog; the form is made afresh each time it opens. */
export function ApplyDialog({ job }: { job: Job }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {t("careersPage.job.apply")}
          <span className="sr-only"> {t("careersPage.job.applyFor", { title: isolated(job.title) })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("careersPage.apply.cancel")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">
            {t("careersPage.apply.title", { title: isolated(job.title) })}
          </DialogTitle>
          <DialogDescription>{t("careersPage.apply.description")}</DialogDescription>
        </DialogHeader>
        <ApplyForm job={job} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
