import type { ReactNode } from "react";

/** A field's message under it (`id` is what the input's aria-describedby names); nothing when there is none. */
export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-error" role={alert ? "alert" : undefined}>
      {children}
    </p>
  );
}
