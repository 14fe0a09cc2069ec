import type { IncidentLocation } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import type { Feature, Polygon } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import MapGL, { Layer, type MapRef, Marker, NavigationControl, Source } from "react-map-gl/maplibre";
import { offlineStyle, useMapStyle } from "../agents/basemap";
import { gazetteerQueryOptions } from "../agents/gazetteer-query";
import { type LabelView, mapLabels } from "../agents/map-labels";
import { MapErrorBoundary, maplibregl } from "../agents/map-setup";
import { OFFLINE_FOCUS_MAX_ZOOM } from "../agents/map-style";

export { warmMap } from "../agents/map-setup";

/** The circle the device's accuracy describes, as a polygon (metres on the ground). */
function accuracyCircle({ latitude, longitude, accuracy }: IncidentLocation): Feature<Polygon> {
  const steps = 48;
  const dLat = accuracy / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  const ring = Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * 2 * Math.PI;
    return [longitude + dLng * Math.cos(a), latitude + dLat * Math.sin(a)];
  });
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
}

interface IncidentMapProps {
  location: IncidentLocation;
  onMove: (latitude: number, longitude: number) => void;
  disabled?: boolean;
}

export default function IncidentMap(props: IncidentMapProps) {
  return (
    <MapErrorBoundary
      fallback={<p className="incident-map-note">The map cannot be shown on this device; move the position with the buttons.</p>}
    >
      <IncidentMapInner {...props} />
    </MapErrorBoundary>
  );
}

/** The incident's position as a pin the agent can drag, with the fix's accuracy around it, on the site's basemap. */
function IncidentMapInner({ location, onMove, disabled }: IncidentMapProps) {
  const mapRef = useRef<MapRef>(null);
  const { remoteStyle, onStyleData, onError } = useMapStyle();
  const gazetteer = useQuery(gazetteerQueryOptions());
  const [view, setView] = useState<LabelView | null>(null);
  const zoom = remoteStyle ? 16 : OFFLINE_FOCUS_MAX_ZOOM;
  const { latitude, longitude, capturedAt } = location;

  const readView = () => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    const b = map.getBounds();
    setView({ zoom: map.getZoom(), bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] });
  };

  // a new fix recentres the map; a pin moved by the agent stays where they put it
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new fix (its time) recentres
  useEffect(() => {
    mapRef.current?.getMap().easeTo({ center: [longitude, latitude], duration: 400 });
  }, [capturedAt]);

  const circle = useMemo(() => accuracyCircle(location), [location]);
  const labels = useMemo(
    () =>
      gazetteer.data && view && !remoteStyle
        ? mapLabels(gazetteer.data.cities, view, new Set(), { lat: latitude, lng: longitude })
        : [],
    [gazetteer.data, view, remoteStyle, latitude, longitude],
  );

  return (
    <section className="incident-map" aria-label="Map of the incident's position">
      <MapGL
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={{ latitude, longitude, zoom }}
        mapStyle={remoteStyle || offlineStyle}
        style={{ width: "100%", height: "100%" }}
        attributionControl={remoteStyle ? undefined : false}
        onLoad={readView}
        onMoveEnd={readView}
        onStyleData={onStyleData}
        onError={onError}
        cooperativeGestures
      >
        <NavigationControl showCompass={false} />
        {location.accuracy > 0 && (
          <Source id="accuracy" type="geojson" data={circle}>
            <Layer id="accuracy-fill" type="fill" paint={{ "fill-color": "#1a5fb4", "fill-opacity": 0.12 }} />
            <Layer id="accuracy-line" type="line" paint={{ "line-color": "#1a5fb4", "line-width": 1.5 }} />
          </Source>
        )}
        {labels.map(({ name, state, lat, lng }) => (
          <Marker key={`${name}-${state}`} longitude={lng} latitude={lat} anchor="top" offset={[0, 10]} style={{ zIndex: 0 }}>
            <span className="map-label" aria-hidden="true">
              {name}
            </span>
          </Marker>
        ))}
        <Marker
          longitude={longitude}
          latitude={latitude}
          anchor="bottom"
          draggable={!disabled}
          style={{ zIndex: 2 }}
          onDragEnd={(e) => onMove(e.lngLat.lat, e.lngLat.lng)}
        >
          <span className="incident-pin" role="img" aria-label="Incident position" data-testid="incident-pin" />
        </Marker>
      </MapGL>
    </section>
  );
}
