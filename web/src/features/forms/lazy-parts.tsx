import type { FormPage } from "@hpm/contracts";
import { type ComponentProps, lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { useAuth } from "../auth/use-auth";

const FormAdminPencils = lazy(() => import("./admin/FormAdminPencils"));
const LazyOutboxList = lazy(() => import("./OutboxList"));

/** The form builder's pencils: loaded only for editors. */
export function FormPencils({ pageName }: { pageName: FormPage }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <FormAdminPencils pageName={pageName} />
    </Suspense>
  );
}

/**
 * The device's submissions, loaded after the form (it needs the outbox database anyway). Only the device knows them,
 * so the server renders nothing here and the browser shows them once the page has hydrated.
 */
export function OutboxList(props: ComponentProps<typeof LazyOutboxList>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyOutboxList {...props} />
    </Suspense>
  );
}
