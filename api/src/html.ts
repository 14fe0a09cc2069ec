const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML or XML content and quoted attributes; `&#39;` because `&apos;` is not HTML 4 (older mail clients). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
