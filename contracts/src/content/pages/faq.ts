import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { list, multiline, STEP_MESSAGES, text, url } from "./company-fields";

export const FAQ_PAGE = "FAQ";

const questions = [
  {
    title: "How do I report a claim?",
    description:
      "Call your local agent or our 24-hour claims line as soon as everyone is safe. A claims representative will contact you within 3 business days to walk you through the next steps.",
    buttonTitle: "HOW TO FILE A CLAIM",
    buttonLink: "/360/how-to-claim-file",
    linkLabel: "",
    linkTitle: "",
    link: "",
  },
  {
    title: "How can I pay my bill?",
    description:
      "Pay online with your account number, set up automatic payments, mail a check, or pay in person at your agent's office. Online payments post the same business day.",
    buttonTitle: "PAY MY BILL",
    buttonLink: "/360/customer-login",
    linkLabel: "",
    linkTitle: "",
    link: "",
  },
  {
    title: "Who is my agent?",
    description:
      "Your agent's name and phone number are printed on your declarations page. If you have moved or want to meet someone new, search our directory by town or ZIP code.",
    buttonTitle: "",
    buttonLink: "",
    linkLabel: "Looking for someone close by?",
    linkTitle: "Find an agent",
    link: "/360/find-an-agent",
  },
  {
    title: "Can I bundle my home, auto and farm policies?",
    description:
      "Yes. Most members who insure more than one line with us qualify for a multi-policy discount. Your agent can review every policy with you in one visit.",
    buttonTitle: "START A QUOTE",
    buttonLink: "/360/start-a-quote",
    linkLabel: "",
    linkTitle: "",
    link: "",
  },
  {
    title: "What should I do after a hailstorm?",
    description:
      "Photograph the damage, cover broken windows or roof openings to prevent further loss, keep your receipts, and call your agent. Be wary of contractors who ask for large payments up front.",
    buttonTitle: "",
    buttonLink: "",
    linkLabel: "Read more in",
    linkTitle: "our claims guide",
    link: "/360/how-to-claim-file",
  },
];

export const faqSections: SectionDef[] = [
  bannerSection({ title: "Frequently Asked Questions", subTitle: "Straight answers about coverage, billing and claims." }),
  {
    section: "Section_2",
    title: "Edit FAQ",
    fields: [
      list(
        "list",
        "Questions",
        [
          text("title", "Title", "", "Please enter title!"),
          multiline("description", "Description", "", "Please enter description!"),
          text("buttonTitle", "Button title", "", undefined, 60),
          url("buttonLink", "Button URL"),
          text("linkLabel", "Link lead-in label", "", undefined, 120),
          text("linkTitle", "Link title", "", undefined, 120),
          url("link", "Link URL"),
        ],
        questions,
        STEP_MESSAGES,
      ),
    ],
  },
];
