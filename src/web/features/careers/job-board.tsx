import { type JobListQuery, jobDepartments, jobTypes } from "@shared/careers";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useJobs } from "./api/jobs";
import { JobCard } from "./job-card";

type Department = JobListQuery["department"];
type JobTypeFilter = JobListQuery["type"];
const departments: readonly Department[] = ["all", ...jobDepartments];
const types: readonly JobTypeFilter[] = ["all", ...jobTypes];
const isDepartment = (value: string): value is Department => (departments as readonly string[]).includes(value);
const isType = (value: string): value is JobTypeFilter => (types as readonly string[]).includes(value);
const searchDelayMs = 300;
const everyJob: JobListQuery = { q: "", department: "all", type: "all" };

/** STAT-36..38, STAT-42, STAT-43: search, department and type filters ("all" filters nothing), the job cards. */
export function JobBoard() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState("");
  const [department, setDepartment] = useState<Department>("all");
  const [type, setType] = useState<JobTypeFilter>("all");
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const jobs = useJobs({ q, department, type });
  // The unfiltered list tells "no open job at all" from "none matches".
  const anyJob = useJobs(everyJob);
  const filtered = search.trim() !== "" || department !== "all" || type !== "all";

  function clearFilters() {
    setSearch("");
    setDepartment("all");
    setType("all");
  }

  return (
    <section aria-labelledby="careers-jobs-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="careers-jobs-title" className="font-bold text-2xl">
          {t("careersPage.jobs.title")}
        </h2>
        {jobs.data && (
          <p role="status" className="text-muted-foreground text-sm">
            {t("careersPage.jobs.count", {
              count: jobs.data.items.length,
              number: format.number(jobs.data.items.length),
            })}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_12rem]">
        <SearchField
          id="careers-search"
          label={t("careersPage.filters.search")}
          placeholder={t("careersPage.filters.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <FormField id="careers-department" label={t("careersPage.filters.department")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={department}
              onChange={(event) => {
                if (isDepartment(event.target.value)) setDepartment(event.target.value);
              }}
            >
              {departments.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? t("careersPage.filters.all") : t(`careersPage.departments.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="careers-type" label={t("careersPage.filters.type")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={type}
              onChange={(event) => {
                if (isType(event.target.value)) setType(event.target.value);
              }}
            >
              {types.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? t("careersPage.filters.all") : t(`careersPage.types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <JobResults jobs={jobs} noOpenJob={anyJob.data?.items.length === 0} filtered={filtered} onClear={clearFilters} />
    </section>
  );
}

/** The list in its states: loading, failed with a retry, no open job at all, none matching (STAT-38), or shown. */
function JobResults({
  jobs,
  noOpenJob,
  filtered,
  onClear,
}: {
  jobs: ReturnType<typeof useJobs>;
  noOpenJob: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (jobs.data === undefined && jobs.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("careersPage.jobs.failed")}
        <Button variant="outline" size="sm" onClick={() => void jobs.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("careersPage.jobs.retry")}
        </Button>
      </div>
    );
  }
  if (jobs.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("careersPage.jobs.loading")}
      </p>
    );
  }
  if (jobs.data.items.length === 0) {
    const nothingOpen = noOpenJob || !filtered;
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <p>{nothingOpen ? t("careersPage.jobs.noJobs") : t("careersPage.jobs.noMatch")}</p>
        {!nothingOpen && (
          <Button variant="outline" size="sm" onClick={onClear}>
            {t("careersPage.jobs.clearFilters")}
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul aria-label={t("careersPage.jobs.label")} aria-busy={jobs.isFetching} className="grid gap-4 lg:grid-cols-2">
      {jobs.data.items.map((job) => (
        <li key={job.id} className="flex">
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
