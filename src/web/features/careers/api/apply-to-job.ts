import type { JobApplicationValues } from "@shared/careers";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/**
 * POST /api/careers/jobs/{id}/applications as multipart/form-data: the checked fields as text, and the CV
 * when one was chosen (the server judges it again by its bytes).
 */
export function useApplyToJob(jobId: string) {
  return useMutation({
    mutationFn: ({ values, cv }: { values: JobApplicationValues; cv: File | null }) =>
      dataOf(
        api.careers.jobs[":id"].applications.$post({
          param: { id: jobId },
          form: {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
            phone: values.phone,
            years_experience: String(values.years_experience),
            portfolio_url: values.portfolio_url ?? "",
            motivation: values.motivation ?? "",
            ...(cv ? { cv } : {}),
          },
        }),
      ),
  });
}
