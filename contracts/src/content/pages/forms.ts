import { CUSTOMER_SERVICE_PHONE } from "../../constants";
import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { image, multiline, text } from "./company-fields";

export const START_A_QUOTE_PAGE = "StartAQuote";
export const CONTACT_PAGE = "Contact";
export const ERS_PAGE = "ERS";

export const startAQuoteSections: SectionDef[] = [
  bannerSection({
    title: "Start a Quote",
    subTitle: "Tell us a little about what you need to protect.",
    button1Link: "/360/find-an-agent",
    buttons: false,
  }),
  {
    section: "Section_1",
    title: "Edit Section",
    fields: [
      text("title", "Title", "Request a quote from a local agent", "Please enter title!"),
      multiline(
        "description",
        "Description",
        "Choose an agent near you (or let us pick one), tell us what you would like to protect, and the agent will be in touch, usually within one business day.",
        "Please enter description!",
      ),
    ],
  },
];

export const contactSections: SectionDef[] = [
  bannerSection({
    title: "Contact Us",
    subTitle: "Questions, feedback or a claim? We would love to hear from you.",
    buttons: false,
  }),
  {
    section: "Section_1",
    title: "Edit Map",
    fields: [
      text("address", "Address", "1000 E University Ave, Laramie, WY 82071", "Please enter address!"),
      text("lat", "Latitude", "41.3114", undefined, 20),
      text("lng", "Longitude", "-105.5911", undefined, 20),
    ],
  },
  {
    section: "Section_2",
    title: "Edit Contact Details",
    fields: [
      text("title", "Title", "We are here to help", "Please enter title!"),
      multiline(
        "description1",
        "Description 1",
        "For questions about a policy, a bill or a claim, your local agent is the fastest way to an answer. You can also write to the home office with this form.",
        "Please enter description1!",
      ),
      multiline(
        "description2",
        "Description 2 (address)",
        "High Plains Mutual Insurance\nP.O. Box 1348\nLaramie, WY 82073",
        "Please enter description2",
      ),
      text("contact", "Contact phone", CUSTOMER_SERVICE_PHONE, undefined, 40),
      image("image", "Image", "/images/banner-fields.jpg"),
    ],
  },
];
