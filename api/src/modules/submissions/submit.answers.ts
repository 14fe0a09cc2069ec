import { type Answer, type AnswerEntry, COLUMN_LENGTH, clipToColumn, type FormField, validateAnswers } from "@hpm/contracts";
import { BadRequestError } from "../../errors";
import type { IncomingFile } from "./submit.types";

const MAX_ENTRIES = 100;
export const MAX_TEXT = 5000;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNREADABLE = "The form could not be read. Please reload the page and try again.";

export const text = (v: string | undefined, max: number = COLUMN_LENGTH.submission.name) => clipToColumn((v ?? "").trim(), max);

export function parseEntries(raw: string | undefined): AnswerEntry[] {
  if (raw === undefined || raw === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestError(UNREADABLE);
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_ENTRIES) throw new BadRequestError(UNREADABLE);
  return parsed.map((e) => {
    if (e === null || typeof e !== "object") throw new BadRequestError(UNREADABLE);
    const entry = e as Partial<AnswerEntry>;
    const value = entry.value;
    const okValue =
      typeof value === "string"
        ? value.length <= MAX_TEXT
        : Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === "string" && v.length <= MAX_TEXT);
    if (!okValue || typeof entry.label !== "string" || entry.label.length > 200) throw new BadRequestError(UNREADABLE);
    return {
      id: typeof entry.id === "number" ? entry.id : undefined,
      label: entry.label,
      value: value as Answer,
      isFile: entry.isFile === true,
    };
  });
}

/** Dynamic answers: every stored field's answer (files from their parts), validated with the spec's messages. */
export function answersFor(defs: FormField[], entries: AnswerEntry[], incoming: IncomingFile[]): AnswerEntry[] {
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
  for (const e of entries) if (e.id !== undefined && !known.has(e.id) && !e.isFile) out.push({ label: e.label, value: e.value });
  return out;
}

/** The sender's name and e-mail for the inbox: as given, else the first text answer and the first e-mail-like answer. */
export function senderOf(entries: AnswerEntry[], name: string, email: string) {
  const fallbackName = () =>
    entries.filter((e) => !e.isFile && typeof e.value === "string").map((e) => e.value as string)[0] ?? "";
  const fallbackEmail = () => (entries.find((e) => typeof e.value === "string" && EMAIL.test(e.value))?.value as string) ?? "";
  return {
    name: clipToColumn(name || fallbackName(), COLUMN_LENGTH.submission.name),
    email: clipToColumn(EMAIL.test(email) ? email : fallbackEmail(), COLUMN_LENGTH.submission.email),
  };
}
