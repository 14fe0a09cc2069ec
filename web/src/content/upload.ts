import type { UploadResult } from "@hpm/contracts";
import { ApiError } from "../lib/api";

export function uploadFile<R extends { path: string }>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<R> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (R & { status: true; message?: string }) | { status: false; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === true) resolve(body as R);
      else reject(new ApiError(xhr.status, body?.message ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new ApiError(0, "Upload failed. Check your connection."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export const uploadImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<UploadResult>("/api/cms/upload-image", file, onProgress);
