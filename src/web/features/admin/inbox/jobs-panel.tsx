import type { Job } from "@shared/careers";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDescription } from "@/components/ui/card";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useCareersJobs } from "../api/careers-jobs";
import { useSetJobStatus } from "../api/job-status";
import { type DataColumn, DataTable } from "../data-table";
import { ListView } from "../list-states";
import "./careers-catalog";
import { JobFormDialog } from "./job-form-dialog";

/** ADM-28: every job with its status; add and edit in a dialog, close (off /careers) and reopen. */
export function JobsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const jobs = useCareersJobs();
  const columns: DataColumn<Job>[] = [
    { key: "title", label: t("adminCareers.jobs.fields.title"), text: true, cell: (job) => <bdi>{job.title}</bdi> },
    {
      key: "department",
      label: t("adminCareers.jobs.fields.department"),
      cell: (job) => t(`adminCareers.departments.${job.department}`),
    },
    { key: "type", label: t("adminCareers.jobs.fields.type"), cell: (job) => t(`adminCareers.types.${job.type}`) },
    {
      key: "location",
      label: t("adminCareers.jobs.fields.location"),
      text: true,
      cell: (job) => <bdi>{job.location}</bdi>,
    },
    {
      key: "status",
      label: t("adminCareers.jobs.fields.status"),
      cell: (job) => (
        <Badge variant={job.status === "open" ? "default" : "outline"}>
          {t(`adminCareers.jobs.statuses.${job.status}`)}
        </Badge>
      ),
    },
    { key: "updated", label: t("adminCareers.jobs.fields.updated"), cell: (job) => format.dateTime(job.updated_at) },
    {
      key: "actions",
      label: t("adminCareers.jobs.fields.actions"),
      cell: (job) => (
        <div className="flex flex-wrap gap-2">
          <JobFormDialog job={job} />
          <JobStatusButton job={job} />
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="inbox-jobs-title" className="flex flex-col gap-4 pt-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h3 id="inbox-jobs-title" className="font-bold text-base">
            {t("adminCareers.jobs.title")}
          </h3>
          <CardDescription>{t("adminCareers.jobs.description")}</CardDescription>
        </div>
        <JobFormDialog />
      </div>
      <ListView
        query={jobs}
        loading={t("adminCareers.jobs.loading")}
        failed={t("adminCareers.jobs.failed")}
        empty={{ text: t("adminCareers.jobs.empty"), when: (items) => items.length === 0 }}
      >
        {(items) => (
          <DataTable
            caption={t("adminCareers.jobs.listLabel")}
            columns={columns}
            rows={items}
            rowKey={(job) => job.id}
            minWidth="min-w-[56rem]"
          />
        )}
      </ListView>
    </section>
  );
}

/** Close an open job or reopen a closed one; the toast says which happened, or why not. */
function JobStatusButton({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const setStatus = useSetJobStatus();
  const next = job.status === "open" ? "closed" : "open";

  async function change() {
    try {
      await setStatus.mutateAsync({ id: job.id, status: next });
      toast.success(t(next === "closed" ? "adminCareers.jobs.closed" : "adminCareers.jobs.reopened"));
    } catch (error) {
      toast.error(t("adminCareers.jobs.statusFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => void change()}>
      {t(next === "closed" ? "adminCareers.jobs.close" : "adminCareers.jobs.reopen")}
      <span className="sr-only"> {t("adminCareers.jobs.forJob", { title: job.title })}</span>
    </Button>
  );
}
