import { type Agent, type AgentDirectoryFirstPage, safeHref } from "@hpm/contracts";
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

/** "Near me": the device's position as the place to search from. */
function useNearMe(onPlace: (place: Place) => void, onError: (message: string) => void) {
  const [locating, setLocating] = useState(false);
  const nearMe = () => {
    if (!("geolocation" in navigator)) {
      onError("Your device cannot share its location.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onPlace({
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
        onError("Your location is not available. Type a city or ZIP code instead.");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 },
    );
  };
  return { locating, nearMe };
}

/**
 * The whole directory (thousands of agents: parsing and sorting it is a long task on a phone) loads once the page is
 * quiet or someone starts to search; until then the page shows the first page the server sent with it.
 */
function useDirectory() {
  const quiet = usePageQuiet();
  const [searching, setSearching] = useState(false);
  const agents = useAgents(undefined, { enabled: quiet || searching });
  const firstPage = useQuery({ ...agentFirstPageQueryOptions(), enabled: !agents.data });
  return { agents, firstPage, wantAll: () => setSearching(true) };
}

/** The page of results shown: of the search's hits, or the server's first page standing for the directory. */
function shownPage(hits: AgentHit[], first: AgentDirectoryFirstPage | undefined, page: number) {
  const total = first ? first.total : hits.length;
  const count = pageCount(total);
  const current = Math.min(page, count);
  const visible: AgentHit[] = first ? first.agents.map((agent) => ({ agent, distance: null })) : pageOf(hits, current);
  return { total, count, current, visible };
}

/** The directory, what the reader searches it for, and the page of results shown. */
function useAgentSearch() {
  const { agents, firstPage, wantAll } = useDirectory();
  const [name, setName] = useState("");
  const [placeText, setPlaceText] = useState("");
  const [place, setPlace] = useState<Place | null>(null);
  const [page, setPage] = useState(1);
  const [geoError, setGeoError] = useState("");
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const deferredName = useDeferredValue(name);
  const hits = useMemo(() => searchAgents(agents.data ?? [], { name: deferredName, place }), [agents.data, deferredName, place]);
  // before the whole directory is in, the first page stands for it while nobody has searched or paged
  const first = !agents.data && !deferredName.trim() && !place && page === 1 ? firstPage.data : undefined;
  const showResults = () => {
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const choosePlace = (next: Place | null) => {
    if (next) wantAll();
    setPlace(next);
    setPage(1);
    setGeoError("");
  };
  const { locating, nearMe } = useNearMe((here) => {
    setPlaceText("");
    choosePlace(here);
  }, setGeoError);

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
    showResults();
  };

  return {
    directory: agents.data,
    pending: !agents.data && !first && !agents.isError,
    failed: !first && agents.isError && !agents.data,
    name,
    placeText,
    place,
    geoError,
    locating,
    hits,
    ...shownPage(hits, first, page),
    resultsRef,
    setPlaceText,
    choosePlace,
    nearMe,
    search,
    changeName: (value: string) => {
      setName(value);
      setPage(1);
      wantAll();
    },
    clear: () => {
      setName("");
      setPlaceText("");
      choosePlace(null);
    },
    goToPage: (p: number) => {
      wantAll();
      setPage(p);
      showResults();
    },
  };
}

type AgentSearch = ReturnType<typeof useAgentSearch>;

function AgentSearchSection({ search }: { search: AgentSearch }) {
  const header = useContent(PAGE, "Section_2");
  const nameId = useId();
  const { name, place, placeText, locating, geoError } = search;
  return (
    <EditableSection live pageName={PAGE} section="Section_2" labelledBy="agent-search-title" className="agent-search">
      <h2 id="agent-search-title">{header.text("title")}</h2>
      <form className="agent-search-form" aria-label="Search agents" onSubmit={search.search}>
        <div className="agent-search-field">
          <label htmlFor={nameId}>Agent name</label>
          <input
            id={nameId}
            type="search"
            autoComplete="off"
            placeholder={header.text("agentPlaceholder")}
            value={name}
            onChange={(e) => search.changeName(e.target.value)}
          />
        </div>
        <PlaceCombobox
          label="City or ZIP code"
          placeholder={header.text("locationPlaceholder")}
          text={placeText}
          onTextChange={search.setPlaceText}
          onChoose={search.choosePlace}
        />
        <div className="agent-search-buttons">
          <button type="submit" className="btn">
            Search
          </button>
          <button type="button" className="btn btn-light" onClick={search.nearMe} disabled={locating}>
            {locating ? "Locating…" : "Near me"}
          </button>
          {(name || place || placeText) && (
            <button type="button" className="btn btn-light" onClick={search.clear}>
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
  );
}

interface AgentResultsSectionProps {
  search: AgentSearch;
  isAdmin: boolean;
  onAdd: () => void;
  onEdit: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
}

function AgentResultsSection({ search, isAdmin, onAdd, onEdit, onDelete }: AgentResultsSectionProps) {
  const [mapRef, mapWanted] = useNearViewport<HTMLDivElement>();
  return (
    <section className="agent-results container page-section" aria-labelledby="agent-results-title">
      <div className="agent-results-head">
        <h2 id="agent-results-title" ref={search.resultsRef} tabIndex={-1} className="visually-hidden">
          Agents
        </h2>
        {isAdmin && (
          <button type="button" className="btn btn-accent" onClick={onAdd}>
            Add Agent
          </button>
        )}
      </div>
      {search.pending ? (
        <p role="status">Loading agents…</p>
      ) : search.failed ? (
        <p role="alert">The agent directory could not be loaded. Check your connection and try again.</p>
      ) : (
        <>
          <p className="agent-count" role="status">
            {showingText(search.current, search.total)}
          </p>
          <AgentResultsList
            visible={search.visible}
            isAdmin={isAdmin}
            page={search.current}
            count={search.count}
            onEdit={onEdit}
            onDelete={onDelete}
            onPage={search.goToPage}
          />
        </>
      )}
      {search.directory && (
        <div ref={mapRef} className="agent-map-slot">
          {mapWanted ? (
            <Suspense fallback={<p className="agent-map-loading">Loading map…</p>}>
              <AgentMap hits={search.hits} place={search.place} />
            </Suspense>
          ) : (
            <p className="agent-map-loading">Loading map…</p>
          )}
        </div>
      )}
    </section>
  );
}

function AgentBottomSection() {
  const bottom = useContent(PAGE, "Section_4");
  return (
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
  );
}

export default function FindAnAgentPage() {
  const { isAdmin } = useAuth();
  const search = useAgentSearch();
  const [editing, setEditing] = useState<Agent | "new" | null>(null);
  const [confirming, setConfirming] = useState<Agent | null>(null);
  const deleteAgent = useDeleteAgent();
  return (
    <>
      <TopBanner pageName={PAGE} />
      <AgentSearchSection search={search} />
      <AgentResultsSection
        search={search}
        isAdmin={isAdmin}
        onAdd={() => setEditing("new")}
        onEdit={setEditing}
        onDelete={setConfirming}
      />
      <AgentBottomSection />
      {editing && (
        <Suspense fallback={null}>
          <AgentAdmin agent={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {confirming && <ConfirmDialog onConfirm={() => deleteAgent.mutate(confirming.email)} onClose={() => setConfirming(null)} />}
    </>
  );
}
