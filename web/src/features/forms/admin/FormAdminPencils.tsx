import type { FormPage } from "@hpm/contracts";
import { lazy, Suspense, useState } from "react";
import { useAuth } from "../../auth/use-auth";

const loadFields = () => import("./FormFieldsModal");
const loadRecipients = () => import("./RecipientsModal");
const FormFieldsModal = lazy(loadFields);
const RecipientsModal = lazy(loadRecipients);

const PENCIL =
  "M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z";
const MAIL = "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z";

function PencilButton({
  label,
  icon,
  preload,
  onClick,
}: {
  label: string;
  icon: string;
  preload: () => unknown;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="pencil"
      aria-label={label}
      title={label}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icon} />
      </svg>
    </button>
  );
}

/** The admin's two pencils of a dynamic form: its fields and who is e-mailed when it is sent. */
export default function FormAdminPencils({ pageName }: { pageName: FormPage }) {
  const { isAdmin } = useAuth();
  const [open, setOpen] = useState<"fields" | "recipients" | null>(null);
  if (!isAdmin) return null;
  return (
    <div className="form-admin-pencils">
      <PencilButton label="Edit form fields" icon={PENCIL} preload={loadFields} onClick={() => setOpen("fields")} />
      <PencilButton label="Notification e-mails" icon={MAIL} preload={loadRecipients} onClick={() => setOpen("recipients")} />
      <Suspense fallback={null}>
        {open === "fields" && <FormFieldsModal pageName={pageName} onClose={() => setOpen(null)} />}
        {open === "recipients" && <RecipientsModal pageName={pageName} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
