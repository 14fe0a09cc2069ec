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
import { type ReactNode, useId } from "react";
import { FieldError } from "./FieldError";

export interface DynamicValues {
  answers: Record<number, Answer>;
  files: Record<number, File[]>;
}

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

/** The client-side file rules (the server checks the bytes again). */
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
    const e = fileError(values.files[f.id] ?? []);
    if (e) errors[f.id] = e;
  }
  return errors;
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
  const setAnswer = (id: number, value: Answer) => onChange({ ...values, answers: { ...values.answers, [id]: value } });
  const setFiles = (id: number, files: File[]) =>
    onChange({
      answers: { ...values.answers, [id]: files.map((f) => f.name) },
      files: { ...values.files, [id]: files },
    });

  const renderField = (f: FormField) => {
    const id = `${formId}-f${f.id}`;
    const error = errors[f.id];
    const errorId = error ? `${id}-error` : undefined;
    const value = values.answers[f.id];
    const list = Array.isArray(value) ? value : [];
    const required = f.requiredStatus === 1;
    const view: FieldView = {
      f,
      id,
      error,
      errorId,
      text: typeof value === "string" ? value : "",
      list,
      files: values.files[f.id] ?? [],
      disabled,
      common: {
        id,
        name: `field-${f.id}`,
        disabled,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": errorId,
        "aria-required": required || undefined,
      },
      label: (
        <>
          {f.fieldLabel}
          {required && <span aria-hidden="true"> *</span>}
        </>
      ),
      message: <FieldError id={errorId}>{error}</FieldError>,
      setAnswer: (next) => setAnswer(f.id, next),
      setFiles: (files) => setFiles(f.id, files),
      toggle: (option) => setAnswer(f.id, list.includes(option) ? list.filter((v) => v !== option) : [...list, option]),
    };
    return <DynamicField key={f.id} {...view} />;
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

/** What every field's input needs: its field, ids, current answer, label, message and setters. */
interface FieldView {
  f: FormField;
  id: string;
  error: string | undefined;
  errorId: string | undefined;
  text: string;
  list: string[];
  files: File[];
  disabled: boolean | undefined;
  common: {
    id: string;
    name: string;
    disabled: boolean | undefined;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    "aria-required": true | undefined;
  };
  label: ReactNode;
  message: ReactNode;
  setAnswer: (value: Answer) => void;
  setFiles: (files: File[]) => void;
  toggle: (option: string) => void;
}

function DynamicField(view: FieldView) {
  switch (view.f.fieldInputType) {
    case "Textarea":
      return <TextareaField {...view} />;
    case "Date":
      return <DateField {...view} />;
    case "Select":
      return <SelectField {...view} />;
    case "MultiSelect":
      return <MultiSelectField {...view} />;
    case "FileUpload":
      return <FileUploadField {...view} />;
    case "Switch":
      return <SwitchField {...view} />;
    case "Radio":
    case "Checkbox":
      return <ChoiceField {...view} />;
    case "Chips":
      return <ChipsField {...view} />;
    default:
      return <TextField {...view} />;
  }
}

function TextareaField({ f, id, common, label, message, text, setAnswer }: FieldView) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea {...common} rows={4} placeholder={f.placeHolder} value={text} onChange={(e) => setAnswer(e.target.value)} />
      {message}
    </div>
  );
}

function DateField({ id, common, label, message, text, setAnswer }: FieldView) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...common} type="date" value={text} onChange={(e) => setAnswer(e.target.value)} />
      {message}
    </div>
  );
}

function SelectField({ f, id, common, label, message, text, setAnswer }: FieldView) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...common} value={text} onChange={(e) => setAnswer(e.target.value)}>
        <option value="">{f.placeHolder || "Select…"}</option>
        {f.fieldValue.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}

function MultiSelectField({ f, id, common, label, message, list, setAnswer }: FieldView) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...common} multiple value={list} onChange={(e) => setAnswer([...e.target.selectedOptions].map((o) => o.value))}>
        {f.fieldValue.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}

function FileUploadField({ id, common, label, message, files, setFiles }: FieldView) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...common}
        type="file"
        multiple
        accept={ATTACHMENT_MIME_TYPES.join(",")}
        onChange={(e) => setFiles([...(e.target.files ?? [])])}
      />
      <p className="field-hint">JPEG, PNG or PDF, up to 5 MB each, at most {ATTACHMENT_MAX_FILES} files.</p>
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
            </li>
          ))}
        </ul>
      )}
      {message}
    </div>
  );
}

function SwitchField({ f, id, errorId, disabled, label, message, text, setAnswer }: FieldView) {
  const [off = "", on = ""] = f.fieldValue;
  const checked = text === on;
  return (
    <div className="field">
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

/** Radio buttons or checkboxes, one per option. */
function ChoiceField({ f, id, error, errorId, disabled, label, message, text, list, setAnswer, toggle }: FieldView) {
  const radio = f.fieldInputType === "Radio";
  return (
    <fieldset className="field choice-group" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      {f.fieldValue.map((o) => (
        <label key={o} className="choice">
          <input
            type={radio ? "radio" : "checkbox"}
            name={`${id}-choice`}
            value={o}
            disabled={disabled}
            checked={radio ? text === o : list.includes(o)}
            onChange={() => (radio ? setAnswer(o) : toggle(o))}
          />
          {o}
        </label>
      ))}
      {message}
    </fieldset>
  );
}

function ChipsField({ f, errorId, disabled, label, message, list, toggle }: FieldView) {
  return (
    <fieldset className="field choice-group" aria-describedby={errorId}>
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

function TextField({ f, id, common, label, message, text, setAnswer }: FieldView) {
  return (
    <div className="field">
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
