import type { Job } from "@shared/careers";
import { Banknote, Briefcase, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/lib/format";
import { ApplyDialog } from "./apply-dialog";

/** One open job (001 §3): title, department, type, location, experience, skills, salary, and its apply dialog. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground"
    >
      <header className="flex flex-col gap-2">
        <h3 id={titleId} className="break-words font-bold text-lg">
          <bdi>{job.title}</bdi>
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t(`careersPage.departments.${job.department}`)}</Badge>
          <Badge variant="outline">{t(`careersPage.types.${job.type}`)}</Badge>
        </div>
      </header>
      <p className="whitespace-pre-line break-words text-muted-foreground text-sm leading-6">
        <bdi>{job.description}</bdi>
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Fact icon={MapPin} label={t("careersPage.job.location")} value={job.location} />
        <Fact icon={Briefcase} label={t("careersPage.job.experience")} value={format.digits(job.experience)} />
        <Fact
          icon={Banknote}
          label={t("careersPage.job.salary")}
          value={job.salary ? format.digits(job.salary) : t("careersPage.job.salaryByAgreement")}
        />
      </dl>
      {job.skills.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-medium text-sm">{t("careersPage.job.skills")}</h4>
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-muted px-2 py-1 text-xs">
                <bdi>{skill}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto flex justify-end">
        <ApplyDialog job={job} />
      </div>
    </article>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">{label}</dt>
        <dd className="break-words font-medium">
          <bdi>{value}</bdi>
        </dd>
      </div>
    </div>
  );
}
