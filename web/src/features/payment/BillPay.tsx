import type { AccountDetails } from "@hpm/contracts/schemas";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_MESSAGE, MessageModal } from "../../components/MessageModal";
import { Modal } from "../../components/Modal";
import AccountDetailsModal from "./AccountDetailsModal";
import { ACCOUNT_NOT_FOUND, ERROR_TIMEOUT_MS, failureMessage, PORTAL_DELAY_MS, paymentApi, SERVED_STATE } from "./queries";

type Step =
  | { kind: "account" }
  | { kind: "summary"; account: string; details: AccountDetails }
  | { kind: "portal"; title: string; url: string }
  | { kind: "message"; message: string };

const SUMMARY_FIELDS: [keyof AccountDetails, string][] = [
  ["policyHolderName", "Policy holder"],
  ["billingAddressStreet", "Billing address"],
  ["billingZip", "Billing ZIP"],
  ["minAmountDue", "Minimum amount due"],
  ["referenceNumber", "Reference number"],
];

function Summary({
  account,
  details,
  onPortal,
  onClose,
}: {
  account: string;
  details: AccountDetails;
  onPortal: (title: string, url: string) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = async (title: string, view: "pay" | "methods", close: () => void) => {
    setBusy(true);
    try {
      const grant = await paymentApi.scheduleToken(details, account);
      onPortal(title, view === "pay" ? grant.portalUrl : `${grant.portalUrl}&view=methods`);
      close();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : failureMessage(err));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setError(null), ERROR_TIMEOUT_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Account Summary" onClose={onClose}>
      {(close) => (
        <div className="modal-body">
          <dl className="account-summary">
            {SUMMARY_FIELDS.map(([name, label]) => (
              <div key={name}>
                <dt>{label}</dt>
                <dd>{name === "minAmountDue" ? `$${details[name]}` : details[name]}</dd>
              </div>
            ))}
          </dl>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn" disabled={busy} onClick={() => void open("Schedule Payment", "pay", close)}>
              {busy ? "Please wait..." : "Schedule Payment"}
            </button>
            <button
              type="button"
              className="btn btn-light"
              disabled={busy}
              onClick={() => void open("Manage Payment Method", "methods", close)}
            >
              Manage Payment Method
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Portal({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), PORTAL_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <Modal title={title} onClose={onClose} className="modal-portal">
      {() =>
        ready ? (
          <iframe className="portal-frame" src={url} title="Payment portal" />
        ) : (
          <p className="modal-body" role="status">
            Loading the payment portal…
          </p>
        )
      }
    </Modal>
  );
}

// Payment > Get Account (signed in) and quick pay (anyone): spec/1 "Payment" and "Quick-pay".
export default function BillPay({ mode, onClose }: { mode: "account" | "quick"; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "account" });
  const next = useRef<Step | null>(null);
  const advance = (s: Step) => {
    next.current = s;
  };
  const closed = () => {
    const s = next.current;
    next.current = null;
    if (s) setStep(s);
    else onClose();
  };

  const submitAccount = async (account: string): Promise<string | null> => {
    if (mode === "quick") {
      try {
        const result = await paymentApi.quickPay(account);
        if (result.isAgent && result.portalUrl) {
          advance({ kind: "portal", title: "Quick Pay", url: result.portalUrl });
          return null;
        }
        if (result.redirect && result.redirectUrl) window.open(result.redirectUrl, "_blank", "noopener");
        advance({ kind: "message", message: result.message ?? DEFAULT_MESSAGE });
        return null;
      } catch (err) {
        return failureMessage(err);
      }
    }
    try {
      const details = await paymentApi.accountDetails(account);
      if (details.state !== SERVED_STATE) return ACCOUNT_NOT_FOUND;
      advance({ kind: "summary", account, details });
      return null;
    } catch (err) {
      return failureMessage(err);
    }
  };

  switch (step.kind) {
    case "account":
      return <AccountDetailsModal onSubmit={submitAccount} onClose={closed} />;
    case "summary":
      return (
        <Summary
          account={step.account}
          details={step.details}
          onPortal={(title, url) => advance({ kind: "portal", title, url })}
          onClose={closed}
        />
      );
    case "portal":
      return <Portal title={step.title} url={step.url} onClose={closed} />;
    case "message":
      return <MessageModal message={step.message} onClose={closed} />;
  }
}
