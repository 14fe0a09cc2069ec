import { OFFLINE_BAR_ID, OFFLINE_MESSAGE } from "./offline-message";
import { useOnline } from "./use-online";

export { OFFLINE_MESSAGE };

export function OfflineBar() {
  const online = useOnline();
  return (
    <div id={OFFLINE_BAR_ID} role="status" className={online ? "visually-hidden" : "offline-bar"}>
      {online ? "" : OFFLINE_MESSAGE}
    </div>
  );
}
