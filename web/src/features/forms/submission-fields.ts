import type { Answer, FormField } from "@hpm/contracts";

const answerText = (a: Answer | undefined) => (Array.isArray(a) ? a.join(", ") : (a ?? "")).trim();

/** The person's name and e-mail as the spec's multipart bodies carry them (taken from the answers). */
export function nameAndEmail(fields: FormField[], answers: Record<number, Answer>) {
  const byLabel = (label: string) => fields.find((f) => f.fieldLabel.toLowerCase() === label);
  const first = byLabel("first name");
  const last = byLabel("last name");
  const firstText = fields.find((f) => ["Textbox", "TextboxSingle"].includes(f.fieldInputType));
  const name =
    first || last
      ? [answerText(first && answers[first.id]), answerText(last && answers[last.id])].filter(Boolean).join(" ")
      : answerText(firstText && answers[firstText.id]);
  const emailField = fields.find((f) => f.validationType === "Email");
  return { name, email: answerText(emailField && answers[emailField.id]) };
}
