import { type SearchDoc, sectionAnchor } from "@hpm/contracts";

/** A few of the site's search documents, as the server makes them (for the search's unit tests). */
export const TEST_DOCS: SearchDoc[] = [
  {
    id: "post:2",
    kind: "post",
    title: "Hail Season: Getting Ready Before the Storm",
    url: "/360/about/blog/2",
    text: "On the High Plains, hail season runs from late spring through August.",
  },
  {
    id: "section:HomeInsurance/Section_2",
    kind: "section",
    title: "Home Insurance",
    url: `/360/home-insurance#${sectionAnchor("Section_2")}`,
    text: "Dwelling coverage repairs the house after fire, wind, hail and lightning.",
    context: "Home Insurance",
  },
  {
    id: "section:Auto_Insurance/Section_4",
    kind: "section",
    title: "Emergency Roadside Service",
    url: `/360/auto-insurance#${sectionAnchor("Section_4")}`,
    text: "Flat tire outside of town: add roadside service to your policy and we will send help.",
    context: "Auto Insurance",
  },
  {
    id: "page:ERS",
    kind: "page",
    title: "Emergency Roadside Service Incident Report",
    url: "/360/ers",
    text: "For agents in the field.",
  },
  {
    id: "agent:cody@example.com",
    kind: "agent",
    title: "Cody Carlson",
    url: "/360/agent-details/cody%40example.com",
    text: "Farm and ranch coverage since 2004.",
    context: "Gillette, WY 82716",
  },
];
