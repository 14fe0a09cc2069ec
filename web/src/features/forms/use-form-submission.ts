import type { Answer, FormField, FormPage, SubmissionKind } from "@hpm/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { endpointUrl } from "../../lib/api";
import type { NewItem, OutboxItem } from "../../offline/outbox";
import { answerErrors, type DynamicValues, emptyValues, entriesOf, initialValues, outboxFilesOf } from "./DynamicForm";
import { useFormFields } from "./form-query";
import { NotStored, type SubmitOutcome, submitDirectly, submitThroughOutbox } from "./outbox-submit";
import { nameAndEmail } from "./submission-fields";

interface Submission {
  /** Shows what is wrong and says whether the form may go. */
  validate: () => boolean;
  /** What goes into the outbox, with the honeypot's value. */
  item: (website: string) => NewItem;
  /** Runs once the form is valid, just before it is saved on the device. */
  onStart?: () => void;
  /** Sent (with the office's reference number), or saved to be sent: the message to show. */
  onDone: (message: string, reference?: string) => void;
  /** The server's refusal. */
  onRejected: (message: string) => void;
}

/**
 * After a refused submit, the first field marked invalid takes focus (once React has drawn the messages), so a
 * screen reader reads its label and, through aria-describedby, its message. A group of choices gives it to its first.
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>("input, select, textarea") : invalid;
    target?.focus();
  });
}

const NOUNS: Partial<Record<SubmissionKind, string>> = { ers: "report", contact: "message" };

/** What the person is told when the device refuses to store the submission (words, at once, never a silent loss). */
export const notStoredText = (kind: SubmissionKind, state: "sending" | "offline" | "failed") => {
  const what = `This ${NOUNS[kind] ?? "request"} could not be saved on this device (its storage is full or blocked).`;
  if (state === "sending") return `${what} Your answers are still in the form; it is being sent directly now.`;
  if (state === "offline")
    return `${what} Your answers are still in the form. There is no connection: keep this page open, and it will be sent as soon as there is signal.`;
  return `${what} Your answers are still in the form, but it could not be sent either. Keep this page open and press Submit again when there is signal.`;
};

/** Same answers, same files: a second try at an unstored submission keeps its Idempotency-Key (and its uploads). */
const signatureOf = (item: NewItem) =>
  JSON.stringify([item.url, item.fields, item.json, item.files.map((f) => [f.field, f.name, f.type, f.blob.size])]);

/**
 * One form's submission through the outbox: the honeypot, the busy state and the submit handler. When the device
 * cannot store it, the person is told at once (`notice`), the answers stay in the form, and it is sent directly
 * (now, or when the page comes back online).
 */
export function useFormSubmission(submission: Submission) {
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef({ submission, honey });
  latest.current = { submission, honey };
  const unstored = useRef<{ item: OutboxItem; signature: string } | null>(null);
  const running = useRef(false);

  const finish = (outcome: SubmitOutcome) => {
    if (outcome.state === "rejected") latest.current.submission.onRejected(outcome.message);
    else latest.current.submission.onDone(outcome.message, outcome.reference);
  };

  const directly = async (item: NewItem, err: NotStored) => {
    const signature = signatureOf(item);
    const kept = unstored.current?.signature === signature ? unstored.current.item : err.item;
    if (!kept) {
      setNotice(notStoredText(item.kind, "failed"));
      return;
    }
    unstored.current = { item: kept, signature };
    if (!navigator.onLine) {
      setNotice(notStoredText(item.kind, "offline"));
      return;
    }
    setNotice(notStoredText(item.kind, "sending"));
    const outcome = await submitDirectly(kept).catch((): SubmitOutcome => ({ state: "queued", message: "" }));
    if (outcome.state === "queued") {
      setNotice(notStoredText(item.kind, "failed"));
      return;
    }
    unstored.current = null;
    setNotice(null);
    finish(outcome);
  };

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { submission: current, honey: website } = latest.current;
      current.onStart?.();
      const item = current.item(website);
      try {
        const outcome = await submitThroughOutbox(item);
        unstored.current = null;
        setNotice(null);
        finish(outcome);
      } catch (err) {
        if (!(err instanceof NotStored)) throw err;
        await directly(item, err);
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!submission.validate()) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    await run();
  };

  // an unstored submission waiting for signal goes when it comes back, if its answers still pass
  useEffect(() => {
    const online = () => {
      if (unstored.current && !running.current && latest.current.submission.validate()) void run();
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  });

  return { honey, setHoney, busy, submit, notice };
}

