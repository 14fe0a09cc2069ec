import { createHash, randomUUID } from "node:crypto";
import {
  type Answer,
  type AnswerEntry,
  ATTACHMENT_MIME_TYPES,
  CONTACT_ME_SUBJECT,
  type ContactMeInput,
  FORM_MESSAGES,
  type FormField,
  type FormPage,
  HONEYPOT_FIELD,
  NO_PREFERENCE,
  QUOTE_SERVICES,
  QUOTE_SUBJECT,
  type SubmissionKind,
  validateAnswers,
  validateContactMe,
  validateErsAgent,
} from "@hpm/contracts";
import { fileTypeFromBuffer } from "file-type";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { AppError, BadRequestError, UnsupportedMediaTypeError } from "../../errors";
import { escapeHtml } from "../../html";
import type { MailWorker } from "../../plugins/mail";
import type { Storage } from "../../plugins/storage";
import type { Altcha } from "./altcha";
import { formFieldsOf, recipientsOf } from "./definitions";

export interface IncomingFile {
  fieldName: string;
  name: string;
  data: Buffer;
}

export interface SubmissionInput {
  kind: SubmissionKind;
  client: string;
  idempotencyKey?: string;
  /** Text fields of the request (multipart fields, or the JSON body's fields as text). */
  fields: Record<string, string>;
  files: IncomingFile[];
  ip?: string;
}

export interface SubmissionAnswer {
  statusCode: number;
  body: { status: true; message: string; result: { id: string }; data: { message: string } };
}

const PAGE_OF: Record<SubmissionKind, FormPage | "AgentDetails"> = {
  quote: "StartAQuote",
  contact: "Contact",
  ers: "ERS",
  contactMe: "AgentDetails",
};
const SUCCESS: Record<SubmissionKind, string> = {
  quote: FORM_MESSAGES.quoteSent,
  contact: FORM_MESSAGES.contactSent,
  ers: FORM_MESSAGES.ersSent,
  contactMe: FORM_MESSAGES.contactMeSent,
};
const MAX_ENTRIES = 100;
const MAX_TEXT = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IGNORED_IN_HASH = new Set(["altcha", HONEYPOT_FIELD]);

export class IdempotencyConflictError extends AppError {
  constructor() {
    super(422, "This submission was already received with different content.");
  }
}

function bodyHash(input: SubmissionInput) {
  const fields = Object.keys(input.fields)
    .filter((k) => !IGNORED_IN_HASH.has(k))
    .sort()
    .map((k) => [k, input.fields[k]]);
  const files = input.files.map((f) => [f.fieldName, f.name, createHash("sha256").update(f.data).digest("hex")]);
  return createHash("sha256")
    .update(JSON.stringify({ kind: input.kind, client: input.client, fields, files }))
    .digest("hex");
}

const text = (v: string | undefined, max = 300) => (v ?? "").trim().slice(0, max);
const answerText = (v: Answer) => (Array.isArray(v) ? v.join(", ") : v);
const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .trim()
    .slice(0, 120) || "attachment";

function parseEntries(raw: string | undefined): AnswerEntry[] {
  if (raw === undefined || raw === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestError("The form could not be read. Please reload the page and try again.");
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_ENTRIES)
    throw new BadRequestError("The form could not be read. Please reload the page and try again.");
  return parsed.map((e) => {
    const entry = e as Partial<AnswerEntry>;
    const value = entry.value;
    const okValue =
      typeof value === "string"
        ? value.length <= MAX_TEXT
        : Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === "string" && v.length <= MAX_TEXT);
    if (!okValue || typeof entry.label !== "string" || entry.label.length > 200)
      throw new BadRequestError("The form could not be read. Please reload the page and try again.");
    return {
      id: typeof entry.id === "number" ? entry.id : undefined,
      label: entry.label,
      value: value as Answer,
      isFile: entry.isFile === true,
    };
  });
}

