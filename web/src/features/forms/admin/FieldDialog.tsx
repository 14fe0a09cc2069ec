import {
  FIELD_TYPES,
  type FieldType,
  type FormField,
  type FormFieldInput,
  type FormPage,
  type InputType,
  MULTI_VALUE_INPUT_TYPES,
  OPTION_INPUT_TYPES,
  SINGLE_VALUE_INPUT_TYPES,
  VALIDATION_TYPES,
  type ValidationType,
  validateFieldInput,
} from "@hpm/contracts";
import { type FormEvent, useId, useState } from "react";
import { Modal } from "../../../components/Modal";
import { ApiError } from "../../../lib/api";
import { useOnline } from "../../../offline/use-online";
import { errorText, OFFLINE_MESSAGE } from "./ConfirmDelete";
import { useSaveField } from "./queries";

type Draft = FormFieldInput;

const toDraft = (pageName: FormPage, field: FormField | null): Draft =>
  field
    ? {
        fieldType: field.fieldType,
        fieldInputType: field.fieldInputType,
        fieldLabel: field.fieldLabel,
        fieldValue: [...field.fieldValue],
        placeHolder: field.placeHolder,
        requiredStatus: field.requiredStatus,
        validationType: field.validationType,
        pageName,
      }
    : {
        fieldType: "",
        fieldInputType: "",
        fieldLabel: "",
        fieldValue: [],
        placeHolder: "",
        requiredStatus: 0,
        validationType: "None",
        pageName,
      };

const inputTypesFor = (fieldType: FieldType | "") =>
  fieldType === "Multi-Value" ? MULTI_VALUE_INPUT_TYPES : fieldType === "Single Value" ? SINGLE_VALUE_INPUT_TYPES : [];

interface FieldDialogProps {
  pageName: FormPage;
  field: FormField | null;
  onClose: () => void;
  beforeSave?: () => void;
}

const fieldIds = (id: string) =>
  ({
    fieldType: `${id}-type`,
    fieldInputType: `${id}-input`,
    fieldLabel: `${id}-label`,
    fieldValue: `${id}-option`,
    placeHolder: `${id}-placeholder`,
    requiredStatus: `${id}-required`,
    validationType: `${id}-validation`,
  }) as const;

type FieldKey = keyof ReturnType<typeof fieldIds>;

/** The draft to save: an option typed but not yet added counts; a field without options keeps none. */
const inputOf = (draft: Draft, option: string, takesOptions: boolean): Draft => {
  const pending = option.trim();
  return {
    ...draft,
    fieldValue: takesOptions
      ? pending && !draft.fieldValue.includes(pending)
        ? [...draft.fieldValue, pending]
        : draft.fieldValue
      : [],
  };
};

/** The dialog's draft, its validation messages and its save (which keeps the version it overwrites). */
function useFieldForm({ pageName, field, beforeSave }: Omit<FieldDialogProps, "onClose">) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(pageName, field));
  const [option, setOption] = useState("");
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveField(pageName);
  // the version this dialog opened; after a 409 it is the other editor's, so saving again saves over it deliberately
  const [base, setBase] = useState(field?.updatedAt);
  const online = useOnline();
  const id = useId();
  const ids = fieldIds(id);
  const errorId = `${id}-error`;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const takesOptions = draft.fieldType === "Multi-Value" || OPTION_INPUT_TYPES.includes(draft.fieldInputType as InputType);

  const addOption = () => {
    const value = option.trim();
    if (value && !draft.fieldValue.includes(value)) set("fieldValue", [...draft.fieldValue, value]);
    setOption("");
  };

  const submit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    if (!online || save.isPending) return;
    const input = inputOf(draft, option, takesOptions);
    const invalid = validateFieldInput(input);
    setError(invalid);
    if (invalid) {
      document.getElementById(ids[invalid.field as FieldKey] ?? "")?.focus();
      return;
    }
    beforeSave?.();
    try {
      await save.mutateAsync({ id: field?.id, input, baseUpdatedAt: base });
      close();
    } catch (err) {
      const current = err instanceof ApiError && err.status === 409 ? (err.body.current as { UpdatedAt?: string }) : null;
      if (current?.UpdatedAt) setBase(current.UpdatedAt);
      setError({ field: "", message: errorText(err) });
    }
  };

  const invalid = (key: FieldKey) => error?.field === key;
  const described = (key: FieldKey) => (invalid(key) ? { "aria-invalid": true as const, "aria-describedby": errorId } : {});
  const message = (key: FieldKey) =>
    invalid(key) && (
      <p id={errorId} className="field-error" role="alert">
        {error?.message}
      </p>
    );

  return {
    draft,
    setDraft,
    set,
    option,
    setOption,
    addOption,
    takesOptions,
    error,
    save,
    online,
    ids,
    submit,
    described,
    message,
  };
}