interface FormPageSubmission<Draft> {
  kind: SubmissionKind;
  /** The multipart route the outbox sends it to. */
  endpoint: "submitQuote" | "submitContactForm" | "submitErsReport";
  /**
   * The page's own part of the submission, given the person's name and e-mail from the answers: the outbox label,
   * the fields sent before the body, and what a draft keeps of it.
   */
  own: (person: { name: string; email: string }) => { label: string; fields: Record<string, string>; draft?: Draft };
  /** Checks the page's own fields (before the dynamic form's). */
  validate?: () => boolean;
  onStart?: () => void;
  /** Clears the page's own fields once the submission is sent or saved. */
  reset?: () => void;
  /** Gives a refused submission's own fields back. */
  restore?: (draft: Draft) => void;
}

/**
 * A form page: its dynamic form (definition cached offline, answers, files, the spec's messages), its submission
 * through the outbox, the message after it, and the way back into the form for a refused one.
 */
export function useFormPage<Draft extends object = object>(page: FormPage, spec: FormPageSubmission<Draft>) {
  const query = useFormFields(page);
  const fields: FormField[] = query.data ?? [];
  // A page that arrives with its form (the server's render, the route's loader) starts from its answers at once: no
  // second render of the whole page right after it is taken over (on a slow phone, one long task).
  const [values, setValues] = useState<DynamicValues>(() => (query.data ? initialValues(query.data) : emptyValues()));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [ready, setReady] = useState(() => query.data !== undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  useEffect(() => {
    if (query.data && !ready) {
      setValues(initialValues(query.data));
      setReady(true);
    }
  }, [query.data, ready]);

  const submission = useFormSubmission({
    validate: () => {
      const own = spec.validate?.() ?? true;
      const found = answerErrors(fields, values);
      setErrors(found);
      return Object.keys(found).length === 0 && own;
    },
    item: (website) => {
      const own = spec.own(nameAndEmail(fields, values.answers));
      return {
        kind: spec.kind,
        label: own.label,
        url: endpointUrl(spec.endpoint),
        uploadsUrl: endpointUrl("createResumableUpload"),
        encoding: "multipart",
        fields: { ...own.fields, body: JSON.stringify(entriesOf(fields, values)), website },
        files: outboxFilesOf(values),
        draft: { answers: values.answers, ...own.draft },
      };
    },
    onStart: spec.onStart,
    onDone: (done, ref) => {
      setValues(initialValues(fields));
      setErrors({});
      spec.reset?.();
      setMessage(done);
      setReference(ref ?? null);
    },
    onRejected: (refused) => {
      setMessage(refused);
      setReference(null);
    },
  });

  /** Puts a refused submission back into the form, with the server's messages. */
  const fix = (item: OutboxItem) => {
    const draft = item.draft as Draft & { answers: Record<number, Answer> };
    const files: Record<number, File[]> = {};
    for (const f of item.files) {
      const id = Number(f.field.replace("files.", ""));
      files[id] = [...(files[id] ?? []), new File([f.blob], f.name, { type: f.type })];
    }
    setValues({ answers: draft.answers, files });
    const serverErrors: Record<number, string> = {};
    for (const e of item.errors ?? []) if (e.path.startsWith("field.")) serverErrors[Number(e.path.slice(6))] = e.message;
    setErrors(serverErrors);
    spec.restore?.(draft);
    setMessage(item.message ?? null);
    setReference(null);
  };

  return { page, kind: spec.kind, query, fields, values, setValues, errors, ...submission, message, setMessage, reference, fix };
}

export type FormPageState = ReturnType<typeof useFormPage>;
