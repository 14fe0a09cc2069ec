import { type Answer, type FormField, type FormPage, validateAnswers } from "@hpm/contracts";
import { useEffect, useState } from "react";
import type { OutboxItem } from "../../offline/outbox";
import { type DynamicValues, emptyValues, fileError, initialValues } from "./DynamicForm";
import { useFormFields } from "./form-query";

/** State of a page's dynamic form: definition (cached offline), answers, files and the spec's messages. */
export function useDynamicForm(pageName: FormPage) {
  const query = useFormFields(pageName);
  const fields: FormField[] = query.data ?? [];
  const [values, setValues] = useState<DynamicValues>(emptyValues);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (query.data && !ready) {
      setValues(initialValues(query.data));
      setReady(true);
    }
  }, [query.data, ready]);

  const validate = () => {
    const next = validateAnswers(fields, values.answers);
    for (const f of fields) {
      if (f.fieldInputType !== "FileUpload" || next[f.id]) continue;
      const e = fileError(values.files[f.id] ?? []);
      if (e) next[f.id] = e;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const reset = () => {
    setValues(initialValues(fields));
    setErrors({});
  };

  /** Puts a refused submission back into the form, with the server's messages. */
  const restore = (item: OutboxItem, answers: Record<number, Answer>) => {
    const files: Record<number, File[]> = {};
    for (const f of item.files) {
      const id = Number(f.field.replace("files.", ""));
      files[id] = [...(files[id] ?? []), new File([f.blob], f.name, { type: f.type })];
    }
    setValues({ answers, files });
    const serverErrors: Record<number, string> = {};
    for (const e of item.errors ?? []) if (e.path.startsWith("field.")) serverErrors[Number(e.path.slice(6))] = e.message;
    setErrors(serverErrors);
  };

  return { query, fields, values, setValues, errors, validate, reset, restore };
}
