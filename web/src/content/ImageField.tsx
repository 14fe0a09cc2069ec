import { safeHref } from "@hpm/contracts";
import { type DragEvent, useState } from "react";
import { checkImageFile } from "./image-type";
import { uploadImage } from "./upload";

interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (path: string) => void;
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function ImageField({ id, label, value, onChange, errorId, invalid, disabled }: ImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [dragging, setDragging] = useState(false);
  const messageId = `${id}-upload-message`;

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (files && files.length > 1) {
      setMessage("Choose a single image.");
      return;
    }
    const problem = checkImageFile(file);
    setMessage(problem ?? "");
    if (problem) return;
    setProgress(0);
    try {
      const result = await uploadImage(file, setProgress);
      onChange(result.path);
      setMessage("Image uploaded.");
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
        {value && (
          <img className="image-preview" src={safeHref(value)} alt={`Current ${label.toLowerCase()}`} width={160} height={60} />
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          disabled={disabled || progress !== null}
          aria-invalid={invalid || undefined}
          aria-describedby={[errorId, messageId].filter(Boolean).join(" ")}
          onChange={(e) => {
            void pick(e.target.files);
            e.target.value = "";
          }}
        />
        <p className="hint">JPEG or PNG. Choose a file or drop it here.</p>
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
