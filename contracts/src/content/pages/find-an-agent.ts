import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { image, text } from "./company-fields";

export const FIND_AN_AGENT_PAGE = "FindAnAgent";

export const findAnAgentSections: SectionDef[] = [
  bannerSection({
    title: "Find an Agent",
    subTitle: "A local agent who knows your roads and your risks.",
    button2: "",
    buttons: false,
  }),
  {
    section: "Section_2",
    title: "Edit Search Header",
    fields: [
      text("title", "Title", "Search for a local agent", "Please enter title!"),
      text("agentPlaceholder", "Agent search placeholder", "Agent name", "Please enter Agent Search Placeholder!", 120),
      text(
        "locationPlaceholder",
        "Location search placeholder",
        "City or ZIP code",
        "Please enter Location Search Placeholder!",
        120,
      ),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Section Info",
    fields: [
      text("title", "Title", "Local agents, local claims service", "Please enter title!"),
      text("subTitle", "Sub title", "Someone who knows your county roads and your fence lines.", "Please enter sub title!"),
      text(
        "tagLine",
        "Tag line",
        "Our agents live and work in the towns they serve. Stop by, call, or start a quote online and your agent will follow up.",
        "Please enter Tag Line!",
        600,
      ),
      image("image", "Image", "/images/banner-fields.jpg"),
    ],
  },
];
