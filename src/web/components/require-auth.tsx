import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { signInPathFor } from "@/lib/auth/redirect-target";
import { PageSpinner } from "./page-spinner";

/** A page for signed-in users: a spinner while the session loads, /auth for a visitor (DESIGN d12). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate replace to={signInPathFor(`${location.pathname}${location.search}`)} />;
  return children;
}
