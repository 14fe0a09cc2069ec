import {
  AGENT_STATES,
  type Agent,
  type AgentInput,
  DEFAULT_AGENT_STATE,
  type OfficeHoursRow,
  validateAgent,
} from "@hpm/contracts";
import { type FormEvent, useId, useState } from "react";
import { Modal } from "../../components/Modal";
import { ImageField } from "../../content/ImageField";
import { ApiError } from "../../lib/api";
import { useOnline } from "../../offline/use-online";
import { AgentHistory } from "./AgentHistory";
import { useSaveAgent } from "./admin-queries";

const EMPTY: AgentInput = {
  email: "",
  title: "",
  image: "",
  address: "",
  address2: "",
  mobile: "",
  phone: "",
  aboutMe: "",
  lat: null,
  lng: null,
  city: "",
  state: DEFAULT_AGENT_STATE,
  zip: "",
  map: "",
  website2: "",
  table: [],
};

// office hours rows get a key of their own while edited (the server takes the rows without it)
type HoursRow = OfficeHoursRow & { key: string };
type AgentForm = Omit<AgentInput, "table"> & { table: HoursRow[] };

let rowCount = 0;
const hoursRow = (row: OfficeHoursRow): HoursRow => ({ ...row, key: `row-${++rowCount}` });

const toForm = (agent: Agent | null): AgentForm => {
  if (!agent) return { ...EMPTY, table: [] };
  const { agentSearchAddress: _derived, updatedAt: _version, ...rest } = agent;
  return { ...rest, table: agent.table.map(hoursRow) };
};

const toInput = (form: AgentForm): AgentInput => ({ ...form, table: form.table.map(({ key: _, ...row }) => row) });

type TextKey = "title" | "email" | "mobile" | "phone" | "address" | "address2" | "city" | "zip" | "aboutMe";
const TEXT_FIELDS: { key: TextKey; label: string; multiline?: boolean; type?: string }[] = [
  { key: "title", label: "Name" },
  { key: "email", label: "Email", type: "email" },
  { key: "mobile", label: "Office phone", type: "tel" },
  { key: "phone", label: "Second phone / fax", type: "tel" },
  { key: "address", label: "Address" },
  { key: "address2", label: "Address 2" },
  { key: "city", label: "City" },
  { key: "zip", label: "ZIP code" },
  { key: "aboutMe", label: "About me", multiline: true },
];

type FieldError = { path: string; message: string };
type SetField = <K extends keyof AgentForm>(key: K, value: AgentForm[K]) => void;

const coord = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? null : Number(value));

