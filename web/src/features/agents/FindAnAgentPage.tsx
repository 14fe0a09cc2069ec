import { type Agent, safeHref } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, Suspense, useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DEFAULT_BANNER_IMAGE, TopBanner } from "../../content/TopBanner";
import { useAuth } from "../auth/use-auth";
import { EditableSection } from "../company/EditableSection";
import { useContent } from "../products/use-content";
import AgentResultsList from "./AgentResultsList";
import { useDeleteAgent } from "./admin-queries";
import { findPlace } from "./gazetteer";
import { gazetteerQueryOptions } from "./gazetteer-query";
import { PlaceCombobox } from "./PlaceCombobox";
import { agentFirstPageQueryOptions, agentKeys, useAgents } from "./queries";
import { type AgentHit, type Place, pageCount, pageOf, searchAgents, showingText } from "./search";
import { useNearViewport } from "./use-near-viewport";
import "./agents.css";
import { lazyWhenOnline } from "../../lib/chunk";
import { usePageQuiet } from "../../lib/page-quiet";
import type { PageLoader } from "../../routing/load";
import { ensure } from "../../routing/load";

const PAGE = "FindAnAgent";
const AgentMap = lazyWhenOnline(() => import("./AgentMap"));
const AgentAdmin = lazyWhenOnline(() => import("./AgentAdmin"));

/** The directory's first page and its size (the server renders the page with them), unless the whole directory is here. */
export const loader: PageLoader = (ctx) =>
  ctx.queryClient.getQueryData(agentKeys.list()) ? Promise.resolve() : ensure(ctx, agentFirstPageQueryOptions());

