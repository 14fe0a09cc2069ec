import { type Agent, agentProfilePath } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import type { FeatureCollection, Point } from "geojson";
import type { GeoJSONSource } from "maplibre-gl";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import MapGL, { Layer, type MapRef, Marker, NavigationControl, Popup, Source } from "react-map-gl/maplibre";
import { SmartLink } from "../../components/SmartLink";
import { offlineStyle, useMapStyle } from "./basemap";
import { gazetteerQueryOptions } from "./gazetteer-query";
import { mapLabels } from "./map-labels";
import { MapErrorBoundary, maplibregl } from "./map-setup";
import { OFFLINE_FOCUS_MAX_ZOOM } from "./map-style";
import type { AgentHit, Place } from "./search";

export const DEFAULT_CENTER = { latitude: 46.43734, longitude: -109.85292, zoom: 6 };

interface Overlay {
  clusters: { id: number; count: number; lng: number; lat: number }[];
  points: { email: string; title: string; lng: number; lat: number }[];
  zoom: number;
  bounds: [number, number, number, number];
}

interface AgentMapProps {
  hits: AgentHit[];
  place: Place | null;
  focus?: { lat: number; lng: number };
  /** Zoom when focused on one point (an agent's office: 11; the Contact page's map: 16), at most 10 on the offline basemap. */
  focusZoom?: number;
  /** The map's accessible name. */
  label?: string;
}

export default function AgentMap(props: AgentMapProps) {
  return (
    <MapErrorBoundary fallback={<p className="agent-map-loading">The map cannot be shown on this device.</p>}>
      <AgentMapInner {...props} />
    </MapErrorBoundary>
  );
}

/** The agents with an office position as map features, and the lookups the overlay needs. */
function useAgentFeatures(hits: AgentHit[]) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: hits.flatMap(({ agent }) =>
        agent.lat === null || agent.lng === null
          ? []
          : [
              {
                type: "Feature",
                properties: { email: agent.email, title: agent.title },
                geometry: { type: "Point", coordinates: [agent.lng, agent.lat] },
              },
            ],
      ),
    }),
    [hits],
  );
  const byEmail = useMemo(() => new Map(hits.map((h) => [h.agent.email, h])), [hits]);
  const agentCities = useMemo(() => new Set(hits.map((h) => h.agent.city.toLowerCase())), [hits]);
  return { data, byEmail, agentCities };
}

/** The clusters and points in view, read from the map's source once per frame after it loads or moves. */
function useOverlay(mapRef: RefObject<MapRef | null>) {
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const readOverlay = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (!map?.getSource("agents")) return;
    const clusters = new Map<number, Overlay["clusters"][number]>();
    const points = new Map<string, Overlay["points"][number]>();
    for (const f of map.querySourceFeatures("agents")) {
      if (f.geometry.type !== "Point") continue;
      const [lng = 0, lat = 0] = f.geometry.coordinates;
      const p = f.properties ?? {};
      if (p.cluster) clusters.set(Number(p.cluster_id), { id: Number(p.cluster_id), count: Number(p.point_count), lng, lat });
      else points.set(String(p.email), { email: String(p.email), title: String(p.title), lng, lat });
    }
    const b = map.getBounds();
    setOverlay({
      clusters: [...clusters.values()],
      points: [...points.values()],
      zoom: map.getZoom(),
      bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    });
  }, [mapRef]);

  const frame = useRef(0);
  const refresh = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(readOverlay);
  }, [readOverlay]);
  return { overlay, refresh };
}

function mapView(focus: AgentMapProps["focus"], place: Place | null, focusZoom: number, remote: boolean) {
  if (focus) return { lat: focus.lat, lng: focus.lng, zoom: remote ? focusZoom : Math.min(focusZoom, OFFLINE_FOCUS_MAX_ZOOM) };
  if (place) return { lat: place.lat, lng: place.lng, zoom: 8 };
  return { lat: DEFAULT_CENTER.latitude, lng: DEFAULT_CENTER.longitude, zoom: DEFAULT_CENTER.zoom };
}

function AgentLayers({ data }: { data: FeatureCollection<Point> }) {
  return (
    <Source id="agents" type="geojson" data={data} cluster clusterRadius={50} clusterMaxZoom={12}>
      <Layer
        id="agent-clusters"
        type="circle"
        filter={["has", "point_count"]}
        paint={{
          "circle-color": "#1f4d2b",
          "circle-radius": ["step", ["get", "point_count"], 16, 10, 20, 30, 26],
          "circle-stroke-color": "#f2b544",
          "circle-stroke-width": 2,
        }}
      />
      <Layer
        id="agent-points"
        type="circle"
        filter={["!", ["has", "point_count"]]}
        paint={{ "circle-color": "#f2b544", "circle-radius": 8, "circle-stroke-color": "#1f4d2b", "circle-stroke-width": 2 }}
      />
    </Source>
  );
}

