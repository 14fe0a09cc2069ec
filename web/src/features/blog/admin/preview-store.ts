import type { BlogPost } from "@hpm/contracts";

// The editor's form, kept in browser storage for /360/preview and restored once by the editor.
export interface BlogDraft {
  id: number | null;
  title: string;
  subtitle: string;
  tag: string;
  imageLink: string;
  richText: string;
  relatedPost1: number;
  relatedPost2: number;
  relatedPost3: number;
  status: BlogPost["status"] | null;
}

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
