import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL, type SessionUser } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { authConfigQueryOptions } from "../features/auth/queries";
import { completeRedirectSignIn } from "../features/auth/sign-in";
import { useAuth } from "../features/auth/use-auth";
import { ApiError } from "../lib/api";
import { useHydrated } from "../lib/use-hydrated";
import { SimplePage } from "./SimplePage";

const FAILED = "Sign-in did not finish. Please try again.";

export default function LoginPage() {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // the page arrives rendered by the server; its button works once the application has taken it over
  const hydrated = useHydrated();

  /** Lands a signed-in person where the spec sends them; a failure is said on the page, not only logged. */
  const finish = useCallback(
    async (signingIn: Promise<SessionUser | null>) => {
      try {
        const user = await signingIn;
        if (user) await navigate({ to: user.role === "admin" ? "/360/agent-hub" : "/" });
      } catch (err) {
        console.error("Sign-in failed", err);
        setError(err instanceof ApiError && err.status === 401 ? err.message : FAILED);
      }
    },
    [navigate],
  );

  useEffect(() => {
    void queryClient.ensureQueryData(authConfigQueryOptions()).then((config) => {
      // the provider's code is on hand when the button is pressed, so its window opens at once (popups need that)
      if (config.mode === "entra") void import("../features/auth/entra-login");
    });
    // back from the provider after a sign-in that took the whole page there
    void finish(completeRedirectSignIn(queryClient));
  }, [queryClient, finish]);

  const start = async () => {
    setBusy(true);
    setError("");
    await finish(signIn());
    setBusy(false);
  };

  return (
    <SimplePage title="Sign in">
      <p className="lead">
        Agents and staff sign in with their company account. A sign-in window opens; finish there and you will come right back.
      </p>
      <p>
        <button type="button" className="btn" onClick={() => void start()} disabled={busy || !hydrated} aria-busy={busy}>
          Login
        </button>
      </p>
      {!hydrated && <p role="status">The sign-in is loading…</p>}
      <p className="field-error" role="alert">
        {error}
      </p>
      <p className="hint">Customers: use the Customer Hub to view policies and pay bills.</p>
      <p>
        Customer service: <a href={CUSTOMER_SERVICE_TEL}>{CUSTOMER_SERVICE_PHONE}</a>
      </p>
    </SimplePage>
  );
}
