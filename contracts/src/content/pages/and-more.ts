import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { ITEM_MESSAGES_BANG, image, list, multiline, STEP_MESSAGES_BANG, text, url } from "./company-fields";

export const AND_MORE_PAGE = "AndMore";
export const AND_MORE_DEFAULT_TAGLINE = "HAVE YOU FILED A CLAIM WITH YOUR AGENT?";

const titles = (...t: string[]) => t.map((title) => ({ title }));

const contractorSteps = [
  {
    title: "Licensed",
    description: "Hire a contractor who is licensed and insured in your state.",
    description1: "Ask for proof and check it with your city or county.",
  },
  {
    title: "Permits",
    description: "Make sure the contractor pulls the building permits the work requires.",
    description1: "",
  },
  {
    title: "Contract",
    description: "Get a written contract with the work, materials, price and schedule before work begins.",
    description1: "",
  },
  {
    title: "Payment",
    description: "Never pay more than 10% or $1,000 down, whichever is less.",
    description1: "Pay the balance when the work is finished to your satisfaction.",
  },
];

export const andMoreSections: SectionDef[] = [
  bannerSection({
    title: "And More",
    subTitle: "Manage your account, pay your bill and more.",
    button2: "FIND YOUR LOCAL AGENT",
    button3: { title: "Already have an account?", label: "Log In", link: "/360/customer-login" },
  }),
  {
    section: "Section_1",
    title: "Edit",
    pencil: "Edit Account Tool",
    savedMessage: "Content Saved!",
    fields: [
      text("title", "Title", "What is the account tool?", "Please enter Name!"),
      text("subTitle", "Subtitle", "Your policies, claims and bills in one secure place, on your phone or computer."),
      list(
        "steps",
        "Steps",
        [text("title", "Title", "", "Please enter title!", 120)],
        titles("Convenience", "24/7 Accessibility", "Security & Privacy", "Self-Service Opportunity"),
        STEP_MESSAGES_BANG,
      ),
    ],
  },
  {
    section: "Section_2",
    title: "Edit Options",
    savedMessage: "Content Saved!",
    fields: [
      text("title", "Title", "The account tool gives you options", "Please enter title!"),
      list(
        "steps",
        "Options",
        [text("title", "Title", "", "Please enter title!", 120)],
        titles("Policy information", "Claim information", "Documents", "Payments"),
        ITEM_MESSAGES_BANG,
      ),
    ],
  },
  {
    section: "Section_3",
    title: "Edit Info",
    savedMessage: "Saved!",
    fields: [
      text("title", "Title", "Why should I register?", "Please enter title!"),
      multiline(
        "description",
        "Description",
        "Registering takes a few minutes. You will need your policy number and the e-mail address you gave your agent.",
        "Please enter Description!",
      ),
      text("subTitle", "Sub title", "See how it works", "Please enter sub title!"),
      text("tagLine", "Tag line", "Manage your account anytime, anywhere."),
      url("videoLink", "Video link", "https://www.youtube.com/watch?v=aqz-KE-bpKQ", "Please enter sub title!"),
      text("buttonTitle", "Button title", "REGISTER", "Please enter sub title!", 60),
      url("buttonLink", "Button link", "/360/customer-login", "Please enter sub title!"),
      image("image", "Image", "/images/banner-home.jpg", "Please select image!"),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Contractor Guidance",
    savedMessage: "Header Text Saved!",
    fields: [
      text("headerText", "Header text", "Hiring a contractor after a claim?", "Please enter header text!"),
      text("headerSubText", "Sub header text", "Follow these four steps to protect yourself.", "Please enter sub header text!"),
      text("footerText", "Footer text", "Questions? Your agent is always happy to help.", "Please enter footer text!"),
      list(
        "steps",
        "Steps",
        [
          text("title", "Title", "", "Please enter title!", 120),
          multiline("description", "Description 1", "", "Please enter description!"),
          multiline("description1", "Description 2", ""),
        ],
        contractorSteps,
        STEP_MESSAGES_BANG,
        ["title", "description", "description1"],
      ),
    ],
  },
];
