import { type SessionUser, SSR_USER_ID } from "@hpm/contracts";

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

/** The browser's storage of that kind; null on the server or where the browser refuses it. */
export function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
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

/** Who the server rendered this page for: what hydration must see first, so the header does not flip. */
function renderedFor(): SessionUser | null {
  if (typeof document === "undefined") return null;
  return parseStoredUser(document.getElementById(SSR_USER_ID)?.textContent ?? null);
}

const rendered = renderedFor();
// the server checked the session cookie: a device that lost its stored copy takes the server's word
let current: SessionUser | null = read() ?? rendered;
/** On the server: the person the page being rendered is for, set only for the (synchronous) render itself. */
let serverUser: SessionUser | null = null;

/** Renders `render()` (synchronous) as seen by `user`; nothing else can run in between, so no other page sees them. */
export function renderAs<T>(user: SessionUser | null, render: () => T): T {
  serverUser = user;
  try {
    return render();
  } finally {
    serverUser = null;
  }
}
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export const authStore = {
  get: (): SessionUser | null => current,
  /** What the server rendered (and hydration must match): the page's user, or on the server the render's. */
  getServerSnapshot: (): SessionUser | null => (typeof document === "undefined" ? serverUser : rendered),
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
