import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { cardItem, infoSection, list } from "./product-fields";

export const OTHER_OFFERINGS_PAGE = "OtherOffering_1";

export const otherOfferingsSections: SectionDef[] = [
  bannerSection({
    title: "Other Offerings",
    subTitle: "Coverage for the rest of what you own and love.",
    tagline: "One local agent for everything you want to protect.",
  }),
  infoSection("Section_1", "Edit Offerings Info", {
    title: "More ways we can help",
    description:
      "Beyond auto, home, farm and business coverage, our agents can help you protect the rest of what matters, from the boat at the lake to your retirement savings.",
  }),
  {
    section: "Section_2",
    title: "Edit Offering Cards",
    fields: [
      list("list", "Offering cards", cardItem(true), [
        {
          title: "Recreational Vehicles",
          description: "Coverage for boats, campers, motorcycles, ATVs and snowmobiles, on the trail or in storage.",
          src: "/images/products/road.svg",
          url: "/360/find-an-agent",
        },
        {
          title: "Umbrella Liability",
          description: "An extra million dollars or more of liability protection above your home, auto and farm policies.",
          src: "/images/products/shield.svg",
          url: "/360/find-an-agent",
        },
        {
          title: "Crop Insurance",
          description: "Multi-peril and crop-hail coverage that protects your yield and revenue from drought, hail and freeze.",
          src: "/images/products/tractor.svg",
          url: "/360/find-an-agent",
        },
        {
          title: "Financial Planning",
          description: "Retirement, college and estate planning with a licensed representative who knows agriculture.",
          src: "/images/products/coins.svg",
          url: "/360/annuities",
        },
        {
          title: "Life Insurance",
          description: "Term, whole and universal life policies to take care of the people who count on you.",
          src: "/images/products/heart.svg",
          url: "/360/life-insurance",
        },
        {
          title: "Identity Protection",
          description: "Help restoring your credit and your good name, and expenses paid, after identity theft.",
          src: "/images/products/lock.svg",
          url: "/360/find-an-agent",
        },
      ]),
    ],
  },
];
