import type { Answer, FormPage, SubmissionKind } from "@hpm/contracts";
import { type FormEvent, useState } from "react";
import type { NewItem, OutboxItem } from "../../offline/outbox";
import { entriesOf, outboxFilesOf } from "./DynamicForm";
import { submitThroughOutbox } from "./outbox-submit";
import { nameAndEmail } from "./submission-fields";
import { useDynamicForm } from "./use-dynamic-form";

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

/** One form's submission through the outbox: the honeypot, the busy state, and the submit handler. */
export function useFormSubmission(submission: Submission) {
  const [honey, setHoney] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !submission.validate()) return;
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
  url: string;
  /**
   * The page's own part of the submission (given the person's name and e-mail from the answers): the outbox label,
   * the fields before the body, what a draft keeps of it.
   */
  own: (person: { name: string; email: string }) => { label: string; fields: Record<string, string>; draft?: Draft };
  /** The page's own fields, checked before the dynamic form. */
  validate?: () => boolean;
  onStart?: () => void;
  /** Clears the page's own fields once the submission is sent or saved. */
  reset?: () => void;
  /** Gives a refused submission's own fields back. */
  restore?: (draft: Draft) => void;
}

/** A form page's state: its dynamic form, its submission through the outbox, the message, the fix of a refused item. */
export function useFormPage<Draft extends object = object>(page: FormPage, spec: FormPageSubmission<Draft>) {
  const form = useDynamicForm(page);
  const [message, setMessage] = useState<string | null>(null);
  const submission = useFormSubmission({
    validate: () => {
      const own = spec.validate?.() ?? true;
      return form.validate() && own;
    },
    item: (website) => {
      const own = spec.own(nameAndEmail(form.fields, form.values.answers));
      return {
        kind: spec.kind,
        label: own.label,
        url: spec.url,
        encoding: "multipart",
        fields: { ...own.fields, body: JSON.stringify(entriesOf(form.fields, form.values)), website },
        files: outboxFilesOf(form.values),
        draft: { answers: form.values.answers, ...own.draft },
      };
    },
    onStart: spec.onStart,
    onDone: (done) => {
      form.reset();
      spec.reset?.();
      setMessage(done);
    },
    onRejected: setMessage,
  });

  const fix = (item: OutboxItem) => {
    const draft = item.draft as Draft & { answers: Record<number, Answer> };
    form.restore(item, draft.answers);
    spec.restore?.(draft);
    setMessage(item.message ?? null);
  };

  return { page, kind: spec.kind, form, ...submission, message, setMessage, fix };
}

export type FormPageState = ReturnType<typeof useFormPage>;
