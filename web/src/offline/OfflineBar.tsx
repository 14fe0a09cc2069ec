import { useOnline } from "./use-online";

export const OFFLINE_MESSAGE = "You are offline. Showing saved content.";

export function OfflineBar() {
  const online = useOnline();
  return (
    <div role="status" className={online ? "visually-hidden" : "offline-bar"}>
      {online ? "" : OFFLINE_MESSAGE}
    </div>
  );
}
