import type { ContentError, FieldDef, ListItem } from "@hpm/contracts";
import { fieldDomId } from "./form-state";
import { ImageField } from "./ImageField";
import { PdfField } from "./PdfField";

interface ItemFieldsProps {
  fields: FieldDef[];
  formId: string;
  draft: ListItem;
  onChange: (patch: ListItem) => void;
  error: ContentError | null;
  disabled?: boolean;
}

export function ItemFields({ fields, formId, draft, onChange, error, disabled }: ItemFieldsProps) {
  return fields.map((f) => {
    const id = fieldDomId(formId, f.name);
    const invalid = error?.path === f.name;
    const errorId = invalid ? `${id}-error` : undefined;
    const value = draft[f.name] ?? "";
    const set = (v: string) => onChange({ [f.name]: v });
    const described = { "aria-invalid": invalid || undefined, "aria-describedby": errorId } as const;
    let control: React.ReactNode;
    if (f.kind === "image")
      control = (
        <ImageField
          id={id}
          label={f.label}
          value={value}
          onChange={set}
          errorId={errorId}
          invalid={invalid}
          disabled={disabled}
        />
      );
    else if (f.kind === "pdf")
      control = (
        <PdfField
          id={id}
          label={f.label}
          value={value}
          onChange={(path, name) =>
            onChange({ [f.name]: path, ...(name && "pdfPathData" in draft ? { pdfPathData: name } : {}) })
          }
          errorId={errorId}
          invalid={invalid}
          disabled={disabled}
        />
      );
    else if (f.kind === "status" || f.kind === "flag") {
      const on = f.kind === "status" ? "true" : "1";
      const off = f.kind === "status" ? "false" : "0";
      control = (
        <div className="field check">
          <input id={id} type="checkbox" checked={value === on} onChange={(e) => set(e.target.checked ? on : off)} />
          <label htmlFor={id}>{f.label}</label>
        </div>
      );
    } else if (f.kind === "choice")
      control = (
        <div className="field">
          <label htmlFor={id}>{f.label}</label>
          <select id={id} value={value} onChange={(e) => set(e.target.value)} {...described}>
            {!(f.options ?? []).includes(f.default ?? "") && <option value="">Select…</option>}
            {(f.options ?? []).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
      );
    else
      control = (
        <div className="field">
          <label htmlFor={id}>{f.label}</label>
          {f.kind === "multiline" ? (
            <textarea
              id={id}
              rows={3}
              value={value}
              maxLength={f.maxLength}
              onChange={(e) => set(e.target.value)}
              {...described}
            />
          ) : (
            <input
              id={id}
              type="text"
              value={value}
              maxLength={f.maxLength}
              onChange={(e) => set(e.target.value)}
              {...described}
            />
          )}
        </div>
      );
    return (
      <div key={f.name}>
        {control}
        {invalid && (
          <p id={errorId} className="field-error">
            {error.message}
          </p>
        )}
      </div>
    );
  });
}
