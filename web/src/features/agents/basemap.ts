import type { FeatureCollection } from "geojson";
import type { StyleSpecification } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useOnline } from "../../offline/use-online";
import basemap from "./data/basemap.json";
import { chooseMapStyle, configuredMapStyle } from "./map-style";

/** The basemap that ships with the site's maps: states and county lines, drawn with no network. */
export const offlineStyle: StyleSpecification = {
  version: 8,
  sources: { basemap: { type: "geojson", data: basemap as unknown as FeatureCollection } },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#eef0e8" } },
    {
      id: "served-states",
      type: "fill",
      source: "basemap",
      filter: ["==", ["get", "kind"], "state"],
      paint: { "fill-color": "#fbf8f1" },
    },
    {
      id: "county-lines",
      type: "line",
      source: "basemap",
      filter: ["==", ["get", "kind"], "county-line"],
      minzoom: 5,
      paint: {
        "line-color": "#9da393",
        "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.5, 9, 1, 13, 2],
        "line-dasharray": [4, 2],
      },
    },
    {
      id: "state-lines",
      type: "line",
      source: "basemap",
      filter: ["==", ["get", "kind"], "state-line"],
      paint: { "line-color": "#6c7a63", "line-width": 1.4 },
    },
  ],
};

/** The configured map style while the network is there and the style arrives; the offline basemap otherwise. */
export function useMapStyle() {
  const online = useOnline();
  const [configured] = useState(configuredMapStyle);
  const [styleFailed, setStyleFailed] = useState(false);
  const styleArrived = useRef(false);
  const remoteStyle = chooseMapStyle(configured, online, styleFailed);
  useEffect(() => {
    if (remoteStyle) styleArrived.current = false;
  }, [remoteStyle]);
  return {
    remoteStyle,
    onStyleData: () => {
      if (remoteStyle) styleArrived.current = true;
    },
    onError: () => {
      // a style that never arrived (no network, a wrong address): the offline basemap instead; a tile that fails later is only a gap
      if (remoteStyle && !styleArrived.current) setStyleFailed(true);
    },
  };
}
