import type { SignInInput, SignUpInput } from "@shared/account";
import { notSubscribed, type SubscriptionState } from "@shared/subscription-state";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLanguage } from "@/i18n/use-language";
import { forgetActingShop } from "@/lib/acting-shop";
import { forgetCachedUserData } from "@/lib/loaded-query-client";
import { AuthContext, type AuthResult, type AuthState } from "./auth-context";
import { loadAuthClient } from "./load-auth-client";
import { fetchSessionStrictly, fetchSubscription, subscriptionCheckDelays } from "./session-queries";
import { refreshSession, setSession, useSessionSnapshot } from "./session-store";
import { requestSignOut } from "./sign-out-request";

// Naming a refusal reads @shared/account's codes (and so zod): loaded on the first refusal, which keeps
// zod out of the landing page's first download.
const loadFailureNames = () => import("./auth-failures");

function sameSubscription(a: SubscriptionState, b: SubscriptionState) {
  return (
    a.subscribed === b.subscribed &&
    a.subscription_tier === b.subscription_tier &&
    a.subscription_end === b.subscription_end
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  const sessionSnapshot = useSessionSnapshot();
  // 000 §4: sign-out shows at once. Kept as React state so the page that follows a sign-out (often a
  // navigation in the same click) already renders signed out; cleared by the next sign-in.
  const [signedOut, setSignedOut] = useState(false);
  // The session ended while a page was open (not by this page's sign-out): the sign-in page says so.
  const [endedElsewhere, setEndedElsewhere] = useState(false);
  const current = signedOut || sessionSnapshot.status === "pending" ? null : sessionSnapshot.session;
  const loading = sessionSnapshot.status === "pending";
  const user = current?.user ?? null;
  const userId = user?.id ?? null;

  // Read only on the schedule of 000 §4 (and on request), never on mount or focus; kept with whose it is.
  const [subscriptionRead, setSubscriptionRead] = useState<{ userId: string; state: SubscriptionState } | null>(null);
  const readSubscription = useCallback(async (forUserId: string) => {
    const state = await fetchSubscription();
    // An answer that shows what is shown already keeps the state: a new one would re-render every page that
    // reads the session (on the dashboard each check was a 20 ms task on a fast machine, more on a phone).
    setSubscriptionRead((previous) => {
      const shown = previous?.userId === forUserId ? previous.state : notSubscribed;
      return sameSubscription(shown, state) ? previous : { userId: forUserId, state };
    });
  }, []);

  useEffect(() => {
    if (loading || !userId) return;
    const timers = subscriptionCheckDelays.map((delay) => setTimeout(() => void readSubscription(userId), delay));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [loading, userId, readSubscription]);

  function forgetUser() {
    setSubscriptionRead(null);
    forgetCachedUserData();
    forgetActingShop();
  }

  /**
   * Reads the session again after the server said it ended; one really gone shows the page signed out. A
   * check that failed (a deploy, a proxy's 5xx) proves nothing and leaves the page as it is.
   */
  async function sessionEnded() {
    const checked = await fetchSessionStrictly();
    if (checked === "failed") return;
    setSession(checked);
    if (checked) return;
    forgetUser();
    setEndedElsewhere(true);
  }

  const recheck = useRef(sessionEnded);
  recheck.current = sessionEnded;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./session-watch").then(({ watchSession }) => {
      if (!cancelled) stop = watchSession(() => recheck.current());
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  async function reloadSession() {
    await refreshSession();
    setSignedOut(false);
    setEndedElsewhere(false);
  }

  async function signIn({ email, password }: SignInInput): Promise<AuthResult> {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        const { signInFailure, signInWaitSeconds } = await loadFailureNames();
        return { ok: false, failure: signInFailure(error), waitSeconds: signInWaitSeconds(error) };
      }
    } catch (error) {
      console.error("sign-in failed", error);
      return { ok: false, failure: "signInFailed" };
    }
    await reloadSession();
    return { ok: true };
  }

  async function signUp({ fullName, email, password }: SignUpInput): Promise<AuthResult> {
    try {
      // The interface language becomes the profile's, so the first profile save keeps it. Better Auth's
      // sign-up takes extra fields (the server checks this one); its client type lists only its own.
      const input = { name: fullName, email, password, preferredLanguage: locale };
      const authClient = await loadAuthClient();
      const { data, error } = await authClient.signUp.email(input);
      if (error) return { ok: false, failure: (await loadFailureNames()).signUpFailure(error) };
      // 000 §4: an account created without a session is signed in at once.
      if (!data.token) return signIn({ email, password });
    } catch (error) {
      console.error("sign-up failed", error);
      return { ok: false, failure: "signUpFailed" };
    }
    await reloadSession();
    return { ok: true };
  }

  async function signOut() {
    // 000 §4: the user is shown signed out and free at once; the service's answer does not matter.
    setSignedOut(true);
    setSession(null);
    forgetUser();
    try {
      await requestSignOut();
    } catch (error) {
      console.error("sign-out call failed", error);
    }
  }

  async function refreshSubscription() {
    if (userId) await readSubscription(userId);
  }

  const state: AuthState = {
    user,
    session: current?.session ?? null,
    loading,
    sessionEndedElsewhere: endedElsewhere && user === null,
    subscription: userId && subscriptionRead?.userId === userId ? subscriptionRead.state : notSubscribed,
    signIn,
    signUp,
    signOut,
    refreshSubscription,
  };
  return <AuthContext value={state}>{children}</AuthContext>;
}
