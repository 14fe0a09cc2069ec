import {
  type Answer,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MIME_TYPES,
  FORM_MESSAGES,
  type FormField,
  isMultiValue,
  rowsOf,
  validateAnswers,
} from "@hpm/contracts";
import { type ReactNode, useId, useRef } from "react";
import { FieldError } from "./FieldError";
import type { PreparedFile } from "./photo-shrink";

export interface DynamicValues {
  answers: Record<number, Answer>;
  files: Record<number, File[]>;
  /** The files picked for a field whose photos are still being made smaller (photo-shrink.ts): the form waits. */
  preparing?: Record<number, File[]>;
}

/** Whether a picked photo is still being made smaller: the form is not sent meanwhile. */
export const isPreparing = (values: DynamicValues) => Object.keys(values.preparing ?? {}).length > 0;

/** What became of each file the form made ready (the smaller photo -> its original), for the sizes it shows. */
const prepared = new WeakMap<File, PreparedFile>();
/** The photos the form may make smaller (photo-shrink.ts, loaded when one is picked; its bytes decide the rest). */
const mayShrink = (file: File) => file.type === "image/jpeg" || file.type === "image/png";

export const emptyValues = (): DynamicValues => ({ answers: {}, files: {} });

/** Initial answers: a Switch starts on its first option, multi-value fields on an empty list. */
export function initialValues(fields: FormField[]): DynamicValues {
  const answers: Record<number, Answer> = {};
  for (const f of fields) {
    if (f.fieldInputType === "Switch") answers[f.id] = f.fieldValue[0] ?? "";
    else if (isMultiValue(f)) answers[f.id] = [];
  }
  return { answers, files: {} };
}

/** The client-side file rules, on the files as they will be sent (after shrinking); the server checks the bytes again. */
function fileError(files: File[]): string | null {
  if (files.length > ATTACHMENT_MAX_FILES) return FORM_MESSAGES.tooManyFiles;
  if (files.some((f) => f.size > ATTACHMENT_MAX_BYTES)) return FORM_MESSAGES.fileTooLarge;
  if (files.some((f) => !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(f.type))) return FORM_MESSAGES.fileType;
  return null;
}

/** The spec's messages for the answers, then the file rules, by field id. */
export function answerErrors(fields: FormField[], values: DynamicValues): Record<number, string> {
  const errors = validateAnswers(fields, values.answers);
  for (const f of fields) {
    if (f.fieldInputType !== "FileUpload" || errors[f.id]) continue;
    const e = values.preparing?.[f.id] ? PREPARING_MESSAGE : fileError(values.files[f.id] ?? []);
    if (e) errors[f.id] = e;
  }
  return errors;
}

const PREPARING_MESSAGE = "Wait a moment: the photos are being made smaller";

