import type { AnswerEntry, MailStatus, SubmissionSummary } from "@hpm/contracts";

/** A cell a spreadsheet would run as a formula gets a leading quote (OWASP "CSV injection"). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

export const flattenEntries = (entries: AnswerEntry[]) =>
  entries.map((e) => `${e.label}: ${Array.isArray(e.value) ? e.value.join(", ") : e.value}`).join("; ");

export const mailStatusText = (mail: Record<MailStatus, number>) =>
  Object.entries(mail)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${status}: ${n}`)
    .join("; ");

export const CSV_HEADER = ["id", "kind", "page", "name", "email", "created", "entries", "mail"];

export function submissionsCsv(rows: (SubmissionSummary & { entries: AnswerEntry[] })[]): string {
  // the byte-order mark makes spreadsheet programs read the file as UTF-8
  let out = `\uFEFF${csvLine(CSV_HEADER)}`;
  for (const r of rows)
    out += csvLine([r.id, r.kind, r.pageName, r.name, r.email, r.createdAt, flattenEntries(r.entries), mailStatusText(r.mail)]);
  return out;
}
