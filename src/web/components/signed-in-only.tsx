import type { ReactNode } from "react";
import { PageSpinner } from "@/components/page-spinner";
import { SignInPrompt, type SignInPromptProps } from "@/components/sign-in-prompt";
import { type AuthUser, useAuth } from "@/lib/auth/auth-context";

/** DESIGN d12: the page for a signed-in user; a spinner while the session loads; the prompt for a visitor. */
export function SignedInOnly({ children, ...prompt }: SignInPromptProps & { children: (user: AuthUser) => ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <SignInPrompt {...prompt} />;
  return children(user);
}
