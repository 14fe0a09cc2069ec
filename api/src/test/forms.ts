import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Challenge } from "altcha-lib/types";
import type { App } from "../app";

/** Solves the API's proof-of-work challenge as the browser does. */
/** A challenge solved as the browser does, in the form the submit routes take (the `altcha` field). */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function solvedAltcha(app: App): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/altcha/challenge" });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode}`);
  return solvedPayload(res.json<Challenge>());
}

export type Part = string | { name: string; type: string; data: Buffer };

/** A multipart/form-data body for app.inject, built by the platform's FormData. */
export async function multipart(parts: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === "string") form.append(key, v);
      else form.append(key, new Blob([new Uint8Array(v.data)], { type: v.type }), v.name);
    }
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}

/** Tiny valid files: a 1x1 PNG, a JPEG header, a PDF. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
