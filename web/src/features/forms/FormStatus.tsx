import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** Loading and error states of a form definition; the form itself once it is here (also offline). */
export function FormStatus({ query, children }: { query: UseQueryResult<unknown[]>; children: ReactNode }) {
  if (query.data) return <>{children}</>;
  if (query.isError)
    return (
      <p className="notice" role="alert">
        The form could not be loaded. Check your connection and try again; once loaded, it also works offline.
      </p>
    );
  return (
    <p role="status" className="form-loading">
      Loading the form…
    </p>
  );
}
