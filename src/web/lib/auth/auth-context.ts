import type { SignInInput, SignUpInput } from "@shared/account";
import type { SubscriptionState } from "@shared/subscription-state";
import { createContext, useContext } from "react";
import type { AuthFailure } from "./auth-failures";

// Kept apart from the provider (and its Better Auth client) so the hook can be used and tested alone.

export type AuthUser = { id: string; name: string; email: string; createdAt: Date };
export type AuthSession = { id: string; userId: string; expiresAt: Date };
/** `waitSeconds`: how long the account waits before it may try again (the `signInWait` failure). */
export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure; waitSeconds?: number };

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /** The session ended while a page was open (signed out elsewhere, blocked): the sign-in page says so. */
  sessionEndedElsewhere: boolean;
  subscription: SubscriptionState;
  signIn: (input: SignInInput) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
  refreshSubscription: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider");
  return auth;
}
