import type { SessionUser } from "@hpm/contracts";

const KEY = "hpm.user";
type Listener = () => void;

export function parseStoredUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const u = JSON.parse(text) as Partial<SessionUser>;
    if (typeof u.email !== "string" || typeof u.name !== "string" || (u.role !== "user" && u.role !== "admin")) return null;
    return { email: u.email, name: u.name, role: u.role };
  } catch {
    return null;
  }
}

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

function read(): SessionUser | null {
  return (
    parseStoredUser(storage("sessionStorage")?.getItem(KEY) ?? null) ??
    parseStoredUser(storage("localStorage")?.getItem(KEY) ?? null)
  );
}

let current: SessionUser | null = read();
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export const authStore = {
  get: (): SessionUser | null => current,
  set(user: SessionUser | null) {
    current = user;
    for (const s of [storage("localStorage"), storage("sessionStorage")]) {
      try {
        if (user) s?.setItem(KEY, JSON.stringify(user));
        else s?.removeItem(KEY);
      } catch {
        // storage can be full or disabled; the in-memory user still works for this tab
      }
    }
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== "undefined")
  window.addEventListener("storage", (e) => {
    if (e.key !== KEY) return;
    current = parseStoredUser(e.newValue);
    emit();
  });
