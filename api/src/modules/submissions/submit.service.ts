import { randomUUID } from "node:crypto";
import {
  ATTACHMENT_MAX_FILES,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  type SubmissionKind,
  submissionReference,
  UPLOADS_FIELD,
} from "@hpm/contracts";
import type { Config } from "../../config";
import { BadRequestError, PayloadTooLargeError, ServiceUnavailableError } from "../../errors";
import type { Storage } from "../../plugins/storage";
import type { MailWorker } from "../mail/mail.worker";
import type { NewMail } from "../mail/mail-outbox.repository";
import type { Altcha } from "./altcha";
import { parseUploadRefs, type ResumableUploads } from "./resumable.service";
import type { NewSubmission, NewSubmissionFile } from "./submission.repository";
import type { SubmissionService } from "./submission.service";
import { type CheckedFile, checkFiles, discardFiles, storeFiles } from "./submit.attachments";
import { type FormFlows, PAGE_OF, type PreparedSubmission } from "./submit.forms";
import { bodyHash, replayOf } from "./submit.idempotency";
import { notificationMails, renderNotification } from "./submit.mail";
import type { IncomingFile, SubmissionAnswer, SubmissionInput } from "./submit.types";

const SUCCESS: Record<SubmissionKind, string> = {
  quote: FORM_MESSAGES.quoteSent,
  contact: FORM_MESSAGES.contactSent,
  ers: FORM_MESSAGES.ersSent,
  contactMe: FORM_MESSAGES.contactMeSent,
};

/** The office's e-mails carry the reference in their subject; the spec gives the quote's and Contact Me's word for word. */
const SUBJECT_WITH_REFERENCE = new Set<SubmissionKind>(["ers", "contact"]);

/** The submission's row, its files' records and its notification mails, as `submissions.record` stores them together. */
function recordOf(r: {
  id: string;
  input: SubmissionInput;
  hash: string;
  answer: SubmissionAnswer;
  prepared: PreparedSubmission;
  checked: CheckedFile[];
  keys: string[];
  from: string;
  host: string;
}): [NewSubmission, NewSubmissionFile[], NewMail[]] {
  const { id, input, prepared, checked } = r;
  const fileLabel = new Map(prepared.entries.filter((e) => e.isFile && e.id).map((e) => [`files.${e.id}`, e.label]));
  const reference = r.answer.body.result.reference;
  const body = renderNotification(
    input.kind,
    prepared.entries,
    checked.map((f) => f.name),
    { reference, location: prepared.location },
  );
  return [
    {
      id,
      client: input.client,
      kind: input.kind,
      pageName: PAGE_OF[input.kind],
      idempotencyKey: input.idempotencyKey ?? null,
      bodyHash: r.hash,
      name: prepared.name,
      email: prepared.email,
      entries: prepared.entries,
      meta: { ...prepared.meta, ...(input.ip ? { ip: input.ip } : {}) },
      response: r.answer,
    },
    checked.map((f, n) => ({
      submissionId: id,
      fieldLabel: fileLabel.get(f.fieldName) ?? "Attachment",
      name: f.name,
      mime: f.mime,
      size: f.data.length,
      storageKey: r.keys[n] as string,
    })),
    notificationMails({
      submissionId: id,
      notifications: prepared.notifications,
      body,
      from: r.from,
      host: r.host,
      senderEmail: prepared.email,
      subjectReference: SUBJECT_WITH_REFERENCE.has(input.kind) ? reference : undefined,
    }),
  ];
}

export function createSubmitService(deps: {
  submissions: SubmissionService;
  flows: FormFlows;
  files: Storage;
  mail: MailWorker;
  altcha: Altcha;
  uploads: ResumableUploads;
  config: Config;
}) {
  const { submissions, flows, files, mail, altcha, uploads, config } = deps;
  const host = new URL(config.publicUrl).hostname || "localhost";
  /** The requests under way in this process, by idempotency key: a second one waits for the first. */
  const inFlight = new Map<string, Promise<unknown>>();

  async function submit(input: SubmissionInput): Promise<SubmissionAnswer> {
    const key = input.idempotencyKey;
    if (!key) return submitOnce(input);
    // A resend that arrives while the first request is still running (the client gave up waiting, or a
    // service worker and a tab both send) waits for it, then answers what it stored (or tries itself when
    // the first stored nothing). Across instances the unique key and the re-read below do the same.
    for (let earlier = inFlight.get(key); earlier; earlier = inFlight.get(key)) await earlier.catch(() => undefined);
    const run = submitOnce(input);
    inFlight.set(key, run);
    try {
      return await run;
    } finally {
      if (inFlight.get(key) === run) inFlight.delete(key);
    }
  }

  async function submitOnce(input: SubmissionInput): Promise<SubmissionAnswer> {
    const hash = bodyHash(input);
    const key = input.idempotencyKey;
    const replayed = async () => (key ? await replayOf(submissions, key, hash, input.kind) : null);
    // first: a resend of a stored submission gets its answer, although the uploads it named are gone by now
    const replay = await replayed();
    if (replay) return replay;
    const id = randomUUID();
    const message = SUCCESS[input.kind];
    const answer: SubmissionAnswer = {
      statusCode: 200,
      body: { status: true, message, result: { id, reference: submissionReference(input.kind, id) }, data: { message } },
    };
    // A bot filled the field people never see: answer as usual, keep nothing.
    if ((input.fields[HONEYPOT_FIELD] ?? "") !== "") return answer;
    if (!(await altcha.verify(input.fields.altcha, key)))
      throw new BadRequestError("The automatic spam check did not pass. Please try again.", [
        { path: "altcha", message: "invalid or expired proof of work" },
      ]);

    const refs = parseUploadRefs(input.fields[UPLOADS_FIELD]);
    let resumed: IncomingFile[];
    try {
      resumed = await uploads.take(key, refs);
    } catch (err) {
      // another instance may have stored this submission (and removed its uploads) since the check above
      const stored = await replayed();
      if (stored) return stored;
      throw err;
    }
    if (input.files.length + resumed.length > ATTACHMENT_MAX_FILES) throw new PayloadTooLargeError(FORM_MESSAGES.tooManyFiles);
    const whole: SubmissionInput = { ...input, files: [...input.files, ...resumed] };

    const prepared = await flows.prepare(whole);
    const checked = await checkFiles(prepared.incoming);
    const keys = await storeFiles(files, id, checked);
    let created: boolean;
    try {
      created = await submissions.record(
        ...recordOf({ id, input: whole, hash, answer, prepared, checked, keys, from: config.mail.from, host }),
      );
    } catch (err) {
      // Nothing committed (or the database cannot say): the files go now when it can, else with the sweep.
      if (keys.length && (await submissions.isStored(id).catch(() => true)) === false) await discardFiles(files, keys);
      throw err;
    }
    // once stored (by this request or one before it) the uploads' bytes are in its files; if this process dies
    // first, the sweep removes them once they are old
    const release = async () => {
      if (refs.length) await uploads.release(refs.map((r) => r.id)).catch(() => undefined);
    };
    if (!created) {
      // Another request with the same key stored first: its files are the ones kept, its answer is given.
      await discardFiles(files, keys);
      const stored = await replayed();
      // Never a success for what is not stored: the client's outbox retries a 503.
      if (!stored) throw new ServiceUnavailableError("This submission is still being processed. Please try again in a moment.");
      await release();
      return stored;
    }
    await release();
    mail.kick();
    return answer;
  }

  return { submit };
}

export type SubmitService = ReturnType<typeof createSubmitService>;
