import type { FieldDef, FieldKind } from "@hpm/contracts";
import type { ReactNode } from "react";
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

interface WidgetProps extends Omit<FieldWidgetProps, "error"> {
  errorId: string | undefined;
  aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
}

function TextWidget({ field, id, value, onChange, aria }: WidgetProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
        inputMode={field.kind === "url" ? "url" : undefined}
        value={value}
        maxLength={field.maxLength}
        onChange={(e) => onChange({ value: e.target.value })}
        {...aria}
      />
    </div>
  );
}

function MultilineWidget({ field, id, value, onChange, aria, rows = 4 }: WidgetProps) {
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

function LinkWidget({ field, id, value, link, onChange, errorId, aria }: WidgetProps) {
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

function CheckWidget({ field, id, value, onChange, aria }: WidgetProps) {
  const [on, off] = field.kind === "status" ? ["true", "false"] : ["1", "0"];
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

function ChoiceWidget({ field, id, value, onChange, aria }: WidgetProps) {
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

const WIDGETS: Partial<Record<FieldKind, (props: WidgetProps) => ReactNode>> = {
  text: TextWidget,
  url: TextWidget,
  multiline: MultilineWidget,
  link: LinkWidget,
  status: CheckWidget,
  flag: CheckWidget,
  choice: ChoiceWidget,
  richText: ({ field, id, value, onChange, aria }) => (
    <RichTextField id={id} label={field.label} value={value} onChange={(v) => onChange({ value: v })} {...aria} />
  ),
  image: ({ field, id, value, onChange, errorId, aria, disabled }) => (
    <ImageField
      id={id}
      label={field.label}
      value={value}
      onChange={(v) => onChange({ value: v })}
      errorId={errorId}
      invalid={Boolean(aria["aria-invalid"])}
      disabled={disabled}
    />
  ),
  pdf: ({ field, id, value, onChange, errorId, aria, disabled }) => (
    <PdfField
      id={id}
      label={field.label}
      value={value}
      onChange={(path, name) => onChange({ value: path, fileName: name })}
      errorId={errorId}
      invalid={Boolean(aria["aria-invalid"])}
      disabled={disabled}
    />
  ),
};

/** The input of one content field, chosen by its kind, with its error message below. */
export function FieldWidget({ error, ...props }: FieldWidgetProps) {
  const errorId = error ? `${props.id}-error` : undefined;
  const Widget = WIDGETS[props.field.kind] ?? TextWidget;
  return (
    <div className={props.field.kind === "link" ? "link-field" : undefined}>
      <Widget {...props} errorId={errorId} aria={{ "aria-invalid": error ? true : undefined, "aria-describedby": errorId }} />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
