import type { JobListQuery } from "@shared/careers";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

export const jobsQueryKey = ["careers", "jobs"] as const;

/** GET /api/careers/jobs: the open jobs, newest first, searched and filtered (001 §5: "all" filters nothing). */
export function useJobs(query: JobListQuery) {
  return useQuery({
    queryKey: [...jobsQueryKey, query] as const,
    queryFn: () => dataOf(api.careers.jobs.$get({ query })),
    placeholderData: (previous) => previous,
  });
}
