import type { JobStatus } from "@shared/careers";
import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** PUT /api/admin/careers/jobs/{id}/status: close a job (off /careers) or reopen it; recorded. */
export function useSetJobStatus() {
  return useAdminMutation(({ id, status }: { id: string; status: JobStatus }) =>
    dataOf(api.admin.careers.jobs[":id"].status.$put({ param: { id }, json: { status } })),
  );
}
