import type { FormPage } from "@hpm/contracts";
import { type ComponentProps, lazy, Suspense } from "react";
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

/** The device's submissions, loaded after the form (it needs the outbox database anyway). */
export function OutboxList(props: ComponentProps<typeof LazyOutboxList>) {
  return (
    <Suspense fallback={null}>
      <LazyOutboxList {...props} />
    </Suspense>
  );
}
