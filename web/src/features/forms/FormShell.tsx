import type { ReactNode } from "react";
import { MessageModal } from "../../components/MessageModal";
import { DynamicForm } from "./DynamicForm";
import { Honeypot } from "./Honeypot";
import { FormPencils, OutboxList } from "./lazy-parts";
import type { FormPageState } from "./use-form-submission";

/**
 * A form page's form: the editors' pencils, the page's own fields (children) before its dynamic form (or the loading
 * and error states of its definition; once loaded it also works offline), the honeypot, Submit, and the submissions this
 * device keeps.
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
  const { form, busy } = state;
  return (
    <>
      <FormPencils pageName={state.page} />
      {heading && <h2>{heading}</h2>}
      <form className="site-form" noValidate onSubmit={state.submit}>
        {children}
        {form.query.data ? (
          <DynamicForm fields={form.fields} values={form.values} errors={form.errors} onChange={form.setValues} disabled={busy} />
        ) : form.query.isError ? (
          <p className="notice" role="alert">
            The form could not be loaded. Check your connection and try again; once loaded, it also works offline.
          </p>
        ) : (
          <p role="status" className="form-loading">
            Loading the form…
          </p>
        )}
        <Honeypot value={state.honey} onChange={state.setHoney} />
        <div className="form-actions">
          <button type="submit" className="btn btn-accent" disabled={busy || !form.query.data}>
            {busy ? "Sending…" : "Submit"}
          </button>
        </div>
      </form>
      <OutboxList kinds={[state.kind]} title={outboxTitle} onFix={state.fix} />
    </>
  );
}

/** The outcome of a form page's submission (or the server's word on a refused one). */
export function FormMessage({ state }: { state: FormPageState }) {
  return state.message ? <MessageModal message={state.message} onClose={() => state.setMessage(null)} /> : null;
}
