import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "./auth-context";

/** The signed-in user's account as the API describes it (full name, creation date, admin flag). */
export function useMe() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["me", user?.id ?? null],
    queryFn: () => dataOf(api.me.$get()),
    enabled: user !== null,
  });
}
