import { HUB_MESSAGES, HUB_PDF_MAX_BYTES } from "@hpm/contracts/pages/agent-hub";
import { FileField, type FileFieldProps, type FileKind } from "./FileField";
import { uploadFile } from "./upload";

export function checkPdfFile(file: { type: string; name: string; size: number }): string | null {
  const typed = file.type ? file.type.toLowerCase() === "application/pdf" : /\.pdf$/i.test(file.name);
  if (!typed) return HUB_MESSAGES.pdfType;
  return file.size > HUB_PDF_MAX_BYTES ? HUB_MESSAGES.pdfSize : null;
}

const pdfKind: FileKind = {
  accept: "application/pdf",
  hint: "One PDF file, at most 2 MB.",
  single: HUB_MESSAGES.pdfType,
  uploaded: "PDF uploaded.",
  check: checkPdfFile,
  upload: (file, onProgress) => uploadFile("uploadHubPdf", file, onProgress),
  preview: (value) => <p className="hint">Current file: {value.split("/").pop()}</p>,
};

export function PdfField(props: FileFieldProps) {
  return <FileField kind={pdfKind} {...props} />;
}
