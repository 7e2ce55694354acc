import { meSchema } from "@shared/account";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { useAuth } from "./auth-context";

/** The signed-in user's account as the API describes it (full name, creation date, admin flag). */
export function useMe() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["me", user?.id ?? null],
    queryFn: () => apiGet("/api/me", meSchema),
    enabled: user !== null,
  });
}