const MB = 1_048_576;
// a size never split over two lines (a no-break space before its unit)
const sizeText = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB` : `${(bytes / MB).toFixed(1)}\u00a0MB`;

/** A file as the form lists it: "IMG_0042.jpg — 6.2 MB → 0.8 MB" once made smaller. */
function fileText(file: File, preparing: boolean) {
  const done = prepared.get(file);
  if (done?.outcome === "shrunk") {
    const taken = done.takenAt?.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/);
    return `${done.original.name} — ${sizeText(done.original.size)} → ${sizeText(file.size)}${taken ? ` (taken ${taken[1]} ${taken[2]})` : ""}`;
  }
  if (preparing && mayShrink(file)) return `${file.name} — ${sizeText(file.size)} → …`;
  if ((done?.outcome === "unsupported" || done?.outcome === "failed") && file.size > MB)
    return `${file.name} — ${sizeText(file.size)} (this device could not make it smaller)`;
  return `${file.name} — ${sizeText(file.size)}`;
}

/** The field's live status: what it is doing with the photos, then what it did. */
function fileStatus(files: File[], preparing: File[] | undefined) {
  if (preparing) {
    // the worker decides from the bytes; the heavy ones are surely among those it makes smaller
    const photos = preparing.filter((f) => mayShrink(f) && f.size > MB).length;
    return photos > 1 ? `Making ${photos} photos smaller…` : "Making photo smaller…";
  }
  const shrunk = files.filter((f) => prepared.get(f)?.outcome === "shrunk").length;
  return shrunk === 0 ? "" : shrunk === 1 ? "Photo made smaller." : `${shrunk} photos made smaller.`;
}

const inputTypeFor = (f: FormField) => (f.validationType === "Email" ? "email" : f.validationType === "Phone" ? "tel" : "text");
const inputModeFor = (f: FormField) =>
  f.validationType === "Only Number" || f.validationType === "Zip" ? ("numeric" as const) : undefined;

interface Props {
  fields: FormField[];
  values: DynamicValues;
  errors: Record<number, string>;
  onChange: (next: DynamicValues) => void;
  disabled?: boolean;
}

/** A page's dynamic form: its fields in the editor's order, two to a row where the spec pairs them. */
export function DynamicForm({ fields, values, errors, onChange, disabled }: Props) {
  const formId = useId();
  // photos are made smaller in a worker: their result lands on the values as they are then, not as they were picked
  const latest = useRef(values);
  latest.current = values;
  const change = (next: DynamicValues) => {
    latest.current = next;
    onChange(next);
  };
  const setAnswer = (id: number, value: Answer) =>
    change({ ...latest.current, answers: { ...latest.current.answers, [id]: value } });
  const withFiles = (id: number, files: File[], preparing: File[] | null): DynamicValues => {
    const { [id]: _, ...others } = latest.current.preparing ?? {};
    return {
      ...latest.current,
      answers: { ...latest.current.answers, [id]: files.map((f) => f.name) },
      files: { ...latest.current.files, [id]: files },
      preparing: preparing ? { ...others, [id]: preparing } : others,
    };
  };
  const setFiles = async (id: number, picked: File[]) => {
    if (!picked.some(mayShrink)) return change(withFiles(id, picked, null));
    change(withFiles(id, picked, picked));
    // the shrinker's code could not be loaded (offline before it was ever cached): the files go as they are
    const ready = await import("./photo-shrink")
      .then(({ prepareFile }) => Promise.all(picked.map(prepareFile)))
      .catch(() => picked.map((file): PreparedFile => ({ file, original: file, outcome: "unsupported" })));
    // picked again meanwhile, or the form was reset: this result is no longer wanted
    if (latest.current.preparing?.[id] !== picked) return;
    for (const p of ready) prepared.set(p.file, p);
    const files = ready.map((p) => p.file);
    change(withFiles(id, files, null));
  };

  const renderField = (f: FormField) => {
    const id = `${formId}-f${f.id}`;
    const error = errors[f.id];
    const errorId = error ? `${id}-error` : undefined;
    const value = values.answers[f.id];
    const text = typeof value === "string" ? value : "";
    const list = Array.isArray(value) ? value : [];
    const required = f.requiredStatus === 1;
    const common = {
      id,
      name: `field-${f.id}`,
      disabled,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": errorId,
      "aria-required": required || undefined,
    } as const;
    const label = (
      <>
        {f.fieldLabel}
        {required && <span aria-hidden="true"> *</span>}
      </>
    );
    const message = <FieldError id={errorId}>{error}</FieldError>;
    const toggle = (option: string) =>
      setAnswer(f.id, list.includes(option) ? list.filter((v) => v !== option) : [...list, option]);

    const field: FieldParts = {
      f,
      id,
      error,
      errorId,
      text,
      list,
      common,
      label,
      message,
      disabled,
      toggle,
      setAnswer: (next: Answer) => setAnswer(f.id, next),
      setFiles: (files: File[]) => void setFiles(f.id, files),
      files: values.files[f.id] ?? [],
      preparing: values.preparing?.[f.id],
    };
    return GROUPED.has(f.fieldInputType) ? groupedField(field) : labelledField(field);
  };

  return (
    <div className="dynamic-form">
      {rowsOf(fields).map((row) => (
        <div key={row.map((f) => f.id).join("-")} className={row.length === 2 ? "form-row two" : "form-row"}>
          {row.map(renderField)}
        </div>
      ))}
    </div>
  );
}

/** What a field's markup is made of (DynamicForm works it out per field). */
interface FieldParts {
  f: FormField;
  id: string;
  error: string | undefined;
  errorId: string | undefined;
  text: string;
  list: string[];
  files: File[];
  /** The picked files while their photos are being made smaller. */
  preparing: File[] | undefined;
  disabled: boolean | undefined;
  common: Record<string, unknown>;
  label: ReactNode;
  message: ReactNode;
  toggle: (option: string) => void;
  setAnswer: (value: Answer) => void;
  setFiles: (files: File[]) => void;
}

/** The kinds whose options are their own controls: a switch, radio buttons, checkboxes, chips. */
const GROUPED = new Set(["Switch", "Radio", "Checkbox", "Chips"]);

/** A field of one input under its label. */
function labelledField({ f, id, text, list, files, preparing, common, label, message, setAnswer, setFiles }: FieldParts) {
  const options = f.fieldValue.map((o) => (
    <option key={o} value={o}>
      {o}
    </option>
  ));
  switch (f.fieldInputType) {
    case "Textarea":
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <textarea {...common} rows={4} placeholder={f.placeHolder} value={text} onChange={(e) => setAnswer(e.target.value)} />
          {message}
        </div>
      );
    case "Date":
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <input {...common} type="date" value={text} onChange={(e) => setAnswer(e.target.value)} />
          {message}
        </div>
      );
    case "Select":
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <select {...common} value={text} onChange={(e) => setAnswer(e.target.value)}>
            <option value="">{f.placeHolder || "Select…"}</option>
            {options}
          </select>
          {message}
        </div>
      );
    case "MultiSelect":
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <select
            {...common}
            multiple
            value={list}
            onChange={(e) => setAnswer([...e.target.selectedOptions].map((o) => o.value))}
          >
            {options}
          </select>
          {message}
        </div>
      );
    case "FileUpload":
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <input
            {...common}
            type="file"
            multiple
            accept={ATTACHMENT_MIME_TYPES.join(",")}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
          <p className="field-hint">
            JPEG, PNG or PDF, up to 5 MB each, at most {ATTACHMENT_MAX_FILES} files. Large photos are made smaller on this device
            first.
          </p>
          <p className="file-status" role="status">
            {fileStatus(files, preparing)}
          </p>
          {files.length > 0 && (
            <ul className="file-list">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>{fileText(file, preparing !== undefined)}</li>
              ))}
            </ul>
          )}
          {message}
        </div>
      );
    default:
      return (
        <div className="field" key={f.id}>
          <label htmlFor={id}>{label}</label>
          <input
            {...common}
            type={inputTypeFor(f)}
            inputMode={inputModeFor(f)}
            autoComplete={autoCompleteFor(f)}
            placeholder={f.placeHolder}
            value={text}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {message}
        </div>
      );
  }
}

/** A field whose options are its controls. */
function groupedField({ f, id, error, errorId, text, list, disabled, label, message, toggle, setAnswer }: FieldParts) {
  switch (f.fieldInputType) {
    case "Switch": {
      const [off = "", on = ""] = f.fieldValue;
      const checked = text === on;
      return (
        <div className="field" key={f.id}>
          <span className="field-label" id={`${id}-label`}>
            {label}
          </span>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={checked}
            aria-labelledby={`${id}-label`}
            aria-describedby={errorId}
            disabled={disabled}
            onClick={() => setAnswer(checked ? off : on)}
          >
            <span className="switch-track" aria-hidden="true" />
            <span>{checked ? on : off}</span>
          </button>
          {message}
        </div>
      );
    }
    case "Radio":
    case "Checkbox":
      return (
        <fieldset className="field choice-group" key={f.id} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
          <legend>{label}</legend>
          {f.fieldValue.map((o) => (
            <label key={o} className="choice">
              <input
                type={f.fieldInputType === "Radio" ? "radio" : "checkbox"}
                name={`${id}-choice`}
                value={o}
                disabled={disabled}
                checked={f.fieldInputType === "Radio" ? text === o : list.includes(o)}
                onChange={() => (f.fieldInputType === "Radio" ? setAnswer(o) : toggle(o))}
              />
              {o}
            </label>
          ))}
          {message}
        </fieldset>
      );
    case "Chips":
      return (
        <fieldset className="field choice-group" key={f.id} aria-describedby={errorId}>
          <legend>{label}</legend>
          <div className="chips">
            {f.fieldValue.map((o) => (
              <button
                type="button"
                key={o}
                className="chip"
                aria-pressed={list.includes(o)}
                disabled={disabled}
                onClick={() => toggle(o)}
              >
                {o}
              </button>
            ))}
          </div>
          {message}
        </fieldset>
      );
  }
}

function autoCompleteFor(f: FormField): string | undefined {
  const label = f.fieldLabel.toLowerCase();
  if (f.validationType === "Email") return "email";
  if (f.validationType === "Phone" && !label.includes("customer")) return "tel";
  if (f.validationType === "Zip") return "postal-code";
  if (label === "first name") return "given-name";
  if (label === "last name") return "family-name";
  return undefined;
}

/** The body the API expects: the spec's label/value list, file entries flagged. */
export function entriesOf(fields: FormField[], values: DynamicValues) {
  return fields.map((f) => ({
    id: f.id,
    label: f.fieldLabel,
    value: values.answers[f.id] ?? (isMultiValue(f) || f.fieldInputType === "FileUpload" ? [] : ""),
    ...(f.fieldInputType === "FileUpload" ? { isFile: true } : {}),
  }));
}

/** Files as the outbox stores them (Blobs), under `files.<field id>`. */
export function outboxFilesOf(values: DynamicValues) {
  return Object.entries(values.files).flatMap(([id, files]) =>
    files.map((file) => ({ field: `files.${id}`, name: file.name, type: file.type, blob: file as Blob })),
  );
}
