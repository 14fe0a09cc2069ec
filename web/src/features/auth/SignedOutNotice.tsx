import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { authConfigQueryOptions } from "./queries";
import { signOutOfProvider } from "./sign-in";

/**
 * After Logout with the company's sign-in: the provider still knows the person, and its next sign-in would let them
 * straight back in. On a shared computer the next person must get the provider's form, so this offers its sign-out.
 */
export function SignedOutNotice({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await signOutOfProvider(await queryClient.ensureQueryData(authConfigQueryOptions()));
    } catch (err) {
      console.error("Provider sign-out failed", err);
      setError("Could not reach Microsoft. Close the browser to end that sign-in.");
      setBusy(false);
    }
  };

  return (
    <section className="container signed-out notice" aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">You are signed out of this site.</h2>
      <p>On a shared computer, also sign out of Microsoft, so the next person is asked for their own account.</p>
      <p className="signed-out-actions">
        <button
          ref={first}
          type="button"
          className="btn"
          onClick={() => void signOutEverywhere()}
          disabled={busy}
          aria-busy={busy}
        >
          Also sign out of Microsoft
        </button>
        <button type="button" className="btn btn-light" onClick={onClose}>
          Close
        </button>
      </p>
      <p className="field-error" role="alert">
        {error}
      </p>
    </section>
  );
}
