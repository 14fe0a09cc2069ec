import { RichText } from "./RichText";

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export function RichTextField({ id, label, value, onChange, ...aria }: RichTextFieldProps) {
  return (
    <div className="field rich-text-field">
      <label htmlFor={id}>{label} (HTML)</label>
      <textarea id={id} rows={8} value={value} onChange={(e) => onChange(e.target.value)} spellCheck {...aria} />
      <p className="hint">
        Allowed: paragraphs, line breaks, bold, italic, underline, links, lists, headings (h2 to h4) and quotes.
      </p>
      <section className="rich-text-preview" aria-label={`${label} preview`}>
        <RichText html={value} />
      </section>
    </div>
  );
}
