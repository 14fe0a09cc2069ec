import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";

// Not in features/auth: that folder is in the startup chunk of every public page.
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "sessions"],
    queryFn: () => api.call("listSessions"),
    staleTime: 0,
  });
const signOutOtherDevices = () => api.call("signOutOtherSessions");

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.slice(0, 60) || "Unknown device");
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export default function SessionsPanel() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(sessionsQueryOptions());
  const [status, setStatus] = useState("");
  const signOutOthers = useMutation({
    mutationFn: signOutOtherDevices,
    onSuccess: ({ revoked }) => {
      setStatus(revoked === 1 ? "Signed out 1 other device." : `Signed out ${revoked} other devices.`);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
    onError: () => setStatus("Other devices could not be signed out. Please try again."),
  });
  const others = data?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="hub-groups sessions-panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Your sessions</h2>
      <p className="hint">Where your account is signed in. Sign out any device you do not recognise.</p>
      {isPending && <p role="status">Loading…</p>}
      {isError && (
        <p role="alert">
          Your sessions could not be loaded.{" "}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {data && (
        <ul className="sessions-list" aria-label="Signed-in devices">
          {data.map((s) => (
            <li key={`${s.createdAt}-${s.userAgent}-${s.current}`}>
              <span className="sessions-device">
                {describeDevice(s.userAgent)}
                {s.current && <strong> (this device)</strong>}
              </span>
              <span className="sessions-times">
                Signed in {when(s.createdAt)} · last active {when(s.lastSeenAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && others === 0 && <p>No other devices are signed in.</p>}
      {others > 0 && (
        <button type="button" className="btn btn-small" onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending}>
          Sign out other devices
        </button>
      )}
      <p role="status" className="sessions-status">
        {status}
      </p>
    </section>
  );
}
