import { useSyncExternalStore } from "react";
import { toastStore } from "../lib/toast";

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <div className="toaster">
      {toasts.map((t) => (
        <div key={t.id} role="alert" className="toast">
          {t.text}
        </div>
      ))}
    </div>
  );
}
