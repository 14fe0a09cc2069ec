import type { Answer, FormField, FormPage, SubmissionKind } from "@hpm/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { endpointUrl } from "../../lib/api";
import type { NewItem, OutboxItem } from "../../offline/outbox";
import { answerErrors, type DynamicValues, emptyValues, entriesOf, initialValues, outboxFilesOf } from "./DynamicForm";
import { useFormFields } from "./form-query";
import { submitThroughOutbox } from "./outbox-submit";
import { nameAndEmail } from "./submission-fields";

interface Submission {
  /** Shows what is wrong and says whether the form may go. */
  validate: () => boolean;
  /** What goes into the outbox, with the honeypot's value. */
  item: (website: string) => NewItem;
  /** Runs once the form is valid, just before it is saved on the device. */
  onStart?: () => void;
  /** Sent, or saved to be sent: the message to show. */
  onDone: (message: string) => void;
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

/** One form's submission through the outbox: the honeypot, the busy state and the submit handler. */
export function useFormSubmission(submission: Submission) {
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!submission.validate()) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    setBusy(true);
    try {
      submission.onStart?.();
      const outcome = await submitThroughOutbox(submission.item(honey));
      if (outcome.state === "rejected") submission.onRejected(outcome.message);
      else submission.onDone(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  return { honey, setHoney, busy, submit };
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
  const [values, setValues] = useState<DynamicValues>(emptyValues);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

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
        encoding: "multipart",
        fields: { ...own.fields, body: JSON.stringify(entriesOf(fields, values)), website },
        files: outboxFilesOf(values),
        draft: { answers: values.answers, ...own.draft },
      };
    },
    onStart: spec.onStart,
    onDone: (done) => {
      setValues(initialValues(fields));
      setErrors({});
      spec.reset?.();
      setMessage(done);
    },
    onRejected: setMessage,
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
  };

  return { page, kind: spec.kind, query, fields, values, setValues, errors, ...submission, message, setMessage, fix };
}

export type FormPageState = ReturnType<typeof useFormPage>;
