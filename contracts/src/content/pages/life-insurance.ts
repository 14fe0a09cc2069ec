import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { DESCRIPTION_MESSAGE, image, infoSection, list, multiline, TITLE_MESSAGE, text, url } from "./product-fields";

export const LIFE_PAGE = "LifeInsurance";

export const lifeSections: SectionDef[] = [
  bannerSection({
    title: "Life Insurance",
    subTitle: "Take care of the people who count on you.",
    tagline: "Protection for your family, your farm and your future.",
  }),
  infoSection("Section_2", "Edit Insurance Info", {
    title: "What is life insurance?",
    description:
      "Life insurance pays a sum of money to the people you choose when you die. It can pay off the mortgage or the operating loan, keep the farm in the family, cover college and replace the income your family counts on.",
  }),
  {
    section: "Section_3",
    title: "Edit Life Insurance Details",
    fields: [
      list(
        "detailsList",
        "Life insurance details",
        [
          text("title", "Title", "", TITLE_MESSAGE),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE),
          url("url", "Url", ""),
        ],
        [
          {
            title: "Why you need it",
            description:
              "If someone depends on your income or your work, life insurance makes sure they are not left with debts and bills they cannot pay.",
            url: "",
          },
          {
            title: "How much you need",
            description:
              "A common rule is seven to ten times your yearly income, plus your debts and future costs like college. Your agent can help you work out the right amount.",
            url: "",
          },
          {
            title: "When to buy",
            description:
              "The younger and healthier you are, the less coverage costs. Marriage, a new baby, a new home or taking over the family operation are all good times to review.",
            url: "",
          },
        ],
      ),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Get Started",
    // the spec keeps it in the page's state without drawing it
    notShown: true,
    fields: [
      text("title", "Title", "Get started"),
      multiline("description", "Description", "Answer two quick questions and get an estimate of the coverage you need."),
      text("question1", "Question 1", "Do you have people who depend on your income?"),
      text("question1Answer", "Answer 1", "Yes"),
      text("question2", "Question 2", "Do you have a mortgage or other large debts?"),
      text("question2Answer", "Answer 2", "Yes"),
      text("estimateLabel", "Estimate label", "GET AN ESTIMATE"),
      url("estimateLink", "Estimate link", "/360/start-a-quote"),
    ],
  },
  infoSection("Section_5", "Edit Coverage Options", {
    title: "Coverage options",
    description: "Whether you need protection for a set number of years or for life, there is a policy that fits.",
  }),
  {
    section: "Section_6_6",
    title: "Edit Coverage Options Details",
    fields: [
      list(
        "list",
        "Coverage options",
        [
          text("title", "Title", "", "Please enter Title!"),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE),
          text("linkLabel", "Link label", "", "Please enter label for link!"),
          url("link", "Link", "", "Please enter link!"),
          image("image", "Image", "", "Please upload image!"),
        ],
        [
          {
            title: "Term Life",
            description: "Affordable protection for 10, 20 or 30 years, the years when your family and your debts are growing.",
            linkLabel: "TALK TO AN AGENT",
            link: "/360/find-an-agent",
            image: "/images/products/calendar.svg",
          },
          {
            title: "Whole Life",
            description: "Lifelong protection with level premiums and cash value that grows at a guaranteed rate.",
            linkLabel: "TALK TO AN AGENT",
            link: "/360/find-an-agent",
            image: "/images/products/heart.svg",
          },
          {
            title: "Universal Life",
            description: "Flexible premiums and a death benefit you can adjust as your needs change over the years.",
            linkLabel: "TALK TO AN AGENT",
            link: "/360/find-an-agent",
            image: "/images/products/coins.svg",
          },
        ],
      ),
    ],
  },
];
