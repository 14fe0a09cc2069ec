import "maplibre-gl/dist/maplibre-gl.css";
import "./agent-map.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Component, type ReactNode } from "react";

/**
 * What the site's two maps (Find an Agent's and Contact's `AgentMap`, the incident report's `IncidentMap`) set up
 * alike: the map library with its worker and styles, and the boundary that puts a sentence in place of a map the
 * device cannot draw (no WebGL, a lost context). Loaded only with a map (the `maplibre` chunk).
 */
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** Fetches what the map needs besides its modules (its worker), so the service worker keeps it for use with no signal. */
export function warmMap() {
  void fetch(workerUrl).catch(() => undefined);
}

/** Shows `fallback` (a sentence of what to do instead) when the map cannot be drawn on this device. */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
