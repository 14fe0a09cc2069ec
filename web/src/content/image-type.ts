export const IMAGE_TYPE_MESSAGE = "Please upload a JPEG or PNG image.";
const ALLOWED_TYPES = ["image/jpeg", "image/png"];

export function checkImageFile(file: { type: string; name: string }): string | null {
  if (file.type) return ALLOWED_TYPES.includes(file.type.toLowerCase()) ? null : IMAGE_TYPE_MESSAGE;
  return /\.(jpe?g|png)$/i.test(file.name) ? null : IMAGE_TYPE_MESSAGE;
}
