import { type Agent, agentProfilePath, DEFAULT_CLIENT } from "@hpm/contracts";
import type { InsuranceAgency, PostalAddress, WithContext } from "schema-dts";
import { absoluteImage, summary } from "../../page-meta";
import type { PageMetaResolver } from "../../plugins/web";
import type { AgentService } from "./agent.service";
import { openingHours } from "./office-hours";

const PROFILE_PATH = /^\/(?:360|mwfbi)\/agent-details\/([^/]+)\/?$/;

/** The street part of an address stored whole ("240 Broadway, Billings, MT 59101"): what comes before the town. */
function streetOf(agent: Agent): string {
  const parts = agent.address.split(",").map((p) => p.trim());
  const town = parts.findIndex((p, i) => i > 0 && p.toLowerCase() === agent.city.trim().toLowerCase());
  const street = (town > 0 ? parts.slice(0, town) : parts).join(", ");
  return [street, agent.address2.trim()].filter(Boolean).join(", ");
}

function postalAddress(agent: Agent): PostalAddress {
  const zip = agent.zip || /\b(\d{5}(?:-\d{4})?)\s*$/.exec(agent.address)?.[1] || "";
  return {
    "@type": "PostalAddress",
    streetAddress: streetOf(agent),
    addressLocality: agent.city,
    addressRegion: agent.state,
    ...(zip ? { postalCode: zip } : {}),
    addressCountry: "US",
  };
}

/** An agent as schema.org's InsuranceAgency: name, address, geo, telephone, opening hours, profile page, photo. */
export function insuranceAgency(agent: Agent, url: string, image: string): WithContext<InsuranceAgency> {
  const telephone = agent.mobile.trim() || agent.phone.trim();
  const hours = openingHours(agent.table);
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: agent.title,
    url,
    image,
    email: agent.email,
    ...(telephone ? { telephone } : {}),
    address: postalAddress(agent),
    ...(agent.lat !== null && agent.lng !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: agent.lat, longitude: agent.lng } }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}

/** An agent's town and about text, for the description of their page. */
export const agentDescription = (agent: Agent) =>
  summary(`Insurance agent in ${[agent.city, agent.state].filter((p) => p.trim()).join(", ")}. ${agent.aboutMe}`);

/** An agent's profile page: their name, town and about text, photo (or the site's image) and InsuranceAgency data. */
export function agentPageMeta(agents: AgentService, publicUrl: string): PageMetaResolver {
  return async (path) => {
    const id = PROFILE_PATH.exec(path)?.[1];
    if (!id) return null;
    let email: string;
    try {
      email = decodeURIComponent(id);
    } catch {
      return null;
    }
    const agent = await agents.findByEmail(DEFAULT_CLIENT, email);
    if (!agent) return null;
    const url = `${publicUrl}${agentProfilePath(agent.email)}`;
    const image = absoluteImage(publicUrl, agent.image);
    return {
      title: agent.title,
      description: agentDescription(agent),
      image,
      url,
      jsonLd: [insuranceAgency(agent, url, image)],
    };
  };
}