interface OverlayMarkersProps {
  overlay: Overlay;
  onExpand: (clusterId: number, lng: number, lat: number) => void;
  onSelect: (email: string) => void;
}

function OverlayMarkers({ overlay, onExpand, onSelect }: OverlayMarkersProps) {
  return (
    <>
      {overlay.clusters.map((c) => (
        <Marker key={`c-${c.id}`} longitude={c.lng} latitude={c.lat} style={{ zIndex: 2 }}>
          <button
            type="button"
            className="map-cluster"
            aria-label={`${c.count} agents here, zoom in`}
            onClick={() => onExpand(c.id, c.lng, c.lat)}
          >
            {c.count}
          </button>
        </Marker>
      ))}
      {overlay.points.map((p) => (
        <Marker key={`p-${p.email}`} longitude={p.lng} latitude={p.lat} style={{ zIndex: 2 }}>
          <button type="button" className="map-point" aria-label={`Agent ${p.title}`} onClick={() => onSelect(p.email)} />
        </Marker>
      ))}
    </>
  );
}

function AgentPopup({ agent, at, onClose }: { agent: Agent; at: { lat: number; lng: number }; onClose: () => void }) {
  return (
    <Popup
      longitude={at.lng}
      latitude={at.lat}
      anchor="bottom"
      offset={14}
      onClose={onClose}
      closeOnClick={false}
      maxWidth="260px"
    >
      <div className="map-popup">
        <SmartLink href={agentProfilePath(agent.email)}>{agent.title}</SmartLink>
        <p>{agent.address}</p>
      </div>
    </Popup>
  );
}

function AgentMapInner({ hits, place, focus, focusZoom = 11, label = "Map of agents" }: AgentMapProps) {
  const mapRef = useRef<MapRef>(null);
  const { overlay, refresh } = useOverlay(mapRef);
  const [selected, setSelected] = useState<AgentHit | null>(null);
  const gazetteer = useQuery(gazetteerQueryOptions());
  const { remoteStyle, onStyleData, onError } = useMapStyle();
  const { data, byEmail, agentCities } = useAgentFeatures(hits);

  const { lat: viewLat, lng: viewLng, zoom: viewZoom } = mapView(focus, place, focusZoom, Boolean(remoteStyle));
  useEffect(() => {
    mapRef.current?.getMap().easeTo({ center: [viewLng, viewLat], zoom: viewZoom, duration: 600 });
  }, [viewLat, viewLng, viewZoom]);

  useEffect(() => {
    if (data) setSelected(null);
  }, [data]);

  const expand = async (clusterId: number, lng: number, lat: number) => {
    const map = mapRef.current?.getMap();
    const source = map?.getSource<GeoJSONSource>("agents");
    if (!map || !source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, 14), duration: 500 });
  };

  const focusLat = focus?.lat;
  const focusLng = focus?.lng;
  const labels = useMemo(() => {
    if (!gazetteer.data || !overlay || remoteStyle) return [];
    const point = focusLat !== undefined && focusLng !== undefined ? { lat: focusLat, lng: focusLng } : undefined;
    return mapLabels(gazetteer.data.cities, overlay, agentCities, point);
  }, [gazetteer.data, overlay, agentCities, remoteStyle, focusLat, focusLng]);
  const shown = selected?.agent;

  return (
    <section className="agent-map" aria-label={label}>
      <MapGL
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={{ latitude: viewLat, longitude: viewLng, zoom: viewZoom }}
        mapStyle={remoteStyle || offlineStyle}
        style={{ width: "100%", height: "100%" }}
        attributionControl={remoteStyle ? undefined : false}
        onLoad={refresh}
        onStyleData={onStyleData}
        onError={onError}
        onMoveEnd={refresh}
        onSourceData={(e) => {
          if (e.sourceId === "agents" && e.isSourceLoaded) refresh();
        }}
        cooperativeGestures
      >
        <NavigationControl showCompass={false} />
        <AgentLayers data={data} />
        {focus && hits.length === 0 && (
          <Marker longitude={focus.lng} latitude={focus.lat} style={{ zIndex: 1 }}>
            <span className="map-office" role="img" aria-label="Our office" />
          </Marker>
        )}
        {labels.map(({ name, state, lat, lng }) => (
          <Marker key={`${name}-${state}`} longitude={lng} latitude={lat} anchor="top" offset={[0, 10]} style={{ zIndex: 0 }}>
            <span className="map-label" aria-hidden="true">
              {name}
            </span>
          </Marker>
        ))}
        {overlay && (
          <OverlayMarkers
            overlay={overlay}
            onExpand={(id, lng, lat) => void expand(id, lng, lat)}
            onSelect={(email) => setSelected(byEmail.get(email) ?? null)}
          />
        )}
        {shown && shown.lat !== null && shown.lng !== null && (
          <AgentPopup agent={shown} at={{ lat: shown.lat, lng: shown.lng }} onClose={() => setSelected(null)} />
        )}
      </MapGL>
    </section>
  );
}
