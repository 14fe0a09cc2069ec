import { CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { authConfigQueryOptions } from "../features/auth/queries";
import { useAuth } from "../features/auth/use-auth";
import { SimplePage } from "./SimplePage";

export default function LoginPage() {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void queryClient.prefetchQuery(authConfigQueryOptions());
  }, [queryClient]);

  const start = async () => {
    setBusy(true);
    const user = await signIn();
    setBusy(false);
    if (user) await navigate({ to: user.role === "admin" ? "/360/agent-hub" : "/" });
  };

  return (
    <SimplePage title="Sign in">
      <p className="lead">
        Agents and staff sign in with their company account. A sign-in window opens; finish there and you will come right back.
      </p>
      <p>
        <button type="button" className="btn" onClick={() => void start()} disabled={busy} aria-busy={busy}>
          Login
        </button>
      </p>
      <p className="hint">Customers: use the Customer Hub to view policies and pay bills.</p>
      <p>
        Customer service: <a href={CUSTOMER_SERVICE_TEL}>{CUSTOMER_SERVICE_PHONE}</a>
      </p>
    </SimplePage>
  );
}
