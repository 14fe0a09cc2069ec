import {
  type Answer,
  type AnswerEntry,
  COLUMN_LENGTH,
  clipToColumn,
  describeLocation,
  type IncidentLocation,
  type SubmissionKind,
} from "@hpm/contracts";
import { escapeHtml } from "../../html";
import type { NewMail } from "../mail/mail-outbox.repository";
import { EMAIL } from "./submit.answers";

export interface Notification {
  group: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
}

const TITLE: Record<SubmissionKind, string> = {
  quote: "Quote request",
  contact: "Message from the website",
  ers: "Emergency roadside service incident report",
  contactMe: "Contact Me request",
};

const answerText = (v: Answer) => (Array.isArray(v) ? v.join(", ") : v);

/** The incident's position (the device's location, maybe moved by the agent): coordinates, accuracy, time, a map link. */
export function locationBlock(location: IncidentLocation | undefined) {
  if (!location) return { text: [], html: "" };
  const d = describeLocation(location);
  const facts = [d.accuracy, d.captured, ...(d.adjusted ? [d.adjusted] : [])].join(", ");
  return {
    text: [`Position: ${d.coordinates} (${facts})`, `Open on a map: ${d.mapUrl}`],
    html: `<p><strong>Position:</strong> ${escapeHtml(d.coordinates)} (${escapeHtml(facts)})<br><a href="${escapeHtml(d.mapUrl)}">Open on a map</a></p>`,
  };
}

/** The office's notification: the form's title, the reference number, the answers, the incident's place, the files. */
export function renderNotification(
  kind: SubmissionKind,
  entries: AnswerEntry[],
  attachments: string[],
  extra: { reference?: string; location?: IncidentLocation } = {},
) {
  const title = TITLE[kind];
  const { reference = "", location } = extra;
  const ref = reference
    ? { text: `Reference: ${reference}\n\n`, html: `<p>Reference: <strong>${escapeHtml(reference)}</strong></p>` }
    : { text: "", html: "" };
  const place = locationBlock(location);
  const lines = entries.filter((e) => !e.isFile).map((e) => `${e.label}: ${answerText(e.value)}`);
  lines.push(...place.text);
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
    text: `${title}\n\n${ref.text}${lines.join("\n")}\n`,
    html: `<!doctype html><html><body><h1>${escapeHtml(title)}</h1>${ref.html}<table cellpadding="4">${rows}</table>${place.html}${files}</body></html>`,
  };
}

/** The outbox rows for a submission's notifications; each keeps a Message-ID of its own so a resend is the same message. */
export function notificationMails(opts: {
  submissionId: string;
  notifications: Notification[];
  body: { text: string; html: string };
  from: string;
  host: string;
  senderEmail: string;
  /** The submission's reference number, at the end of the subject (what the sender quotes on the phone). */
  subjectReference?: string;
}): NewMail[] {
  const tail = opts.subjectReference ? ` (Ref. ${opts.subjectReference})` : "";
  const replyTo = EMAIL.test(opts.senderEmail) ? opts.senderEmail : null;
  return opts.notifications.map((m) => ({
    submissionId: opts.submissionId,
    recipientGroup: m.group,
    messageId: `<${opts.submissionId}.${m.group}@${opts.host}>`,
    fromAddress: opts.from,
    replyTo,
    to: m.to,
    cc: m.cc,
    bcc: m.bcc,
    // built from what the sender typed (a name): clipped to its column, never refused for being long
    subject: `${clipToColumn(m.subject, COLUMN_LENGTH.mail_outbox.subject - tail.length)}${tail}`,
    textBody: opts.body.text,
    htmlBody: opts.body.html,
  }));
}
