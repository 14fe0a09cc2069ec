import { type DragEvent, type ReactNode, useState } from "react";

export interface FileKind {
  accept: string;
  hint: string;
  single: string;
  uploaded: string;
  check: (file: File) => string | null;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ path: string; name?: string }>;
  preview?: (value: string, label: string) => ReactNode;
}

export interface FileFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (path: string, name?: string) => void;
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function FileField({ kind, id, label, value, onChange, errorId, invalid, disabled }: FileFieldProps & { kind: FileKind }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [dragging, setDragging] = useState(false);
  const messageId = `${id}-upload-message`;

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (files && files.length > 1) {
      setMessage(kind.single);
      return;
    }
    const problem = kind.check(file);
    setMessage(problem ?? "");
    if (problem) return;
    setProgress(0);
    try {
      const result = await kind.upload(file, setProgress);
      onChange(result.path, result.name ?? file.name);
      setMessage(kind.uploaded);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : "Upload failed.");
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) void pick(e.dataTransfer.files);
  };

  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra; the file input inside it is the keyboard path */}
      <div
        className={`dropzone${dragging ? " dragging" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {value && kind.preview?.(value, label)}
        <input
          id={id}
          type="file"
          accept={kind.accept}
          disabled={disabled || progress !== null}
          aria-invalid={invalid || undefined}
          aria-describedby={[errorId, messageId].filter(Boolean).join(" ")}
          onChange={(e) => {
            void pick(e.target.files);
            e.target.value = "";
          }}
        />
        <p className="hint">{kind.hint}</p>
      </div>
      {progress !== null && (
        <progress max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      <p id={messageId} className="hint" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
