import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title";

export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container page-section">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
