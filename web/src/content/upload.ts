import type { EndpointAnswer, Endpoints } from "@hpm/contracts/endpoints";
import { ApiError, endpointUrl } from "../lib/api";

/** The routes that take a file as multipart/form-data in a field named `file`. */
type UploadEndpoint = "uploadImage" | "uploadHubPdf";
export type UploadAnswer<N extends UploadEndpoint> = EndpointAnswer<Endpoints[N]>;

/** Sends a file to an upload route with XMLHttpRequest, whose upload progress `fetch` does not report. */
export function uploadFile<N extends UploadEndpoint>(
  name: N,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer<N>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpointUrl<UploadEndpoint>(name));
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { status?: boolean; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === true) resolve(body as UploadAnswer<N>);
      else reject(new ApiError(xhr.status, body?.message ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new ApiError(0, "Upload failed. Check your connection."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export const uploadImage = (file: File, onProgress: (fraction: number) => void) => uploadFile("uploadImage", file, onProgress);
