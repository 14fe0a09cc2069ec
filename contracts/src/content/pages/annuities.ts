import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { DESCRIPTION_MESSAGE, infoSection, list, multiline, TITLE_MESSAGE, text, url } from "./product-fields";

export const ANNUITIES_PAGE = "Annuities";

export const annuitiesSections: SectionDef[] = [
  bannerSection({
    title: "Annuities",
    subTitle: "Steady income you can count on in retirement.",
    tagline: "Plan today for the retirement you have worked for.",
  }),
  infoSection("Section_1", "Edit Annuity Info", {
    title: "What is an annuity?",
    description:
      "An annuity is a contract that turns your savings into income you cannot outlive. You pay in, your money grows tax-deferred, and when you are ready it pays you back as a steady check for a set period or for the rest of your life. Our annuities are offered through our life insurance partner and explained by your local agent.",
  }),
  {
    section: "Section_2",
    title: "Edit Annuity Types",
    fields: [
      list(
        "detailsList",
        "Annuity types",
        [
          text("title", "Title", "", TITLE_MESSAGE),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE),
          url("url", "Url", "", "Please enter url!"),
        ],
        [
          {
            title: "Fixed Annuity",
            description:
              "A guaranteed interest rate for a set number of years, with your principal protected from market swings. A good fit when you want growth you can predict.",
            url: "/360/find-an-agent",
          },
          {
            title: "Indexed Annuity",
            description:
              "Interest tied to the performance of a market index, with a guaranteed floor so a down year never costs you your principal.",
            url: "/360/find-an-agent",
          },
          {
            title: "Immediate Annuity",
            description:
              "Turn a lump sum, such as the sale of land or equipment, into income that starts within a year and lasts as long as you choose.",
            url: "/360/find-an-agent",
          },
          {
            title: "Retirement Plans",
            description:
              "Traditional and Roth IRA annuities help you save for retirement with the tax advantages the law allows.",
            url: "/360/find-an-agent",
          },
        ],
      ),
    ],
  },
];
