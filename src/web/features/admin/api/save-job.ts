import type { JobFormInput } from "@shared/careers";
import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** POST /api/admin/careers/jobs (a new, open job) or PUT …/{id} (an edit); each recorded as an admin action. */
export function useSaveJob(jobId: string | undefined) {
  return useAdminMutation((values: JobFormInput) =>
    jobId
      ? dataOf(api.admin.careers.jobs[":id"].$put({ param: { id: jobId }, json: values }))
      : dataOf(api.admin.careers.jobs.$post({ json: values })),
  );
}
