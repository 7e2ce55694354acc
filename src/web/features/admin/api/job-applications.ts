import type { JobApplicationItem } from "@shared/careers";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/careers/applications: the latest 50 applications with the job's title, newest first. */
export function useJobApplications() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "careers", "applications"] as const,
    queryFn: async (): Promise<JobApplicationItem[]> => (await dataOf(api.admin.careers.applications.$get())).items,
  });
}

/** Where the browser downloads an application's CV (admin only; the answer is an attachment). */
export const applicationCvUrl = (applicationId: string) => `/api/admin/careers/applications/${applicationId}/cv`;