function TextFields({ id, form, error, set }: { id: string; form: AgentForm; error: FieldError | null; set: SetField }) {
  const errorId = `${id}-error`;
  return (
    <>
      {TEXT_FIELDS.map((f) => {
        const invalid = error?.path === f.key;
        const common = {
          id: `${id}-${f.key}`,
          value: form[f.key],
          "aria-invalid": invalid || undefined,
          "aria-describedby": invalid ? errorId : undefined,
        };
        return (
          <div className="field" key={f.key}>
            <label htmlFor={common.id}>{f.label}</label>
            {f.multiline ? (
              <textarea {...common} rows={4} onChange={(e) => set(f.key, e.target.value)} />
            ) : (
              <input {...common} type={f.type ?? "text"} onChange={(e) => set(f.key, e.target.value)} />
            )}
            {invalid && (
              <p id={errorId} className="field-error" role="alert">
                {error.message}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

function StateField({ id, value, onChange }: { id: string; value: string; onChange: (state: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={`${id}-state`}>State</label>
      <select id={`${id}-state`} value={value} onChange={(e) => onChange(e.target.value)}>
        {AGENT_STATES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
    </div>
  );
}

/** Uncontrolled (what is typed stays as typed); remounted with a new key when a restore replaces the form. */
function CoordinateFields({ id, form, set }: { id: string; form: AgentForm; set: SetField }) {
  return (
    <div className="agent-admin-coords">
      <div className="field">
        <label htmlFor={`${id}-lat`}>Latitude</label>
        <input
          id={`${id}-lat`}
          type="text"
          inputMode="decimal"
          defaultValue={form.lat ?? ""}
          onChange={(e) => set("lat", coord(e.target.value))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-lng`}>Longitude</label>
        <input
          id={`${id}-lng`}
          type="text"
          inputMode="decimal"
          defaultValue={form.lng ?? ""}
          onChange={(e) => set("lng", coord(e.target.value))}
        />
      </div>
    </div>
  );
}

interface OfficeHoursFieldsProps {
  id: string;
  rows: HoursRow[];
  onRowChange: (i: number, patch: Partial<OfficeHoursRow>) => void;
  onRowsChange: (rows: HoursRow[]) => void;
}

function OfficeHoursFields({ id, rows, onRowChange, onRowsChange }: OfficeHoursFieldsProps) {
  return (
    <fieldset className="agent-admin-hours">
      <legend>Office hours</legend>
      {rows.map((row, i) => (
        <div className="agent-admin-row" key={row.key}>
          <div className="field">
            <label htmlFor={`${id}-day-${i}`}>Day {i + 1}</label>
            <input
              id={`${id}-day-${i}`}
              type="text"
              value={row.column1}
              onChange={(e) => onRowChange(i, { column1: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-time-${i}`}>Time {i + 1}</label>
            <input
              id={`${id}-time-${i}`}
              type="text"
              value={row.column2}
              onChange={(e) => onRowChange(i, { column2: e.target.value })}
            />
          </div>
          <button type="button" className="btn btn-light btn-small" onClick={() => onRowsChange(rows.filter((_, j) => j !== i))}>
            Remove row {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-light btn-small"
        onClick={() => onRowsChange([...rows, hoursRow({ column1: "", column2: "" })])}
      >
        Add office hours row
      </button>
    </fieldset>
  );
}

interface AdminActionsProps {
  editing: boolean;
  saving: boolean;
  online: boolean;
  showHistory: boolean;
  onReset: () => void;
  onCancel: () => void;
  onToggleHistory: () => void;
}

function AdminActions({ editing, saving, online, showHistory, onReset, onCancel, onToggleHistory }: AdminActionsProps) {
  return (
    <div className="modal-foot form-actions">
      <button type="submit" className="btn btn-accent" disabled={saving || !online}>
        {saving ? "Saving.." : editing ? "Save" : "Add"}
      </button>
      <button type="button" className="btn btn-light" onClick={onReset}>
        Reset
      </button>
      <button type="button" className="btn btn-light" onClick={onCancel}>
        Cancel
      </button>
      {editing && (
        <button type="button" className="btn btn-light" aria-expanded={showHistory} onClick={onToggleHistory}>
          History
        </button>
      )}
    </div>
  );
}

/** Saving the form: its check, the save, and the version saved over (issue 18). */
function useAgentSave(agent: Agent | null, id: string) {
  const [error, setError] = useState<FieldError | null>(null);
  const save = useSaveAgent();
  // the version this dialog opened (issue 18); after a 409 it is the other editor's, so saving again saves over it
  const [base, setBase] = useState(agent?.updatedAt);

  const submit = async (e: FormEvent, form: AgentForm, close: () => void) => {
    e.preventDefault();
    const content = toInput(form);
    const invalid = validateAgent(content);
    setError(invalid);
    if (invalid) {
      document.getElementById(`${id}-${invalid.path}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync({ content, ...(agent ? { primaryKey: agent.email, baseUpdatedAt: base } : {}) });
      close();
    } catch (err) {
      showError(err);
    }
  };

  function showError(err: unknown) {
    const current = err instanceof ApiError && err.status === 409 ? (err.body.current as { updatedAt?: string }) : null;
    if (current?.updatedAt) setBase(current.updatedAt);
    setError({ path: "", message: err instanceof ApiError ? err.message : "Saving failed. Please try again." });
  }

  return { saving: save.isPending, error, setError, base, setBase, submit, showError };
}

export default function AgentAdmin({ agent, onClose }: { agent: Agent | null; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState<AgentForm>(() => toForm(agent));
  const { saving, error, setError, base, setBase, submit, showError } = useAgentSave(agent, id);
  const [showHistory, setShowHistory] = useState(false);
  // bumped when a restore replaces the form, so the uncontrolled coordinate inputs show the restored values
  const [revision, setRevision] = useState(0);
  const online = useOnline();

  const set: SetField = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const setRow = (i: number, patch: Partial<OfficeHoursRow>) =>
    setForm((f) => ({ ...f, table: f.table.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const restored = (version: Agent) => {
    setForm(toForm(version));
    setBase(version.updatedAt);
    setError(null);
    setRevision((r) => r + 1);
  };

  return (
    <Modal title={agent ? "Edit Agent" : "Add Agent"} onClose={onClose}>
      {(close) => (
        <form onSubmit={(e) => void submit(e, form, close)} noValidate>
          <div className="modal-body agent-admin">
            {!online && <p className="notice">You are offline. Editing needs a connection.</p>}
            <ImageField id={`${id}-image`} label="Image" value={form.image} onChange={(path) => set("image", path)} />
            <TextFields id={id} form={form} error={error} set={set} />
            <StateField id={id} value={form.state} onChange={(state) => set("state", state)} />
            <CoordinateFields key={revision} id={id} form={form} set={set} />
            <OfficeHoursFields id={id} rows={form.table} onRowChange={setRow} onRowsChange={(rows) => set("table", rows)} />
            {error && error.path === "" && (
              <p className="field-error" role="alert">
                {error.message}
              </p>
            )}
            {agent && showHistory && (
              <AgentHistory
                email={agent.email}
                current={toInput(form)}
                baseUpdatedAt={base}
                onConflict={showError}
                onRestored={restored}
              />
            )}
          </div>
          <AdminActions
            editing={Boolean(agent)}
            saving={saving}
            online={online}
            showHistory={showHistory}
            onReset={() => setForm(toForm(null))}
            onCancel={close}
            onToggleHistory={() => setShowHistory((v) => !v)}
          />
        </form>
      )}
    </Modal>
  );
}
