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

export default function AgentAdmin({ agent, onClose }: { agent: Agent | null; onClose: () => void }) {
  const [form, setForm] = useState<AgentForm>(() => toForm(agent));
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const save = useSaveAgent();
  // the version this dialog opened (issue 18); after a 409 it is the other editor's, so saving again saves over it
  const [base, setBase] = useState(agent?.updatedAt);
  const [showHistory, setShowHistory] = useState(false);
  // bumped when a restore replaces the form, so the uncontrolled coordinate inputs show the restored values
  const [revision, setRevision] = useState(0);
  const online = useOnline();
  const id = useId();
  const errorId = `${id}-error`;

  const set = <K extends keyof AgentForm>(key: K, value: AgentForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setRow = (i: number, patch: Partial<OfficeHoursRow>) =>
    setForm((f) => ({ ...f, table: f.table.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  const submit = async (e: FormEvent, close: () => void) => {
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

  const coord = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? null : Number(value));

  return (
    <Modal title={agent ? "Edit Agent" : "Add Agent"} onClose={onClose}>
      {(close) => (
        <form onSubmit={(e) => void submit(e, close)} noValidate>
          <div className="modal-body agent-admin">
            {!online && <p className="notice">You are offline. Editing needs a connection.</p>}
            <ImageField id={`${id}-image`} label="Image" value={form.image} onChange={(path) => set("image", path)} />
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
            <div className="field">
              <label htmlFor={`${id}-state`}>State</label>
              <select id={`${id}-state`} value={form.state} onChange={(e) => set("state", e.target.value)}>
                {AGENT_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
            <div className="agent-admin-coords" key={revision}>
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
            <fieldset className="agent-admin-hours">
              <legend>Office hours</legend>
              {form.table.map((row, i) => (
                <div className="agent-admin-row" key={row.key}>
                  <div className="field">
                    <label htmlFor={`${id}-day-${i}`}>Day {i + 1}</label>
                    <input
                      id={`${id}-day-${i}`}
                      type="text"
                      value={row.column1}
                      onChange={(e) => setRow(i, { column1: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-time-${i}`}>Time {i + 1}</label>
                    <input
                      id={`${id}-time-${i}`}
                      type="text"
                      value={row.column2}
                      onChange={(e) => setRow(i, { column2: e.target.value })}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-light btn-small"
                    onClick={() =>
                      set(
                        "table",
                        form.table.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove row {i + 1}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="btn btn-light btn-small"
                onClick={() => set("table", [...form.table, hoursRow({ column1: "", column2: "" })])}
              >
                Add office hours row
              </button>
            </fieldset>
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
                onRestored={(restored) => {
                  setForm(toForm(restored));
                  setBase(restored.updatedAt);
                  setError(null);
                  setRevision((r) => r + 1);
                }}
              />
            )}
          </div>
          <div className="modal-foot form-actions">
            <button type="submit" className="btn btn-accent" disabled={save.isPending || !online}>
              {save.isPending ? "Saving.." : agent ? "Save" : "Add"}
            </button>
            <button type="button" className="btn btn-light" onClick={() => setForm(toForm(null))}>
              Reset
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              Cancel
            </button>
            {agent && (
              <button
                type="button"
                className="btn btn-light"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((v) => !v)}
              >
                History
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