type FieldForm = ReturnType<typeof useFieldForm>;

export function FieldDialog({ pageName, field, onClose, beforeSave }: FieldDialogProps) {
  const form = useFieldForm({ pageName, field, beforeSave });
  const { draft, set, ids, error, save, online, described, message } = form;

  return (
    <Modal title={field ? "Edit Field" : "Add Field"} onClose={onClose}>
      {(close) => (
        <form onSubmit={(e) => void form.submit(e, close)} noValidate>
          <div className="modal-body field-dialog">
            {!online && <p className="notice">{OFFLINE_MESSAGE}</p>}
            <TypeSelects form={form} />
            <div className="field">
              <label htmlFor={ids.fieldLabel}>Label</label>
              <input
                id={ids.fieldLabel}
                type="text"
                maxLength={200}
                value={draft.fieldLabel}
                {...described("fieldLabel")}
                onChange={(e) => set("fieldLabel", e.target.value)}
              />
            </div>
            {message("fieldLabel")}
            {form.takesOptions && <OptionsFieldset form={form} />}
            <FieldSettings form={form} />
            {error?.field === "" && (
              <p className="field-error" role="alert">
                {error.message}
              </p>
            )}
          </div>
          <div className="modal-foot form-actions">
            <button type="submit" className="btn btn-accent" disabled={save.isPending || !online}>
              {save.isPending ? "Saving.." : field ? "Save" : "Add"}
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Field Type, then the Input Types it allows (a change of type drops an input type it does not allow). */
function TypeSelects({ form: { draft, setDraft, set, ids, described, message } }: { form: FieldForm }) {
  return (
    <>
      <div className="field">
        <label htmlFor={ids.fieldType}>Field Type</label>
        <select
          id={ids.fieldType}
          value={draft.fieldType}
          {...described("fieldType")}
          onChange={(e) => {
            const fieldType = e.target.value as FieldType | "";
            setDraft((d) => ({
              ...d,
              fieldType,
              fieldInputType: inputTypesFor(fieldType).includes(d.fieldInputType as InputType) ? d.fieldInputType : "",
            }));
          }}
        >
          <option value="">Select field type</option>
          {FIELD_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      {message("fieldType")}
      <div className="field">
        <label htmlFor={ids.fieldInputType}>Input Type</label>
        <select
          id={ids.fieldInputType}
          value={draft.fieldInputType}
          {...described("fieldInputType")}
          onChange={(e) => set("fieldInputType", e.target.value as InputType | "")}
        >
          <option value="">{draft.fieldType ? "Select input type" : "Select a field type first"}</option>
          {inputTypesFor(draft.fieldType).map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      {message("fieldInputType")}
    </>
  );
}

function OptionsFieldset({ form: { draft, set, option, setOption, addOption, ids, described, message } }: { form: FieldForm }) {
  return (
    <fieldset className="group field-options">
      <legend>Options</legend>
      {draft.fieldValue.length > 0 && (
        <ul className="chips" aria-label="Options">
          {draft.fieldValue.map((v) => (
            <li key={v} className="chip">
              <span>{v}</span>
              <button
                type="button"
                aria-label={`Remove option ${v}`}
                onClick={() =>
                  set(
                    "fieldValue",
                    draft.fieldValue.filter((x) => x !== v),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="option-add">
        <div className="field">
          <label htmlFor={ids.fieldValue}>New option</label>
          <input
            id={ids.fieldValue}
            type="text"
            maxLength={200}
            value={option}
            {...described("fieldValue")}
            onChange={(e) => setOption(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addOption();
              }
            }}
          />
        </div>
        <button type="button" className="btn btn-light btn-small" onClick={addOption}>
          Add option
        </button>
      </div>
      {message("fieldValue")}
    </fieldset>
  );
}

/** Placeholder, Required and Validation Type. */
function FieldSettings({ form: { draft, set, ids } }: { form: FieldForm }) {
  return (
    <>
      <div className="field">
        <label htmlFor={ids.placeHolder}>Placeholder</label>
        <input
          id={ids.placeHolder}
          type="text"
          maxLength={200}
          value={draft.placeHolder}
          onChange={(e) => set("placeHolder", e.target.value)}
        />
      </div>
      <div className="field check">
        <input
          id={ids.requiredStatus}
          type="checkbox"
          role="switch"
          aria-checked={draft.requiredStatus === 1}
          checked={draft.requiredStatus === 1}
          onChange={(e) => set("requiredStatus", e.target.checked ? 1 : 0)}
        />
        <label htmlFor={ids.requiredStatus}>Required</label>
      </div>
      <div className="field">
        <label htmlFor={ids.validationType}>Validation Type</label>
        <select
          id={ids.validationType}
          value={draft.validationType}
          onChange={(e) => set("validationType", e.target.value as ValidationType)}
        >
          {VALIDATION_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
    </>
  );
}
