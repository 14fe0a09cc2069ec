import { CUSTOMER_SERVICE_TEL } from "../../constants";
import { bannerSection } from "../banner";
import type { FieldDef, SectionDef } from "../model";
import { image, list, multiline, STEP_MESSAGES, text } from "./company-fields";

export const CLAIMS_PAGE = "Claims";

function button(n: 1 | 2, label: string, link: string, on: boolean): FieldDef[] {
  return [
    text(`button${n}`, `Button ${n} label`, label, undefined, 60),
    {
      name: `button${n}Link`,
      label: `Button ${n} link`,
      kind: "link",
      default: link,
      defaultLink: link,
      rules: [{ kind: "requiredWhen", when: `button${n}`, message: "Please enter link!", prop: "link" }],
    },
    { name: `button${n}Status`, label: `Show button ${n}`, kind: "status", default: on ? "true" : "false" },
  ];
}

const steps = [
  {
    icon: "phone",
    title: "Report it",
    subTitle: "Call us or your agent",
    description:
      "Report the loss as soon as everyone is safe. Have your policy number, the date and place of the loss, and photos if you can take them.",
  },
  {
    icon: "clipboard",
    title: "We reach out",
    subTitle: "Within 3 business days",
    description:
      "A claims representative will contact you within 3 business days to explain your coverage, answer questions and set up an inspection if one is needed.",
  },
  {
    icon: "search",
    title: "We inspect",
    subTitle: "An adjuster who knows the area",
    description:
      "Our adjusters live and work in the communities we serve. They will look at the damage with you and write up an estimate of the repairs.",
  },
  {
    icon: "check",
    title: "We settle",
    subTitle: "Fair and prompt payment",
    description:
      "Once the claim is agreed, payment is issued to you, and to your lender or contractor where required, so you can get back to normal.",
  },
];

const guidelines = [
  {
    title: "Check the license",
    description: "Ask for proof of the contractor's license and insurance, and confirm it with your city or county.",
    description1: "A reputable contractor will be glad to show it.",
  },
  {
    title: "Get it in writing",
    description: "Get a written estimate and a written contract that lists the work, the materials, the price and the schedule.",
    description1: "",
  },
  {
    title: "Limit the down payment",
    description: "Never pay more than 10% or $1,000 down, whichever is less, before the work begins.",
    description1: "Pay the balance when the work is done and you are satisfied with it.",
  },
  {
    title: "Beware of storm chasers",
    description: "Be cautious of door-to-door crews who show up after a storm and pressure you to sign right away.",
    description1: "Call your agent before you sign anything.",
  },
];

export const claimsSections: SectionDef[] = [
  bannerSection({ title: "How to File a Claim", subTitle: "We are here when you need us most." }),
  {
    section: "Section_1",
    title: "Edit Header Text",
    fields: [
      text("tagLine", "Header text", "Had a loss? We will help you through every step.", "Please enter Name!"),
      ...button(1, "REPORT A CLAIM", CUSTOMER_SERVICE_TEL, true),
      ...button(2, "FIND AN AGENT", "/360/find-an-agent", true),
    ],
  },
  {
    section: "Section_2",
    title: "Edit How We Work",
    fields: [
      text("title", "Title", "How we work", "Please enter title!"),
      list(
        "steps",
        "Steps",
        [
          text("title", "Title", "", "Please enter title!"),
          text("subTitle", "Sub title", "", "Please enter sub title!"),
          text("icon", "Icon (phone, clipboard, search or check)", "", "Please enter icon!", 40),
          multiline("description", "Description", "", "Please enter description!"),
        ],
        steps,
      ),
    ],
  },
  {
    section: "Section_3",
    title: "Edit Claims Info",
    fields: [
      text("title", "Title", "Local adjusters, real answers", "Please enter title!"),
      text(
        "subTitle",
        "Sub title",
        "We have been settling claims for our neighbors for over 70 years.",
        "Please enter sub title!",
      ),
      multiline(
        "tagLine",
        "Tag line",
        "When a storm rolls across the plains, our adjusters are already on their way. Keep your policy number handy, document the damage, and prevent further loss where it is safe to do so.",
        "Please enter Tag Line!",
      ),
      image("image", "Image", "/images/banner-fields.jpg"),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Guidlines",
    fields: [
      text("headerText", "Header text", "Hiring a contractor?", "Please enter header text!"),
      text(
        "headerSubText",
        "Sub header text",
        "A few simple precautions protect you from fraud after a loss.",
        "Please enter sub header text!",
      ),
      text(
        "footerText",
        "Footer text",
        "Questions about a contractor or an estimate? Call your agent before you sign.",
        "Please enter footer text!",
      ),
      list(
        "steps",
        "Guidelines",
        [
          text("title", "Title", "", "Please enter title!"),
          multiline("description", "Description", "", "Please enter description!"),
          multiline("description1", "Description 1", ""),
        ],
        guidelines,
        STEP_MESSAGES,
      ),
    ],
  },
];
