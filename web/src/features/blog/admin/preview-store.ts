import type { BlogInput, BlogStatus } from "@hpm/contracts";

// The editor's form, kept in browser storage for /360/preview and restored once by the editor.
export type BlogDraft = Required<Omit<BlogInput, "id" | "status">> & { id: number | null; status: BlogStatus | null };

const KEY = "hpm-blog-preview";

export const previewStore = {
  save(draft: BlogDraft) {
    localStorage.setItem(KEY, JSON.stringify(draft));
  },
  read(): BlogDraft | null {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as BlogDraft) : null;
    } catch {
      return null;
    }
  },
  clear() {
    localStorage.removeItem(KEY);
  },
};
