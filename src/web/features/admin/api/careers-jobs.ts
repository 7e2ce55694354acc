import type { Job } from "@shared/careers";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/careers/jobs: every job, open and closed, newest first. */
export function useCareersJobs() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "careers", "jobs"] as const,
    queryFn: async (): Promise<Job[]> => (await dataOf(api.admin.careers.jobs.$get())).items,
  });
}
