import { safeHref } from "@hpm/contracts";
import { FileField, type FileFieldProps, type FileKind } from "./FileField";
import { checkImageFile } from "./image-type";
import { uploadImage } from "./upload";

const imageKind: FileKind = {
  accept: "image/jpeg,image/png",
  hint: "JPEG or PNG. Choose a file or drop it here.",
  single: "Choose a single image.",
  uploaded: "Image uploaded.",
  check: checkImageFile,
  upload: uploadImage,
  preview: (value, label) => (
    <img className="image-preview" src={safeHref(value)} alt={`Current ${label.toLowerCase()}`} width={160} height={60} />
  ),
};

export function ImageField(props: FileFieldProps) {
  return <FileField kind={imageKind} {...props} />;
}
