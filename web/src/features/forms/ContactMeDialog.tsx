import { CONTACT_ME_SUBJECT, type ContactMeInput, HONEYPOT_FIELD, validateContactMe } from "@hpm/contracts";
import { useId, useState } from "react";
import { Modal } from "../../components/Modal";
import { endpointUrl } from "../../lib/api";
import { Honeypot } from "./Honeypot";
import { useFormSubmission } from "./use-form-submission";
import "./forms.css";
import { FieldError } from "./FieldError";

const EMPTY: ContactMeInput = { firstName: "", lastName: "", email: "", phone: "", comments: "" };
const FIELDS: { name: keyof ContactMeInput; label: string; type: string; autoComplete?: string; required: boolean }[] = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name", required: true },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", required: true },
  { name: "comments", label: "Comments", type: "textarea", required: false },
];

/** Contact Me on an agent's profile (spec/3): anyone can use it; it goes through the outbox like every form. */
export default function ContactMeDialog({
  agent,
  onClose,
  onDone,
}: {
  agent: { email: string; title: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <Modal title={`Contact ${agent.title}`} onClose={onClose}>
      {(close) => <ContactMeForm agent={agent} close={close} onDone={onDone} />}
    </Modal>
  );
}

function ContactMeField({
  field: f,
  id,
  value,
  error,
  disabled,
  onChange,
}: {
  field: (typeof FIELDS)[number];
  id: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    value,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": f.required || undefined,
  } as const;
  return (
    <div className={`field ${f.type === "textarea" ? "span-2" : ""}`}>
      <label htmlFor={id}>
        {f.label}
        {f.required && <span aria-hidden="true"> *</span>}
      </label>
      {f.type === "textarea" ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={f.type} autoComplete={f.autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function ContactMeForm({
  agent,
  close,
  onDone,
}: {
  agent: { email: string; title: string };
  close: () => void;
  onDone: (message: string) => void;
}) {
  const [values, setValues] = useState<ContactMeInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMeInput, string>>>({});
  const [serverError, setServerError] = useState("");
  const formId = useId();
  const { honey, setHoney, busy, submit, notice } = useFormSubmission({
    validate: () => {
      const found = validateContactMe(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    onStart: () => setServerError(""),
    item: (website) => ({
      kind: "contactMe",
      label: `Contact Me — ${agent.title}`,
      url: endpointUrl("submitContactMe"),
      encoding: "json",
      fields: {},
      json: { to: agent.email, name: agent.title, subject: CONTACT_ME_SUBJECT, body: values, [HONEYPOT_FIELD]: website },
      files: [],
    }),
    onDone: (message) => {
      setValues(EMPTY);
      onDone(message);
      close();
    },
    onRejected: setServerError,
  });

  return (
    <form className="modal-body site-form" noValidate onSubmit={submit}>
      <div className="form-row two">
        {FIELDS.map((f) => (
          <ContactMeField
            key={f.name}
            field={f}
            id={`${formId}-${f.name}`}
            value={values[f.name]}
            error={errors[f.name]}
            disabled={busy}
            onChange={(v) => setValues((c) => ({ ...c, [f.name]: v }))}
          />
        ))}
      </div>
      <Honeypot value={honey} onChange={setHoney} />
      <FieldError alert>{serverError}</FieldError>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {busy ? "Sending…" : "Submit"}
        </button>
        <button type="button" className="btn btn-light" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
