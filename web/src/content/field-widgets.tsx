import type { FieldDef, Toggle } from "@hpm/contracts";
import type { HTMLAttributes } from "react";
import { ImageField } from "./ImageField";
import { PdfField } from "./PdfField";
import { RichTextField } from "./RichTextField";

/** What a widget changed: the value, a link field's URL, or an uploaded file's original name beside its path. */
export interface FieldChange {
  value?: string;
  link?: string;
  fileName?: string;
}

export interface FieldWidgetProps {
  field: FieldDef;
  id: string;
  value: string;
  link?: string;
  onChange: (change: FieldChange) => void;
  error?: string;
  /** Disables the uploads of image and PDF fields (typed fields stay editable offline). */
  disabled?: boolean;
  /** Rows of a multiline field's text area. */
  rows?: number;
}

/** What each kind's widget (editor-kinds.tsx) gets; FieldWidget shows the error message below it. */
export interface WidgetProps extends Omit<FieldWidgetProps, "error"> {
  errorId: string | undefined;
  aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
}

export function TextWidget({
  field,
  id,
  value,
  onChange,
  aria,
  inputMode,
}: WidgetProps & { inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"] }) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        value={value}
        maxLength={field.maxLength}
        onChange={(e) => onChange({ value: e.target.value })}
        {...aria}
      />
    </div>
  );
}

export function MultilineWidget({ field, id, value, onChange, aria, rows = 4 }: WidgetProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={field.maxLength}
        onChange={(e) => onChange({ value: e.target.value })}
        {...aria}
      />
    </div>
  );
}

export function LinkWidget({ field, id, value, link, onChange, errorId, aria }: WidgetProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{field.label} text</label>
        <input
          id={id}
          type="text"
          value={value}
          maxLength={field.maxLength}
          onChange={(e) => onChange({ value: e.target.value })}
          aria-describedby={errorId}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-link`}>{field.label} URL</label>
        <input
          id={`${id}-link`}
          type="text"
          inputMode="url"
          value={link ?? ""}
          maxLength={2000}
          onChange={(e) => onChange({ link: e.target.value })}
          {...aria}
        />
      </div>
    </>
  );
}

export function CheckWidget({ field, id, value, onChange, aria, toggle: { on, off } }: WidgetProps & { toggle: Toggle }) {
  return (
    <div className="field check">
      <input
        id={id}
        type="checkbox"
        checked={value === on}
        onChange={(e) => onChange({ value: e.target.checked ? on : off })}
        {...aria}
      />
      <label htmlFor={id}>{field.label}</label>
    </div>
  );
}

export function ChoiceWidget({ field, id, value, onChange, aria }: WidgetProps) {
  const options = field.options ?? [];
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <select id={id} value={value} onChange={(e) => onChange({ value: e.target.value })} {...aria}>
        {!options.includes(field.default ?? "") && <option value="">Select…</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RichTextWidget({ field, id, value, onChange, aria }: WidgetProps) {
  return <RichTextField id={id} label={field.label} value={value} onChange={(v) => onChange({ value: v })} {...aria} />;
}

export function ImageWidget({ field, id, value, onChange, errorId, aria, disabled }: WidgetProps) {
  return (
    <ImageField
      id={id}
      label={field.label}
      value={value}
      onChange={(v) => onChange({ value: v })}
      errorId={errorId}
      invalid={Boolean(aria["aria-invalid"])}
      disabled={disabled}
    />
  );
}

export function PdfWidget({ field, id, value, onChange, errorId, aria, disabled }: WidgetProps) {
  return (
    <PdfField
      id={id}
      label={field.label}
      value={value}
      onChange={(path, name) => onChange({ value: path, fileName: name })}
      errorId={errorId}
      invalid={Boolean(aria["aria-invalid"])}
      disabled={disabled}
    />
  );
}
