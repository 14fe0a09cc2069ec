import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { Challenge } from "altcha-lib/types";
import { endpointUrl } from "../lib/api";

/**
 * Fetches a proof-of-work challenge and solves it in the background (SHA-256 in Web Crypto, yielding to
 * the page as it goes). Returns the payload the API expects in the `altcha` field.
 */
export async function solveAltcha(): Promise<string> {
  const res = await fetch(endpointUrl("getAltchaChallenge"), { cache: "no-store", credentials: "same-origin" });
  if (!res.ok) throw new Error(`challenge ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}
