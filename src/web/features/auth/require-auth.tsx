import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "./auth-context";
import { signInPathFor } from "./redirect-target";

/** A page for signed-in users: a spinner while the session loads, /auth for a visitor (DESIGN d12). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate replace to={signInPathFor(`${location.pathname}${location.search}`)} />;
  return children;
}
