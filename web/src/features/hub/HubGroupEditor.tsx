import { type ContentError, type FieldDef, type ListItem, readList, validateItem } from "@hpm/contracts";
import { hubGroupFields, hubImageGroupFields, hubPdfGroupFields } from "@hpm/contracts/pages/agent-hub";
import { useId, useState } from "react";
import { fieldDomId } from "../../content/form-state";
import { ItemFields } from "../../content/ItemFields";
import { type ItemEditorProps, ListEditor } from "../../content/ListEditor";

const pointsField = hubGroupFields.find((f) => f.name === "points") as FieldDef;

function SingleFileGroup({ item, save, close, disabled, fields }: ItemEditorProps & { fields: FieldDef[] }) {
  const formId = useId();
  const [draft, setDraft] = useState<ListItem>(item);
  const [error, setError] = useState<ContentError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const err = validateItem(fields, draft);
    setError(err);
    if (err) {
      document.getElementById(fieldDomId(formId, err.path))?.focus();
      return;
    }
    setBusy(true);
    const ok = await save(draft).finally(() => setBusy(false));
    if (ok) close();
  };
  return (
    <div className="list-form">
      <ItemFields
        fields={fields}
        formId={formId}
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        error={error}
        disabled={disabled}
      />
      <div className="form-actions">
        <button type="button" className="btn" disabled={disabled || busy} onClick={() => void submit()}>
          {busy ? "Saving.." : "Save"}
        </button>
        <button type="button" className="btn btn-light" onClick={() => setDraft(item)}>
          Reset
        </button>
      </div>
    </div>
  );
}

// A Link group edits its points; Pdf and Image groups edit their one file or image.
export function HubGroupEditor(props: ItemEditorProps) {
  const { item, save, disabled } = props;
  if (item.type === "Pdf") return <SingleFileGroup {...props} fields={hubPdfGroupFields} />;
  if (item.type === "Image") return <SingleFileGroup {...props} fields={hubImageGroupFields} />;
  return (
    <ListEditor
      field={{ ...pointsField, label: `Points of ${item.title}` }}
      items={readList(item.points)}
      disabled={disabled}
      onSave={(points) =>
        save({ ...item, points: JSON.stringify(points.map((p) => ({ ...p, type: p.pdfPath ? "Pdf" : "link" }))) })
      }
    />
  );
}