export function createSubmissionService(deps: {
  db: Database;
  files: Storage;
  mail: MailWorker;
  altcha: Altcha;
  config: Config;
}) {
  const { db, files, mail, altcha, config } = deps;
  const host = new URL(config.publicUrl).hostname || "localhost";

  /** Dynamic answers: every stored field's answer (files from their parts), validated with the spec's messages. */
  function answersFor(defs: FormField[], entries: AnswerEntry[], incoming: IncomingFile[]) {
    const byId = new Map(entries.filter((e) => e.id !== undefined).map((e) => [e.id as number, e]));
    const answers: Record<number, Answer | undefined> = {};
    for (const f of defs) {
      if (f.fieldInputType === "FileUpload") {
        answers[f.id] = incoming.filter((x) => x.fieldName === `files.${f.id}`).map((x) => x.name);
      } else {
        answers[f.id] = (byId.get(f.id) ?? entries.find((e) => e.id === undefined && e.label === f.fieldLabel))?.value;
      }
    }
    const fileFields = new Set(defs.filter((f) => f.fieldInputType === "FileUpload").map((f) => `files.${f.id}`));
    const stray = incoming.find((x) => !fileFields.has(x.fieldName));
    if (stray) throw new BadRequestError("The form has changed. Please reload the page and attach the files again.");
    const errors = validateAnswers(defs, answers);
    const ids = Object.keys(errors);
    if (ids.length)
      throw new BadRequestError(
        errors[Number(ids[0])] as string,
        ids.map((id) => ({ path: `field.${id}`, message: errors[Number(id)] as string })),
      );
    const known = new Set(defs.map((f) => f.id));
    const out: AnswerEntry[] = defs.map((f) => ({
      id: f.id,
      label: f.fieldLabel,
      value: answers[f.id] ?? "",
      ...(f.fieldInputType === "FileUpload" ? { isFile: true } : {}),
    }));
    // Answers to fields an editor removed after the page was loaded are kept (nothing a person typed is lost).
    for (const e of entries)
      if (e.id !== undefined && !known.has(e.id) && !e.isFile) out.push({ label: e.label, value: e.value });
    return out;
  }

  async function checkFiles(incoming: IncomingFile[]) {
    const out: { fieldName: string; name: string; mime: string; data: Buffer }[] = [];
    for (const f of incoming) {
      const type = await fileTypeFromBuffer(f.data);
      if (!type || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(type.mime))
        throw new UnsupportedMediaTypeError(FORM_MESSAGES.fileType);
      out.push({ fieldName: f.fieldName, name: safeFileName(f.name), mime: type.mime, data: f.data });
    }
    return out;
  }

  async function agentByEmail(client: string, email: string) {
    return db
      .selectFrom("agent")
      .select(["email", "title"])
      .where("client", "=", client)
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
      .executeTakeFirst();
  }

  type Mail = { group: string; to: string[]; cc: string[]; bcc: string[]; subject: string };

  /** The entries to store and the e-mails to send, by kind. */
  async function prepare(input: SubmissionInput) {
    const f = input.fields;
    const entries = parseEntries(f.body);
    const mails: Mail[] = [];
    const meta: Record<string, string> = {};
    let name = text(f.name);
    let email = text(f.email, 320);
    let stored: AnswerEntry[] = [];
    const pageRecipients = async (page: FormPage, subject: string) => {
      const r = await recipientsOf(db, input.client, page);
      if (r.to.length + r.cc.length + r.bcc.length === 0) r.to.push(config.mail.officeMailbox);
      mails.push({ group: "recipients", ...r, subject });
    };

    if (input.kind === "contactMe") {
      const body: ContactMeInput = {
        firstName: text(f["body.firstName"], 100),
        lastName: text(f["body.lastName"], 100),
        email: text(f["body.email"], 320),
        phone: text(f["body.phone"], 40),
        comments: (f["body.comments"] ?? "").slice(0, MAX_TEXT),
      };
      const errors = validateContactMe(body);
      const keys = Object.keys(errors) as (keyof ContactMeInput)[];
      if (keys.length)
        throw new BadRequestError(
          errors[keys[0] as keyof ContactMeInput] as string,
          keys.map((k) => ({ path: `body.${k}`, message: errors[k] as string })),
        );
      const agent = await agentByEmail(input.client, f.to ?? "");
      if (!agent) throw new BadRequestError("This agent could not be found. Please reload the page.");
      name = `${body.firstName} ${body.lastName}`;
      email = body.email;
      meta.agentEmail = agent.email;
      meta.agentName = agent.title;
      stored = [
        { label: "First Name", value: body.firstName },
        { label: "Last Name", value: body.lastName },
        { label: "Email", value: body.email },
        { label: "Phone", value: body.phone },
        { label: "Comments", value: body.comments },
      ];
      mails.push({ group: "agent", to: [agent.email], cc: [], bcc: [], subject: CONTACT_ME_SUBJECT });
      return { entries: stored, mails, meta, name, email, incoming: [] as IncomingFile[] };
    }

    const page = PAGE_OF[input.kind] as FormPage;
    const defs = await formFieldsOf(db, input.client, page);
    if (input.files.length && !defs.some((d) => d.fieldInputType === "FileUpload"))
      throw new BadRequestError("This form does not take attachments.");

    if (input.kind === "ers") {
      const agentBlock = {
        agentFirstName: text(f.agentFirstName, 100),
        agentLastName: text(f.agentLastName, 100),
        agentEmail: text(f.agentEmail, 320),
        agentPhone: text(f.agentPhone, 14),
      };
      const errors = validateErsAgent(agentBlock);
      const keys = Object.keys(errors) as (keyof typeof agentBlock)[];
      if (keys.length)
        throw new BadRequestError(
          errors[keys[0] as keyof typeof agentBlock] as string,
          keys.map((k) => ({ path: k, message: errors[k] as string })),
        );
      stored = answersFor(defs, entries, input.files);
      name = `${agentBlock.agentFirstName} ${agentBlock.agentLastName}`;
      email = agentBlock.agentEmail;
      Object.assign(meta, agentBlock);
      stored.unshift(
        { label: "Agent First Name", value: agentBlock.agentFirstName },
        { label: "Agent Last Name", value: agentBlock.agentLastName },
        { label: "Agent Email", value: agentBlock.agentEmail },
        { label: "Agent Phone", value: agentBlock.agentPhone },
      );
      await pageRecipients("ERS", `Roadside incident report from ${name}`);
    } else if (input.kind === "quote") {
      stored = answersFor(defs, entries, input.files);
      const services = f.services ? (JSON.parse(f.services) as unknown) : [];
      if (!Array.isArray(services) || services.some((s) => !(QUOTE_SERVICES as readonly string[]).includes(s as string)))
        throw new BadRequestError("Please choose services from the list.");
      if (services.length) stored.push({ label: "Services", value: services as string[] });
      const to = text(f.to, 320);
      let agentEmail = config.mail.quoteMailbox;
      if (to && to !== NO_PREFERENCE) {
        const agent = await agentByEmail(input.client, to);
        if (!agent) throw new BadRequestError("Please choose an agent from the list.");
        agentEmail = agent.email;
        meta.agentEmail = agent.email;
        meta.agentName = agent.title;
      }
      stored.unshift({ label: "Agent", value: meta.agentName ?? "No preference" });
      mails.push({ group: "agent", to: [agentEmail], cc: [], bcc: [], subject: QUOTE_SUBJECT });
      const r = await recipientsOf(db, input.client, "StartAQuote");
      if (r.to.length + r.cc.length + r.bcc.length) mails.push({ group: "recipients", ...r, subject: QUOTE_SUBJECT });
    } else {
      stored = answersFor(defs, entries, input.files);
      await pageRecipients("Contact", `New message from ${name || "the website"}`);
    }
    if (!name) name = stored.filter((e) => !e.isFile && typeof e.value === "string").map((e) => e.value as string)[0] ?? "";
    if (!EMAIL.test(email))
      email = (stored.find((e) => typeof e.value === "string" && EMAIL.test(e.value))?.value as string) ?? "";
    return { entries: stored, mails, meta, name: name.slice(0, 300), email: email.slice(0, 320), incoming: input.files };
  }

  function render(kind: SubmissionKind, entries: AnswerEntry[], attachments: string[]) {
    const title = {
      quote: "Quote request",
      contact: "Message from the website",
      ers: "Emergency roadside service incident report",
      contactMe: "Contact Me request",
    }[kind];
    const lines = entries.filter((e) => !e.isFile).map((e) => `${e.label}: ${answerText(e.value)}`);
    if (attachments.length) lines.push(`Attachments: ${attachments.join(", ")}`);
    const rows = entries
      .filter((e) => !e.isFile)
      .map(
        (e) =>
          `<tr><th align="left" valign="top">${escapeHtml(e.label)}</th><td>${escapeHtml(answerText(e.value)).replace(/\n/g, "<br>")}</td></tr>`,
      )
      .join("");
    const files = attachments.length ? `<p>Attachments: ${escapeHtml(attachments.join(", "))}</p>` : "";
    return {
      text: `${title}\n\n${lines.join("\n")}\n`,
      html: `<!doctype html><html><body><h1>${escapeHtml(title)}</h1><table cellpadding="4">${rows}</table>${files}</body></html>`,
    };
  }

  async function replayOf(key: string, hash: string): Promise<SubmissionAnswer | null> {
    const existing = await db
      .selectFrom("submission")
      .select(["bodyHash", "response"])
      .where("idempotencyKey", "=", key)
      .executeTakeFirst();
    if (!existing) return null;
    if (existing.bodyHash !== hash) throw new IdempotencyConflictError();
    return existing.response as SubmissionAnswer;
  }

  return {
    async submit(input: SubmissionInput): Promise<SubmissionAnswer> {
      const hash = bodyHash(input);
      const key = input.idempotencyKey;
      if (key) {
        const replay = await replayOf(key, hash);
        if (replay) return replay;
      }
      const id = randomUUID();
      const answer: SubmissionAnswer = {
        statusCode: 200,
        body: { status: true, message: SUCCESS[input.kind], result: { id }, data: { message: SUCCESS[input.kind] } },
      };
      // A bot filled the field people never see: answer as usual, keep nothing.
      if ((input.fields[HONEYPOT_FIELD] ?? "") !== "") return answer;
      if (!(await altcha.verify(input.fields.altcha, key)))
        throw new BadRequestError("The automatic spam check did not pass. Please try again.", [
          { path: "altcha", message: "invalid or expired proof of work" },
        ]);

      const prepared = await prepare(input);
      const checked = await checkFiles(prepared.incoming);
      const keys: string[] = [];
      for (const [n, file] of checked.entries()) {
        const storageKey = `sub-${id}-${n + 1}`;
        await files.put(storageKey, file.data, file.mime);
        keys.push(storageKey);
      }
      const fileLabel = new Map(prepared.entries.filter((e) => e.isFile && e.id).map((e) => [`files.${e.id}`, e.label]));
      const body = render(
        input.kind,
        prepared.entries,
        checked.map((f) => f.name),
      );
      const replyTo = EMAIL.test(prepared.email) ? prepared.email : null;

      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("submission")
          .values({
            id,
            client: input.client,
            kind: input.kind,
            pageName: PAGE_OF[input.kind],
            idempotencyKey: key ?? null,
            bodyHash: hash,
            name: prepared.name,
            email: prepared.email,
            entries: JSON.stringify(prepared.entries),
            meta: JSON.stringify({ ...prepared.meta, ...(input.ip ? { ip: input.ip } : {}) }),
            response: JSON.stringify(answer),
          })
          .onConflict((oc) => oc.column("idempotencyKey").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!row) return false;
        if (checked.length)
          await trx
            .insertInto("submissionFile")
            .values(
              checked.map((f, n) => ({
                submissionId: id,
                fieldLabel: fileLabel.get(f.fieldName) ?? "Attachment",
                name: f.name,
                mime: f.mime,
                size: f.data.length,
                storageKey: keys[n] as string,
              })),
            )
            .execute();
        if (prepared.mails.length)
          await trx
            .insertInto("mailOutbox")
            .values(
              prepared.mails.map((m) => ({
                submissionId: id,
                recipientGroup: m.group,
                messageId: `<${id}.${m.group}@${host}>`,
                fromAddress: config.mail.from,
                replyTo,
                toAddresses: JSON.stringify(m.to),
                ccAddresses: JSON.stringify(m.cc),
                bccAddresses: JSON.stringify(m.bcc),
                subject: m.subject,
                textBody: body.text,
                htmlBody: body.html,
              })),
            )
            .execute();
        return true;
      });
      if (!created && key) {
        // Another request with the same key won the race: answer what it answered.
        await Promise.all(keys.map((k) => files.delete?.(k)));
        const replay = await replayOf(key, hash);
        if (replay) return replay;
      }
      mail.kick();
      return answer;
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
