import { useSyncExternalStore } from "react";
import { isNetworkSilent, subscribeNetwork } from "./connection";

function subscribe(callback: () => void) {
  window.addEventListener("online", callback);
  window.addEventListener("offline", callback);
  const stop = subscribeNetwork(callback);
  return () => {
    window.removeEventListener("online", callback);
    window.removeEventListener("offline", callback);
    stop();
  };
}

/** "offline": no link; "silent": a link on which nothing answers (connection.ts); "online": the network answers. */
export type ConnectionState = "online" | "offline" | "silent";

const state = (): ConnectionState => (!navigator.onLine ? "offline" : isNetworkSilent() ? "silent" : "online");

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, state, () => "online");
}

/** True while the connection works: the device has a link and the network answers. */
export function useOnline(): boolean {
  return useConnection() === "online";
}
