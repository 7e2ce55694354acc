import { adminListLength } from "@shared/admin";
import type { JobApplicationItem } from "@shared/careers";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardDescription } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { applicationCvUrl, useJobApplications } from "../api/job-applications";
import { type DataColumn, DataTable } from "../data-table";
import { ListView } from "../list-states";
import { PersonLabel } from "../person-label";
import "./careers-catalog";

/** ADM-28, STAT-41: the latest job applications with everything the form asked, and the CV to download. */
export function ApplicationsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const applications = useJobApplications();
  const none = t("adminCareers.applications.none");
  const columns: DataColumn<JobApplicationItem>[] = [
    { key: "date", label: t("adminCareers.applications.fields.date"), cell: (row) => format.dateTime(row.created_at) },
    {
      key: "applicant",
      label: t("adminCareers.applications.fields.applicant"),
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <PersonLabel name={`${row.first_name} ${row.last_name}`} email={row.email} />
          <span>
            <bdi dir="ltr">{format.digits(row.phone)}</bdi>
          </span>
          <span className="text-muted-foreground text-xs">
            {t(`adminCareers.applications.senders.${row.user_id ? "user" : "visitor"}`)}
          </span>
        </span>
      ),
    },
    { key: "job", label: t("adminCareers.applications.fields.job"), cell: (row) => <bdi>{row.job.title}</bdi> },
    {
      key: "years",
      label: t("adminCareers.applications.fields.years"),
      cell: (row) =>
        t("adminCareers.applications.years", {
          count: row.years_experience,
          number: format.number(row.years_experience),
        }),
    },
    {
      key: "cv",
      label: t("adminCareers.applications.fields.cv"),
      cell: (row) =>
        row.has_cv ? (
          <a
            href={applicationCvUrl(row.id)}
            download
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("adminCareers.applications.downloadCv")}
            <span className="sr-only">
              {" "}
              {t("adminCareers.applications.downloadCvOf", { name: `${row.first_name} ${row.last_name}` })}
            </span>
          </a>
        ) : (
          none
        ),
    },
    {
      key: "portfolio",
      label: t("adminCareers.applications.fields.portfolio"),
      text: true,
      cell: (row) =>
        row.portfolio_url ? (
          <a
            href={row.portfolio_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            dir="ltr"
            className="text-primary underline underline-offset-4"
          >
            {row.portfolio_url}
          </a>
        ) : (
          none
        ),
    },
    {
      key: "motivation",
      label: t("adminCareers.applications.fields.motivation"),
      text: true,
      cell: (row) => (row.motivation ? <bdi>{row.motivation}</bdi> : none),
    },
  ];
  return (
    <section aria-labelledby="inbox-applications-title" className="flex flex-col gap-4 pt-4">
      <div className="flex flex-col gap-1.5">
        <h3 id="inbox-applications-title" className="font-bold text-base">
          {t("adminCareers.applications.title")}
        </h3>
        <CardDescription>
          {t("adminCareers.applications.description", { limit: format.number(adminListLength) })}
        </CardDescription>
      </div>
      <ListView
        query={applications}
        loading={t("adminCareers.applications.loading")}
        failed={t("adminCareers.applications.failed")}
        empty={{ text: t("adminCareers.applications.empty"), when: (items) => items.length === 0 }}
      >
        {(items) => (
          <DataTable
            caption={t("adminCareers.applications.listLabel")}
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            minWidth="min-w-[60rem]"
          />
        )}
      </ListView>
    </section>
  );
}