export default function FindAnAgentPage() {
  const header = useContent(PAGE, "Section_2");
  const bottom = useContent(PAGE, "Section_4");
  const { isAdmin } = useAuth();
  // The whole directory (thousands of agents: parsing and sorting it is a long task on a phone) loads once the page is
  // quiet or someone starts to search; until then the page shows the first page the server sent with it.
  const quiet = usePageQuiet();
  const [searching, setSearching] = useState(false);
  const agents = useAgents(undefined, { enabled: quiet || searching });
  const firstPage = useQuery({ ...agentFirstPageQueryOptions(), enabled: !agents.data });
  const [name, setName] = useState("");
  const [placeText, setPlaceText] = useState("");
  const [place, setPlace] = useState<Place | null>(null);
  const [page, setPage] = useState(1);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState("");
  const [editing, setEditing] = useState<Agent | "new" | null>(null);
  const deleteAgent = useDeleteAgent();
  const nameId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [mapRef, mapWanted] = useNearViewport<HTMLDivElement>();

  const deferredName = useDeferredValue(name);
  const hits = useMemo(() => searchAgents(agents.data ?? [], { name: deferredName, place }), [agents.data, deferredName, place]);
  // before the whole directory is in, the first page stands for it while nobody has searched or paged
  const first = !agents.data && !deferredName.trim() && !place && page === 1 ? firstPage.data : undefined;
  const total = first ? first.total : hits.length;
  const count = pageCount(total);
  const current = Math.min(page, count);
  const visible: AgentHit[] = first ? first.agents.map((agent) => ({ agent, distance: null })) : pageOf(hits, current);
  const pending = !agents.data && !first && !agents.isError;
  const wantAll = () => setSearching(true);

  const choosePlace = (next: Place | null) => {
    if (next) wantAll();
    setPlace(next);
    setPage(1);
    setGeoError("");
  };

  const nearMe = () => {
    if (!("geolocation" in navigator)) {
      setGeoError("Your device cannot share its location.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setPlaceText("");
        choosePlace({
          kind: "me",
          label: "Your location",
          city: "",
          state: "",
          lat: pos.coords.latitude,
          lng: pos.coords.longitude,
        });
      },
      () => {
        setLocating(false);
        setGeoError("Your location is not available. Type a city or ZIP code instead.");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 },
    );
  };

  const gazetteer = useQuery({ ...gazetteerQueryOptions(), enabled: placeText.trim() !== "" });
  /** Searching happens as one types; the button (or Enter) settles a typed place and takes the reader to the results. */
  const search = (e: FormEvent) => {
    e.preventDefault();
    wantAll();
    if (placeText.trim() && !place) {
      const typed = gazetteer.data ? findPlace(gazetteer.data, placeText) : null;
      if (typed) {
        setPlaceText(typed.label);
        choosePlace(typed);
      } else setGeoError(`No town or ZIP code matches "${placeText.trim()}".`);
    }
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const [confirming, setConfirming] = useState<Agent | null>(null);
  const onDelete = (agent: Agent) => setConfirming(agent);

  return (
    <>
      <TopBanner pageName={PAGE} />
      <EditableSection pageName={PAGE} section="Section_2" labelledBy="agent-search-title" className="agent-search">
        <h2 id="agent-search-title">{header.text("title")}</h2>
        <form className="agent-search-form" aria-label="Search agents" onSubmit={search}>
          <div className="agent-search-field">
            <label htmlFor={nameId}>Agent name</label>
            <input
              id={nameId}
              type="search"
              autoComplete="off"
              placeholder={header.text("agentPlaceholder")}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setPage(1);
                wantAll();
              }}
            />
          </div>
          <PlaceCombobox
            label="City or ZIP code"
            placeholder={header.text("locationPlaceholder")}
            text={placeText}
            onTextChange={setPlaceText}
            onChoose={choosePlace}
          />
          <div className="agent-search-buttons">
            <button type="submit" className="btn">
              Search
            </button>
            <button type="button" className="btn btn-light" onClick={nearMe} disabled={locating}>
              {locating ? "Locating…" : "Near me"}
            </button>
            {(name || place || placeText) && (
              <button
                type="button"
                className="btn btn-light"
                onClick={() => {
                  setName("");
                  setPlaceText("");
                  choosePlace(null);
                }}
              >
                Clear
              </button>
            )}
          </div>
        </form>
        {geoError && (
          <p className="field-error" role="alert">
            {geoError}
          </p>
        )}
        {place && !name.trim() && (
          <p className="agent-place-note">
            Agents in or near {place.kind === "me" ? "your location" : place.label}, nearest first.
          </p>
        )}
      </EditableSection>

      <section className="agent-results container page-section" aria-labelledby="agent-results-title">
        <div className="agent-results-head">
          <h2 id="agent-results-title" ref={resultsRef} tabIndex={-1} className="visually-hidden">
            Agents
          </h2>
          {isAdmin && (
            <button type="button" className="btn btn-accent" onClick={() => setEditing("new")}>
              Add Agent
            </button>
          )}
        </div>
        {pending ? (
          <p role="status">Loading agents…</p>
        ) : !first && agents.isError && !agents.data ? (
          <p role="alert">The agent directory could not be loaded. Check your connection and try again.</p>
        ) : (
          <>
            <p className="agent-count" role="status">
              {showingText(current, total)}
            </p>
            <AgentResultsList
              visible={visible}
              isAdmin={isAdmin}
              page={current}
              count={count}
              onEdit={setEditing}
              onDelete={onDelete}
              onPage={(p) => {
                wantAll();
                setPage(p);
                resultsRef.current?.focus({ preventScroll: true });
                resultsRef.current?.scrollIntoView({ block: "start" });
              }}
            />
          </>
        )}
        {agents.data && (
          <div ref={mapRef} className="agent-map-slot">
            {mapWanted ? (
              <Suspense fallback={<p className="agent-map-loading">Loading map…</p>}>
                <AgentMap hits={hits} place={place} />
              </Suspense>
            ) : (
              <p className="agent-map-loading">Loading map…</p>
            )}
          </div>
        )}
      </section>

      <EditableSection pageName={PAGE} section="Section_4" labelledBy="agent-bottom-title" className="agent-bottom tinted">
        <div className="agent-bottom-grid">
          <div>
            <h2 id="agent-bottom-title">{bottom.text("title")}</h2>
            <p className="agent-bottom-sub">{bottom.text("subTitle")}</p>
            <p>{bottom.text("tagLine")}</p>
          </div>
          <img src={safeHref(bottom.text("image"), DEFAULT_BANNER_IMAGE)} alt="" width={640} height={400} loading="lazy" />
        </div>
      </EditableSection>

      {editing && (
        <Suspense fallback={null}>
          <AgentAdmin agent={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {confirming && <ConfirmDialog onConfirm={() => deleteAgent.mutate(confirming.email)} onClose={() => setConfirming(null)} />}
    </>
  );
}
