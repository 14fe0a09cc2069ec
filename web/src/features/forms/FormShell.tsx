import { type ReactNode, Suspense } from "react";
import { MessageModal } from "../../components/MessageModal";
import { lazyWhenOnline } from "../../lib/chunk";
import { usePageQuiet } from "../../lib/page-quiet";
import { useAuth } from "../auth/use-auth";
import { DynamicForm, isPreparing } from "./DynamicForm";
import { Honeypot } from "./Honeypot";
import type { FormPageState } from "./use-form-submission";

const FormAdminPencils = lazyWhenOnline(() => import("./admin/FormAdminPencils"));
const OutboxList = lazyWhenOnline(() => import("./OutboxList"));

/**
 * A form page's form: the form builder's pencils (loaded only for editors), the page's own fields (children) before its
 * dynamic form (or the loading and error states of its definition; once loaded it also works offline), the honeypot,
 * Submit, and the submissions kept on this device (DeviceOutbox).
 */
export function FormShell({
  state,
  heading,
  outboxTitle,
  children,
}: {
  state: FormPageState;
  heading?: string;
  outboxTitle?: string;
  children?: ReactNode;
}) {
  const { query, busy } = state;
  const { isAdmin } = useAuth();
  return (
    <>
      {isAdmin && (
        <Suspense fallback={null}>
          <FormAdminPencils pageName={state.page} />
        </Suspense>
      )}
      {heading && <h2>{heading}</h2>}
      <form className="site-form" noValidate onSubmit={state.submit}>
        {children}
        {query.data ? (
          <DynamicForm
            fields={state.fields}
            values={state.values}
            errors={state.errors}
            onChange={state.setValues}
            disabled={busy}
          />
        ) : query.isError ? (
          <p className="notice" role="alert">
            The form could not be loaded. Check your connection and try again; once loaded, it also works offline.
          </p>
        ) : (
          <p role="status" className="form-loading">
            Loading the form…
          </p>
        )}
        <Honeypot value={state.honey} onChange={state.setHoney} />
        {state.notice && (
          <p className="notice" role="alert">
            {state.notice}
          </p>
        )}
        <div className="form-actions">
          {/* the form waits while a picked photo is being made smaller (the field says so) */}
          <button type="submit" className="btn btn-accent" disabled={busy || !query.data || isPreparing(state.values)}>
            {busy ? "Sending…" : "Submit"}
          </button>
        </div>
      </form>
      <DeviceOutbox kind={state.kind} title={outboxTitle} onFix={state.fix} />
    </>
  );
}

/**
 * The submissions kept on this device, once the page is quiet or in use: only the device knows them (the server
 * renders nothing here), and their code and the outbox database are not part of the page's first moments. A
 * component of its own, so that its coming re-renders it alone, not the form.
 */
function DeviceOutbox({ kind, title, onFix }: { kind: FormPageState["kind"]; title?: string; onFix: FormPageState["fix"] }) {
  const wanted = usePageQuiet();
  return wanted ? (
    <Suspense fallback={null}>
      <OutboxList kinds={[kind]} title={title} onFix={onFix} />
    </Suspense>
  ) : null;
}

/** The outcome of a form page's submission (or the server's word on a refused one). */
export function FormMessage({ state }: { state: FormPageState }) {
  return state.message ? (
    <MessageModal
      message={state.message}
      detail={state.reference ? `Reference number: ${state.reference}` : undefined}
      onClose={() => state.setMessage(null)}
    />
  ) : null;
}
