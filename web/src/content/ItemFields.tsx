import type { ContentError, FieldDef, ListItem } from "@hpm/contracts";
import { FieldWidget } from "./editor-kinds";
import { fieldDomId } from "./form-state";

interface ItemFieldsProps {
  fields: FieldDef[];
  formId: string;
  draft: ListItem;
  onChange: (patch: ListItem) => void;
  error: ContentError | null;
  disabled?: boolean;
}

export function ItemFields({ fields, formId, draft, onChange, error, disabled }: ItemFieldsProps) {
  return fields.map((f) => (
    <FieldWidget
      key={f.name}
      field={f}
      id={fieldDomId(formId, f.name)}
      value={draft[f.name] ?? ""}
      onChange={({ value, fileName }) => {
        if (value === undefined) return;
        onChange({ [f.name]: value, ...(fileName && "pdfPathData" in draft ? { pdfPathData: fileName } : {}) });
      }}
      error={error?.path === f.name ? error.message : undefined}
      disabled={disabled}
      rows={3}
    />
  ));
}
