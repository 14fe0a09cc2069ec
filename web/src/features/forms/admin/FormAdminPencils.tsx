import type { FormPage } from "@hpm/contracts";
import { lazy, Suspense, useState } from "react";
import { PencilButton } from "../../../content/PencilButton";
import { useAuth } from "../../auth/use-auth";

const loadFields = () => import("./FormFieldsModal");
const loadRecipients = () => import("./RecipientsModal");
const FormFieldsModal = lazy(loadFields);
const RecipientsModal = lazy(loadRecipients);

const MAIL = "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z";

/** The admin's two pencils of a dynamic form: its fields and who is e-mailed when it is sent. */
export default function FormAdminPencils({ pageName }: { pageName: FormPage }) {
  const { isAdmin } = useAuth();
  const [open, setOpen] = useState<"fields" | "recipients" | null>(null);
  if (!isAdmin) return null;
  return (
    <div className="form-admin-pencils">
      <PencilButton label="Edit form fields" preload={loadFields} onClick={() => setOpen("fields")} />
      <PencilButton
        label="Edit notification e-mails"
        icon={MAIL}
        preload={loadRecipients}
        onClick={() => setOpen("recipients")}
      />
      <Suspense fallback={null}>
        {open === "fields" && <FormFieldsModal pageName={pageName} onClose={() => setOpen(null)} />}
        {open === "recipients" && <RecipientsModal pageName={pageName} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
